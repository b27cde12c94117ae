/**
 * Issue 38, no lost settings: a poll held in the middle of its read of the delivery log while
 * `/enlivy watch …` moves the watch, mutes a destination and changes the threshold. After the
 * poll every change is there, and the moved watch starts with no incidents (the poll's copy of
 * the state, read before, must not bring the old channel's back).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceRef } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  addWatchedHook,
  alerts,
  emitEvents,
  FAST_WATCH_INTERVAL_MS,
  pollLog,
  startSwitchableReceiver,
} from './support.js';

/** A gate a poll waits at, and the moment it arrived there. */
function heldPoll() {
  let arrived: () => void = () => undefined;
  let release: () => void = () => undefined;
  let armed = false;
  let reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    /** From now on, the next poll waits in its log read until `release`. */
    arm() {
      armed = true;
      reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    reached: () => reached,
    release,
    async beforeLogRead(_workspace: WorkspaceRef) {
      if (!armed) return;
      armed = false;
      arrived();
      await gate;
    },
  };
}

describe('failure watch: a poll held in its middle loses no settings', () => {
  let stack: Stack | undefined;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>> | undefined;
  afterEach(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  it('a move, a mute and a threshold saved meanwhile are all there after the poll', async () => {
    const hold = heldPoll();
    const { log, tuning } = pollLog(FAST_WATCH_INTERVAL_MS);
    stack = await startStack({
      env: { FAILURE_WATCH_INTERVAL: '1' },
      watchTuning: (instance) => ({
        ...tuning?.(instance),
        beforeLogRead: (workspace) => hold.beforeLogRead(workspace),
      }),
    });
    receiver = await startSwitchableReceiver();
    const { editor } = stack.users;
    const { general, finance } = stack.channels;
    const hookId = await addWatchedHook(stack, receiver.url, editor);
    await stack.driver.command({ user: editor, channel: general, text: 'watch' });
    await waitForChannelMessage(stack, general, 'turned on the failure watch', 15_000);
    await stack.driver.command({ user: editor, channel: general, text: 'watch threshold 1 5' });
    await waitForChannelMessage(stack, general, 'as soon as 1 attempt fails', 15_000);
    await emitEvents(stack, 1);
    await waitFor(() => alerts(stack as Stack, general)[0], { timeoutMs: 15_000 });
    const incidents = async () =>
      Object.keys(
        (await (stack as Stack).stores.watch.getState((stack as Stack).workspace)).incidents,
      );
    await waitFor(async () => (await incidents()).length === 1, { timeoutMs: 15_000 });

    hold.arm();
    await hold.reached();
    const polled = log.polls.length;
    await stack.driver.command({ user: editor, channel: finance, text: `watch <#${finance}>` });
    await waitForChannelMessage(stack, finance, 'moved the failure watch', 15_000);
    await stack.driver.command({ user: editor, channel: finance, text: 'watch mute Billing hook' });
    await waitForChannelMessage(stack, finance, 'muted failure alerts for *Billing hook*', 15_000);
    await stack.driver.command({ user: editor, channel: finance, text: 'watch threshold 4 30' });
    await waitForChannelMessage(stack, finance, 'as soon as 4 attempts fail within 30 min', 15_000);
    const saved = await stack.stores.watch.getSettings(stack.workspace);
    expect(saved?.channelId).toBe(finance);

    hold.release();
    await waitFor(() => log.polls.length > polled, { timeoutMs: 15_000, message: 'the held poll' });
    const after = await stack.stores.watch.getSettings(stack.workspace);
    expect(after).toMatchObject({
      channelId: finance,
      threshold: { failedAttempts: 4, windowMinutes: 30 },
    });
    expect(after?.paused).toBeUndefined();
    expect(Object.keys(after?.mutes ?? {})).toEqual([hookId]);
    expect(await incidents()).toEqual([]);
  });
});
