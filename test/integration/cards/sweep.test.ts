/**
 * Issue 38, nothing waits forever: an event accepted into a channel's inbox while the store fails
 * the posting job for longer than the jobs' retries (the job is given up) is posted once the store
 * answers again, by the sweep over channels with cards waiting, without another event.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { unavailable } from '../../../src/store/records.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack, TEST_TIMING } from '../support/stack.js';
import {
  blocksText,
  createCards,
  deliver,
  envelope,
  eventMessages,
  invoiceData,
} from './support.js';

describe('event cards: the sweep over channels with cards waiting', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
  });

  it('posts a card whose posting job was given up during a store outage, once the store is back', async () => {
    let storeDown = false;
    stack = await startStack({
      env: { CARDS_SWEEP_INTERVAL: '1' },
      // Retries 10 ms apart: the jobs' whole retry horizon passes in well under a second.
      timing: {
        ...TEST_TIMING,
        jobs: { ...TEST_TIMING.jobs, retryDelayMs: 10, retryDelayMaxMs: 20 },
      },
      // The store fails what posting needs (the channel's drain lock) while it is "down".
      wrapStores: (stores) => ({
        ...stores,
        locks: {
          ...stores.locks,
          acquire: (name, ttlMs) =>
            storeDown && name.startsWith('cards-drain:')
              ? Promise.reject(unavailable(new Error('connect ECONNREFUSED')))
              : stores.locks.acquire(name, ttlMs),
        },
      }),
    });
    const live = stack;
    const dest = await createCards(live, 'cards invoice.created');
    storeDown = true;
    const accepted = await deliver(
      dest.url,
      JSON.stringify(
        envelope(
          'invoice.created',
          invoiceData({ number: 'INV-SWEPT', formatted_number: 'INV-SWEPT' }),
        ),
      ),
      { secret: dest.secret },
    );
    expect(accepted.status).toBe(200);
    await waitFor(() => live.logText().includes('a job failed every retry and is dropped'), {
      timeoutMs: 15_000,
      message: 'the drain job given up',
    });
    expect(eventMessages(live, live.channels.finance)).toEqual([]);

    storeDown = false;
    const card = await waitFor(() => eventMessages(live, live.channels.finance)[0], {
      timeoutMs: 15_000,
      message: 'the card, posted by the sweep',
    });
    expect(blocksText(card)).toContain('INV-SWEPT');
    // Posted, then taken out of the inbox: nothing is left marked for the sweep.
    await waitFor(async () => (await live.stores.cardsWaiting.workspaces()).length === 0, {
      message: 'no workspace left with cards waiting',
    });
  });
});
