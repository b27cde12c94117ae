import { describe, expect, it } from 'vitest';
import {
  dayText,
  entityWords,
  formatAmount,
  relevanceBar,
  statusWords,
} from '../../../src/features/invoices/views/invoice-format.js';
import { en, ro } from '../../translators.js';

describe('invoice formatting', () => {
  it('formats amounts in the reader’s locale, with or without a currency', () => {
    expect(formatAmount(1250, 'EUR', 'en-US')).toBe('€1,250.00');
    expect(formatAmount('892.5', 'EUR', 'de-DE')).toMatch(/^892,50\s€$/);
    expect(formatAmount(1250, 'USD', 'en-GB')).toBe('US$1,250.00');
    expect(formatAmount(1250, null, 'en-US')).toBe('1,250.00');
    expect(formatAmount(1250, 'POINTS', 'en-US')).toBe('1,250.00 POINTS');
    expect(formatAmount(1250, 'EUR', 'xx-not-a-locale!')).toBe('€1,250.00');
    expect(formatAmount(null, 'EUR', 'en-US')).toBeUndefined();
    expect(formatAmount('n/a', 'EUR', 'en-US')).toBeUndefined();
  });

  it('formats days as calendar days, never shifted by a timezone', () => {
    expect(dayText('2026-10-01', en)).toBe('Oct 1, 2026');
    expect(dayText('2026-10-01T23:30:00.000000Z', en)).toBe('Oct 1, 2026');
    expect(dayText('2026-10-01', ro)).toMatch(/^1\soct\.\s2026$/);
    expect(dayText(null, en)).toBe('—');
    expect(dayText('soon', en)).toBe('soon');
  });

  it('puts statuses and search entities in words', () => {
    expect(statusWords('sent_email')).toBe('Sent by email');
    expect(statusWords('payment_partial')).toBe('Partly paid');
    expect(statusWords('some_new_state')).toBe('Some new state');
    expect(statusWords(null)).toBe('Unknown status');
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
