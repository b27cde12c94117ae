import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSlack,
  RESPONSE_URL_TTL_MS,
  type SeededWorkspace,
  startFakeSlack,
} from '../../fakes/slack/index.js';
import { md, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

async function respond(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('response_url', () => {
  it('posts an ephemeral by default, in_channel to the channel', async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    expect(url.startsWith(`${fake.url}/commands/${ws.team.id}/`)).toBe(true);
    expect(await respond(url, { text: 'only Alice' })).toEqual({ status: 200, json: { ok: true } });
    expect(await respond(url, { text: 'everyone', response_type: 'in_channel' })).toMatchObject({
      status: 200,
    });
    expect(fake.ephemerals(ws.alice.id, ws.finance.id).map((m) => m.text)).toEqual(['only Alice']);
    expect(fake.messages(ws.finance.id)).toMatchObject([
      { text: 'everyone', bot_id: ws.bot.botId },
    ]);
  });

  it('replace_original replaces the message the URL came from; delete_original deletes it', async () => {
    const posted = await webClient(fake, ws.bot.botToken).chat.postMessage({
      channel: ws.finance.id,
      text: 'card v1',
    });
    const url = fake.issueResponseUrl({
      channelId: ws.finance.id,
      userId: ws.alice.id,
      messageTs: posted.ts as string,
      kind: 'actions',
    });
    await respond(url, {
      replace_original: true,
      text: 'card v2',
      blocks: [{ type: 'section', text: md('v2') }],
    });
    expect(fake.messages(ws.finance.id)).toMatchObject([{ ts: posted.ts, text: 'card v2' }]);
    await respond(url, { delete_original: true });
    expect(fake.messages(ws.finance.id)).toEqual([]);
  });

  it('replace_original on an ephemeral source replaces that ephemeral', async () => {
    const eph = await webClient(fake, ws.bot.botToken).chat.postEphemeral({
      channel: ws.finance.id,
      user: ws.alice.id,
      text: 'working…',
    });
    const url = fake.issueResponseUrl({
      channelId: ws.finance.id,
      userId: ws.alice.id,
      messageTs: eph.message_ts as string,
      ephemeral: true,
    });
    await respond(url, { replace_original: true, text: 'done' });
    expect(fake.ephemerals(ws.alice.id).map((m) => m.text)).toEqual(['done']);
  });

  it('keeps a replaced ephemeral ephemeral even when in_channel is asked', async () => {
    const eph = await webClient(fake, ws.bot.botToken).chat.postEphemeral({
      channel: ws.finance.id,
      user: ws.alice.id,
      text: 'card',
    });
    const url = fake.issueResponseUrl({
      channelId: ws.finance.id,
      userId: ws.alice.id,
      messageTs: eph.message_ts as string,
      ephemeral: true,
    });
    await respond(url, { replace_original: true, response_type: 'in_channel', text: 'receipt' });
    // Slack keeps a replaced message's visibility: nobody else sees it.
    expect(fake.messages(ws.finance.id)).toEqual([]);
    expect(fake.ephemerals(ws.alice.id).map((m) => m.text)).toEqual(['receipt']);
    expect(fake.responsePosts(url)[0]).toMatchObject({
      outcome: 'replaced',
      keptEphemeral: true,
      messageTs: eph.message_ts,
    });
  });

  it("a slash command's response_url cannot change its earlier replies, and every post is recorded", async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    await respond(url, { text: 'Loading…' });
    // As in Slack: a replace posts a new message, a delete has no message to act on.
    await respond(url, { replace_original: true, text: 'done' });
    expect((await respond(url, { delete_original: true })).status).toBe(404);
    await respond(url, { response_type: 'in_channel', text: 'receipt' });
    expect(fake.ephemerals(ws.alice.id).map((m) => m.text)).toEqual(['Loading…', 'done']);
    expect(fake.messages(ws.finance.id).map((m) => m.text)).toEqual(['receipt']);
    const posts = fake.responsePosts(url);
    expect(posts.map((p) => p.outcome)).toEqual([
      'ephemeral',
      'ephemeral',
      'refused',
      'in_channel',
    ]);
    expect(posts[2]).toMatchObject({ status: 404, error: 'message_not_found' });
    expect(posts.every((p, i) => i === 0 || p.at >= (posts[i - 1]?.at ?? 0))).toBe(true);
  });

  it('works 5 times, then 410 with a JSON error', async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    for (let i = 1; i <= 5; i++) expect((await respond(url, { text: `#${i}` })).status).toBe(200);
    expect(await respond(url, { text: '#6' })).toEqual({
      status: 410,
      json: { ok: false, error: 'used_url' },
    });
    expect(fake.ephemerals(ws.alice.id)).toHaveLength(5);
  });

  it('expires after 30 minutes', async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    fake.clock.advance(RESPONSE_URL_TTL_MS + 1000);
    expect(await respond(url, { text: 'late' })).toEqual({
      status: 404,
      json: { ok: false, error: 'expired_url' },
    });
  });

  it('validates blocks and needs text; refuses non-JSON bodies', async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    const invalid = await respond(url, { text: 'x', blocks: [{ type: 'section' }] });
    expect(invalid).toMatchObject({ status: 400, json: { ok: false, error: 'invalid_blocks' } });
    expect(fake.validationFailures[0]?.method).toBe('response_url');
    expect(await respond(url, {})).toMatchObject({ status: 400, json: { error: 'no_text' } });
    const form = await fetch(url, { method: 'POST', body: new URLSearchParams({ text: 'x' }) });
    expect(form.status).toBe(400);
    expect(fake.ephemerals(ws.alice.id)).toEqual([]);
  });

  it('records missing fallback text for response_url messages too', async () => {
    const url = fake.issueResponseUrl({ channelId: ws.finance.id, userId: ws.alice.id });
    await respond(url, { blocks: [{ type: 'section', text: md('no fallback') }] });
    expect(fake.messagesMissingFallbackText()).toHaveLength(1);
  });
});
