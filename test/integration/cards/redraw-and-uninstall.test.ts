import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  blocksText,
  createCards,
  deliver,
  emit,
  envelope,
  eventMessages,
  invoiceData,
} from './support.js';

describe('event cards: redraws and uninstall', () => {
  let stack: Stack;

  beforeEach(async () => {
    stack = await startStack();
  });

  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  it('a partial invoice.updated ({id, status}) redraws the card with the new status and keeps the rest', async () => {
    await createCards(stack, 'cards invoice.created invoice.updated');
    await emit(stack, 'invoice.created', invoiceData());
    const card = await waitFor(() => eventMessages(stack, stack.channels.finance)[0], {
      message: 'the invoice card',
    });
    const before = blocksText(card);
    for (const shown of ['INV-2026-0001', 'Acme Supplies Ltd', 'Download PDF', 'Open in Enlivy'])
      expect(before).toContain(shown);
    // In the workspace default (English until an admin changes it), whoever made the destination.
    expect(before).toContain('€1,250.00');

    await emit(stack, 'invoice.updated', { id: SEED.invoices.paid, status: 'paid' });
    const redrawn = await waitFor(
      () =>
        stack.slack
          .messages(stack.channels.finance)
          .find((m) => m.ts === card.ts && m.edited && blocksText(m).includes('invoice.updated')),
      { message: 'the card redrawn' },
    );
    const after = blocksText(redrawn);
    expect(after).toContain('Paid');
    // Never less than before: number, customer, total and the buttons stay.
    for (const shown of ['INV-2026-0001', 'Acme Supplies Ltd', 'Download PDF', 'Open in Enlivy'])
      expect(after).toContain(shown);
    expect(after).toContain('€1,250.00');
    expect(after).not.toContain('Pending');
    // The reply in the thread says what changed.
    const reply = stack.slack
      .messages(stack.channels.finance)
      .find((m) => m.thread_ts === card.ts && m.ts !== card.ts);
    expect(blocksText(reply)).toContain('Paid');
  });

  it('uninstalling the app deletes the workspace’s cards records; their deliveries are then unknown', async () => {
    const dest = await createCards(stack, 'cards invoice.created');
    const cardsId = new URL(dest.url).pathname.split('/').at(-1) as string;
    expect(await stack.stores.cards.get(cardsId)).toBeDefined();

    await stack.driver.appUninstalled(stack.teamId);
    await waitFor(async () => (await stack.stores.connections.get(stack.workspace)) === undefined, {
      message: 'the workspace forgotten',
    });
    await waitFor(async () => (await stack.stores.cards.get(cardsId)) === undefined, {
      message: 'the cards record deleted',
    });
    const body = JSON.stringify(envelope('invoice.created', invoiceData()));
    expect(await deliver(dest.url, body, { secret: dest.secret })).toEqual({
      status: 404,
      json: { status: 'unknown_destination' },
    });
    // Nothing of the sealed secret or the record is left in the store.
    expect(stack.rawStoreText()).not.toContain(cardsId);
  });
});
