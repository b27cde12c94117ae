import { createHash } from 'node:crypto';
import type { PayloadKind } from './payload-shape.js';
import { SIGNATURE_WINDOW_SEC } from './signature.js';

/** Slack retries an event up to three times within about 6 minutes, with the same event_id. */
export const EVENT_DEDUPE_MS = 15 * 60_000;

export interface ReplayRecord {
  /** The lock name written, set-if-absent, in the shared store. */
  name: string;
  ttlMs: number;
}

/**
 * The record that makes a signed request run once across every instance sharing the store: an
 * Events API delivery by its event_id (Slack's retries of one event carry the same id, signed
 * again or not), any other request by its signature. It lives as long as the request could still
 * pass the timestamp check.
 */
export function replayRecordOf(
  body: Record<string, unknown>,
  kind: PayloadKind,
  signed: { signature: string; timestampSec: number },
  nowMs: number,
): ReplayRecord {
  const eventId = kind === 'event' && typeof body.event_id === 'string' ? body.event_id : '';
  if (eventId !== '') return { name: `replay:event:${digest(eventId)}`, ttlMs: EVENT_DEDUPE_MS };
  const validUntilMs = (signed.timestampSec + SIGNATURE_WINDOW_SEC) * 1000;
  const ttlMs = Math.max(1_000, validUntilMs - nowMs + 5_000);
  return { name: `replay:sig:${digest(signed.signature)}`, ttlMs };
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
