import { afterEach } from 'vitest';
import { waitForEphemeralWith } from '../destinations/support.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';

/** A stack per test, stopped after it: `const s = await start({ … })`. */
export function stackPerTest(): (options?: StackOptions) => Promise<Stack> {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });
  return async (options) => {
    stack = await startStack(options);
    return stack;
  };
}

/**
 * `/enlivy list all` for the user, so they have every card to click; returns the list (in the
 * editor's Romanian, as her Slack locale is ro-RO; in English for the others).
 */
export function listAll(stack: Stack, userId: string, channel: string) {
  const title =
    userId === stack.users.editor ? 'Toate destinațiile de evenimente' : 'All event destinations';
  return stack.driver
    .command({ user: userId, channel, text: 'list all' })
    .then(() => waitForEphemeralWith(stack, userId, channel, title));
}
