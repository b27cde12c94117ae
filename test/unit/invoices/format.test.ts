import { describe, expect, it } from 'vitest';
import {
  amountText,
  dayText,
  entityWords,
  relevanceBar,
  statusText,
} from '../../../src/features/shared/invoices/views/format.js';
import { en, ro } from '../../translators.js';

describe('invoice formatting', () => {
  it('formats amounts in the reader’s language, with or without a currency', () => {
    expect(amountText(1250, 'EUR', en)).toBe('€1,250.00');
    expect(amountText('892.5', 'EUR', ro)).toMatch(/^892,50\sEUR$/);
    expect(amountText(1250, 'USD', en)).toBe('$1,250.00');
    expect(amountText(1250, null, en)).toBe('1,250.00');
    expect(amountText(1250, 'POINTS', en)).toBe('1,250.00 POINTS');
    expect(amountText(1250, 'RON', ro)).toMatch(/^1\.250,00\sRON$/);
    expect(amountText(null, 'EUR', en)).toBeUndefined();
    expect(amountText('n/a', 'EUR', en)).toBeUndefined();
  });

  it('formats days as calendar days, never shifted by a timezone', () => {
    expect(dayText('2026-10-01', en)).toBe('Oct 1, 2026');
    expect(dayText('2026-10-01T23:30:00.000000Z', en)).toBe('Oct 1, 2026');
    expect(dayText('2026-10-01', ro)).toMatch(/^1\soct\.\s2026$/);
    expect(dayText(null, en)).toBe('—');
    expect(dayText('soon', en)).toBe('soon');
  });

  it('puts statuses and search entities in words', () => {
    expect(statusText('sent_email', en)).toBe('Sent by email');
    expect(statusText('payment_partial', en)).toBe('Partly paid');
    expect(statusText('some_new_state', en)).toBe('Some new state');
    expect(statusText(null, en)).toBe('Unknown status');
    expect(entityWords('organization_invoices')).toBe('Invoice');
    expect(entityWords('organization_bank_transactions')).toBe('Bank transaction');
    expect(entityWords('organization_companies')).toBe('Company');
    expect(entityWords('organization_addresses')).toBe('Address');
  });

  it('draws relevance as five cells, scaled to the best when scores exceed 1', () => {
    expect(relevanceBar(1, 1)).toBe('▰▰▰▰▰');
    expect(relevanceBar(0.5, 1)).toBe('▰▰▰▱▱');
    expect(relevanceBar(0.05, 1)).toBe('▱▱▱▱▱');
    expect(relevanceBar(40, 80)).toBe('▰▰▰▱▱');
  });
});
