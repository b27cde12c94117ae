/**
 * A real Bolt 5 App (HTTPReceiver) driven over HTTP by the driver, talking to the fake Web API.
 */
import type { App } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  computeSlackSignature,
  createDriver,
  type Driver,
  type FakeSlack,
  formEncode,
  type SeededWorkspace,
  slashCommand,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { type BoltUnderTest, SIGNING_SECRET, startBoltApp } from './bolt-helpers.js';
import { md, pt } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;
let bolt: BoltUnderTest;
let driver: Driver;
let seen: Record<string, unknown>;

const subscribeModal = (channelId: string) => ({
  type: 'modal' as const,
  callback_id: 'subscribe',
  notify_on_close: true,
  private_metadata: channelId,
  title: pt('New subscription'),
  submit: pt('Subscribe'),
  close: pt('Cancel'),
  blocks: [
    {
      type: 'input',
      block_id: 'name',
      label: pt('Name'),
      element: { type: 'plain_text_input', action_id: 'value', max_length: 50 },
    },
    {
      type: 'input',
      block_id: 'events',
      label: pt('Events'),
      element: {
        type: 'multi_static_select',
        action_id: 'value',
        options: ['invoice.paid', 'invoice.created'].map((v) => ({ text: pt(v), value: v })),
      },
    },
  ],
});

const confirmModal = {
  type: 'modal' as const,
  callback_id: 'confirm',
  title: pt('Confirm'),
  blocks: [{ type: 'section', text: md('Sure?') }],
};

function errorCode(error: unknown): string {
  return (error as { data?: { error?: string } }).data?.error ?? String(error);
}

function register(app: App): void {
  app.command('/enlivy', async ({ ack, body, client, respond, command }) => {
    const [verb] = command.text.split(' ');
    if (verb === 'ack-text') return void (await ack('Working on it…'));
    if (verb === 'ack-public')
      return void (await ack({ response_type: 'in_channel', text: 'Everyone sees this' }));
    await ack();
    try {
      if (verb === 'subscribe') {
        await client.views.open({
          trigger_id: body.trigger_id,
          view: subscribeModal(body.channel_id),
        });
      } else if (verb === 'late') {
        fake.clock.advance(3500); // as if the handler had called a slow API before opening the modal
        await client.views.open({ trigger_id: body.trigger_id, view: confirmModal });
      } else if (verb === 'twice') {
        await client.views.open({ trigger_id: body.trigger_id, view: confirmModal });
        await client.views.open({ trigger_id: body.trigger_id, view: confirmModal });
      } else if (verb === 'respond6') {
        for (let i = 1; i <= 6; i++) {
          seen.respondCount = i;
          await respond({ text: `update ${i}` });
        }
      } else if (verb === 'card') {
        await respond({
          response_type: 'in_channel',
          text: 'Destination AR alerts',
          blocks: [
            { type: 'section', text: md('*AR alerts*') },
            {
              type: 'actions',
              block_id: 'dest_actions',
              elements: [
                { type: 'button', action_id: 'pause', text: pt('Pause'), value: 'dest_1' },
                {
                  type: 'button',
                  action_id: 'delete',
                  text: pt('Delete'),
                  value: 'dest_1',
                  style: 'danger',
                },
              ],
            },
          ],
        });
      } else if (verb === 'bad-blocks') {
        await client.chat.postMessage({
          channel: body.channel_id,
          text: 'x',
          blocks: [{ type: 'section' }] as never,
        });
      }
    } catch (error) {
      seen.error = errorCode(error);
      seen.errorName = (error as Error).name;
    }
  });

  app.view('subscribe', async ({ ack, view, client }) => {
    const name = view.state.values.name?.value?.value ?? '';
    if (name === 'taken')
      return void (await ack({
        response_action: 'errors',
        errors: { name: 'That name is taken' },
      }));
    if (name === 'wrong-key')
      return void (await ack({
        response_action: 'errors',
        errors: { value: 'keyed by action_id' },
      }));
    if (name === 'push') return void (await ack({ response_action: 'push', view: confirmModal }));
    if (name === 'update')
      return void (await ack({
        response_action: 'update',
        view: { ...confirmModal, title: pt('Updated') },
      }));
    if (name === 'clear') return void (await ack({ response_action: 'clear' }));
    await ack();
    const events = (view.state.values.events?.value?.selected_options ?? []).map((o) => o.value);
    await client.chat.postMessage({
      channel: view.private_metadata,
      text: `Subscribed ${name} to ${events.join(', ')}`,
    });
  });

  app.view({ callback_id: 'subscribe', type: 'view_closed' }, async ({ ack, body }) => {
    await ack();
    seen.closed = body.type === 'view_closed' ? body.is_cleared : undefined;
  });

  app.action('pause', async ({ ack, respond, body }) => {
    await ack();
    seen.pausedValue = (body as { actions: Array<{ value: string }> }).actions[0]?.value;
    await respond({ replace_original: true, text: 'AR alerts paused' });
  });

  app.event('app_home_opened', async ({ event, client, context }) => {
    seen.retryNum = context.retryNum;
    seen.homeOpenedBy = event.user;
    await client.views.publish({
      user_id: event.user,
      view: {
        type: 'home',
        blocks: [
          { type: 'section', text: md('Welcome to *Enlivy*') },
          {
            type: 'actions',
            elements: [{ type: 'button', action_id: 'open_settings', text: pt('Settings') }],
          },
        ],
      },
    });
  });

  app.action('open_settings', async ({ ack, body, client }) => {
    await ack();
    await client.views.open({
      trigger_id: (body as { trigger_id: string }).trigger_id,
      view: confirmModal,
    });
  });

  app.event('app_uninstalled', async () => {
    seen.uninstalled = true;
  });
  app.event('tokens_revoked', async ({ event }) => {
    seen.revoked = event.tokens;
  });
}

beforeEach(async () => {
  seen = {};
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
  bolt = await startBoltApp(fake, ws.bot.botToken, register);
  driver = createDriver({ slack: fake, url: bolt.url, signingSecret: SIGNING_SECRET });
});

afterEach(async () => {
  await bolt.close();
  await fake.close();
});

describe('request signing as Bolt checks it', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const commandBody = () =>
    formEncode({
      ...slashCommand({
        team_id: ws.team.id,
        user_id: ws.alice.id,
        channel_id: ws.finance.id,
        api_app_id: fake.app.appId,
        text: 'noop',
      }),
    });

  it('a correctly signed request is accepted', async () => {
    expect((await driver.raw({ body: commandBody() })).status).toBe(200);
  });

  it('a tampered body is 401', async () => {
    const signed = commandBody();
    const tampered = signed.replace('text=noop', 'text=delete');
    const result = await driver.raw({
      body: tampered,
      signature: computeSlackSignature(SIGNING_SECRET, now(), signed),
    });
    expect(result.status).toBe(401);
  });

  it('a stale timestamp (now-301 s) is 401, now-290 s still passes', async () => {
    expect((await driver.raw({ body: commandBody(), timestampSec: now() - 301 })).status).toBe(401);
    expect((await driver.raw({ body: commandBody(), timestampSec: now() - 290 })).status).toBe(200);
  });

  it('a wrong signing secret or no signature is 401', async () => {
    expect(
      (await driver.raw({ body: commandBody(), signingSecret: 'not-the-secret' })).status,
    ).toBe(401);
    expect((await driver.raw({ body: commandBody(), sign: false })).status).toBe(401);
  });

  it('content-type must be exactly application/x-www-form-urlencoded (charset suffix → 400)', async () => {
    const result = await driver.raw({
      body: commandBody(),
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
    });
    expect(result.status).toBe(400);
  });

  it('url_verification echoes the challenge; ssl_check passes unsigned', async () => {
    const verification = await driver.urlVerification('chal-123');
    expect(verification).toMatchObject({ status: 200, json: { challenge: 'chal-123' } });
    expect((await driver.sslCheck()).status).toBe(200);
  });
});

describe('end to end', () => {
  it('/enlivy subscribe → modal → submission → message in the channel', async () => {
    const ack = await driver.command({ user: ws.alice.id, channel: '#finance', text: 'subscribe' });
    expect(ack.status).toBe(200);
    expect(ack.latencyMs).toBeLessThan(3000);
    const view = await waitFor(() => fake.topView(ws.alice.id));
    expect(view).toMatchObject({ callback_id: 'subscribe', private_metadata: ws.finance.id });

    const submitted = await driver.submit({
      user: ws.alice.id,
      values: { name: 'AR alerts', events: ['invoice.paid'] },
    });
    expect(submitted.outcome).toBe('closed');
    expect(fake.topView(ws.alice.id)).toBeUndefined();
    const message = await waitFor(() => fake.messages('#finance')[0]);
    expect(message).toMatchObject({
      text: 'Subscribed AR alerts to invoice.paid',
      bot_id: ws.bot.botId,
    });
    expect(fake.validationFailures).toEqual([]);
    expect(fake.messagesMissingFallbackText()).toEqual([]);
  });

  it('a handler that opens the modal 3.5 s late gets expired_trigger_id', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'late' });
    await waitFor(() => seen.error);
    expect(seen.error).toBe('expired_trigger_id');
    expect(fake.topView(ws.alice.id)).toBeUndefined();
  });

  it('reusing a trigger gets exchanged_trigger_id', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'twice' });
    await waitFor(() => seen.error);
    expect(seen.error).toBe('exchanged_trigger_id');
    expect(fake.viewStack(ws.alice.id)).toHaveLength(1);
  });

  it('invalid blocks from the app are refused with invalid_blocks', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'bad-blocks' });
    await waitFor(() => seen.error);
    expect(seen.error).toBe('invalid_blocks');
    expect(fake.validationFailures).toHaveLength(1);
  });

  it('the 6th respond() on one response_url is refused (Bolt 5 throws)', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'respond6' });
    await waitFor(() => seen.errorName);
    expect(seen.respondCount).toBe(6);
    expect(String(seen.error)).toMatch(/410|used_url|status/i);
    expect(fake.ephemerals(ws.alice.id).map((m) => m.text)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `update ${i}`),
    );
  });

  it('command acks are shown like Slack: text → ephemeral, in_channel → channel message', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'ack-text' });
    expect(fake.ephemerals(ws.alice.id, '#finance').map((m) => m.text)).toEqual(['Working on it…']);
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'ack-public' });
    expect(fake.messages('#finance').map((m) => m.text)).toEqual(['Everyone sees this']);
  });
});

describe('clicks', () => {
  it('clicks a button on a message the user sees; respond(replace_original) replaces it', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'card' });
    const card = await waitFor(() => fake.messages('#finance')[0]);
    const ack = await driver.click({
      user: ws.bob.id,
      actionId: 'pause',
      in: { channel: '#finance' },
    });
    expect(ack.status).toBe(200);
    await waitFor(() => fake.messages('#finance')[0]?.text === 'AR alerts paused');
    expect(seen.pausedValue).toBe('dest_1');
    expect(fake.messages('#finance')).toHaveLength(1);
    expect(fake.messages('#finance')[0]?.ts).toBe(card.ts);
  });

  it('refuses to click what is not on screen, listing what is', async () => {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'card' });
    await waitFor(() => fake.messages('#finance')[0]);
    await expect(
      driver.click({ user: ws.alice.id, actionId: 'resume', in: { channel: '#finance' } }),
    ).rejects.toThrow(/"resume" is not on screen.*visible action_ids: pause, delete/);
    await expect(driver.click({ user: ws.alice.id, actionId: 'pause' })).rejects.toThrow(
      /no modal open/,
    );
    await expect(
      driver.click({ user: ws.alice.id, actionId: 'pause', in: { channel: '#leadership' } }),
    ).rejects.toThrow(/cannot see/);
  });

  it('app_home_opened → home published → click in the home tab opens a modal', async () => {
    await driver.appHomeOpened(ws.alice.id);
    await waitFor(() => fake.home(ws.alice.id));
    await driver.click({ user: ws.alice.id, actionId: 'open_settings', in: 'home' });
    const view = await waitFor(() => fake.topView(ws.alice.id));
    expect(view.callback_id).toBe('confirm');
  });
});

describe('view submissions', () => {
  async function openSubscribe(): Promise<void> {
    await driver.command({ user: ws.alice.id, channel: '#finance', text: 'subscribe' });
    await waitFor(() => fake.topView(ws.alice.id));
  }

  it('response_action errors keeps the modal open with the field errors', async () => {
    await openSubscribe();
    const result = await driver.submit({
      user: ws.alice.id,
      values: { name: 'taken', events: ['invoice.paid'] },
    });
    expect(result.outcome).toBe('errors');
    expect(fake.topView(ws.alice.id)?.errors).toEqual({ name: 'That name is taken' });
  });

  it('errors keyed by action_id instead of block_id fail the test', async () => {
    await openSubscribe();
    await expect(
      driver.submit({ user: ws.alice.id, values: { name: 'wrong-key', events: ['invoice.paid'] } }),
    ).rejects.toThrow(
      /"value" is not the block_id of an input block \(input block_ids: name, events\)/,
    );
  });

  it('push, update and clear', async () => {
    await openSubscribe();
    expect(
      (
        await driver.submit({
          user: ws.alice.id,
          values: { name: 'push', events: ['invoice.paid'] },
        })
      ).outcome,
    ).toBe('pushed');
    expect(fake.viewStack(ws.alice.id).map((v) => v.callback_id)).toEqual(['subscribe', 'confirm']);
    await driver.closeView({ user: ws.alice.id });
    expect(
      (
        await driver.submit({
          user: ws.alice.id,
          values: { name: 'update', events: ['invoice.paid'] },
        })
      ).outcome,
    ).toBe('updated');
    expect(fake.topView(ws.alice.id)?.title).toEqual(pt('Updated'));
  });

  it('clear closes every view', async () => {
    await openSubscribe();
    await driver.submit({ user: ws.alice.id, values: { name: 'push', events: ['invoice.paid'] } });
    await driver.closeView({ user: ws.alice.id });
    expect(
      (
        await driver.submit({
          user: ws.alice.id,
          values: { name: 'clear', events: ['invoice.paid'] },
        })
      ).outcome,
    ).toBe('cleared');
    expect(fake.viewStack(ws.alice.id)).toEqual([]);
  });

  it('the Slack client refuses to submit an empty required field', async () => {
    await openSubscribe();
    await expect(driver.submit({ user: ws.alice.id, values: { name: 'AR' } })).rejects.toThrow(
      /Slack would not submit: "Events" \(events\) is required/,
    );
  });

  it('closing a notify_on_close modal sends view_closed', async () => {
    await openSubscribe();
    const ack = await driver.closeView({ user: ws.alice.id });
    expect(ack?.status).toBe(200);
    await waitFor(() => seen.closed !== undefined);
    expect(seen.closed).toBe(false);
    expect(fake.topView(ws.alice.id)).toBeUndefined();
  });
});

describe('events', () => {
  it('retries carry X-Slack-Retry-Num / Reason and the same event_id', async () => {
    const first = await driver.appHomeOpened(ws.alice.id);
    const retry = await driver.retryEvent(first, 1, 'http_timeout');
    expect(retry.eventId).toBe(first.eventId);
    await waitFor(() => seen.retryNum === 1 && fake.callsTo('views.publish').length === 2);
    const [, second] = driver.acks.filter((a) => a.kind === 'event');
    expect(second?.payload).toMatchObject({ event_id: first.eventId });
  });

  it('app_uninstalled: tokens_revoked then app_uninstalled; the token is dead afterwards', async () => {
    await driver.appUninstalled(ws.team.id);
    await waitFor(() => seen.uninstalled);
    expect(seen.revoked).toEqual({ bot: [ws.bot.botUserId] });
    const { webClient, slackError } = await import('./helpers.js');
    expect(await slackError(webClient(fake, ws.bot.botToken).auth.test())).toMatchObject({
      error: 'token_revoked',
    });
  });
});
