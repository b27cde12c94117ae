import { waitFor } from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';

/** Everything a user saw as ephemeral messages, as one searchable text. */
export function ephemeralText(stack: Stack, userId: string): string {
  return stack.slack
    .ephemerals(userId)
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}

/** Waits until the user has been shown an ephemeral message containing `needle`. */
export async function waitForEphemeral(
  stack: Stack,
  userId: string,
  needle: string,
): Promise<string> {
  return waitFor(
    () => {
      const text = ephemeralText(stack, userId);
      return text.includes(needle) ? text : undefined;
    },
    { message: `ephemeral containing ${JSON.stringify(needle)} for ${userId}` },
  );
}

/** The text of every block of the user's top modal. */
export function topModalText(stack: Stack, userId: string): string {
  const view = stack.slack.topView(userId);
  return view === undefined ? '' : JSON.stringify(view.blocks);
}

export async function waitForModal(stack: Stack, userId: string, needle: string): Promise<string> {
  return waitFor(
    () => {
      const text = topModalText(stack, userId);
      return text.includes(needle) ? text : undefined;
    },
    { message: `modal containing ${JSON.stringify(needle)} for ${userId}` },
  );
}
