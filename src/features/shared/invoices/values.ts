import { z } from 'zod';
import { AppError } from '../../../platform/app-error.js';

/**
 * What invoice buttons, search pagers and the delete modal carry between requests (button
 * values ≤ 2000 chars, private_metadata ≤ 3000): no per-process state, any instance can answer.
 */

/** Longest search text kept in a button value; longer searches are refused up front. */
export const MAX_SEARCH_TEXT = 200;

const INVOICE_ID = /^org_inv_[A-Za-z0-9_-]{1,120}$/;

export function isInvoiceId(value: string): boolean {
  return INVOICE_ID.test(value);
}

const searchPlaceSchema = z.object({
  q: z.string().min(1).max(MAX_SEARCH_TEXT),
  p: z.number().int().min(1).max(100),
});

export type SearchPlace = z.infer<typeof searchPlaceSchema>;

const invoiceActionSchema = z.object({
  id: z.string().regex(INVOICE_ID),
  /** Where the button was: a search page is re-rendered after a delete, a card is replaced. */
  from: z.enum(['card', 'search']),
  search: searchPlaceSchema.optional(),
});

export type InvoiceActionValue = z.infer<typeof invoiceActionSchema>;

const deleteMetadataSchema = invoiceActionSchema.extend({
  /** The number (or id) the person must type. */
  label: z.string().min(1).max(200),
  /** response_url of the message the Delete button was on (to replace it afterwards). */
  responseUrl: z.url().max(1000).optional(),
  /** The channel of that message, for the receipt when the response_url has expired. */
  channelId: z.string().max(40).optional(),
});

export type DeleteMetadata = z.infer<typeof deleteMetadataSchema>;

/** A value decoded from a button or a dialog the app made, possibly in an older version. */
function decode<T>(schema: z.ZodType<T>, raw: string | undefined, what: 'button' | 'dialog'): T {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(
      'bad_input',
      `This ${what} is from an older version of the app.`,
      what === 'button'
        ? { copy: { message: 'error.staleButton.message', hint: 'error.hint.runAgainFresh' } }
        : { copy: { message: 'error.staleDialog.message', hint: 'error.hint.runAgainFresh' } },
    );
  }
  return parsed.data;
}

export const encodeInvoiceAction = (value: InvoiceActionValue): string => JSON.stringify(value);
export const decodeInvoiceAction = (raw: string | undefined): InvoiceActionValue =>
  decode(invoiceActionSchema, raw, 'button');

export const encodeSearchPlace = (value: SearchPlace): string => JSON.stringify(value);
export const decodeSearchPlace = (raw: string | undefined): SearchPlace =>
  decode(searchPlaceSchema, raw, 'button');

export const encodeDeleteMetadata = (value: DeleteMetadata): string => JSON.stringify(value);
export const decodeDeleteMetadata = (raw: string | undefined): DeleteMetadata =>
  decode(deleteMetadataSchema, raw, 'dialog');
