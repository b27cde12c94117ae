import { createServer } from 'node:http';
import type { PollOutcome } from '../../../src/features/watch/poll.js';
import type { WorkspaceRef } from '../../../src/store/index.js';
import { SEED } from '../../fakes/service/index.js';
import { type MessageRecord, waitFor } from '../../fakes/slack/index.js';
import { messageText, waitForChannelMessage } from '../destinations/support.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';

/** An event only the test's destination subscribes to (the seeded ones do not). */
export const WATCHED_EVENT = 'bank_account.created';

export interface PollLog {
  /**
   * Every poll outcome so far, in the order they ended, with the instance that ran it and when it
   * decided to read the log (when it began, for a poll that did not read).
   */
  polls: { instance: number; outcome: PollOutcome; workspace: WorkspaceRef; at: number }[];
  /** Resolves once `count` more polls (of any outcome) than now have ended. */
  next(count?: number, timeoutMs?: number): Promise<void>;
}

/**
 * A watch reading every quarter second on memory stores: the polls a test waits for come four
 * times as often as with the shortest interval FAILURE_WATCH_INTERVAL allows (1 s).
 */
export const FAST_WATCH_INTERVAL_MS = 250;

export function pollLog(intervalMs?: number): {
  log: PollLog;
  tuning: StackOptions['watchTuning'];
} {
  const polls: PollLog['polls'] = [];
  return {
    log: {
      polls,
      async next(count = 2, timeoutMs = 20_000) {
        const target = polls.length + count;
        await waitFor(() => polls.length >= target, { timeoutMs, message: `${count} more polls` });
      },
    },
    // A reply pace of 0: every poll may tell the thread (the one-a-minute rule is unit-tested).
    tuning: (instance) => ({
      ...(intervalMs === undefined ? {} : { intervalMs }),
      replyEveryMs: 0,
      onPolled: ({ workspace, outcome, startedAt, readAt }) =>
        polls.push({ instance, outcome, workspace, at: readAt ?? startedAt }),
    }),
  };
}

/**
 * A stack whose watch reads the log every second, or every FAST_WATCH_INTERVAL_MS on a store of
 * one instance (the shared stores' engines schedule in whole seconds and are tested at their pace).
 */
export async function startWatchStack(options: StackOptions = {}) {
  const { log, tuning } = pollLog(options.storeUrl ? undefined : FAST_WATCH_INTERVAL_MS);
  const stack = await startStack({
    ...options,
    env: { FAILURE_WATCH_INTERVAL: '1', ...options.env },
    watchTuning: tuning,
  });
  return { stack, polls: log };
}

/** A webhook receiver whose answer can change: 500 until told otherwise. */
export async function startSwitchableReceiver() {
  let status = 500;
  let hits = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits += 1;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 400 ? 'upstream exploded' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits: () => hits,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook destination of the demo organization, created by `createdBy` from Slack. */
export async function addWatchedHook(stack: Stack, url: string, createdBy: string) {
  const destination = stack.sim.state.addDestination({
    organization_id: SEED.organizations.demo,
    type: 'webhook',
    name: 'Billing hook',
    destination_url: url,
    events: [{ event: WATCHED_EVENT }],
  });
  await stack.stores.notes.save(stack.workspace, destination.data.id, {
    createdBy,
    createdAt: new Date().toISOString(),
  });
  return destination.data.id;
}

/** `n` events through the simulator's control route; waits for their sends. */
export async function emitEvents(stack: Stack, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${stack.sim.url}/__control/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ organization_id: SEED.organizations.demo, event: WATCHED_EVENT }),
    });
    if (res.status !== 201) throw new Error(`__control/events answered ${res.status}`);
  }
  await stack.sim.settle();
}

/** The failures an incident's thread replies told as "N more failed …", added up. */
export function failuresToldInThread(replies: MessageRecord[]): number {
  return replies.reduce((sum, m) => sum + Number(/(\d+) more failed/.exec(m.text)?.[1] ?? 0), 0);
}

/** Top-level messages of the channel that are failure alerts (they carry the alert buttons). */
export function alerts(stack: Stack, channel: string): MessageRecord[] {
  return stack.slack
    .messages(channel)
    .filter((m) => m.thread_ts === undefined || m.thread_ts === m.ts)
    .filter((m) => /are failing|recovered after|this alert is closed/.test(m.text));
}

export function buttonIds(message: MessageRecord | undefined): string[] {
  const blocks = (message?.blocks ?? []) as Array<{
    type: string;
    elements?: Array<{ action_id?: string }>;
  }>;
  return blocks
    .filter((b) => b.type === 'actions')
    .flatMap((b) => (b.elements ?? []).map((e) => e.action_id ?? ''));
}

export function threadReplies(stack: Stack, channel: string, ts: string): MessageRecord[] {
  return stack.slack.thread(channel, ts).filter((m) => m.ts !== ts);
}

/** `/enlivy watch` by the editor in the channel (default #general), and its receipt. */
export async function turnOnWatch(stack: Stack, channel = stack.channels.general): Promise<void> {
  await stack.driver.command({ user: stack.users.editor, channel, text: 'watch' });
  await waitForChannelMessage(stack, channel, 'turned on the failure watch', 15_000);
}

/** Two instances on a shared store, a failing hook, and the watch on in #general. */
export async function twoInstancesWatching(storeUrl: string, namespace: string) {
  const { stack, polls } = await startWatchStack({ storeUrl, namespace });
  const other = await stack.addInstance();
  const receiver = await startSwitchableReceiver();
  const hookId = await addWatchedHook(stack, receiver.url, stack.users.editor);
  await turnOnWatch(stack);
  return { stack, polls, other, receiver, hookId, channel: stack.channels.general };
}

export { messageText };
