import type { Invoice } from '../../enlivy/index.js';
import type { DueGroups } from '../../store/index.js';
import { dayOf, daysBetween, plusDays } from './calendar.js';

/** To collect: what customers owe (outbound invoices); to pay: suppliers' bills (inbound). */
export type DueGroup = 'collect' | 'pay';

/**
 * Statuses of an invoice issued and not (fully) paid: the list asks Enlivy for each (its list
 * filters one status at a time), and the due date decides, whatever the status says. Paid,
 * settled, cancelled, draft, scheduled and awaiting approval are never listed.
 */
export const OPEN_STATUSES = [
  'overdue',
  'pending',
  'sent_email',
  'sent_physical',
  'payment_partial',
] as const;

export interface DueRow {
  invoice: Invoice;
  group: DueGroup;
  /** The due date, `YYYY-MM-DD`. */
  dueOn: string;
  /** Days since the due date: positive when overdue, 0 on the day, negative before it. */
  daysLate: number;
}

export interface DueDigest {
  /** To collect first, then to pay; each the oldest due date first. */
  rows: DueRow[];
  /** Per group, per currency (as Enlivy names it; '' when none): the sum of the totals. */
  totals: Record<DueGroup, Map<string, number>>;
  counts: Record<DueGroup, number>;
  /** The day the list is for, in the reader's (or the schedule's) zone. */
  today: string;
  horizonDays: number;
  groups: DueGroups;
}

export interface DigestOptions {
  today: string;
  horizonDays: number;
  groups: DueGroups;
}

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** Enlivy's invoices marked inbound are bills to pay; any other direction is to collect. */
export const groupOf = (invoice: Pick<Invoice, 'direction'>): DueGroup =>
  invoice.direction === 'inbound' ? 'pay' : 'collect';

function amountOf(total: Invoice['total']): number {
  const value = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The invoices due among `invoices`: open, not deleted, with a due date that has passed or comes
 * within the horizon, in the groups asked for. An invoice read twice (Enlivy listing it under two
 * statuses while it changed) counts once.
 */
export function dueDigest(invoices: readonly Invoice[], options: DigestOptions): DueDigest {
  const until = plusDays(options.today, options.horizonDays);
  const seen = new Set<string>();
  const rows: DueRow[] = [];
  for (const invoice of invoices) {
    if (seen.has(invoice.id)) continue;
    seen.add(invoice.id);
    const dueOn = dayOf(invoice.due_at);
    if (!isOpen(invoice.status) || invoice.deleted_at || dueOn === undefined || dueOn > until)
      continue;
    const group = groupOf(invoice);
    if (options.groups !== 'both' && options.groups !== group) continue;
    rows.push({ invoice, group, dueOn, daysLate: daysBetween(dueOn, options.today) });
  }
  const order = (row: DueRow) => (row.group === 'collect' ? 0 : 1);
  rows.sort(
    (a, b) =>
      order(a) - order(b) ||
      a.dueOn.localeCompare(b.dueOn) ||
      String(a.invoice.number ?? a.invoice.id).localeCompare(
        String(b.invoice.number ?? b.invoice.id),
      ),
  );
  const totals: DueDigest['totals'] = { collect: new Map(), pay: new Map() };
  const counts: DueDigest['counts'] = { collect: 0, pay: 0 };
  for (const row of rows) {
    const currency = row.invoice.currency ?? '';
    const sums = totals[row.group];
    sums.set(currency, (sums.get(currency) ?? 0) + amountOf(row.invoice.total));
    counts[row.group] += 1;
  }
  return { rows, totals, counts, ...options };
}
