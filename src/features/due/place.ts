import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';

/**
 * What a page button of the list carries (≤ 2000 characters): what was asked and which page. Any
 * instance answers it by reading Enlivy again; no state is kept between pages.
 */
const placeSchema = z.object({
  h: z.number().int().min(1).max(60),
  g: z.enum(['both', 'collect', 'pay']),
  p: z.number().int().min(1).max(1000),
});

export type DuePlace = z.infer<typeof placeSchema>;

export const encodeDuePlace = (place: DuePlace): string => JSON.stringify(place);

export function decodeDuePlace(raw: string): DuePlace {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = placeSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new AppError('bad_input', 'This button is from an older version of the app.', {
    copy: { message: 'error.staleButton.message', hint: 'error.hint.runAgainFresh' },
  });
}
