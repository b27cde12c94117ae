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
