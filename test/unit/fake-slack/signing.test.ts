import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSlackSignature, signatureHeaders } from '../../fakes/slack/signing.js';

// Slack's documented example (also used by bolt-js's ExpressReceiver tests), reconstructed
// byte for byte: the slash-command body as Slack posts it, URL-encoded.
const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const TIMESTAMP = 1531420618;
const BODY =
  'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V' +
  '&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=' +
  '&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN' +
  '&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';

describe('Slack request signing (v0)', () => {
  it('reproduces the documented test vector', () => {
    expect(computeSlackSignature(SECRET, TIMESTAMP, BODY)).toBe(
      'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
    );
  });

  it('is HMAC-SHA256 over v0:{ts}:{raw body}, lowercase hex', () => {
    const expected = createHmac('sha256', 'secret').update('v0:1700000000:a=1&b=2').digest('hex');
    expect(computeSlackSignature('secret', '1700000000', 'a=1&b=2')).toBe(`v0=${expected}`);
  });

  it('changes with any byte of the body, the timestamp or the secret', () => {
    const base = computeSlackSignature(SECRET, TIMESTAMP, BODY);
    expect(computeSlackSignature(SECRET, TIMESTAMP, `${BODY} `)).not.toBe(base);
    expect(computeSlackSignature(SECRET, TIMESTAMP + 1, BODY)).not.toBe(base);
    expect(computeSlackSignature(`${SECRET}x`, TIMESTAMP, BODY)).not.toBe(base);
  });

  it('builds both headers, timestamp in whole seconds', () => {
    const headers = signatureHeaders(SECRET, BODY, TIMESTAMP);
    expect(headers).toEqual({
      'x-slack-signature': 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
      'x-slack-request-timestamp': '1531420618',
    });
    const now = signatureHeaders(SECRET, BODY);
    expect(Number(now['x-slack-request-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    expect(now['x-slack-request-timestamp']).toMatch(/^\d+$/);
  });
});
