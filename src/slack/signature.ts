import type { IncomingMessage } from 'node:http';
import { verifySlackRequest } from '@slack/bolt';

/** How far a request's timestamp may be from our clock, either way (Slack's own rule: 5 min). */
export const SIGNATURE_WINDOW_SEC = 300;

export type SignatureVerdict =
  | { ok: true; signature: string; timestampSec: number }
  | { ok: false; reason: string };

/**
 * Slack's signature, checked by Bolt's `verifySlackRequest` (signature and a timestamp at most
 * 5 minutes old), plus what Bolt does not check: a timestamp more than 5 minutes in the FUTURE.
 * Without that, a request signed with a far-future timestamp would stay valid long after its
 * replay record expired.
 */
export function verifySignature(
  req: IncomingMessage,
  rawBody: Buffer,
  signingSecret: string,
  nowMs: number,
): SignatureVerdict {
  const signature = req.headers['x-slack-signature'];
  const stamp = req.headers['x-slack-request-timestamp'];
  if (typeof signature !== 'string' || typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp))
    return { ok: false, reason: 'missing or malformed signature headers' };
  const timestampSec = Number(stamp);
  if (timestampSec - Math.floor(nowMs / 1000) > SIGNATURE_WINDOW_SEC)
    return { ok: false, reason: 'timestamp more than 5 minutes in the future' };
  try {
    verifySlackRequest({
      signingSecret,
      body: rawBody.toString('utf8'),
      headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': timestampSec },
      nowMilliseconds: nowMs,
    });
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : 'signature not verified' };
  }
  return { ok: true, signature, timestampSec };
}
