import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  blocksText,
  commandAnswer,
  createCards,
  emit,
  eventMessages,
  invoiceData,
} from './support.js';

/**
 * Event cards are read by their channel: they follow the workspace default (English until an
 * admin sets Romanian), not the language of whoever made the destination (alice reads ro-RO).
 * What `/enlivy cards` answers one person is in that person's language.
 */
describe('event cards: languages', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  const topLevelCards = () =>
    eventMessages(stack, stack.channels.finance).filter((m) => !m.thread_ts);

  it('an admin switches the workspace default and the next event card is in Romanian', async () => {
    const { admin } = stack.users;
    // alice (ro-RO) makes the destination; the receipt in the channel is the workspace default.
    await createCards(stack, 'cards invoice.created');
    const receipt = stack.slack
      .messages(stack.channels.finance)
      .find((m) => m.text.includes('set up event cards'));
    expect(receipt?.text).toContain('for 1 event');

    await emit(stack, 'invoice.created', invoiceData());
    const english = await waitFor(() => topLevelCards()[0], { message: 'the first card' });
    expect(english.text).toBe('Invoice INV-2026-0001: New');
    expect(blocksText(english)).toContain('*Customer*');
    expect(blocksText(english)).toContain('€1,250.00');
    expect(blocksText(english)).toContain('Download PDF');
    expect(blocksText(english)).toContain('{date_short_pretty} at {time}');

    await commandAnswer(stack, admin, 'language workspace ro', 'Romanian');

    await emit(
      stack,
      'invoice.created',
      invoiceData({
        id: SEED.invoices.overdue,
        number: 'INV-2026-0004',
        formatted_number: 'INV-2026-0004',
        status: 'overdue',
      }),
    );
    const romanian = await waitFor(() => topLevelCards()[1], { message: 'the next card' });
    const shown = blocksText(romanian);
    expect(romanian.text).toBe('Factură INV-2026-0004: Creare');
    expect(shown).toContain('*Client*');
    expect(shown).toMatch(/\*Total\*\\n1\.250,00\sEUR/);
    expect(shown).toContain('*Stare*\\nRestantă');
    expect(shown).toContain('*Direcție*\\nIeșire');
    expect(shown).toContain('Descarcă PDF');
    expect(shown).toContain('Deschide în Enlivy');
    expect(shown).toContain('{date_short_pretty}, ora {time}');
    expect(shown).not.toMatch(/Invoice|Customer|Download PDF|Open in Enlivy/);
    // The first card keeps the language it was posted in.
    expect(blocksText(topLevelCards()[0])).toContain('Download PDF');
  });

  it('answers /enlivy cards in each person’s language', async () => {
    const { editor, admin } = stack.users;
    const hers = await commandAnswer(stack, editor, 'cards', 'Spune ce');
    expect(hers.text).toContain('Spune ce evenimente să fie publicate ca fișe.');
    const his = await commandAnswer(stack, admin, 'cards', 'Say which events');
    expect(his.text).toContain('Say which events to post as cards.');
    const filter = await commandAnswer(stack, editor, 'cards invoice.paid currency:EURO', 'monedă');
    expect(filter.text).toContain('O monedă este un cod de trei litere');
  });
});
