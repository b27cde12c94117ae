/** Slack's v0 request signature: HMAC-SHA256 over `v0:{timestamp}:{raw body}`. */
import { createHmac } from 'node:crypto';

export function computeSlackSignature(
  signingSecret: string,
  timestampSec: number | string,
  rawBody: string,
): string {
  const digest = createHmac('sha256', signingSecret)
    .update(`v0:${timestampSec}:${rawBody}`)
    .digest('hex');
  return `v0=${digest}`;
}

/** The two headers Slack sends with every request to the app. */
export function signatureHeaders(
  signingSecret: string,
  rawBody: string,
  timestampSec: number = Math.floor(Date.now() / 1000),
): { 'x-slack-signature': string; 'x-slack-request-timestamp': string } {
  return {
    'x-slack-signature': computeSlackSignature(signingSecret, timestampSec, rawBody),
    'x-slack-request-timestamp': String(timestampSec),
  };
}
