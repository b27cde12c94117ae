import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type EnlivySlackApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/platform/config.js';
import { openStore, type Stores } from '../../../src/store/index.js';
import { SEED } from '../../fakes/service/index.js';
import { buildClick } from '../../fakes/slack/driver-build.js';
import { createDriver, formEncode, interactivityBody, waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import { SIGNING_SECRET, type Stack, startStack } from '../support/stack.js';
import { stackCollectingRejections } from './support.js';

const nowSec = () => Math.floor(Date.now() / 1000);
const { webhook: WEBHOOK } = SEED.destinations;

describe('the Slack endpoint refuses what it must and answers the rest fast', () => {
  const started = stackCollectingRejections();
  const { rejections } = started;
  let stack: Stack;
  beforeAll(() => {
    stack = started.stack();
  });

  function commandFields(text = 'help') {
    return {
      command: '/enlivy',
      text,
      user_id: stack.users.viewer,
      channel_id: stack.channels.finance,
      team_id: stack.teamId,
      trigger_id: `1.${Date.now()}.${Math.random()}`,
      response_url: 'https://hooks.slack.com/commands/none',
    };
  }

  it('refuses timestamps more than 5 minutes in the future or past (401)', async () => {
    const body = () => formEncode(commandFields());
    // One second of slack either way: the app's clock may tick between signing and checking.
    for (const skew of [302, 86_400, 365 * 86_400, -302]) {
      const ack = await stack.driver.raw({ body: body(), timestampSec: nowSec() + skew });
      expect(ack.status, `skew ${skew}`).toBe(401);
    }
    expect((await stack.driver.raw({ body: body(), timestampSec: nowSec() + 280 })).status).toBe(
      200,
    );
    expect((await stack.driver.raw({ body: body(), signingSecret: 'wrong' })).status).toBe(401);
  });

  it('answers malformed but validly signed payloads with a fast 400, never 500 or silence', async () => {
    const user = { id: stack.users.viewer, team_id: stack.teamId };
    const team = { id: stack.teamId };
    const cases: [string, string, string][] = [
      ['payload=null', 'payload=null', 'application/x-www-form-urlencoded'],
      ['JSON null', 'null', 'application/json'],
      ['JSON array', '[1,2]', 'application/json'],
      ['not JSON', '{"type":', 'application/json'],
      ['payload not JSON', 'payload=%7Bnope', 'application/x-www-form-urlencoded'],
      [
        'block_actions without user',
        interactivityBody({ type: 'block_actions', team, actions: [] }),
        'application/x-www-form-urlencoded',
      ],
      [
        'actions not an array',
        interactivityBody({ type: 'block_actions', team, user, actions: 'pause' }),
        'application/x-www-form-urlencoded',
      ],
      [
        'view_submission without view',
        interactivityBody({ type: 'view_submission', team, user }),
        'application/x-www-form-urlencoded',
      ],
      [
        'view_submission without state',
        interactivityBody({ type: 'view_submission', team, user, view: { id: 'V1' } }),
        'application/x-www-form-urlencoded',
      ],
      [
        'event with a null event',
        JSON.stringify({ type: 'event_callback', team_id: stack.teamId, event: null }),
        'application/json',
      ],
      [
        'message shortcut without its message, channel or response_url',
        interactivityBody({ type: 'message_action', team, user, callback_id: 'x' }),
        'application/x-www-form-urlencoded',
      ],
      [
        'message shortcut with a response_url that is not a URL',
        interactivityBody({
          type: 'message_action',
          team,
          user,
          callback_id: 'x',
          channel: { id: 'C1' },
          message: { text: 'INV-1' },
          response_url: 'not a url',
        }),
        'application/x-www-form-urlencoded',
      ],
      [
        'command without text',
        formEncode({ command: '/enlivy', user_id: 'U1', channel_id: 'C1', team_id: 'T1' }),
        'application/x-www-form-urlencoded',
      ],
    ];
    for (const [name, body, contentType] of cases) {
      const ack = await stack.driver.raw({ body, contentType, kind: name });
      expect(ack.status, name).toBe(400);
    }
    expect(rejections).toEqual([]);
  });

  it('acks interactions nobody handles at once (not a 3 s hold and a 404)', async () => {
    const ack = await stack.driver.raw({
      body: interactivityBody({
        type: 'block_actions',
        team: { id: stack.teamId },
        user: { id: stack.users.viewer, team_id: stack.teamId },
        api_app_id: stack.slack.model.app.appId,
        trigger_id: '1.2.3',
        actions: [{ type: 'button', action_id: 'no_such_action', block_id: 'b', value: 'x' }],
      }),
    });
    expect(ack.status).toBe(200);
    const unknownEvent = await stack.driver.event({ type: 'no_such_event_type' });
    expect(unknownEvent.status).toBe(200);
    const unknownKind = await stack.driver.raw({
      body: JSON.stringify({ type: 'a_payload_type_from_the_future' }),
      contentType: 'application/json',
    });
    expect(unknownKind.status).toBe(200);
    // Not worth a warning each time: acked and logged at debug only.
    expect(stack.logText()).not.toContain('Could not determine the type');
    expect(stack.logText()).not.toContain('no_such_action');
  });

  it('runs an event once: Slack retries (re-signed or identical) get 200, a replay 401', async () => {
    const publishes = () =>
      stack.slack.calls.filter((c) => c.method === 'views.publish' && c.status === 200).length;
    const before = publishes();
    const first = await stack.driver.appHomeOpened(stack.users.viewer);
    expect(first.status).toBe(200);
    await waitFor(() => publishes() > before);
    const afterFirst = publishes();

    const resigned = await stack.driver.retryEvent(first, 1, 'http_timeout');
    expect(resigned.status).toBe(200);
    const stamp = nowSec();
    const body = JSON.stringify(first.envelope);
    const same = { body, contentType: 'application/json', timestampSec: stamp };
    const retryHeaders = { 'x-slack-retry-num': '2', 'x-slack-retry-reason': 'http_error' };
    const other = await stack.driver.appHomeOpened(stack.users.admin);
    await waitFor(() => publishes() > afterFirst);
    // Without Slack's retry header the same event is a replay (401); with it, Slack is told
    // the delivery arrived (200) and it is not run again, whatever the signature.
    expect((await stack.driver.raw(same)).status).toBe(401);
    expect((await stack.driver.raw({ ...same, headers: retryHeaders })).status).toBe(200);
    expect(other.status).toBe(200);
    // Only the admin's own event published again; the viewer's retries published nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(publishes()).toBe(afterFirst + 1);
  });
});

describe('a replayed click', () => {
  let stack: Stack;
  let second: EnlivySlackApp | undefined;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await second?.stop().catch(() => undefined);
    await stack?.stop();
  });

  it('is refused on any instance sharing the store, even after the state changed back', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    await waitForEphemeralWith(stack, editor, channel, 'Accounting sync');
    const click = buildClick(stack.slack, stack.slack.model.app.appId, {
      user: editor,
      actionId: 'destination_pause',
      value: WEBHOOK,
      in: { channel },
    });
    const signed = { body: interactivityBody(click), timestampSec: nowSec() };
    expect((await stack.driver.raw(signed)).status).toBe(200);
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Accounting sync*`);
    await stack.driver.command({ user: editor, channel, text: 'resume "accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Accounting sync*`);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);

    // The same bytes with the same signature, to this instance and to a second one.
    expect((await stack.driver.raw(signed)).status).toBe(401);
    second = createApp({
      config: { ...stack.config, port: 0 },
      logger: stack.logger,
      stores: stack.stores,
      enlivy: stack.enlivy,
      linkSecret: randomBytes(32),
    });
    const { port } = await second.start();
    const secondDriver = createDriver({
      slack: stack.slack,
      url: `http://127.0.0.1:${port}/slack/events`,
      signingSecret: SIGNING_SECRET,
    });
    expect((await secondDriver.raw(signed)).status).toBe(401);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expect(simRequests(stack, 'PUT', WEBHOOK).map((r) => r.body)).toEqual([
      { is_active: false },
      { is_active: true },
    ]);
    expect(stack.logText()).toContain('replayed request');
  });
});

describe.skipIf(!process.env.REDIS_URL)('a replay across two processes sharing Redis', () => {
  let stack: Stack;
  const apps: { app: EnlivySlackApp; stores: Stores }[] = [];
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    for (const { app, stores } of apps) {
      await app.stop().catch(() => undefined);
      await stores.close().catch(() => undefined);
    }
    await stack?.stop();
  });

  /** An instance in single-workspace mode whose only store is the shared Redis namespace. */
  async function instance(namespace: string) {
    const config = loadConfig({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: stack.botToken,
      SLACK_API_URL: stack.slack.apiUrl,
      ENLIVY_API_URL: stack.sim.url,
      PORT: '0',
      STORE_URL: String(process.env.REDIS_URL),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      NODE_ENV: 'test',
    });
    const stores = await openStore({
      url: config.store.url,
      encryptionKey: randomBytes(32),
      logger: stack.logger,
      namespace,
    });
    const app = createApp({
      config,
      logger: stack.logger,
      stores,
      enlivy: stack.enlivy,
      linkSecret: randomBytes(32),
    });
    apps.push({ app, stores });
    const { port } = await app.start();
    return createDriver({
      slack: stack.slack,
      url: `http://127.0.0.1:${port}/slack/events`,
      signingSecret: SIGNING_SECRET,
    });
  }

  it('runs on the first instance and is refused by the second', async () => {
    // A slash command is acked at once (its ack is empty whatever happens): a replay gets 200
    // like the original, and what proves the refusal is that the command answered only once.
    const namespace = `replay-${randomBytes(6).toString('hex')}`;
    const [first, second] = [await instance(namespace), await instance(namespace)];
    const signed = {
      body: formEncode({
        command: '/enlivy',
        text: 'help',
        user_id: stack.users.viewer,
        channel_id: stack.channels.finance,
        team_id: stack.teamId,
        trigger_id: `1.${Date.now()}.replay`,
        response_url: stack.slack.issueResponseUrl({
          channelId: stack.channels.finance,
          userId: stack.users.viewer,
        }),
      }),
      timestampSec: nowSec(),
    };
    const answers = () => stack.slack.ephemerals(stack.users.viewer, stack.channels.finance).length;
    const replays = () => stack.logText().split('replayed request').length - 1;
    const [answersBefore, replaysBefore] = [answers(), replays()];
    expect((await first.raw(signed)).status).toBe(200);
    expect((await second.raw(signed)).status).toBe(200);
    expect((await first.raw(signed)).status).toBe(200);
    await waitFor(() => (replays() - replaysBefore === 2 ? true : undefined), {
      message: 'both replays refused',
    });
    await waitFor(() => (answers() > answersBefore ? true : undefined), {
      message: 'the help answer',
    });
    expect(answers() - answersBefore).toBe(1);
  });
});
