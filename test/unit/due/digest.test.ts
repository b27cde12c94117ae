import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/enlivy/index.js';
import { dueDigest } from '../../../src/features/due/digest.js';

const invoice = (id: string, fields: Partial<Invoice>): Invoice => ({
  id,
  number: id.toUpperCase(),
  formatted_number: null,
  status: 'pending',
  title: null,
  currency: 'EUR',
  total: 100,
  issued_at: null,
  due_at: '2026-11-20',
  paid_at: null,
  finalized_at: null,
  direction: 'outbound',
  ...fields,
});

const TODAY = '2026-11-20';

describe('the invoices due', () => {
  it('keeps open invoices overdue or due within the horizon, whatever their status says', () => {
    const digest = dueDigest(
      [
        invoice('late', { due_at: '2026-10-01', status: 'sent_email' }),
        invoice('edge', { due_at: '2026-11-27' }),
        invoice('later', { due_at: '2026-11-28' }),
        invoice('paid', { due_at: '2026-10-01', status: 'paid' }),
        invoice('cancelled', { status: 'cancelled' }),
        invoice('draft', { status: 'draft', due_at: null }),
        invoice('undated', { due_at: null }),
        invoice('trashed', { deleted_at: '2026-11-01T00:00:00Z' }),
        invoice('late', { due_at: '2026-10-01', status: 'overdue' }),
      ],
      { today: TODAY, horizonDays: 7, groups: 'both' },
    );
    expect(digest.rows.map((row) => [row.invoice.id, row.daysLate])).toEqual([
      ['late', 50],
      ['edge', -7],
    ]);
  });

  it('groups to collect, then to pay, each oldest due first, with totals per currency', () => {
    const digest = dueDigest(
      [
        invoice('b1', {
          direction: 'inbound',
          due_at: '2026-11-22',
          total: '10.10',
          currency: 'RON',
        }),
        invoice('o2', { due_at: '2026-11-19', total: 0.2, currency: 'EUR' }),
        invoice('o1', { due_at: '2026-11-01', total: 0.1, currency: 'EUR' }),
        invoice('o3', { due_at: '2026-11-19', total: 5, currency: 'USD', direction: null }),
        invoice('b2', {
          direction: 'inbound',
          due_at: '2026-11-18',
          total: 'n/a',
          currency: 'RON',
        }),
      ],
      { today: TODAY, horizonDays: 7, groups: 'both' },
    );
    expect(digest.rows.map((row) => `${row.group}:${row.invoice.id}`)).toEqual([
      'collect:o1',
      'collect:o2',
      'collect:o3',
      'pay:b2',
      'pay:b1',
    ]);
    expect(digest.counts).toEqual({ collect: 3, pay: 2 });
    expect(Object.fromEntries(digest.totals.collect)).toEqual({ EUR: 0.1 + 0.2, USD: 5 });
    expect(Object.fromEntries(digest.totals.pay)).toEqual({ RON: 10.1 });
  });

  it('keeps one group when asked', () => {
    const invoices = [invoice('o', {}), invoice('b', { direction: 'inbound' })];
    const pay = dueDigest(invoices, { today: TODAY, horizonDays: 7, groups: 'pay' });
    expect(pay.rows.map((row) => row.invoice.id)).toEqual(['b']);
    expect(pay.counts).toEqual({ collect: 0, pay: 1 });
  });
});
