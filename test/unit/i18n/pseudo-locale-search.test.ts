import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../../../src/enlivy/schemas/search.js';
import {
  noMatchesMessage,
  searchGuidanceMessage,
  searchResultsMessage,
} from '../../../src/features/search/views/search.js';
import { en, itShowsOnlyCatalogText, ro, xx } from '../../translators.js';

/**
 * The search answers in the pseudo-locale `xx` (see pseudo-locale.test.ts): words outside ⟦ ⟧
 * are English that bypassed the catalogs.
 */
const STATUSES = ['paid', 'draft', 'overdue', 'payment_partial', null] as const;
const ITEMS: SearchItem[] = Array.from({ length: 23 }, (_, i) => ({
  id: `inv_${i}`,
  title: i === 3 ? null : `Acme ${i}`,
  source: null,
  direction: 'outbound',
  status: STATUSES[i % STATUSES.length] ?? null,
  meta: {
    issued_at: i % 4 === 0 ? null : '2026-10-01',
    paid_at: i % 2 === 0 ? '2026-10-15T10:00:00.000000Z' : null,
  },
  ranking_score: 1 / (i + 1),
  entity: 'organization_invoices',
}));

/** Other things a search finds: subjects the catalogs name, one they do not, one unnamed. */
const OTHERS: SearchItem[] = (
  ['organization_receipts', 'organization_products', 'organization_companies', ''] as const
).map((entity, i) => ({
  ...(ITEMS[1] as SearchItem),
  id: `rec_${i}`,
  title: `Acme other ${i}`,
  entity,
}));

const input = (page: number, items: SearchItem[] = ITEMS) => ({
  query: 'acme',
  items,
  page,
  role: 'admin' as const,
  limit: 50,
  numbers: new Map([['inv_1', 'INV-2026-0001']]),
});

const VIEWS: Record<string, () => unknown> = {
  'results, first page': () => searchResultsMessage(input(1), xx),
  'results, middle page with a notice': () =>
    searchResultsMessage({ ...input(2), notice: '⟦deleted⟧', role: 'viewer' }, xx),
  'results, last page': () => searchResultsMessage(input(3), xx),
  'results, one match': () => searchResultsMessage(input(1, ITEMS.slice(0, 1)), xx),
  'results, the limit reached': () =>
    searchResultsMessage({ ...input(1), limit: ITEMS.length }, xx),
  'results of other kinds': () => searchResultsMessage(input(1, OTHERS), xx),
  'no matches': () => noMatchesMessage('acme', undefined, xx),
  'no matches, with a notice': () => noMatchesMessage('acme', '⟦deleted⟧', xx),
  'guidance, nothing typed': () => searchGuidanceMessage('', xx),
  'guidance, too short': () => searchGuidanceMessage('ac', xx),
};

/** Data in the fixtures: the query, titles, ids, invoice numbers, a kind Enlivy names. */
const DATA = new Set(['acme', 'Acme', 'inv', 'INV', 'other', 'Company']);

describe('pseudo-locale: search views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('counts matches with Romanian plural forms and quotes the query the Romanian way', () => {
    const count = (n: number) => searchResultsMessage(input(1, ITEMS.slice(0, n)), ro).text;
    expect(count(1)).toBe('1 rezultat pentru „acme” (pagina 1 din 1)');
    expect(count(3)).toBe('3 rezultate pentru „acme” (pagina 1 din 1)');
    expect(count(20)).toBe('20 de rezultate pentru „acme” (pagina 1 din 2)');
    expect(searchResultsMessage(input(1, ITEMS.slice(0, 1)), en).text).toBe(
      '1 match for “acme” (page 1 of 1)',
    );
  });

  it('names receipts and products in the reader’s language, other kinds as Enlivy does', () => {
    const kinds = (t: typeof en) =>
      (searchResultsMessage(input(1, OTHERS), t).blocks ?? [])
        .flatMap((block) => JSON.stringify(block).match(/\*[^*· ]+\* · Acme other \d/g) ?? [])
        .map((row) => row.split(' · ')[0]);
    expect(kinds(ro)).toEqual(['*Chitanță*', '*Produs*', '*Company*', '*Înregistrare*']);
    expect(kinds(en)).toEqual(['*Receipt*', '*Product*', '*Company*', '*Record*']);
  });

  it('shows statuses and days in the reader’s language', () => {
    const row = (t: typeof en) => JSON.stringify(searchResultsMessage(input(1), t).blocks);
    expect(row(ro)).toContain('*Factură* · Acme 1');
    expect(row(ro)).toContain('Nr. INV-2026-0001');
    expect(row(ro)).toMatch(/emisă pe 1\soct\.\s2026/);
    expect(row(ro)).toContain('Plătită');
    expect(row(en)).toContain('issued Oct 1, 2026');
    expect(row(en)).toContain('Paid');
  });
});
