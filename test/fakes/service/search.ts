/**
 * Global search (`GET O/search?q=&limit=`), over invoice numbers and titles, case-insensitive.
 * Every word of `q` must occur. Score: an exact number match is 1; a number containing `q` is
 * 0.8–0.95; otherwise 0.3–0.9, higher when the words cover more of a shorter title and appear
 * earlier. Sorted by score (then newest issue date), four decimals.
 */
import type { OrganizationContext } from './context.js';
import { ok, queryString, type Reply, validationError } from './http.js';
import type { Route } from './router.js';
import type { InvoiceData } from './types.js';

export const MIN_QUERY_LENGTH = 3;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface SearchItem {
  id: string;
  title: string;
  source: string;
  direction: string;
  status: string;
  meta: { issued_at: string | null; paid_at: string | null };
  ranking_score: number;
  entity: 'organization_invoices';
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

export function scoreInvoice(query: string, invoice: InvoiceData): number | undefined {
  const needle = query.toLowerCase();
  const number = (invoice.number ?? '').toLowerCase();
  const title = invoice.title.toLowerCase();
  if (number !== '' && number === needle) return 1;
  if (number !== '' && number.includes(needle))
    return round(0.8 + 0.15 * (needle.length / number.length));
  const words = needle.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0 || !words.every((word) => title.includes(word))) return undefined;
  const covered = words.reduce((sum, word) => sum + word.length, 0);
  const first = Math.min(...words.map((word) => title.indexOf(word)));
  const coverage = Math.min(1, covered / title.length);
  return round(0.3 + 0.5 * coverage + 0.1 * (1 - first / title.length));
}

const dateOnly = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

function search(ctx: OrganizationContext): Reply {
  const q = queryString(ctx.query, 'q')?.trim() ?? '';
  const rawLimit = queryString(ctx.query, 'limit');
  const errors: Record<string, string[]> = {};
  if (q === '') errors.q = ['The q field is required.'];
  else if (q.length < MIN_QUERY_LENGTH) {
    errors.q = [`The q field must be at least ${MIN_QUERY_LENGTH} characters.`];
  }
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined && rawLimit !== '') {
    if (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      errors.limit = [`The limit field must be an integer between 1 and ${MAX_LIMIT}.`];
    } else {
      limit = Number(rawLimit);
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const items: SearchItem[] = [];
  for (const record of ctx.deps.state.organizationInvoices(ctx.organization.data.id)) {
    const score = scoreInvoice(q, record.data);
    if (score === undefined) continue;
    const invoice = record.data;
    items.push({
      id: invoice.id,
      title: invoice.title,
      source: invoice.source,
      direction: invoice.direction,
      status: invoice.status,
      meta: { issued_at: dateOnly(invoice.issued_at), paid_at: dateOnly(invoice.paid_at) },
      ranking_score: score,
      entity: 'organization_invoices',
    });
  }
  items.sort(
    (a, b) =>
      b.ranking_score - a.ranking_score ||
      (b.meta.issued_at ?? '').localeCompare(a.meta.issued_at ?? ''),
  );
  return ok({ data: items.slice(0, limit) });
}

export const searchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/organizations/:organization_id/search',
    access: 'organization',
    handler: search,
  },
];
