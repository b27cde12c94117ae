import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import {
  expectNoBlockKitFailures,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import { metricValue } from '../support/metric-value.js';
import type { Stack } from '../support/stack.js';
import {
  addWatchedHook,
  alerts,
  buttonIds,
  emitEvents,
  FAST_WATCH_INTERVAL_MS,
  failuresToldInThread,
  messageText,
  type PollLog,
  startSwitchableReceiver,
  startWatchStack,
  threadReplies,
  turnOnWatch,
} from './support.js';

describe('failure watch: alerts', () => {
  let stack: Stack;
  let polls: PollLog;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>>;
  let hookId: string;

  beforeEach(async () => {
    ({ stack, polls } = await startWatchStack());
    receiver = await startSwitchableReceiver();
    hookId = await addWatchedHook(stack, receiver.url, stack.users.editor);
  });

  afterEach(async () => {
    await stack.stop();
    await receiver.close();
  });

  const watchGeneral = () => turnOnWatch(stack);

  it('one alert with its actions, failures in its thread, then "recovered"', async () => {
    const channel = stack.channels.general;
    const lagSeries = 'enlivy_slack_watch_lag_seconds_count';
    const noticedBefore = await metricValue(stack.appUrl, lagSeries);
    await watchGeneral();

    // Two failed attempts stay under the default threshold (the 3rd within 10 minutes).
    await emitEvents(stack, 2);
    await polls.next(3);
    expect(alerts(stack, channel)).toEqual([]);

    await emitEvents(stack, 1);
    const alert = await waitFor(() => alerts(stack, channel)[0], { timeoutMs: 15_000 });
    const text = messageText(alert);
    expect(text).toContain('Billing hook');
    expect(text).toContain('3 failed deliveries');
    // All three failed: no "(3 failed)" repeating the count.
    expect(text).not.toContain('(3 failed)');
    expect(text).toContain('HTTP 500');
    expect(text).toContain('upstream exploded');
    expect(text).toContain(`<@${stack.users.editor}>`);
    expect(text).toContain('`bank_account.created`');
    expect(buttonIds(alert)).toEqual([
      'watch_deliveries',
      'watch_test',
      'watch_pause',
      'pausing_pause_for',
      'watch_mute',
      'pausing_pause_failing',
    ]);
    expect(JSON.stringify(alert.blocks)).toContain(hookId);
    // Every failure read is timed from Enlivy's record to the app noticing it.
    expect(await metricValue(stack.appUrl, lagSeries)).toBe(noticedBefore + 3);

    // More failures: told in the thread with counts; the parent is updated in place. A poll may
    // come between the two failures (a busy machine): then each gets a reply of its own.
    await emitEvents(stack, 2);
    const replies = await waitFor(
      () => {
        const told = threadReplies(stack, channel, alert.ts).filter((m) =>
          m.text.includes('more failed'),
        );
        return told.some((m) => m.text.includes('5 failures in all')) ? told : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(failuresToldInThread(replies)).toBe(2);
    await waitFor(() => messageText(alerts(stack, channel)[0]).includes('5 failed deliveries'), {
      timeoutMs: 15_000,
    });
    expect(alerts(stack, channel)).toHaveLength(1);

    // A success closes it.
    receiver.answer(200);
    await emitEvents(stack, 1);
    const recovered = await waitFor(
      () => alerts(stack, channel).find((m) => m.text.includes('recovered after 5 failures')),
      { timeoutMs: 15_000 },
    );
    expect(recovered.ts).toBe(alert.ts);
    expect(buttonIds(recovered)).toEqual([]);
    await waitFor(
      () =>
        threadReplies(stack, channel, alert.ts).some((m) =>
          m.text.includes('A delivery succeeded'),
        ),
      { timeoutMs: 15_000 },
    );
    // The poll saves its state after its Slack posts: wait for the save, not only the posts.
    const closed = await waitFor(async () => {
      const { incidents } = await stack.stores.watch.getState(stack.workspace);
      return Object.keys(incidents).length === 0 ? incidents : undefined;
    });
    expect(closed).toEqual({});
    expect(alerts(stack, channel)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
    expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
  });

  it('an anomaly opens an alert at once; Mute 1 h on it silences the destination', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    receiver.answer(302);
    await emitEvents(stack, 1);
    const alert = await waitFor(() => alerts(stack, channel)[0], { timeoutMs: 15_000 });
    expect(messageText(alert)).toContain('1 failed delivery');

    // A viewer may not mute.
    const { viewer, editor } = stack.users;
    await stack.driver.click({
      user: viewer,
      actionId: 'watch_mute',
      value: hookId,
      in: { channel, ts: alert.ts },
    });
    await waitFor(() => stack.slack.ephemerals(viewer, channel).length > 0, { timeoutMs: 15_000 });
    expect((await stack.stores.watch.getSettings(stack.workspace))?.mutes).toEqual({});

    await stack.driver.click({
      user: editor,
      actionId: 'watch_mute',
      value: hookId,
      in: { channel, ts: alert.ts },
    });
    await waitForChannelMessage(stack, channel, 'muted failure alerts for *Billing hook*', 15_000);
    const muted = (await stack.stores.watch.getSettings(stack.workspace))?.mutes[hookId];
    expect(Date.parse(muted ?? '') - Date.now()).toBeGreaterThan(50 * 60_000);

    const before = threadReplies(stack, channel, alert.ts).length;
    await emitEvents(stack, 3);
    await polls.next(3);
    expect(threadReplies(stack, channel, alert.ts)).toHaveLength(before);
    expect(messageText(alerts(stack, channel)[0])).toContain('1 failed delivery');
  });

  it('Send test and Pause from the alert: the alert stays, and pausing closes it', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    await emitEvents(stack, 3);
    const alert = await waitFor(() => alerts(stack, channel)[0], { timeoutMs: 15_000 });
    const { viewer, editor } = stack.users;
    const where = { channel, ts: alert.ts };

    await stack.driver.click({ user: viewer, actionId: 'watch_pause', value: hookId, in: where });
    await waitForEphemeralWith(stack, viewer, channel, 'editor', 15_000);
    expect(stack.sim.state.destinations.get(hookId)?.data.is_active).toBe(true);

    // Send test: one reply in the alert's thread, sent as "Sending…" and updated in place with
    // the outcome; nothing is left saying "Sending…", and no second card is posted.
    const ephemeralsBefore = stack.slack.ephemerals(editor, channel).length;
    await stack.driver.click({ user: editor, actionId: 'watch_test', value: hookId, in: where });
    const testReplies = () =>
      threadReplies(stack, channel, alert.ts).filter((m) =>
        messageText(m).includes('Test sent from this alert'),
      );
    const outcome = await waitFor(
      () => testReplies().find((m) => messageText(m).includes('failed (HTTP 500)')),
      { timeoutMs: 20_000 },
    );
    expect(messageText(outcome)).toContain(`Test sent from this alert by <@${editor}>`);
    expect(messageText(outcome)).toContain('*Billing hook*');
    expect(messageText(outcome)).not.toContain('Sending');
    expect(messageText(outcome)).not.toContain('If this does not update');
    expect(outcome.edited).toBeDefined();
    expect(testReplies()).toHaveLength(1);
    const shownToEditor = stack.slack.ephemerals(editor, channel).slice(ephemeralsBefore);
    expect(shownToEditor.map(messageText).join('\n')).not.toContain('Sending');
    expect(buttonIds(alerts(stack, channel)[0])).toContain('watch_test');
    expect(messageText(alerts(stack, channel)[0])).not.toContain('Test event');

    await stack.driver.click({ user: editor, actionId: 'watch_pause', value: hookId, in: where });
    await waitForChannelMessage(stack, channel, 'paused', 15_000);
    expect(stack.sim.state.destinations.get(hookId)?.data.is_active).toBe(false);
    const closed = await waitFor(
      () => alerts(stack, channel).find((m) => m.text.includes('this alert is closed')),
      { timeoutMs: 15_000 },
    );
    expect(closed.ts).toBe(alert.ts);
    expect(buttonIds(closed)).toEqual([]);
    expect(alerts(stack, channel)).toHaveLength(1);
  });

  it('/enlivy watch mute NAME for 2h: no alert for that destination', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    const { editor } = stack.users;
    await stack.driver.command({ user: editor, channel, text: 'watch mute "Billing hook" for 2h' });
    await waitForChannelMessage(stack, channel, 'muted failure alerts', 15_000);

    // The status names the muted destination as the receipt did, not by its id.
    await stack.driver.command({ user: editor, channel, text: 'watch' });
    // The editor (alice) reads Slack in ro-RO: what she alone reads is Romanian.
    const status = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'fără alerte până la',
      15_000,
    );
    expect(messageText(status)).toContain(':no_bell: *Billing hook* fără alerte până la');
    expect(messageText(status)).not.toContain(hookId);

    // Longer than the maximum: said as too long, with the maximum, and nothing changes.
    await stack.driver.command({
      user: editor,
      channel,
      text: 'watch mute "Billing hook" for 45d',
    });
    const tooLong = await waitForEphemeralWith(stack, editor, channel, 'cel mult', 15_000);
    expect(messageText(tooLong)).toContain('Alertele pot fi oprite cel mult 30 de zile.');
    expect(messageText(tooLong)).not.toContain('nu a fost înțeleasă');
    const muted = (await stack.stores.watch.getSettings(stack.workspace))?.mutes[hookId];
    expect(Date.parse(muted ?? '') - Date.now()).toBeLessThan(2 * 3_600_000 + 60_000);

    await emitEvents(stack, 4);
    await polls.next(3);
    expect(alerts(stack, channel)).toEqual([]);
  });

  it('/enlivy watch off: no more alerts, and the polls stop', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    await stack.driver.command({ user: stack.users.editor, channel, text: 'watch off' });
    await waitForChannelMessage(stack, channel, 'turned off the failure watch', 15_000);
    expect(await stack.stores.watch.getSettings(stack.workspace)).toBeUndefined();
    await emitEvents(stack, 4);
    const seen = polls.polls.length;
    // Nothing to wait for when nothing happens: three intervals in which a poll would have read.
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST_WATCH_INTERVAL_MS));
    expect(polls.polls.slice(seen).filter((p) => p.outcome === 'read')).toEqual([]);
    expect(alerts(stack, channel)).toEqual([]);
    expect(await stack.stores.watch.listIndexed()).toEqual([]);
  });

  it('an archived channel pauses the watch and tells whoever set it up', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    stack.slack.channel(channel).isArchived = true;
    await emitEvents(stack, 3);
    const dm = await waitFor(
      () => stack.slack.dm(stack.users.editor).find((m) => m.text.includes('is paused')),
      { timeoutMs: 15_000 },
    );
    expect(dm.text).toContain('archived');
    expect((await stack.stores.watch.getSettings(stack.workspace))?.paused?.reason).toContain(
      'archived',
    );
    // Paused: no further tries, no DM storm.
    await emitEvents(stack, 3);
    await polls.next(3);
    expect(
      stack.slack.dm(stack.users.editor).filter((m) => m.text.includes('is paused')),
    ).toHaveLength(1);
  });

  it('Enlivy down during polls: no alert, no false recovery, then alerts resume', async () => {
    const channel = stack.channels.general;
    await watchGeneral();
    await emitEvents(stack, 3);
    const alert = await waitFor(() => alerts(stack, channel)[0], { timeoutMs: 15_000 });
    const repliesBefore = threadReplies(stack, channel, alert.ts).length;

    stack.sim.injectFault({
      kind: 'status',
      status: 503,
      path: '/event-destinations',
      times: 10_000,
    });
    // Meanwhile the destination works again and fails again: only Enlivy could say so.
    await emitEvents(stack, 2);
    await waitFor(() => polls.polls.filter((p) => p.outcome === 'enlivy_down').length >= 3, {
      timeoutMs: 30_000,
    });
    expect(alerts(stack, channel)).toHaveLength(1);
    expect(messageText(alerts(stack, channel)[0])).not.toContain('recovered');
    expect(threadReplies(stack, channel, alert.ts)).toHaveLength(repliesBefore);
    expect(Object.keys((await stack.stores.watch.getState(stack.workspace)).incidents)).toEqual([
      hookId,
    ]);

    stack.sim.clearFaults();
    const reply = await waitFor(
      () => threadReplies(stack, channel, alert.ts).find((m) => m.text.includes('2 more failed')),
      { timeoutMs: 30_000 },
    );
    expect(reply.text).toContain('5 failures in all');
    expect(alerts(stack, channel)).toHaveLength(1);
    expect(messageText(alerts(stack, channel)[0])).not.toContain('recovered');
  });
});
