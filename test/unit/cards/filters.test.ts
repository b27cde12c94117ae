import { describe, expect, it } from 'vitest';
import {
  failedFilter,
  filterWord,
  isFilter,
  parseFilter,
  parseFilters,
} from '../../../src/features/shared/cards/filters.js';
import { en } from '../../translators.js';

const invoice = { total: 1250, currency: 'EUR', direction: 'outbound', status: 'overdue' };

describe('card filters', () => {
  it('reads the four kinds and writes them back canonically', () => {
    expect(
      parseFilters([
        'amount>=1000',
        'direction:outgoing',
        'status:Overdue,paid',
        'currency:eur',
      ]).map(filterWord),
    ).toEqual(['amount>=1000', 'direction:outgoing', 'status:overdue,paid', 'currency:EUR']);
    expect(filterWord(parseFilters(['direction:inbound'])[0]!)).toBe('direction:incoming');
  });

  it('refuses what is not a filter, naming the accepted forms', () => {
    for (const word of [
      'amount=>1000',
      'amount>=abc',
      'direction:sideways',
      'currency:EURO',
      'status',
    ]) {
      const parsed = parseFilter(word, en);
      expect(isFilter(parsed)).toBe(false);
    }
    expect(parseFilter('amount=>5', en)).toEqual({
      problem: expect.stringContaining('amount>=1000'),
    });
  });

  it('lets through what matches every filter and names the first that fails', () => {
    expect(failedFilter(parseFilters(['amount>=1000', 'currency:EUR']), invoice)).toBeUndefined();
    expect(failedFilter(parseFilters(['amount>1250']), invoice)).toEqual({
      kind: 'amount',
      op: '>',
      value: 1250,
    });
    expect(
      failedFilter(parseFilters(['amount<=1250', 'amount<2000', 'amount=1250']), invoice),
    ).toBeUndefined();
    expect(failedFilter(parseFilters(['direction:incoming']), invoice)?.kind).toBe('direction');
    expect(failedFilter(parseFilters(['status:paid,pending']), invoice)?.kind).toBe('status');
    expect(failedFilter(parseFilters(['currency:USD']), invoice)?.kind).toBe('currency');
    // Laravel decimals arrive as strings; a bank transaction carries `amount`.
    expect(failedFilter(parseFilters(['amount>=1000']), { total: '999.99' })?.kind).toBe('amount');
    expect(failedFilter(parseFilters(['amount>=1000']), { amount: 1500 })).toBeUndefined();
  });

  it('does not filter an event by a field its data does not have', () => {
    const prospect = { name: 'Ana', email: 'ana@example.com' };
    expect(
      failedFilter(parseFilters(['amount>=1000', 'direction:outgoing', 'currency:EUR']), prospect),
    ).toBeUndefined();
  });
});
