import { z } from 'zod';
import { numberish, orNull } from './common.js';

const searchMetaSchema = z.looseObject({
  issued_at: orNull(z.string()),
  paid_at: orNull(z.string()),
});

export const searchItemSchema = z.looseObject({
  id: z.string(),
  title: orNull(z.string()),
  source: orNull(z.string()),
  direction: orNull(z.string()),
  status: orNull(z.string()),
  meta: searchMetaSchema.nullish().transform((meta) => meta ?? { issued_at: null, paid_at: null }),
  ranking_score: numberish,
  /** e.g. `organization_invoices`. */
  entity: z.string(),
});

export type SearchItem = z.infer<typeof searchItemSchema>;
