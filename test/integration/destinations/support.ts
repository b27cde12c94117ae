import { expect } from 'vitest';
import type { MessageRecord } from '../../fakes/slack/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { isWorkingLine } from '../core/support.js';
import type { Stack } from '../support/stack.js';

/** What a person reads in a message: its fallback text and every block, as one string. */
export function messageText(message: MessageRecord | undefined): string {
  if (message === undefined) return '';
  return `${message.text ?? ''}\n${JSON.stringify(message.blocks ?? [])}`;
}

/**
 * The ephemeral messages a user was answered with in `channel`, without the working line a slow
 * answer shows first (on a busy machine the first Enlivy call can take over a second).
 */
export function answersShown(stack: Stack, userId: string, channel: string): MessageRecord[] {
  return stack.slack.ephemerals(userId, channel).filter((m) => !isWorkingLine(m));
}

/** The newest ephemeral message the user got in a channel whose text includes `needle`. */
export async function waitForEphemeralWith(
  stack: Stack,
  userId: string,
  channel: string,
  needle: string,
  timeoutMs = 5_000,
): Promise<MessageRecord> {
  return waitFor(
    () =>
      stack.slack
        .ephemerals(userId, channel)
        .filter((m) => messageText(m).includes(needle))
        .at(-1),
    { message: `ephemeral with ${JSON.stringify(needle)} for ${userId}`, timeoutMs },
  );
}

/** The newest public message in the channel whose text includes `needle`. */
export async function waitForChannelMessage(
  stack: Stack,
  channel: string,
  needle: string,
  timeoutMs = 5_000,
): Promise<MessageRecord> {
  return waitFor(
    () =>
      stack.slack
        .messages(channel)
        .filter((m) => messageText(m).includes(needle))
        .at(-1),
    { message: `message with ${JSON.stringify(needle)} in ${channel}`, timeoutMs },
  );
}

/** Requests the simulator got with this method whose path ends like `suffix`. */
export function simRequests(stack: Stack, method: string, pathPart: string) {
  return stack.sim.requests.filter((r) => r.method === method && r.path.includes(pathPart));
}

export function destinationState(stack: Stack, id: string) {
  return stack.sim.state.destinations.get(id)?.data;
}

export function expectNoBlockKitFailures(stack: Stack): void {
  expect(stack.slack.validationFailures).toEqual([]);
}

/** The card (section text) of one destination in a message, by its name. */
export function cardText(message: MessageRecord, name: string): string {
  const blocks = (message.blocks ?? []) as Array<{ type: string; text?: { text?: string } }>;
  return (
    blocks.find((b) => b.type === 'section' && b.text?.text?.includes(`*${name}*`))?.text?.text ??
    ''
  );
}

/** Action ids of the buttons in one card's actions block. */
export function cardButtons(message: MessageRecord, destinationId: string): string[] {
  const blocks = (message.blocks ?? []) as Array<{
    type: string;
    block_id?: string;
    elements?: Array<{ action_id?: string }>;
  }>;
  const block = blocks.find(
    (b) => b.type === 'actions' && (b.block_id ?? '').endsWith(`:${destinationId}`),
  );
  return (block?.elements ?? []).map((e) => e.action_id ?? '');
}

/** A webhook receiver on loopback that answers every POST with `status` and `body` (after `delayMs`). */
export async function startReceiver(
  status: number,
  body: string,
  delayMs = 0,
): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  let hits = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits += 1;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook?secret=abc`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
