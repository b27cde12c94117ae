import { App, LogLevel } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { routeListenersByKind } from '../../src/slack/listener-routing.js';

/** A Bolt app with one listener of each payload kind; each records what ran and saw. */
function appWithListeners() {
  const app = new App({
    token: 'xoxb-test',
    signingSecret: 'test-signing-secret',
    botId: 'B0TEST',
    botUserId: 'U0BOT',
    tokenVerificationEnabled: false,
    logLevel: LogLevel.ERROR,
  });
  const ran: string[] = [];
  const dispatched: number[] = [];
  const seen = () => dispatched.push((app as unknown as { listeners: unknown[] }).listeners.length);
  routeListenersByKind(app);
  app.command('/enlivy', async ({ ack }) => {
    await ack();
    seen();
    ran.push('command');
  });
  app.action('go', async ({ ack }) => {
    await ack();
    seen();
    ran.push('action');
  });
  app.action({ type: 'block_actions' }, async () => {
    ran.push('any action');
  });
  app.view('form', async ({ ack }) => {
    await ack();
    seen();
    ran.push('view');
  });
  app.event('app_home_opened', async () => {
    seen();
    ran.push('event');
  });
  return { app, ran, dispatched };
}

const team = { id: 'T1', domain: 'test' };
const user = { id: 'U1', team_id: 'T1' };

async function send(app: App, body: Record<string, unknown>) {
  await app.processEvent({ body, ack: async () => undefined });
}

describe('Bolt listeners routed by payload kind', () => {
  it('runs the listener of each kind, and hands Bolt only the listeners of that kind', async () => {
    const { app, ran, dispatched } = appWithListeners();
    await send(app, {
      command: '/enlivy',
      text: 'help',
      team_id: 'T1',
      user_id: 'U1',
      channel_id: 'C1',
      response_url: 'https://hooks.slack.test/r',
      trigger_id: 't',
    });
    await send(app, {
      type: 'block_actions',
      team,
      user,
      channel: { id: 'C1' },
      actions: [{ action_id: 'go', block_id: 'b', type: 'button', value: 'x' }],
      trigger_id: 't',
    });
    await send(app, {
      type: 'view_submission',
      team,
      user,
      view: { id: 'V1', callback_id: 'form', state: { values: {} } },
      trigger_id: 't',
    });
    await send(app, {
      type: 'event_callback',
      team_id: 'T1',
      event: { type: 'app_home_opened', user: 'U1', channel: 'D1', tab: 'home' },
      event_id: 'Ev1',
    });
    expect([...ran].sort()).toEqual(['action', 'any action', 'command', 'event', 'view']);
    // command: 1 of 5; block action: 2 of 5; view: 1; event: 1.
    expect(dispatched).toEqual([1, 2, 1, 1]);
    // Outside a request Bolt sees every listener, so more can be registered.
    expect((app as unknown as { listeners: unknown[] }).listeners).toHaveLength(5);
  });

  it('includes a listener registered after the first request', async () => {
    const { app, ran } = appWithListeners();
    const command = {
      command: '/other',
      text: '',
      team_id: 'T1',
      user_id: 'U1',
      channel_id: 'C1',
      response_url: 'https://hooks.slack.test/r',
      trigger_id: 't',
    };
    await send(app, command);
    app.command('/other', async ({ ack }) => {
      await ack();
      ran.push('other');
    });
    await send(app, command);
    expect(ran).toEqual(['other']);
  });

  it('refuses a Bolt that keeps its listeners elsewhere', () => {
    expect(() => routeListenersByKind({ use: () => undefined } as unknown as App)).toThrow(
      /routeListenersByKind/,
    );
  });
});
