import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText, waitForChannelMessage } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { clockAt, dueRuns, postedLists, waitForPosted, waitForRuns } from './support.js';

const ZONE = 'Europe/Bucharest';
const DAY = 24 * 3_600_000;
const MINUTE = 60_000;

/**
 * Each engine the app runs jobs on: a list set for the next minute is posted once, within that
 * minute, however many instances share the store; the next day's comes once too (a second post
 * of the first day would have come before it).
 */
const SHARED = [
  ['BullMQ on Redis', process.env.REDIS_URL],
  ['pg-boss on PostgreSQL', process.env.DATABASE_URL],
] as const;

describe.each(SHARED)('daily lists on %s, two instances', (_name, storeUrl) => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it.runIf(storeUrl)(
    'post once a day in the channel, at the time set',
    async () => {
      // Set up at 08:58 and moved to 08:59:55 once both instances have the schedule: on a busy
      // machine setting up took longer than the 5 s left before 09:00, and that day's list was
      // rightly skipped.
      const clock = clockAt(ZONE, '08:58:00');
      const setUpFrom = clock.now().getTime();
      stack = await startStack({
        storeUrl: storeUrl as string,
        namespace: `due-${randomUUID().slice(0, 8)}`,
        now: clock.now,
        env: { DUE_RECHECK_INTERVAL: '1' },
      });
      const second = await stack.addInstance();
      const { admin } = stack.users;
      const channel = stack.channels.finance;
      // Set on one instance, set again (the same) on the other: one job per run all the same.
      await stack.driver.command({ user: admin, channel, text: 'due daily 09:00' });
      await waitForChannelMessage(stack, channel, 'set the invoices due to be posted');
      await second.driver.command({ user: admin, channel, text: 'due daily 09:00' });
      await waitFor2Receipts(stack, channel);
      clock.advance(setUpFrom + 115_000 - clock.now().getTime());

      await waitForPosted(stack, channel, 1);
      expect(clock.localTime()).toBe('09:00');
      clock.advance(DAY - 4_000);
      const lists = await waitForPosted(stack, channel, 2);
      expect(lists).toHaveLength(2);
      await second.stop();
    },
    90_000,
  );
});

async function waitFor2Receipts(stack: Stack, channel: string) {
  await waitFor(
    () =>
      stack.slack.messages(channel).filter((m) => messageText(m).includes('set the invoices due'))
        .length === 2,
    { message: 'two receipts' },
  );
}

describe('daily lists on the in-process engine (SQLite), across a restart', () => {
  let stack: Stack | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function sqliteStack(clock: ReturnType<typeof clockAt>): Promise<Stack> {
    dir = mkdtempSync(path.join(tmpdir(), 'due-'));
    return startStack({
      storeUrl: `sqlite://${path.join(dir, 'store.sqlite')}`,
      now: clock.now,
      env: { DUE_RECHECK_INTERVAL: '1' },
    });
  }

  /** Sets `due daily 09:00` in the channel, then stops the app (its job stays in the file). */
  async function setDailyThenStop(stack: Stack, channel: string): Promise<void> {
    await stack.driver.command({ user: stack.users.admin, channel, text: 'due daily 09:00' });
    await waitForChannelMessage(stack, channel, 'set the invoices due to be posted');
    await stack.app.stop();
  }

  it('posts a run missed while the app was down when it comes back the same day', async () => {
    const clock = clockAt(ZONE, '08:59:30');
    stack = await sqliteStack(clock);
    const channel = stack.channels.finance;
    await setDailyThenStop(stack, channel);
    // Down over its time; back at 09:05 the same day.
    clock.advance(5 * MINUTE);
    await stack.addInstance();
    const [list] = await waitForPosted(stack, channel, 1);
    expect(messageText(list)).toContain('INV-2026-0004');
  });

  it('never makes up a day it missed: back the next morning, it waits for that day’s time', async () => {
    const clock = clockAt(ZONE, '08:59:30');
    stack = await sqliteStack(clock);
    const channel = stack.channels.finance;
    await setDailyThenStop(stack, channel);
    // Down through the day's 09:00; back at 08:59:55 the next day.
    clock.advance(DAY + 25_000);
    const waiting = await dueRuns(stack, 'waiting');
    await stack.addInstance();
    await waitForRuns(stack, 'waiting', waiting);
    expect(postedLists(stack, channel)).toEqual([]);
    // That day's list comes at its time, once.
    const lists = await waitForPosted(stack, channel, 1);
    expect(lists).toHaveLength(1);
    expect(messageText(lists[0])).toContain('As of');
  });
});
