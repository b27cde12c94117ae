import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signatureCheck } from '../../src/slack/signature.js';
import { signatureHeaders } from '../fakes/slack/signing.js';

const SECRET = 'ec01be4e7e57516a9d5ec4e70123abcd';
const NOW_MS = 1_800_000_000_500;
const nowSec = Math.floor(NOW_MS / 1000);
const check = signatureCheck(SECRET);

function requestWith(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

describe('the signature of a Slack request', () => {
  const body = 'command=%2Fenlivy&text=help&user_id=U1';

  it('accepts Slack’s v0 signature of the exact bytes within 5 minutes either way', () => {
    for (const skew of [-300, 0, 300]) {
      const headers = signatureHeaders(SECRET, body, nowSec + skew);
      expect(check(requestWith(headers), Buffer.from(body), NOW_MS), `skew ${skew}`).toEqual({
        ok: true,
        signature: headers['x-slack-signature'],
        timestampSec: nowSec + skew,
      });
    }
  });

  it('refuses a timestamp over 5 minutes old or ahead', () => {
    expect(
      check(requestWith(signatureHeaders(SECRET, body, nowSec - 301)), Buffer.from(body), NOW_MS),
    ).toEqual({
      ok: false,
      reason: 'timestamp more than 5 minutes old',
    });
    expect(
      check(requestWith(signatureHeaders(SECRET, body, nowSec + 301)), Buffer.from(body), NOW_MS),
    ).toEqual({
      ok: false,
      reason: 'timestamp more than 5 minutes in the future',
    });
  });

  it('refuses another secret, another body, and anything but a v0 hex signature', () => {
    const headers = signatureHeaders(SECRET, body, nowSec);
    const signature = headers['x-slack-signature'];
    const refused = (given: Record<string, string>, bytes = body) =>
      check(requestWith(given), Buffer.from(bytes), NOW_MS).ok;
    expect(refused(signatureHeaders('some-other-secret', body, nowSec))).toBe(false);
    expect(refused(headers, `${body}&text=connect`)).toBe(false);
    for (const wrong of [
      signature.toUpperCase(),
      signature.replace('v0=', 'v1='),
      signature.slice(0, -2),
      `${signature}00`,
      `${signature.slice(0, -1)}g`,
      '',
    ])
      expect(refused({ ...headers, 'x-slack-signature': wrong }), wrong).toBe(false);
    expect(refused({ 'x-slack-signature': signature })).toBe(false);
    expect(refused({ ...headers, 'x-slack-request-timestamp': `${nowSec}.5` })).toBe(false);
  });

  it('refuses every request when no signing secret is set', () => {
    const headers = signatureHeaders('', body, nowSec);
    expect(signatureCheck('')(requestWith(headers), Buffer.from(body), NOW_MS).ok).toBe(false);
  });
});
