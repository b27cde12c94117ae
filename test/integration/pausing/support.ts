import { expect } from 'vitest';
import { workspaceKey } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';

/** The app's clock: the wall clock, moved forward by the test. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export function autoResumes(stack: Stack, channel: string) {
  return stack.slack
    .messages(channel)
    .filter((m) => messageText(m).includes('resumed automatically. Events'));
}

/** The timed pauses' sweeps, every SWEEP_INTERVAL_MS (the shortest PAUSE_TIMER_INTERVAL is 1 s). */
export const SWEEP_INTERVAL_MS = 250;

export interface SweepLog {
  /** Sweeps of the workspace ended so far, on any instance. */
  count: number;
  /** Sweeps started and not ended yet. */
  running: number;
  /**
   * Resolves once `count` more sweeps than now have ended: the time in which a due timer would
   * have been acted on, without sleeping for it. A workspace with no timer left is swept once
   * more (that sweep drops it from the list), then no more.
   */
  next(count?: number): Promise<void>;
  /**
   * Resolves once no sweep runs: what a sweep in flight would still do has been done (a timer
   * is claimed by one sweep, so none started later acts on it again).
   */
  settled(): Promise<void>;
  /** Resolves once the workspace is off the in-process engine's list: no sweep comes any more. */
  dropped(): Promise<void>;
}

const sweepLogs = new WeakMap<Stack, SweepLog>();

/** The sweeps of a stack started with startTimedStack. */
export function sweeps(stack: Stack): SweepLog {
  const log = sweepLogs.get(stack);
  if (log === undefined) throw new Error('Not a stack of startTimedStack');
  return log;
}

export async function startTimedStack(
  clock: ReturnType<typeof movableClock>,
  options: StackOptions = {},
): Promise<Stack> {
  let stack: Stack | undefined;
  const log: SweepLog = {
    count: 0,
    running: 0,
    async next(count = 1) {
      const target = log.count + count;
      await waitFor(() => log.count >= target, {
        message: `${count} more sweeps`,
        timeoutMs: 20_000,
      });
    },
    async settled() {
      await waitFor(() => log.running === 0, { message: 'no sweep running', timeoutMs: 20_000 });
    },
    async dropped() {
      const s = stack as Stack;
      const key = workspaceKey(s.workspace);
      await waitFor(
        async () => !(await s.stores.pauses.listIndexed()).some((w) => workspaceKey(w) === key),
        { message: 'the workspace off the sweep list', timeoutMs: 20_000 },
      );
    },
  };
  stack = await startStack({
    ...options,
    now: clock.now,
    pauseTuning: () => ({
      intervalMs: SWEEP_INTERVAL_MS,
      onSweep: () => {
        log.running += 1;
      },
      onSwept: () => {
        log.running -= 1;
        log.count += 1;
      },
    }),
  });
  sweepLogs.set(stack, log);
  return stack;
}

/** A timed pause's end: `ms` after `from`, rounded up to the minute (a few seconds of test run). */
export function expectEndAfter(until: string | undefined, from: number, ms: number): void {
  const length = Date.parse(until ?? '') - from;
  expect(length).toBeGreaterThanOrEqual(ms - 5_000);
  expect(length).toBeLessThanOrEqual(ms + 60_000 + 5_000);
}
