import { afterEach, describe, expect, it } from 'vitest';
import { PACE_MS } from '../../../src/features/cards/drain.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, TEST_TIMING } from '../support/stack.js';
import { alerts, type PollLog, startWatchStack, turnOnWatch } from '../watch/support.js';
import {
  blocksText,
  createCards,
  deliver,
  deliveriesTo,
  envelope,
  eventMessages,
  invoiceData,
} from './support.js';

const numbered = (i: number) =>
  invoiceData({ id: `org_inv_burst_${i}`, number: `INV-B-${i}`, formatted_number: `INV-B-${i}` });

/** Which of the burst's invoices each top-level card shows, in the channel's order. */
function cardNumbers(stack: Stack): string[] {
  return eventMessages(stack, stack.channels.finance)
    .filter((m) => !m.thread_ts)
    .map((m) => blocksText(m).match(/INV-B-\d+/)?.[0] ?? '?');
}

describe('event cards: a burst is accepted at once and posted at Slack’s pace', () => {
  let stack: Stack;
  let polls: PollLog;

  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  it('6 invoice.created events in a burst: 6 successful deliveries, 6 cards, no watch alert', async () => {
    ({ stack, polls } = await startWatchStack());
    const dest = await createCards(stack, 'cards invoice.created');
    await turnOnWatch(stack);
    for (let i = 1; i <= 6; i++) {
      const res = await fetch(`${stack.sim.url}/__control/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          organization_id: SEED.organizations.demo,
          event: 'invoice.created',
          data: numbered(i),
        }),
      });
      expect(res.status).toBe(201);
    }
    await stack.sim.settle();
    // Enlivy records every delivery as a success: the app accepted each into its inbox.
    expect(deliveriesTo(stack, dest.id).map((d) => [d.status, d.response_status])).toEqual(
      Array.from({ length: 6 }, () => ['success', 200]),
    );
    await waitFor(() => cardNumbers(stack).length === 6, {
      message: 'six cards',
      timeoutMs: 20_000,
    });
    expect([...cardNumbers(stack)].sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `INV-B-${i}`));
    // The watch read the log after the burst and found nothing failing at the cards destination
    // (a seeded webhook of the demo organization to an unreachable host does fail).
    await polls.next(2);
    const aboutCards = alerts(stack, stack.channels.general).filter(
      (m) => blocksText(m).includes(dest.id) || m.text.includes('Cards in'),
    );
    expect(aboutCards).toEqual([]);
  });

  it('posts a burst in the order it was accepted, one message a second, each once', async () => {
    // Slack's own pace, which the other tests shorten.
    ({ stack, polls } = await startWatchStack({
      timing: { ...TEST_TIMING, cardsPaceMs: PACE_MS },
    }));
    const dest = await createCards(stack, 'cards invoice.created');
    const bodies = [1, 2, 3, 4, 5].map((i) =>
      JSON.stringify(envelope('invoice.created', numbered(i))),
    );
    for (const body of bodies) {
      const answer = await deliver(dest.url, body, { secret: dest.secret });
      expect(answer).toEqual({ status: 200, json: { status: 'queued' } });
    }
    // Answered at once, not at the channel's pace: all five before the last card.
    expect(cardNumbers(stack).length).toBeLessThan(5);
    // Enlivy's retry of one of them while it waits is a duplicate, and posts nothing more.
    expect(await deliver(dest.url, bodies[4] as string, { secret: dest.secret })).toEqual({
      status: 200,
      json: { status: 'duplicate' },
    });
    await waitFor(() => cardNumbers(stack).length === 5, {
      message: 'five cards',
      timeoutMs: 15_000,
    });
    expect(cardNumbers(stack)).toEqual([1, 2, 3, 4, 5].map((i) => `INV-B-${i}`));
    const times = eventMessages(stack, stack.channels.finance).map((m) => Number(m.ts) * 1000);
    for (let i = 1; i < times.length; i++) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(900);
    }
    expect(await deliver(dest.url, bodies[0] as string, { secret: dest.secret })).toEqual({
      status: 200,
      json: { status: 'duplicate' },
    });
    expect(cardNumbers(stack)).toHaveLength(5);
  });

  it('a card Slack refuses is logged with Slack’s error and does not hold up the channel', async () => {
    ({ stack, polls } = await startWatchStack());
    const dest = await createCards(stack, 'cards invoice.created');
    stack.slack.fail('chat.postMessage', { error: 'not_in_channel' });
    for (const i of [1, 2]) {
      const body = JSON.stringify(envelope('invoice.created', numbered(i)));
      expect((await deliver(dest.url, body, { secret: dest.secret })).json.status).toBe('queued');
    }
    await waitFor(() => cardNumbers(stack).length === 1, { message: 'the second card' });
    expect(cardNumbers(stack)).toEqual(['INV-B-2']);
    expect(stack.logText()).toContain('"slackError":"not_in_channel"');
    expect(stack.logText()).toContain('Slack refused the card');
  });
});
