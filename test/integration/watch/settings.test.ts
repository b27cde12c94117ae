import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage, waitForEphemeralWith } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import {
  addWatchedHook,
  alerts,
  emitEvents,
  type PollLog,
  startSwitchableReceiver,
  startWatchStack,
} from './support.js';

describe('failure watch: settings, Home, connection', () => {
  let stack: Stack;
  let polls: PollLog;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>>;

  beforeEach(async () => {
    ({ stack, polls } = await startWatchStack());
    receiver = await startSwitchableReceiver();
  });
  afterEach(async () => {
    await stack.stop();
    await receiver.close();
  });

  it('viewers may not turn it on; a private channel without the app is refused', async () => {
    const { viewer, editor } = stack.users;
    const { general, private: payroll } = stack.channels;
    await stack.driver.command({ user: viewer, channel: general, text: 'watch' });
    await waitForEphemeralWith(stack, viewer, general, 'editor', 15_000);
    await stack.driver.command({
      user: editor,
      channel: general,
      text: `watch <#${payroll}|payroll>`,
    });
    await waitForEphemeralWith(stack, editor, general, 'invite', 15_000);
    expect(await stack.stores.watch.getSettings(stack.workspace)).toBeUndefined();
  });

  it('shows the setting, the threshold can change, and the Home tab shows the open alerts', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await addWatchedHook(stack, receiver.url, editor);
    await stack.driver.command({ user: editor, channel, text: 'watch' });
    await waitForChannelMessage(stack, channel, 'turned on the failure watch', 15_000);
    await stack.driver.command({ user: editor, channel, text: 'watch' });
    // The editor (alice) reads Slack in ro-RO: her answer is Romanian; the channel's stays English.
    await waitForEphemeralWith(stack, editor, channel, 'Alertele de eșec merg în', 15_000);

    await stack.driver.command({ user: editor, channel, text: 'watch digest on' });
    await waitForChannelMessage(stack, channel, 'every day at 09:00 (Europe/Bucharest)', 15_000);
    expect((await stack.stores.watch.getSettings(stack.workspace))?.digest).toEqual({
      tz: 'Europe/Bucharest',
    });
    await stack.driver.command({ user: editor, channel, text: 'watch threshold 1 5' });
    await waitForChannelMessage(stack, channel, 'as soon as 1 attempt fails within 5 min', 15_000);
    await emitEvents(stack, 1);
    await waitFor(() => alerts(stack, channel)[0], { timeoutMs: 15_000 });
    // The poll saves the incident right after posting it.
    await waitFor(
      async () =>
        Object.keys((await stack.stores.watch.getState(stack.workspace)).incidents).length === 1,
      { timeoutMs: 15_000 },
    );

    await stack.driver.appHomeOpened(editor);
    const home = await waitFor(
      () => {
        const json = JSON.stringify(stack.slack.home(editor)?.blocks ?? []);
        return json.includes('Alerte deschise') ? json : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(home).toContain('*Billing hook*: 1 eșec din');
  });

  it('a deliberate disconnect is not reported as an expiry: the watch waits quietly', async () => {
    const { admin, editor } = stack.users;
    const { general, finance } = stack.channels;
    await stack.driver.command({ user: editor, channel: general, text: 'watch' });
    await waitForChannelMessage(stack, general, 'turned on the failure watch', 15_000);
    await stack.driver.command({ user: admin, channel: finance, text: 'disconnect' });
    await waitForEphemeralWith(stack, admin, finance, 'Disconnect Demo Trading Ltd?', 15_000);
    await stack.driver.click({
      user: admin,
      actionId: 'disconnect_confirm',
      in: { channel: finance },
    });
    const receipt = await waitForChannelMessage(
      stack,
      finance,
      'disconnected this workspace',
      15_000,
    );
    expect(receipt.text).toContain(
      'The failure watch sends no alerts until an admin connects again with `/enlivy connect`.',
    );
    await waitFor(() => polls.polls.filter((p) => p.outcome === 'disconnected').length >= 2, {
      timeoutMs: 20_000,
    });
    const told = [...stack.slack.messages(general), ...stack.slack.messages(finance)].filter((m) =>
      /expired/i.test(m.text),
    );
    expect(told).toEqual([]);
    expect(polls.polls.filter((p) => p.outcome === 'expired')).toEqual([]);
  });

  it('an expired connection is said once, not once per poll', async () => {
    const channel = stack.channels.general;
    await stack.driver.command({ user: stack.users.editor, channel, text: 'watch' });
    await waitForChannelMessage(stack, channel, 'turned on the failure watch', 15_000);
    const logout = await fetch(`${stack.sim.url}/authentication/logout`, {
      headers: { authorization: `Bearer ${SEED.apiToken}` },
    });
    expect(logout.status).toBeLessThan(300);
    await waitFor(() => polls.polls.filter((p) => p.outcome === 'expired').length >= 3, {
      timeoutMs: 20_000,
    });
    const said = stack.slack
      .messages(channel)
      .filter((m) => m.text.includes('connection of this workspace expired'));
    expect(said).toHaveLength(1);
  });
});
