/**
 * The fake's Socket Mode: apps.connections.open with an app-level token, the WebSocket (hello,
 * envelopes, acks by envelope_id, the 3 s deadline, disconnect), and a real Bolt 5 app in Socket
 * Mode driven by the socket driver.
 */
import { App, LogLevel, SocketModeReceiver } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  createSocketDriver,
  type FakeSlack,
  type SeededWorkspace,
  SlackAckTimeoutError,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { pt, rawApi, silentLogger, slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;
let appToken: string;
const clients: WebSocket[] = [];

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
  appToken = fake.issueAppToken();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await fake.close();
});

/** apps.connections.open as the Socket Mode client calls it: the token in the header only. */
async function openUrl(token: string): Promise<string> {
  const { json } = await rawApi(fake, 'apps.connections.open', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(json.ok).toBe(true);
  return String(json.url);
}

interface RawClient {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  next(): Promise<Record<string, unknown>>;
}

/** A bare WebSocket client standing in for an app. */
async function connect(url: string): Promise<RawClient> {
  const socket = new WebSocket(url);
  clients.push(socket);
  const messages: Record<string, unknown>[] = [];
  let read = 0;
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    next: () => waitFor(() => messages[read] && messages[read++]),
  };
}

describe('apps.connections.open', () => {
  it('returns a ws:// URL with a one-time ticket for an app-level token', async () => {
    expect(appToken).toMatch(/^xapp-1-A[0-9A-Z]+-\d+-[0-9a-f]{64}$/);
    const { json, headers } = await rawApi(fake, 'apps.connections.open', {
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(json).toEqual({ ok: true, url: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+\//) });
    const url = new URL(String(json.url));
    expect(url.pathname).toBe('/socket');
    expect(url.searchParams.get('ticket')).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.get('x-oauth-scopes')).toBe('connections:write');
    expect(headers.get('x-accepted-oauth-scopes')).toBe('connections:write');
  });

  it('refuses missing, unknown, bot and revoked tokens, and app tokens without the scope', async () => {
    const client = (token?: string) => webClient(fake, token);
    expect((await slackError(client().apps.connections.open())).error).toBe('not_authed');
    expect((await slackError(client('xapp-1-A1-1-nope').apps.connections.open())).error).toBe(
      'invalid_auth',
    );
    expect((await slackError(client(ws.bot.botToken).apps.connections.open())).error).toBe(
      'not_allowed_token_type',
    );
    const scopeless = fake.issueAppToken({ scopes: ['authorizations:read'] });
    expect(await slackError(client(scopeless).apps.connections.open())).toMatchObject({
      error: 'missing_scope',
      needed: 'connections:write',
      provided: 'authorizations:read',
    });
    fake.revokeToken(appToken);
    expect((await slackError(client(appToken).apps.connections.open())).error).toBe(
      'token_revoked',
    );
  });

  it('does not take an app-level token for bot methods', async () => {
    const error = await slackError(
      webClient(fake, appToken).chat.postMessage({ channel: ws.finance.id, text: 'hi' }),
    );
    expect(error.error).toBe('not_allowed_token_type');
  });
});

describe('the Socket Mode WebSocket', () => {
  it('says hello first, with the app id', async () => {
    const client = await connect(await openUrl(appToken));
    expect(await client.next()).toMatchObject({
      type: 'hello',
      num_connections: 1,
      connection_info: { app_id: fake.app.appId },
    });
    expect(fake.socketMode.connections).toHaveLength(1);
  });

  it('accepts each ticket once, and only on /socket', async () => {
    const url = await openUrl(appToken);
    await connect(url);
    await expect(connect(url)).rejects.toThrow(/401/);
    await expect(connect(url.replace(/ticket=[0-9a-f]+/, 'ticket=bogus'))).rejects.toThrow(/401/);
    await expect(connect(url.replace('/socket', '/elsewhere'))).rejects.toThrow(/404/);
    expect(fake.socketMode.rejectedUpgrades).toBe(3);
    expect(fake.socketMode.connections).toHaveLength(1);
  });

  it('matches acks to envelopes by envelope_id, in any order', async () => {
    const client = await connect(await openUrl(appToken));
    await client.next();
    const first = fake.socketMode.deliver({ type: 'slash_commands', payload: { text: 'one' } });
    const second = fake.socketMode.deliver({
      type: 'events_api',
      payload: { type: 'event_callback' },
    });
    const a = await client.next();
    const b = await client.next();
    expect(a).toMatchObject({ type: 'slash_commands', accepts_response_payload: true });
    expect(b).toMatchObject({
      type: 'events_api',
      accepts_response_payload: false,
      retry_attempt: 0,
      retry_reason: '',
    });
    expect(a.envelope_id).toMatch(/^[0-9a-f-]{36}$/);
    client.socket.send(JSON.stringify({ envelope_id: b.envelope_id }));
    client.socket.send(JSON.stringify({ envelope_id: a.envelope_id, payload: { text: 'ok' } }));
    const [ackA, ackB] = await Promise.all([first, second]);
    expect(ackA).toMatchObject({ envelope_id: a.envelope_id, payload: { text: 'ok' } });
    expect(ackA.latencyMs).toBeGreaterThanOrEqual(0);
    expect(ackB).toMatchObject({ envelope_id: b.envelope_id, payload: undefined });
    client.socket.send(JSON.stringify({ envelope_id: 'not-sent' }));
    await waitFor(() => fake.socketMode.received.some((r) => r.outcome === 'unknown'));
  });

  it('fails a delivery the app does not ack within the deadline, and records the late ack', async () => {
    const client = await connect(await openUrl(appToken));
    await client.next();
    const delivery = fake.socketMode.deliver({
      type: 'interactive',
      payload: { type: 'block_actions' },
      deadlineMs: 200,
    });
    const envelope = await client.next();
    await expect(delivery).rejects.toBeInstanceOf(SlackAckTimeoutError);
    client.socket.send(JSON.stringify({ envelope_id: envelope.envelope_id, payload: {} }));
    await waitFor(() => fake.socketMode.received.some((r) => r.outcome === 'late'));
  });

  it('asks the client to reconnect, and stops using that connection', async () => {
    const client = await connect(await openUrl(appToken));
    await client.next();
    expect(fake.socketMode.disconnect()).toBe(1);
    expect(await client.next()).toEqual({
      type: 'disconnect',
      reason: 'refresh_requested',
      debug_info: { host: 'fake-slack' },
    });
    await expect(
      fake.socketMode.deliver({ type: 'events_api', payload: { type: 'event_callback' } }),
    ).rejects.toThrow(/no open Socket Mode connection/);
    client.socket.close(1000);
    await waitFor(() => fake.socketMode.connections.length === 0);
    expect(fake.socketMode.history[0]).toMatchObject({
      disconnectReason: 'refresh_requested',
      closeCode: 1000,
    });
    const again = await connect(await openUrl(appToken));
    expect(await again.next()).toMatchObject({ type: 'hello' });
    expect((await fake.socketMode.waitForConnection({ after: 1 })).id).toBe(2);
  });

  it('fails a pending delivery when its connection closes', async () => {
    const client = await connect(await openUrl(appToken));
    await client.next();
    const delivery = fake.socketMode.deliver({ type: 'slash_commands', payload: {} });
    await client.next();
    client.socket.terminate();
    await expect(delivery).rejects.toThrow(/closed before the ack/);
  });
});

describe('a Bolt 5 app in Socket Mode, driven by the socket driver', () => {
  let app: App;
  let seen: string[];

  beforeEach(async () => {
    seen = [];
    const clientOptions = { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } };
    // A short heartbeat: the client pings every 200 ms, wants a pong within 600 ms, and
    // waits 600 ms before reconnecting (3.x defaults: 5 s).
    const receiver = new SocketModeReceiver({
      appToken,
      clientPingTimeout: 600,
      logger: silentLogger,
      logLevel: LogLevel.ERROR,
      installerOptions: { clientOptions },
    });
    app = new App({
      token: ws.bot.botToken,
      receiver,
      logger: silentLogger,
      logLevel: LogLevel.ERROR,
      clientOptions,
    });
    app.command('/enlivy', async ({ ack, command, respond }) => {
      if (command.text === 'ack-text') {
        await ack('Straight from the ack');
        return;
      }
      await ack();
      await respond({ text: `You said ${command.text}` });
    });
    app.action('go', async ({ ack, body, client }) => {
      await ack();
      seen.push(`action:${body.user.id}`);
      if (body.type === 'block_actions' && body.trigger_id) {
        await client.views.open({
          trigger_id: body.trigger_id,
          view: {
            type: 'modal',
            callback_id: 'name_it',
            title: pt('Name it'),
            submit: pt('Save'),
            blocks: [
              {
                type: 'input',
                block_id: 'name',
                label: pt('Name'),
                element: { type: 'plain_text_input', action_id: 'value' },
              },
            ],
          },
        });
      }
    });
    app.view('name_it', async ({ ack, view }) => {
      const name = view.state.values.name?.value?.value ?? '';
      if (name.length < 3) await ack({ response_action: 'errors', errors: { name: 'Too short' } });
      else await ack();
    });
    app.event('app_mention', async ({ event }) => {
      seen.push(`mention:${event.text}`);
    });
    await app.start();
  });

  afterEach(async () => {
    await app.stop();
    await waitFor(() => fake.socketMode.connections.length === 0);
  });

  it('runs commands, clicks, submissions and events over the socket', async () => {
    const driver = createSocketDriver({ slack: fake });
    expect(fake.socketMode.connections).toHaveLength(1);

    const plain = await driver.command({ user: ws.alice.id, channel: '#finance', text: 'hi' });
    expect(plain.payload).toEqual({});
    expect(plain.latencyMs).toBeLessThan(3000);
    await waitFor(() => fake.ephemerals(ws.alice.id).some((m) => m.text === 'You said hi'));

    const direct = await driver.command({
      user: ws.alice.id,
      channel: '#finance',
      text: 'ack-text',
    });
    expect(direct.payload).toEqual({ text: 'Straight from the ack' });
    expect(fake.ephemerals(ws.alice.id).at(-1)).toMatchObject({
      text: 'Straight from the ack',
      via: 'command_ack',
    });

    await webClient(fake, ws.bot.botToken).chat.postMessage({
      channel: ws.finance.id,
      text: 'Start',
      blocks: [
        {
          type: 'actions',
          elements: [{ type: 'button', action_id: 'go', text: pt('Go'), value: 'x' }],
        },
      ],
    });
    await driver.click({ user: ws.bob.id, actionId: 'go', in: { channel: '#finance' } });
    await waitFor(() => fake.topView(ws.bob.id)?.callback_id === 'name_it');
    expect(seen).toContain(`action:${ws.bob.id}`);

    const short = await driver.submit({ user: ws.bob.id, values: { name: 'ab' } });
    expect(short.outcome).toBe('errors');
    expect(fake.topView(ws.bob.id)?.errors).toEqual({ name: 'Too short' });
    const ok = await driver.submit({ user: ws.bob.id, values: { name: 'abc' } });
    expect(ok.outcome).toBe('closed');
    expect(fake.topView(ws.bob.id)).toBeUndefined();

    const mention = await driver.event({
      type: 'app_mention',
      user: ws.alice.id,
      channel: ws.finance.id,
      text: 'hello bot',
    });
    expect(mention.eventId).toMatch(/^Ev/);
    await waitFor(() => seen.includes('mention:hello bot'));
    expect(fake.socketMode.sent.map((e) => e.type)).toEqual([
      'slash_commands',
      'slash_commands',
      'interactive',
      'interactive',
      'interactive',
      'events_api',
    ]);
    expect(fake.validationFailures).toEqual([]);
  });

  it('answers the heartbeat, and reconnects after a disconnect message', async () => {
    const driver = createSocketDriver({ slack: fake });
    const [first] = fake.socketMode.connections;
    // Pongs keep the connection: without them the client would drop it after 4 unanswered pings.
    await waitFor(() => (first?.pings ?? 0) >= 8, { timeoutMs: 5000 });
    expect(fake.socketMode.connections).toEqual([first]);
    expect(fake.callsTo('apps.connections.open')).toHaveLength(1);

    fake.socketMode.disconnect('refresh_requested');
    const second = await fake.socketMode.waitForConnection({ after: first?.id ?? 0 });
    await waitFor(() => first?.closedAt !== undefined);
    expect(first?.closeCode).toBe(1000);
    expect(fake.callsTo('apps.connections.open')).toHaveLength(2);
    expect(fake.socketMode.connections).toEqual([second]);
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'again' });
    await waitFor(() => fake.ephemerals(ws.alice.id).some((m) => m.text === 'You said again'));
  });
});
