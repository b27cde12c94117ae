import { z } from 'zod';
import { orNull } from './common.js';

/** An organization user as an invoice include (`receiver_user`, `sender_user`): only its name is read. */
const invoicePartySchema = z.looseObject({ name: orNull(z.string()) });

export const invoiceSchema = z.looseObject({
  id: z.string(),
  number: orNull(z.union([z.string(), z.number()])),
  formatted_number: orNull(z.string()),
  status: z.string(),
  title: orNull(z.string()),
  currency: orNull(z.string()),
  /** Kept as sent: Laravel decimals often arrive as strings. */
  total: orNull(z.union([z.number(), z.string()])),
  issued_at: orNull(z.string()),
  due_at: orNull(z.string()),
  paid_at: orNull(z.string()),
  finalized_at: orNull(z.string()),
  is_downloadable: z.boolean().optional(),
  direction: orNull(z.string()),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  /** Set when the invoice names its receiver itself instead of pointing at a user. */
  receiver_custom_identity_name: z.string().nullish(),
  sender_custom_identity_name: z.string().nullish(),
  /** Only with `include=receiver_user` / `sender_user`. */
  receiver_user: invoicePartySchema.nullish().catch(undefined),
  sender_user: invoicePartySchema.nullish().catch(undefined),
  /** Set while a soft-deleted invoice sits in Enlivy's trash. */
  deleted_at: z.string().nullish(),
});

export type Invoice = z.infer<typeof invoiceSchema>;
