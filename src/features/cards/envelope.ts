import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What Enlivy posts to a webhook destination (service contract §6). */
export const envelopeSchema = z.object({
  id: z.string().min(1).max(200),
  type: z
    .string()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/)
    .max(64),
  created_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
  data: z.record(z.string(), z.unknown()),
  organization_id: z.string().min(1).max(200),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** Enlivy signs nothing bigger in practice; anything above is refused before it is read. */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

/**
 * `Signature`: lowercase hex HMAC-SHA256 of the exact raw body, keyed with the destination's
 * signing secret; no timestamp, no prefix. Compared in constant time; empty or malformed fails.
 */
export function signatureMatches(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (header === undefined || !/^[0-9a-f]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

/** `invoice.paid` → `invoice`; `project.member.created` → `project.member`. */
export function subjectOf(type: string): string {
  const parts = type.split('.');
  return parts.length > 1 ? parts.slice(0, -1).join('.') : type;
}

export function actionOf(type: string): string {
  return type.split('.').at(-1) ?? type;
}

/** The object an event is about (for its thread), when the data names it. */
export function objectKeyOf(envelope: Envelope): string | undefined {
  const id = envelope.data.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return `${subjectOf(envelope.type)}:${id}`;
}
