import { ErrorCode, type WebAPIRateLimitedError } from '@slack/web-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

describe('fault injection', () => {
  it('rateLimit: HTTP 429 + Retry-After, which WebClient honours before retrying', async () => {
    fake.rateLimit('chat.postMessage', { retryAfter: 1, times: 1 });
    const client = webClient(fake, ws.bot.botToken, {
      retryConfig: { retries: 1, minTimeout: 0, maxTimeout: 0 },
    });
    const started = Date.now();
    const result = await client.chat.postMessage({
      channel: ws.finance.id,
      text: 'after the wait',
    });
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.callsTo('chat.postMessage').map((c) => [c.status, c.error])).toEqual([
      [429, 'ratelimited'],
      [200, undefined],
    ]);
    expect(fake.messages(ws.finance.id)).toHaveLength(1);
  });

  it('rateLimit with rejectRateLimitedCalls surfaces retryAfter', async () => {
    fake.rateLimit('views.publish', { retryAfter: 7 });
    const client = webClient(fake, ws.bot.botToken, { rejectRateLimitedCalls: true });
    const error = await client.views
      .publish({ user_id: ws.alice.id, view: { type: 'home', blocks: [] } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as WebAPIRateLimitedError).code).toBe(ErrorCode.RateLimitedError);
    expect((error as WebAPIRateLimitedError).retryAfter).toBe(7);
  });

  it('fail: any {ok:false,error} for the next N calls, then normal again', async () => {
    fake.fail('users.info', { error: 'fatal_error', times: 2 });
    const client = webClient(fake, ws.bot.botToken);
    expect(await slackError(client.users.info({ user: ws.alice.id }))).toMatchObject({
      error: 'fatal_error',
    });
    expect(await slackError(client.users.info({ user: ws.alice.id }))).toMatchObject({
      error: 'fatal_error',
    });
    await expect(client.users.info({ user: ws.alice.id })).resolves.toMatchObject({ ok: true });
  });

  it('slow: delays the answer', async () => {
    fake.slow('auth.test', { ms: 300 });
    const started = Date.now();
    await webClient(fake, ws.bot.botToken).auth.test();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('"*" applies to any method', async () => {
    fake.fail('*', { error: 'service_unavailable' });
    expect(await slackError(webClient(fake, ws.bot.botToken).auth.test())).toMatchObject({
      error: 'service_unavailable',
    });
    await expect(webClient(fake, ws.bot.botToken).auth.test()).resolves.toMatchObject({ ok: true });
  });
});
