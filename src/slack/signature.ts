import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** How far a request's timestamp may be from our clock, either way (Slack's own rule: 5 min). */
export const SIGNATURE_WINDOW_SEC = 300;

export type SignatureVerdict =
  | { ok: true; signature: string; timestampSec: number }
  | { ok: false; reason: string };

export type SignatureCheck = (
  req: IncomingMessage,
  rawBody: Buffer,
  nowMs: number,
) => SignatureVerdict;

/** `v0=` and the hex of an HMAC-SHA256: nothing else is a signature of Slack's. */
const SIGNATURE = /^v0=[0-9a-f]{64}$/;

/**
 * Slack's signature rule (its `v0` HMAC-SHA256 of `v0:<timestamp>:<raw body>` with the signing
 * secret, compared in constant time, and a timestamp at most 5 minutes old, as Bolt's
 * `verifySlackRequest` checks it), plus what Bolt does not check: a timestamp more than 5
 * minutes in the FUTURE. Without that, a request signed with a far-future timestamp would stay
 * valid long after its replay record expired. The secret becomes a key object once, not on every
 * request; the HMAC is taken over the bytes Slack signed.
 */
export function signatureCheck(signingSecret: string): SignatureCheck {
  if (signingSecret === '') return () => ({ ok: false, reason: 'no signing secret is set' });
  const key = createSecretKey(Buffer.from(signingSecret, 'utf8'));
  return (req, rawBody, nowMs) => {
    const signature = req.headers['x-slack-signature'];
    const stamp = req.headers['x-slack-request-timestamp'];
    if (typeof signature !== 'string' || typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp))
      return { ok: false, reason: 'missing or malformed signature headers' };
    const timestampSec = Number(stamp);
    const nowSec = Math.floor(nowMs / 1000);
    if (timestampSec - nowSec > SIGNATURE_WINDOW_SEC)
      return { ok: false, reason: 'timestamp more than 5 minutes in the future' };
    if (nowSec - timestampSec > SIGNATURE_WINDOW_SEC)
      return { ok: false, reason: 'timestamp more than 5 minutes old' };
    if (!SIGNATURE.test(signature)) return { ok: false, reason: 'not a v0 signature' };
    const expected = createHmac('sha256', key).update(`v0:${stamp}:`).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature.slice(3), 'hex')))
      return { ok: false, reason: 'signature mismatch' };
    return { ok: true, signature, timestampSec };
  };
}
