import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../../src/enlivy/events.js';
import { eventCard, threadReply } from '../../../src/features/cards/views/event-card.js';
import {
  formatIssue,
  MESSAGE_BLOCKS_MAX,
  totalBlockText,
  validateMessageBlocks,
} from '../../fakes/slack/index.js';
import { en, ro } from '../../translators.js';
import { envelope } from './fixtures.js';

const invoice = {
  id: 'org_inv_1',
  number: 'INV-1',
  status: 'overdue',
  total: '1250.5',
  currency: 'EUR',
  due_at: '2026-07-01',
  direction: 'inbound',
  receiver_name: 'Acme *Bold* <Ltd>',
  finalized_at: '2026-06-01T00:00:00Z',
};

function text(message: { text: string; blocks?: unknown[] }): string {
  return `${message.text}\n${JSON.stringify(message.blocks)}`;
}

describe('event cards', () => {
  it('Enlivy\'s destination test event has a proper title, not "Destination : Test"', () => {
    const card = eventCard(
      envelope('destination.test', {
        object: 'event_destination_test',
        destination_id: 'org_evt_dst_1',
        destination_name: 'Billing hook',
        message: 'This is a test event sent from Enlivy.',
      }),
      {},
      en,
    );
    expect(card.text).toBe('Destination Billing hook: Test event');
    const heading = (card.blocks?.[0] as { text?: { text?: string } } | undefined)?.text?.text;
    expect(heading).toBe(':satellite_antenna: *Destination Billing hook*  ·  Test event');
    expect(text(card)).toContain('This is a test event sent from Enlivy.');
    expect(text(card)).not.toContain(' : ');
    // Without a name there is no stray space before the colon.
    expect(eventCard(envelope('destination.test', {}), {}, en).text).toBe(
      'Destination: Test event',
    );
    expect(validateMessageBlocks(card)).toEqual([]);
  });

  it('an invoice card: number, customer, total, due day, status, direction and its buttons', () => {
    const card = eventCard(
      envelope('invoice.created', invoice),
      { openUrl: 'https://app.enlivy.com/x' },
      en,
    );
    const shown = text(card);
    expect(shown).toContain('Invoice INV-1');
    expect(shown).toContain('`Acme *Bold* &lt;Ltd&gt;`');
    expect(shown).toContain('€1,250.50');
    // A day is a token at noon UTC, so it reads as the same day in every time zone.
    expect(shown).toContain(`<!date^${Date.UTC(2026, 6, 1, 12) / 1000}^{date_short}|2026-07-01>`);
    expect(shown).toContain('Overdue');
    expect(shown).toContain('Incoming');
    expect(shown).toContain('Download PDF');
    expect(shown).toContain('Open in Enlivy');
  });

  it('no Download PDF for a draft or a deleted invoice', () => {
    expect(
      text(
        eventCard(
          envelope('invoice.created', { ...invoice, status: 'draft', finalized_at: null }),
          {},
          en,
        ),
      ),
    ).not.toContain('Download PDF');
    expect(text(eventCard(envelope('invoice.deleted', invoice), {}, en))).not.toContain(
      'Download PDF',
    );
  });

  it('every event of the catalog gets a valid card and reply, even with huge values', () => {
    const long = 'x'.repeat(5_000);
    const data = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`field_${i}`, `${long}${i}`]),
    );
    for (const type of EVENT_NAMES) {
      for (const message of [
        eventCard(envelope(type, { ...invoice, ...data, name: long, title: long }), {}, ro),
        threadReply(envelope(type, { ...invoice, ...data }), en),
      ]) {
        expect(validateMessageBlocks(message).map(formatIssue), type).toEqual([]);
        expect(message.blocks?.length ?? 0).toBeLessThanOrEqual(MESSAGE_BLOCKS_MAX);
        expect(totalBlockText(message.blocks ?? [])).toBeLessThanOrEqual(11_000);
        // Cards are updated in place: chat.update refuses text over 4,000 characters.
        expect(message.text.length).toBeLessThanOrEqual(4_000);
      }
    }
  });

  it('a subject without its own card shows its first plain fields', () => {
    const card = eventCard(
      envelope('payslip.created', { id: 'org_ps_1', employee: 'Ana', net: 3100, nested: { a: 1 } }),
      {},
      en,
    );
    const shown = text(card);
    expect(shown).toContain('Payslip');
    expect(shown).toContain('Employee');
    expect(shown).toContain('3100');
    expect(shown).not.toContain('nested');
  });

  it('a card in Romanian: subject, action, labels, status, amount and the date format', () => {
    const card = eventCard(
      envelope('invoice.paid', { ...invoice, status: 'paid', paid_at: '2026-07-02' }),
      { openUrl: 'https://app.enlivy.com/x' },
      ro,
    );
    const shown = text(card);
    expect(card.text).toBe('Factură INV-1: Plată');
    expect(shown).toContain('*Client*');
    expect(shown).toMatch(/1\.250,50\sEUR/);
    expect(shown).toContain('*Stare*\\nPlătită');
    expect(shown).toContain('*Direcție*\\nIntrare');
    expect(shown).toContain('{date_short_pretty}, ora {time}');
    expect(shown).toContain('Descarcă PDF');
    expect(shown).toContain('Deschide în Enlivy');
    expect(shown).not.toMatch(/Invoice|Customer|Download|Open in|Incoming/);
    const reply = text(threadReply(envelope('invoice.paid', invoice), ro));
    expect(reply).toContain('*Plată*');
    expect(reply).toContain('Scadentă: <!date^');
    expect(text(eventCard(envelope('payslip.created', { ok: true }), {}, ro))).toContain(
      'Fluturaș de salariu',
    );
  });
});
