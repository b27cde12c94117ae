import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';
import {
  alerts,
  emitEvents,
  failuresToldInThread,
  messageText,
  type startSwitchableReceiver,
  threadReplies,
  twoInstancesWatching,
} from './support.js';

/** Polls of one workspace closer together than this were the same interval read twice. */
const HALF_INTERVAL_MS = 500;

describe.skipIf(!process.env.REDIS_URL)('failure watch: two instances on one Redis', () => {
  let stack: Stack | undefined;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>> | undefined;

  afterEach(async () => {
    // The job scheduler lives in the shared Redis: remove it with the test's namespace.
    if (stack) await stack.app.services.watch.unwatch(stack.workspace);
    await stack?.stop();
    await receiver?.close();
  });

  it('each failure is alerted once, and the workspace is never read twice in one interval', async () => {
    const setup = await twoInstancesWatching(
      process.env.REDIS_URL as string,
      `watch-${randomUUID()}`,
    );
    const { polls, other, channel, stack: s } = setup;
    stack = s;
    receiver = setup.receiver;

    await emitEvents(s, 3);
    const alert = await waitFor(() => alerts(s, channel)[0], { timeoutMs: 20_000 });
    await emitEvents(s, 2);
    await waitFor(
      () => threadReplies(s, channel, alert.ts).some((m) => m.text.includes('5 failures in all')),
      { timeoutMs: 20_000 },
    );
    await polls.next(6);

    expect(alerts(s, channel)).toHaveLength(1);
    expect(messageText(alerts(s, channel)[0])).toContain('5 failed deliveries');
    const replies = threadReplies(s, channel, alert.ts);
    // Each failure told once, whichever instance read it: one reply, or two when a poll came
    // between the two failures.
    expect(failuresToldInThread(replies)).toBe(2);

    // One job per iteration of the workspace's job scheduler: no poll finds its slot taken.
    expect(polls.polls.map((p) => p.outcome)).not.toContain('skipped');
    const reads = polls.polls.filter((p) => p.outcome === 'read');
    expect(reads.length).toBeGreaterThan(3);
    // Which instance's worker takes a job is BullMQ's choice (with one workspace, one worker may
    // win every time), so it is not asserted; the log is never read twice in one interval (a read
    // ends at least half an interval after the one before began, whichever instance ran it).
    for (let i = 1; i < reads.length; i++) {
      expect((reads[i]?.at ?? 0) - (reads[i - 1]?.at ?? 0)).toBeGreaterThan(HALF_INTERVAL_MS - 100);
    }

    // One instance goes away: the other one keeps reading.
    await other.stop();
    await emitEvents(s, 1);
    await waitFor(
      () => threadReplies(s, channel, alert.ts).some((m) => m.text.includes('6 failures in all')),
      { timeoutMs: 20_000 },
    );
  });
});
