import { expect } from 'vitest';
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

export async function startTimedStack(
  clock: ReturnType<typeof movableClock>,
  options: StackOptions = {},
): Promise<Stack> {
  return startStack({
    ...options,
    now: clock.now,
    env: { PAUSE_TIMER_INTERVAL: '1', ...options.env },
  });
}

/** A timed pause's end: `ms` after `from`, rounded up to the minute (a few seconds of test run). */
export function expectEndAfter(until: string | undefined, from: number, ms: number): void {
  const length = Date.parse(until ?? '') - from;
  expect(length).toBeGreaterThanOrEqual(ms - 5_000);
  expect(length).toBeLessThanOrEqual(ms + 60_000 + 5_000);
}
