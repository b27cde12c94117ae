import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDriver,
  type Driver,
  type FakeSlack,
  linksIn,
  loadUnfurlDomains,
  type SeededWorkspace,
  startFakeSlack,
} from '../../fakes/slack/index.js';
import { md, slackError, webClient } from './helpers.js';

const INVOICE = 'https://app.enlivy.com/organizations/org_demo/invoices/org_inv_demo_0001';
const OTHER = 'https://app.enlivy.com/organizations/org_demo/invoices/org_inv_demo_0002';
const preview = { blocks: [{ type: 'section', text: md('*Invoice INV-2026-0001*') }] };

let fake: FakeSlack;
let ws: SeededWorkspace;
let app: Server;
let driver: Driver;
/** What the app received: each Events API body. */
let received: Record<string, unknown>[];

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
  received = [];
  app = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.end();
    });
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const { port } = app.address() as AddressInfo;
  driver = createDriver({
    slack: fake,
    url: `http://127.0.0.1:${port}/slack/events`,
    signingSecret: 'fake-unfurl-secret',
  });
});
afterEach(async () => {
  await new Promise((resolve) => app.close(resolve));
  await fake.close();
});

describe('link_shared', () => {
  it('is sent for links on the manifest’s unfurl_domains only, as Slack words it', async () => {
    expect(loadUnfurlDomains()).toEqual(['app.enlivy.com']);
    expect(
      await driver.linkShared({
        user: ws.alice.id,
        channel: '#finance',
        urls: ['https://example.com/x'],
      }),
    ).toBeUndefined();
    const ack = await driver.linkShared({
      user: ws.alice.id,
      channel: '#finance',
      urls: [INVOICE, 'https://example.com/x'],
    });
    expect(received).toHaveLength(1);
    expect(ack?.envelope.event).toEqual({
      type: 'link_shared',
      channel: ws.finance.id,
      is_bot_user_member: true,
      user: ws.alice.id,
      message_ts: ack?.share.messageTs,
      unfurl_id: ack?.share.unfurlId,
      source: 'conversations_history',
      links: [{ domain: 'app.enlivy.com', url: INVOICE }],
      event_ts: expect.any(String),
    });
    // The message holding the links was posted by the person.
    expect(fake.messages('#finance').at(-1)?.text).toContain(`<${INVOICE}>`);
    expect(linksIn(`see <${INVOICE}|this> and ${OTHER}.`)).toEqual([INVOICE, OTHER]);
  });

  it('from the composer: channel COMPOSER, message_ts = unfurl_id, no message posted', async () => {
    const before = fake.messages('#finance').length;
    const ack = await driver.linkShared({
      user: ws.alice.id,
      channel: '#finance',
      urls: [INVOICE],
      source: 'composer',
    });
    expect(ack?.envelope.event).toMatchObject({
      channel: 'COMPOSER',
      source: 'composer',
      message_ts: ack?.share.unfurlId,
    });
    expect(fake.messages('#finance')).toHaveLength(before);
  });
});

describe('chat.unfurl', () => {
  it('attaches a preview under the shared message, keyed by the exact URL, replacing an earlier one', async () => {
    const ack = await driver.linkShared({
      user: ws.alice.id,
      channel: '#finance',
      urls: [INVOICE],
    });
    const bot = webClient(fake, ws.bot.botToken);
    const target = { channel: ws.finance.id, ts: ack?.share.messageTs ?? '' };
    await expect(
      bot.chat.unfurl({ ...target, unfurls: { [INVOICE]: preview } }),
    ).resolves.toMatchObject({
      ok: true,
    });
    await bot.chat.unfurl({ ...target, unfurls: { [INVOICE]: preview } });
    const message = fake.messages('#finance').find((m) => m.ts === target.ts);
    expect(message?.attachments).toHaveLength(1);
    expect(message?.attachments?.[0]).toMatchObject({ app_unfurl_url: INVOICE, ...preview });
    expect(fake.unfurls()).toHaveLength(2);
  });

  it('takes unfurl_id + source for a link in the composer', async () => {
    const ack = await driver.linkShared({
      user: ws.alice.id,
      channel: '#finance',
      urls: [INVOICE],
      source: 'composer',
    });
    const bot = webClient(fake, ws.bot.botToken);
    await bot.chat.unfurl({
      unfurl_id: ack?.share.unfurlId ?? '',
      source: 'composer',
      unfurls: { [INVOICE]: preview },
    });
    expect(fake.unfurls()[0]).toMatchObject({ via: 'unfurl_id', source: 'composer', url: INVOICE });
    expect(
      await slackError(
        bot.chat.unfurl({
          unfurl_id: ack?.share.unfurlId ?? '',
          source: 'conversations_history',
          unfurls: { [INVOICE]: preview },
        }),
      ),
    ).toMatchObject({ error: 'cannot_unfurl_url' });
  });

  it('refuses what Slack refuses', async () => {
    const ack = await driver.linkShared({
      user: ws.alice.id,
      channel: '#finance',
      urls: [INVOICE],
    });
    const ts = ack?.share.messageTs ?? '';
    const bot = webClient(fake, ws.bot.botToken);
    const refused = (args: Record<string, unknown>) => slackError(bot.apiCall('chat.unfurl', args));
    // A URL no link_shared named (or not exactly as named).
    expect(
      await refused({ channel: ws.finance.id, ts, unfurls: { [OTHER]: preview } }),
    ).toMatchObject({ error: 'cannot_unfurl_url' });
    expect(
      await refused({ channel: ws.finance.id, ts, unfurls: { [`${INVOICE}/`]: preview } }),
    ).toMatchObject({ error: 'cannot_unfurl_url' });
    expect(
      await refused({ channel: 'C0NOPE00000', ts, unfurls: { [INVOICE]: preview } }),
    ).toMatchObject({ error: 'cannot_find_channel' });
    expect(
      await refused({ channel: ws.finance.id, ts: '1.000001', unfurls: { [INVOICE]: preview } }),
    ).toMatchObject({ error: 'cannot_find_message' });
    expect(await refused({ channel: ws.finance.id, ts })).toMatchObject({
      error: 'missing_unfurls',
    });
    expect(await refused({ channel: ws.finance.id, ts, unfurls: '[1]' })).toMatchObject({
      error: 'invalid_unfurls_format',
    });
    expect(await refused({ ts, unfurls: { [INVOICE]: preview } })).toMatchObject({
      error: 'missing_channel',
    });
    expect(
      await refused({ unfurl_id: ack?.share.unfurlId, unfurls: { [INVOICE]: preview } }),
    ).toMatchObject({ error: 'invalid_arguments' });
    // Block Kit inside a preview is checked like a message's.
    expect(
      await refused({
        channel: ws.finance.id,
        ts,
        unfurls: { [INVOICE]: { blocks: [{ type: 'section', text: md('x'.repeat(3001)) }] } },
      }),
    ).toMatchObject({ error: 'invalid_blocks' });
    expect(fake.validationFailures.map((f) => f.method)).toEqual(['chat.unfurl']);
    // links:write is needed.
    const narrow = fake.installBot({
      teamId: fake.addTeam({ name: 'Narrow' }).id,
      scopes: ['chat:write'],
    });
    expect(
      await slackError(
        webClient(fake, narrow.botToken).chat.unfurl({ channel: ws.finance.id, ts, unfurls: {} }),
      ),
    ).toMatchObject({ error: 'missing_scope', needed: 'links:write' });
    expect(fake.unfurls()).toEqual([]);
  });
});

describe('conversations.info', () => {
  it('says whether a channel is shared with other organizations', async () => {
    const partners = fake.addChannel({
      teamId: ws.team.id,
      name: 'partners',
      extShared: true,
      withBot: true,
    });
    const bot = webClient(fake, ws.bot.botToken);
    expect((await bot.conversations.info({ channel: partners.id })).channel).toMatchObject({
      is_shared: true,
      is_ext_shared: true,
    });
    expect((await bot.conversations.info({ channel: ws.finance.id })).channel).toMatchObject({
      is_shared: false,
      is_ext_shared: false,
    });
  });
});
