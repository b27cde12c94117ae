/** The driver's own behaviour, against a bare HTTP endpoint that records what Slack would send. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, LogLevel } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  computeSlackSignature,
  createDriver,
  type Driver,
  type FakeSlack,
  type SeededWorkspace,
  SlackAckTimeoutError,
  startFakeSlack,
  startSlackTestbed,
  waitFor,
} from '../../fakes/slack/index.js';
import { md, pt, webClient } from './helpers.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const SECRET = 'd41e7e5716a9d5ec4e70123456789abc';
let fake: FakeSlack;
let ws: SeededWorkspace;
let server: Server;
let received: Received[];
let answer: (r: Received) => { status?: number; body?: string; delayMs?: number };
let driver: Driver;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
  received = [];
  answer = () => ({});
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      const { status = 200, body = '', delayMs = 0 } = answer(r);
      setTimeout(() => {
        res.writeHead(status, body.startsWith('{') ? { 'content-type': 'application/json' } : {});
        res.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  driver = createDriver({
    slack: fake,
    url: `http://127.0.0.1:${port}/slack/events`,
    signingSecret: SECRET,
  });
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
});

function last(): Received {
  const r = received.at(-1);
  if (!r) throw new Error('nothing received');
  return r;
}

function payloadOf(r: Received): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(r.body).get('payload') ?? 'null') as Record<
    string,
    unknown
  >;
}

/** view.state.values of an interaction payload. */
function stateOf(r: Received): Record<string, unknown> {
  const view = payloadOf(r).view as { state: { values: Record<string, unknown> } };
  return view.state.values;
}

async function openModal(userId: string, view: Record<string, unknown>): Promise<void> {
  await webClient(fake, ws.bot.botToken).views.open({
    trigger_id: fake.issueTriggerId(userId),
    view: view as never,
  });
}

describe('signing and transport', () => {
  it('signs the exact bytes it sends, with exact content types', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'list' });
    const command = last();
    expect(command.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const ts = String(command.headers['x-slack-request-timestamp']);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(5);
    expect(command.headers['x-slack-signature']).toBe(
      computeSlackSignature(SECRET, ts, command.body),
    );

    await driver.appHomeOpened(ws.alice.id);
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers['x-slack-signature']).toBe(
      computeSlackSignature(
        SECRET,
        String(last().headers['x-slack-request-timestamp']),
        last().body,
      ),
    );

    await driver.sslCheck();
    expect(last().headers['x-slack-signature']).toBeUndefined();
    expect(last().body).toMatch(/^ssl_check=1&token=/);
  });

  it('records every ack with status, body, json and latency', async () => {
    answer = () => ({ body: '{"ok":true}' });
    const result = await driver.urlVerification('c');
    expect(result).toMatchObject({ status: 200, json: { ok: true }, body: '{"ok":true}' });
    expect(driver.acks).toHaveLength(1);
    expect(driver.acks[0]).toMatchObject({ kind: 'url_verification', status: 200 });
    expect(driver.acks[0]?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('an ack slower than 3 s throws (operation_timeout)', async () => {
    // The app would answer at 6 s: the driver gives up at 3 s (a loaded machine may run late).
    answer = () => ({ delayMs: 6000 });
    const started = Date.now();
    const error = await driver
      .command({ user: ws.alice.id, channel: '#finance' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlackAckTimeoutError);
    expect(String(error)).toContain('operation_timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 12_000);
});

describe('slash commands', () => {
  it('fills team, channel and user from the model, with a fresh trigger and response_url', async () => {
    const result = await driver.command({
      user: ws.alice.id,
      channel: ws.finance.id,
      text: 'pause AR',
    });
    const fields = Object.fromEntries(new URLSearchParams(last().body));
    expect(fields).toMatchObject({
      command: '/enlivy',
      text: 'pause AR',
      team_id: ws.team.id,
      team_domain: 'acme',
      channel_id: ws.finance.id,
      channel_name: 'finance',
      user_id: ws.alice.id,
      user_name: 'alice',
      api_app_id: fake.app.appId,
      is_enterprise_install: 'false',
      token: fake.app.verificationToken,
    });
    expect(fields.trigger_id).toBe(result.triggerId);
    expect(fields.response_url).toBe(result.responseUrl);
    expect(fields.enterprise_id).toBeUndefined();
  });

  it('private channels are privategroup, DMs directmessage; users cannot type where they cannot see', async () => {
    await driver.command({ user: ws.admin.id, channel: '#leadership' });
    expect(new URLSearchParams(last().body).get('channel_name')).toBe('privategroup');
    await driver.command({ user: ws.alice.id });
    expect(new URLSearchParams(last().body).get('channel_name')).toBe('directmessage');
    expect(new URLSearchParams(last().body).get('channel_id')).toMatch(/^D/);
    await expect(driver.command({ user: ws.alice.id, channel: '#leadership' })).rejects.toThrow(
      /cannot see/,
    );
  });

  it('org-wide installs: is_enterprise_install "true", enterprise fields, team null in interactions', async () => {
    const org = fake.addEnterprise({ name: 'Initech' });
    const team = fake.addTeam({ name: 'Initech East', enterpriseId: org.id });
    const user = fake.addUser({ teamId: team.id, name: 'bill' });
    const channel = fake.addChannel({ teamId: team.id, name: 'ops', members: [user.id] });
    const bot = fake.installBot({ enterpriseId: org.id, channels: [channel.id] });
    await driver.command({ user: user.id, channel: channel.id });
    expect(Object.fromEntries(new URLSearchParams(last().body))).toMatchObject({
      is_enterprise_install: 'true',
      enterprise_id: org.id,
      enterprise_name: 'Initech',
      team_id: team.id,
    });
    await webClient(fake, bot.botToken).views.open({
      trigger_id: fake.issueTriggerId(user.id),
      view: { type: 'modal', title: pt('Org'), submit: pt('OK'), blocks: [] },
    });
    await driver.submit({ user: user.id });
    expect(payloadOf(last())).toMatchObject({
      team: null,
      is_enterprise_install: true,
      enterprise: { id: org.id },
    });
    await driver.event({ type: 'app_mention', user: user.id, channel: channel.id, text: 'hi' });
    expect(JSON.parse(last().body).authorizations).toEqual([
      {
        enterprise_id: org.id,
        team_id: null,
        user_id: bot.botUserId,
        is_bot: true,
        is_enterprise_install: true,
      },
    ]);
  });

  it('an invalid block in the command ack fails the test', async () => {
    answer = () => ({
      body: JSON.stringify({ text: 'x', blocks: [{ type: 'header', text: md('no') }] }),
    });
    await expect(driver.command({ user: ws.alice.id, channel: '#finance' })).rejects.toThrow(
      /Slack would refuse the slash command ack: invalid_blocks/,
    );
  });
});

describe('clicks', () => {
  it('message clicks carry container, channel, message, response_url and a fresh trigger', async () => {
    const posted = await webClient(fake, ws.bot.botToken).chat.postMessage({
      channel: ws.finance.id,
      text: 'card',
      blocks: [
        // One card per destination: the same action_id in different blocks, told apart by value.
        {
          type: 'actions',
          block_id: 'a',
          elements: [{ type: 'button', action_id: 'test', text: pt('Test'), value: 'dest_1' }],
        },
        {
          type: 'actions',
          block_id: 'b',
          elements: [{ type: 'button', action_id: 'test', text: pt('Test 2'), value: 'dest_2' }],
        },
      ],
    });
    await driver.click({
      user: ws.bob.id,
      actionId: 'test',
      value: 'dest_2',
      in: { channel: '#finance' },
    });
    const payload = payloadOf(last());
    expect(payload).toMatchObject({
      type: 'block_actions',
      user: { id: ws.bob.id, username: 'bob', team_id: ws.team.id },
      team: { id: ws.team.id, domain: 'acme' },
      container: {
        type: 'message',
        message_ts: posted.ts,
        channel_id: ws.finance.id,
        is_ephemeral: false,
      },
      channel: { id: ws.finance.id, name: 'finance' },
      message: { ts: posted.ts, text: 'card' },
      actions: [
        { type: 'button', action_id: 'test', block_id: 'b', value: 'dest_2', text: pt('Test 2') },
      ],
    });
    expect(String(payload.response_url)).toContain(`/actions/${ws.team.id}/`);
    expect(String(payload.trigger_id)).toMatch(/^\d+\.\d+\.[0-9a-f]+$/);
    await expect(
      driver.click({
        user: ws.bob.id,
        actionId: 'test',
        value: 'dest_9',
        in: { channel: '#finance' },
      }),
    ).rejects.toThrow(/not on screen/);
  });

  it('ephemeral messages are clickable only by their recipient', async () => {
    await webClient(fake, ws.bot.botToken).chat.postEphemeral({
      channel: ws.finance.id,
      user: ws.alice.id,
      text: 'confirm?',
      blocks: [
        { type: 'actions', elements: [{ type: 'button', action_id: 'yes', text: pt('Yes') }] },
      ],
    });
    await driver.click({ user: ws.alice.id, actionId: 'yes', in: { channel: '#finance' } });
    const payload = payloadOf(last());
    expect(payload.container).toMatchObject({ is_ephemeral: true });
    expect(payload.message).toBeUndefined();
    await expect(
      driver.click({ user: ws.bob.id, actionId: 'yes', in: { channel: '#finance' } }),
    ).rejects.toThrow(/sees no messages|not on screen/);
  });

  it('selects pick the option by value; modal clicks carry the view with state', async () => {
    await openModal(ws.alice.id, {
      type: 'modal',
      title: pt('Filters'),
      submit: pt('Apply'),
      blocks: [
        {
          type: 'section',
          block_id: 's',
          text: md('Status'),
          accessory: {
            type: 'static_select',
            action_id: 'status',
            options: [{ text: pt('Failed'), value: 'failed' }],
          },
        },
        {
          type: 'input',
          block_id: 'q',
          dispatch_action: true,
          label: pt('Search'),
          element: { type: 'plain_text_input', action_id: 'query', initial_value: 'inv' },
        },
      ],
    });
    await driver.click({ user: ws.alice.id, actionId: 'status', value: 'failed' });
    const select = payloadOf(last());
    expect(select).toMatchObject({
      container: { type: 'view' },
      actions: [
        { type: 'static_select', selected_option: { text: pt('Failed'), value: 'failed' } },
      ],
      view: { state: { values: { q: { query: { type: 'plain_text_input', value: 'inv' } } } } },
    });
    await expect(
      driver.click({ user: ws.alice.id, actionId: 'status', value: 'nope' }),
    ).rejects.toThrow(/option "nope" is not offered/);
    await driver.click({ user: ws.alice.id, actionId: 'query', value: 'INV-7' });
    expect(payloadOf(last()).actions).toMatchObject([{ type: 'plain_text_input', value: 'INV-7' }]);
  });
});

describe('modals', () => {
  it('submit sends typed state.values and response_urls for response_url_enabled inputs', async () => {
    await openModal(ws.alice.id, {
      type: 'modal',
      callback_id: 'create',
      title: pt('Create'),
      submit: pt('Create'),
      blocks: [
        {
          type: 'input',
          block_id: 'name',
          label: pt('Name'),
          element: { type: 'plain_text_input', action_id: 'v', initial_value: 'Default' },
        },
        {
          type: 'input',
          block_id: 'where',
          label: pt('Channel'),
          element: { type: 'conversations_select', action_id: 'v', response_url_enabled: true },
        },
        {
          type: 'input',
          block_id: 'when',
          label: pt('Since'),
          element: { type: 'datepicker', action_id: 'v' },
        },
      ],
    });
    const result = await driver.submit({
      user: ws.alice.id,
      values: { where: ws.finance.id, when: '2026-11-20' },
    });
    expect(result.outcome).toBe('closed');
    const payload = payloadOf(last());
    expect(payload).toMatchObject({
      type: 'view_submission',
      view: {
        callback_id: 'create',
        state: {
          values: {
            name: { v: { type: 'plain_text_input', value: 'Default' } },
            where: { v: { type: 'conversations_select', selected_conversation: ws.finance.id } },
            when: { v: { type: 'datepicker', selected_date: '2026-11-20' } },
          },
        },
      },
      response_urls: [{ block_id: 'where', action_id: 'v', channel_id: ws.finance.id }],
    });
  });

  it('keeps what was typed across views.update while block_id and action_id stay, as Slack does', async () => {
    const form = (nameBlock: string) => ({
      type: 'modal',
      callback_id: 'filters',
      title: pt('Filters'),
      submit: pt('Apply'),
      blocks: [
        {
          type: 'input',
          block_id: nameBlock,
          label: pt('Name'),
          element: { type: 'plain_text_input', action_id: 'v', initial_value: 'initial' },
        },
        {
          type: 'actions',
          block_id: 'pick',
          elements: [
            {
              type: 'static_select',
              action_id: 'status',
              options: [
                { text: pt('Failed'), value: 'failed' },
                { text: pt('Success'), value: 'success' },
              ],
            },
            { type: 'button', action_id: 'go', text: pt('Go') },
          ],
        },
      ],
    });
    await openModal(ws.alice.id, form('name-1'));
    await driver.click({ user: ws.alice.id, actionId: 'status', value: 'failed' });
    expect(stateOf(last())).toMatchObject({
      pick: { status: { selected_option: { value: 'failed' } } },
    });
    await driver.click({ user: ws.alice.id, actionId: 'go', values: { 'name-1': 'typed' } });
    const viewId = fake.topView(ws.alice.id)?.id as string;
    const bot = webClient(fake, ws.bot.botToken);

    // Same ids: the person's text and pick survive the update.
    await bot.views.update({ view_id: viewId, view: form('name-1') as never });
    await driver.submit({ user: ws.alice.id });
    expect(stateOf(last())).toMatchObject({
      'name-1': { v: { value: 'typed' } },
      pick: { status: { selected_option: { value: 'failed' } } },
    });

    // A new block_id resets that input to its initial value; the unchanged select keeps its pick.
    await openModal(ws.alice.id, form('name-1'));
    await driver.click({ user: ws.alice.id, actionId: 'go', values: { 'name-1': 'typed' } });
    const second = fake.topView(ws.alice.id)?.id as string;
    await bot.views.update({ view_id: second, view: form('name-2') as never });
    await driver.submit({ user: ws.alice.id });
    expect(stateOf(last())['name-2']).toEqual({
      v: { type: 'plain_text_input', value: 'initial' },
    });
  });

  it('a non-200 ack keeps the modal open; a non-JSON body fails the test', async () => {
    await openModal(ws.alice.id, { type: 'modal', title: pt('T'), submit: pt('S'), blocks: [] });
    answer = () => ({ status: 500 });
    expect((await driver.submit({ user: ws.alice.id })).outcome).toBe('http_error');
    expect(fake.topView(ws.alice.id)).toBeDefined();
    answer = () => ({ body: 'thanks!' });
    await expect(driver.submit({ user: ws.alice.id })).rejects.toThrow(/not a JSON object/);
  });

  it('response_action update with an invalid view fails the test and is recorded', async () => {
    await openModal(ws.alice.id, { type: 'modal', title: pt('T'), submit: pt('S'), blocks: [] });
    answer = () => ({
      body: JSON.stringify({
        response_action: 'update',
        view: { type: 'modal', title: pt('x'.repeat(30)), blocks: [] },
      }),
    });
    await expect(driver.submit({ user: ws.alice.id })).rejects.toThrow(/invalid_arguments/);
    expect(fake.validationFailures[0]?.method).toBe('view_submission.update');
  });

  it('response_action push past 3 views fails the test', async () => {
    const view = { type: 'modal', title: pt('T'), submit: pt('S'), blocks: [] };
    await openModal(ws.alice.id, view);
    answer = () => ({ body: JSON.stringify({ response_action: 'push', view }) });
    await driver.submit({ user: ws.alice.id });
    await driver.submit({ user: ws.alice.id });
    await expect(driver.submit({ user: ws.alice.id })).rejects.toThrow(/push_limit_reached/);
  });

  it('closeView without notify_on_close sends nothing; clear_on_close clears the stack', async () => {
    await openModal(ws.alice.id, {
      type: 'modal',
      title: pt('A'),
      blocks: [],
      clear_on_close: true,
    });
    await webClient(fake, ws.bot.botToken).views.push({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: {
        type: 'modal',
        title: pt('B'),
        blocks: [],
        clear_on_close: true,
        notify_on_close: true,
      },
    });
    await driver.closeView({ user: ws.alice.id });
    expect(fake.viewStack(ws.alice.id)).toEqual([]);
    expect(payloadOf(last())).toMatchObject({ type: 'view_closed', is_cleared: true });
    await openModal(ws.alice.id, { type: 'modal', title: pt('C'), blocks: [] });
    const before = received.length;
    expect(await driver.closeView({ user: ws.alice.id })).toBeUndefined();
    expect(received.length).toBe(before);
  });
});

describe('events', () => {
  it('envelope with event_id, authorizations and retry headers', async () => {
    const first = await driver.event({
      type: 'app_mention',
      user: ws.alice.id,
      channel: ws.finance.id,
      text: '<@bot> hi',
    });
    const envelope = JSON.parse(last().body);
    expect(envelope).toMatchObject({
      type: 'event_callback',
      team_id: ws.team.id,
      api_app_id: fake.app.appId,
      event_id: first.eventId,
      event: { type: 'app_mention', text: '<@bot> hi', event_ts: expect.any(String) },
      authorizations: [
        {
          team_id: ws.team.id,
          user_id: ws.bot.botUserId,
          is_bot: true,
          is_enterprise_install: false,
        },
      ],
    });
    expect(last().headers['x-slack-retry-num']).toBeUndefined();
    await driver.retryEvent(first, 2, 'http_error');
    expect(JSON.parse(last().body).event_id).toBe(first.eventId);
    expect(last().headers['x-slack-retry-num']).toBe('2');
    expect(last().headers['x-slack-retry-reason']).toBe('http_error');
  });

  it('tokensRevoked revokes the named tokens and tells the app', async () => {
    await driver.tokensRevoked(ws.team.id);
    expect(JSON.parse(last().body).event).toMatchObject({
      type: 'tokens_revoked',
      tokens: { bot: [ws.bot.botUserId] },
    });
    await expect(webClient(fake, ws.bot.botToken).auth.test()).rejects.toMatchObject({
      data: { error: 'token_revoked' },
    });
  });
});

describe('waitFor', () => {
  it('returns the first truthy value and reports the last error on timeout', async () => {
    let n = 0;
    expect(await waitFor(() => (++n >= 3 ? n : 0), { intervalMs: 1 })).toBe(3);
    await expect(
      waitFor(
        () => {
          throw new Error('not yet');
        },
        { timeoutMs: 50 },
      ),
    ).rejects.toThrow(/timed out after 50 ms.*not yet/);
  });
});

describe('startSlackTestbed', () => {
  it('starts fake, seeded workspace and an app from createApp, and stops them', async () => {
    const testbed = await startSlackTestbed({
      createApp: async (ctx) => {
        const app = new App({
          signingSecret: ctx.signingSecret,
          token: ctx.botToken,
          logLevel: LogLevel.ERROR,
          clientOptions: { slackApiUrl: ctx.slackApiUrl, retryConfig: { retries: 0 } },
        });
        app.command('/enlivy', async ({ ack, respond }) => {
          await ack();
          await respond({ text: 'pong' });
        });
        await app.start(ctx.port);
        return {
          url: `http://127.0.0.1:${ctx.port}/slack/events`,
          close: () => app.stop().then(() => undefined),
        };
      },
    });
    try {
      const { driver: d, slack, workspace } = testbed;
      expect(
        (await d.command({ user: workspace.bob.id, channel: '#finance', text: 'ping' })).status,
      ).toBe(200);
      await waitFor(() => slack.ephemerals(workspace.bob.id)[0]?.text === 'pong');
    } finally {
      await testbed.stop();
    }
  });
});
