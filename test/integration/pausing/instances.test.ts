import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { autoResumes, movableClock, startTimedStack, sweeps } from './support.js';

const { webhook: WEBHOOK, slack: SLACK } = SEED.destinations;
const HOUR = 3_600_000;

const STORES = [
  ['Redis (BullMQ)', process.env.REDIS_URL],
  ['PostgreSQL (pg-boss)', process.env.DATABASE_URL],
] as const;

describe.each(STORES)('timed pause on %s', (_name, storeUrl) => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it.runIf(storeUrl)(
    'survives a restart, and two instances resume it once',
    async () => {
      const clock = movableClock();
      stack = await startTimedStack(clock, {
        storeUrl: storeUrl as string,
        namespace: `pause-${randomUUID().slice(0, 8)}`,
      });
      const { editor } = stack.users;
      const channel = stack.channels.general;
      await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync" for 2h' });
      const receipt = await waitForChannelMessage(stack, channel, 'paused *Accounting sync* until');

      // The instance that took the pause stops; two others start on the same store.
      await stack.app.stop();
      const second = await stack.addInstance();
      const third = await stack.addInstance();
      clock.advance(2 * HOUR + 60_000);
      const resumed = await waitFor(() => autoResumes(stack as Stack, channel)[0], {
        timeoutMs: 30_000,
      });
      expect(messageText(resumed)).toContain(`Paused by <@${editor}> for 2 hours`);
      expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
      // Once no sweep runs on any instance, none is left that could resume it again.
      await sweeps(stack).settled();
      expect(autoResumes(stack, channel)).toHaveLength(1);
      expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(2);
      expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
      // Another instance than the one that posted the receipt took its buttons away.
      const closed = stack.slack.messages(channel).find((m) => m.ts === receipt.ts);
      expect(messageText(closed)).toContain('Resumed automatically');
      expect(messageText(closed)).not.toContain('pausing_resume_now');
      await second.stop();
      await third.stop();
    },
    60_000,
  );
});

describe.each(STORES)("the question about the channel's destination on %s", (_name, storeUrl) => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it.runIf(storeUrl)(
    'is asked by one instance and answered by another (the intent is in the button)',
    async () => {
      stack = await startTimedStack(movableClock(), {
        storeUrl: storeUrl as string,
        namespace: `ask-${randomUUID().slice(0, 8)}`,
      });
      const { admin } = stack.users;
      const channel = stack.channels.finance;
      await stack.driver.command({ user: admin, channel, text: 'pause for 2h' });
      await waitForEphemeralWith(stack, admin, channel, 'Pause *Finance alerts*');
      // The instance that asked stops; another one takes the click.
      await stack.app.stop();
      const other = await stack.addInstance();
      await other.driver.click({
        user: admin,
        actionId: 'pausing_channel_confirm',
        in: { channel },
      });
      const receipt = await waitForChannelMessage(stack, channel, `<@${admin}> paused *Finance`);
      expect(messageText(receipt)).toContain('(for 2 hours)');
      expect(destinationState(stack, SLACK)?.is_active).toBe(false);
      expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(1);
      expect(await stack.stores.pauses.timers(stack.workspace)).toHaveLength(1);
      await other.stop();
    },
    60_000,
  );
});
