import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PACE_MS } from '../../../src/features/cards/drain.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack, TEST_TIMING } from '../support/stack.js';
import { createCards, deliver, envelope, eventMessages, invoiceData } from './support.js';

const shared = [
  { store: 'Redis', url: process.env.REDIS_URL },
  { store: 'PostgreSQL', url: process.env.DATABASE_URL },
].filter((engine): engine is { store: string; url: string } => Boolean(engine.url));

/**
 * A fresh PostgreSQL job queue creates its tables first: deliveries until then are answered 503
 * and retried by Enlivy. Retried here the same way, on each instance, before the rounds count.
 */
async function warmUp(stack: Stack, bases: string[], dest: { url: string; secret: string }) {
  const path = new URL(dest.url).pathname;
  const body = JSON.stringify(envelope('invoice.updated', invoiceData({ id: 'org_inv_warm_up' })));
  for (const base of bases) {
    await waitFor(
      async () =>
        ['queued', 'duplicate'].includes(
          String((await deliver(`${base}${path}`, body, { secret: dest.secret })).json.status),
        ),
      { message: 'the job queue started', timeoutMs: 30_000 },
    );
  }
  await waitFor(() => eventMessages(stack, stack.channels.finance).length === 1);
}

/** Delivers like Enlivy: a 503 (the store slower than the answer budget) is sent again. */
async function deliverUntilAccepted(url: string, body: string, secret: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const answer = await deliver(url, body, { secret });
    if (answer.status !== 503 || attempt >= 20) return String(answer.json.status);
  }
}

describe.skipIf(shared.length === 0).each(shared)(
  'event cards on two instances sharing one $store store',
  ({ url }) => {
    let stack: Stack | undefined;

    afterEach(async () => {
      await stack?.stop();
    });

    it('a duplicate delivery arriving at both instances at once posts one card', async () => {
      stack = await startStack({
        storeUrl: url,
        namespace: `cards-${randomUUID()}`,
        // Slack's pace: a round's card waits for it, so both copies reach the inbox before it is
        // posted and one of them is the duplicate (a shorter pace posts it before the second
        // copy arrives, which then queues it again and posts nothing: "queued" twice).
        timing: { ...TEST_TIMING, cardsPaceMs: PACE_MS },
      });
      const second = await stack.addInstance();
      const dest = await createCards(stack, 'cards invoice.updated');
      const path = new URL(dest.url).pathname;
      await warmUp(stack, [stack.appUrl, second.url], dest);

      for (let round = 1; round <= 5; round++) {
        const body = JSON.stringify(
          envelope('invoice.updated', invoiceData({ id: `org_inv_twice_${round}` })),
        );
        const statuses = await Promise.all(
          [stack.appUrl, second.url].map((base) =>
            deliverUntilAccepted(`${base}${path}`, body, dest.secret),
          ),
        );
        // One instance writes it to the channel's inbox; the other finds it there (or posted).
        // (A store slower than the answer budget makes Enlivy retry; the retry is a duplicate.)
        expect(statuses.filter((status) => status === 'queued').length).toBeLessThanOrEqual(1);
        for (const status of statuses) expect(['queued', 'duplicate']).toContain(status);
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
      expect(eventMessages(stack, stack.channels.finance)).toHaveLength(6);
      expect(stack.slack.validationFailures).toEqual([]);
    });

    it('two events about one new invoice, one at each instance at once: one card, one reply in its thread', async () => {
      stack = await startStack({
        storeUrl: url,
        namespace: `cards-${randomUUID()}`,
      });
      const second = await stack.addInstance();
      const dest = await createCards(stack, 'cards invoice.created invoice.updated');
      const path = new URL(dest.url).pathname;
      await warmUp(stack, [stack.appUrl, second.url], dest);
      const channel = stack.channels.finance;

      for (let round = 0; round < 5; round++) {
        const number = `INV-RACE-${round}`;
        const data = invoiceData({ id: `org_inv_race_${round}`, number, formatted_number: number });
        const bodies = [envelope('invoice.created', data), envelope('invoice.updated', data)].map(
          (e) => JSON.stringify(e),
        );
        const statuses = await Promise.all(
          [stack.appUrl, second.url].map((base, i) =>
            deliverUntilAccepted(`${base}${path}`, bodies[i] as string, dest.secret),
          ),
        );
        for (const status of statuses) expect(['queued', 'duplicate']).toContain(status);
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
