import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { createCards, deliver, envelope, eventMessages, invoiceData } from './support.js';

describe.skipIf(!process.env.REDIS_URL)(
  'event cards on two instances sharing one Redis store',
  () => {
    let stack: Stack | undefined;

    afterEach(async () => {
      await stack?.stop();
    });

    it('a duplicate delivery arriving at both instances at once posts one card', async () => {
      stack = await startStack({
        storeUrl: process.env.REDIS_URL as string,
        namespace: `cards-${randomUUID()}`,
      });
      const second = await stack.addInstance();
      const dest = await createCards(stack, 'cards invoice.updated');
      const path = new URL(dest.url).pathname;

      for (let round = 0; round < 5; round++) {
        const body = JSON.stringify(
          envelope('invoice.updated', invoiceData({ id: `org_inv_twice_${round}` })),
        );
        const answers = await Promise.all(
          [stack.appUrl, second.url].map((base) =>
            deliver(`${base}${path}`, body, { secret: dest.secret }),
          ),
        );
        // One instance posts; the other is told it is a duplicate, or (503) that it is being
        // posted, so that Enlivy's retry of it comes back and is then told "duplicate". A card
        // waiting for the channel's turn (one per second) past the answer budget is a 503 too.
        const statuses = answers.map((a) => a.json.status);
        expect(statuses.filter((status) => status === 'posted').length).toBeLessThanOrEqual(1);
        for (const status of statuses) {
          expect(['posted', 'duplicate', 'in_progress', 'still_working']).toContain(status);
        }
        await waitFor(() => eventMessages(stack!, stack!.channels.finance).length === round + 1);
        // Delivered again to either instance later: a duplicate (once the poster recorded it), nothing posted.
        for (const base of [stack.appUrl, second.url]) {
          await waitFor(
            async () =>
              (await deliver(`${base}${path}`, body, { secret: dest.secret })).json.status ===
              'duplicate',
            { message: 'a duplicate answer' },
          );
        }
        expect(eventMessages(stack, stack.channels.finance)).toHaveLength(round + 1);
      }
      expect(eventMessages(stack, stack.channels.finance)).toHaveLength(5);
      expect(stack.slack.validationFailures).toEqual([]);
    });

    it('two events about one new invoice, one at each instance at once: one card, one reply in its thread', async () => {
      stack = await startStack({
        storeUrl: process.env.REDIS_URL as string,
        namespace: `cards-${randomUUID()}`,
      });
      const second = await stack.addInstance();
      const dest = await createCards(stack, 'cards invoice.created invoice.updated');
      const path = new URL(dest.url).pathname;
      const channel = stack.channels.finance;

      for (let round = 0; round < 5; round++) {
        const number = `INV-RACE-${round}`;
        const data = invoiceData({ id: `org_inv_race_${round}`, number, formatted_number: number });
        const bodies = [envelope('invoice.created', data), envelope('invoice.updated', data)].map(
          (e) => JSON.stringify(e),
        );
        const answers = await Promise.all(
          [stack.appUrl, second.url].map((base, i) =>
            deliver(`${base}${path}`, bodies[i] as string, { secret: dest.secret }),
          ),
        );
        for (const answer of answers)
          expect(['posted', 'still_working']).toContain(answer.json.status);
        const ofRound = () =>
          eventMessages(stack!, channel).filter((m) =>
            `${m.text} ${JSON.stringify(m.blocks)}`.includes(number),
          );
        await waitFor(() => ofRound().length === 2, { message: `round ${round}: two messages` });
        const [card, ...replies] = ofRound().filter((m) => !m.thread_ts);
        expect(replies, `round ${round}: a second card`).toEqual([]);
        expect(ofRound().filter((m) => m.thread_ts === card?.ts)).toHaveLength(1);
      }
      expect(stack.slack.validationFailures).toEqual([]);
    });
  },
);
