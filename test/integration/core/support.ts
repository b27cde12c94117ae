import { afterAll, beforeAll } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';

/** Everything a user saw as ephemeral messages (from the `from`th on), as one searchable text. */
export function ephemeralText(stack: Pick<Stack, 'slack'>, userId: string, from = 0): string {
  return stack.slack
    .ephemerals(userId)
    .slice(from)
    .filter((e) => !isWorkingLine(e))
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}

/**
 * A command's working line ("Loading destinations…"): shown while a slow answer waits, and left
 * above the answer (Slack cannot replace a slash command's reply). Not the answer itself.
 */
export function isWorkingLine(message: { blocks?: unknown[] | undefined }): boolean {
  const [only, ...more] = message.blocks ?? [];
  return more.length === 0 && JSON.stringify(only ?? '').includes(':hourglass_flowing_sand:');
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

/** Runs `/enlivy connect` as `user` (the admin unless said) and returns the one-time link from the reply. */
export async function connectLink(stack: Stack, user = stack.users.admin): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await stack.driver.command({ user, channel: stack.channels.finance, text: 'connect' });
  const message = await waitFor(() =>
    stack.slack
      .ephemerals(user)
      .slice(before)
      .find((m) => (m.text ?? '').includes('/connect/')),
  );
  const url = /(http:\/\/127\.0\.0\.1:\d+\/connect\/\S+)/.exec(message.text ?? '')?.[1];
  if (!url) throw new Error('no connect link in the message');
  return url;
}

/**
 * Starts a stack for the enclosing describe block and collects the process's unhandled promise
 * rejections meanwhile (the app runs in this process, so its rejections land here).
 */
export function stackCollectingRejections(options: StackOptions = {}): {
  stack: () => Stack;
  rejections: unknown[];
} {
  let stack: Stack | undefined;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    stack = await startStack(options);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await stack?.stop();
  });
  return {
    rejections,
    stack: () => {
      if (stack === undefined) throw new Error('the stack has not started');
      return stack;
    },
  };
}
