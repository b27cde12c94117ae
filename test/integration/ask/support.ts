import { expect } from 'vitest';
import { type MessageRecord, waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';

export { messageText };

/** The app's finished (stopped) streamed reply in a thread, once there is one more than `seen`. */
async function streamedReply(
  stack: Stack,
  channel: string,
  threadTs: string,
  seen: number,
): Promise<MessageRecord> {
  return waitFor(
    () => {
      const stopped = stack.slack
        .callsTo('chat.stopStream')
        .filter((call) => call.ok && call.args.channel === channel);
      const replies = stack.slack
        .thread(channel, threadTs)
        .filter((m) => m.via === 'chat.startStream');
      const stoppedHere = replies.filter((m) => stopped.some((call) => call.args.ts === m.ts));
      return stoppedHere.length > seen ? stoppedHere.at(-1) : undefined;
    },
    { message: `a finished reply in ${channel}/${threadTs}` },
  );
}

/** A person asks in the app's Messages tab; resolves with the question and the app's reply. */
export async function askInDm(
  stack: Stack,
  user: string,
  text: string,
  options: { threadTs?: string } = {},
): Promise<{ ts: string; channel: string; threadTs: string; reply: MessageRecord; text: string }> {
  const channel = stack.slack.dmChannelId(user);
  const threadTs = options.threadTs;
  const seen =
    threadTs === undefined
      ? 0
      : stack.slack.thread(channel, threadTs).filter((m) => m.via === 'chat.startStream').length;
  const asked = await stack.driver.directMessage({
    user,
    text,
    ...(threadTs === undefined ? {} : { threadTs }),
  });
  expect(asked.status).toBe(200);
  const thread = threadTs ?? asked.ts;
  const reply = await streamedReply(stack, channel, thread, seen);
  return { ts: asked.ts, channel, threadTs: thread, reply, text: messageText(reply) };
}

/** A person mentions the app in a channel; resolves with the reply in the mention's thread. */
export async function askByMention(
  stack: Stack,
  user: string,
  channel: string,
  text: string,
): Promise<{ ts: string; reply: MessageRecord; text: string }> {
  const asked = await stack.driver.mention({ user, channel, text });
  expect(asked.status).toBe(200);
  const reply = await streamedReply(stack, asked.channel, asked.ts, 0);
  return { ts: asked.ts, reply, text: messageText(reply) };
}

/** Every destination's active flag in the simulator: Enlivy's own state. */
export function activeStates(stack: Stack): Record<string, boolean | undefined> {
  return Object.fromEntries(
    [...stack.sim.state.destinations.values()].map((d) => [d.data.id, d.data.is_active]),
  );
}
