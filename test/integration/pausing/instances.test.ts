import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  messageText,
  simRequests,
  waitForChannelMessage,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { autoResumes, movableClock, startTimedStack, sweeps } from './support.js';

const { webhook: WEBHOOK } = SEED.destinations;
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
      await waitForChannelMessage(stack, channel, 'paused *Accounting sync* until');

      // The instance that took the pause stops; two others start on the same store.
      await stack.app.stop();
      const second = await stack.addInstance();
      const third = await stack.addInstance();
      clock.advance(2 * HOUR + 60_000);
      const resumed = await waitFor(() => autoResumes(stack as Stack, channel)[0], {
        timeoutMs: 30_000,
      });
      expect(messageText(resumed)).toContain(`Paused by <@${editor}> for 2h`);
      expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
      // The next sweep, on whichever instance takes it, finds nothing left: one message, one resume.
      await sweeps(stack).next();
      expect(autoResumes(stack, channel)).toHaveLength(1);
      expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(2);
      expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
      await second.stop();
      await third.stop();
    },
    60_000,
  );
});
