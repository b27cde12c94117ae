/**
 * Demo invoices for `/enlivy due`: org_demo's open invoices to collect and bills to pay, due
 * relative to the clock at start (overdue ones, some due this week, some later), in EUR, RON,
 * USD and GBP; more than one page (10) to collect; and invoices a list of what is due must never
 * show (paid, cancelled). Numbers `DT-2026-01xx` and `BILL-88xx` stay clear of the fixed
 * `INV-2026-000x` the other tests count.
 */
import { isoTimestamp } from './ids.js';
import type { SimulatorState } from './state.js';

const DAY = 24 * 3_600_000;

interface DueSeed {
  id: string;
  number: string;
  counterparty: string;
  direction: 'outbound' | 'inbound';
  status: string;
  total: number;
  currency: string;
  /** Days from the start day (UTC) to the due date: negative when overdue at start. */
  dueIn: number;
}

/** The `n`th demo invoice to collect (`DT-2026-01nn`) or bill to pay (`BILL-88nn`). */
function dueSeed(
  direction: DueSeed['direction'],
  n: number,
  fields: Pick<DueSeed, 'counterparty' | 'status' | 'total' | 'currency' | 'dueIn'>,
): DueSeed {
  const nn = String(n).padStart(2, '0');
  const outbound = direction === 'outbound';
  return {
    id: outbound ? `org_inv_demo_01${nn}` : `org_inv_demo_88${nn}`,
    number: outbound ? `DT-2026-01${nn}` : `BILL-88${nn}`,
    direction,
    ...fields,
  };
}

type Row = [
  n: number,
  counterparty: string,
  status: string,
  total: number,
  currency: string,
  dueIn: number,
];
const rows =
  (direction: DueSeed['direction']) =>
  (...[n, counterparty, status, total, currency, dueIn]: Row) =>
    dueSeed(direction, n, { counterparty, status, total, currency, dueIn });
const outbound = rows('outbound');
const inbound = rows('inbound');

export const DUE_SEED: readonly DueSeed[] = [
  outbound(1, 'Northwind Traders', 'overdue', 1250, 'EUR', -21),
  outbound(2, 'Contoso SRL', 'pending', 4800, 'RON', -9),
  outbound(3, 'Fabrikam Inc.', 'sent_email', 2150, 'USD', -3),
  outbound(4, 'Tailspin Toys', 'payment_partial', 640, 'EUR', -1),
  outbound(5, 'Litware GmbH', 'sent_physical', 990, 'EUR', 0),
  outbound(6, 'Adventure Works', 'sent_email', 12000, 'RON', 1),
  outbound(7, 'Coho Winery', 'pending', 380, 'GBP', 2),
  outbound(8, 'Lucerne Publishing', 'sent_email', 1720, 'EUR', 4),
  outbound(9, 'Proseware SA', 'pending', 3300, 'RON', 6),
  outbound(10, 'Woodgrove Bank', 'sent_email', 7500, 'EUR', 7),
  outbound(11, 'Blue Yonder Airlines', 'pending', 2600, 'USD', 12),
  outbound(12, 'Alpine Ski House', 'pending', 450, 'EUR', 40),
  outbound(13, 'Trey Research', 'cancelled', 900, 'EUR', -15),
  outbound(14, 'Wide World Importers', 'paid', 2000, 'EUR', -5),
  outbound(15, 'Margie’s Travel', 'overdue', 310, 'EUR', -30),
  inbound(1, 'City Power & Light', 'overdue', 820, 'RON', -6),
  inbound(2, 'Graphic Design Institute', 'pending', 1100, 'EUR', 2),
  inbound(3, 'Datum Corporation', 'pending', 5400, 'RON', 3),
  inbound(4, 'Humongous Insurance', 'pending', 1980, 'EUR', 20),
  inbound(5, 'Fourth Coffee', 'paid', 95, 'EUR', -2),
];

/** The seed's due date of `invoice` for a simulator started at `now`. */
function dueDateOf(invoice: Pick<DueSeed, 'dueIn'>, now: number): string {
  return new Date(now + invoice.dueIn * DAY).toISOString().slice(0, 10);
}

export function seedDueInvoices(state: SimulatorState, organizationId: string, now: number): void {
  for (const seed of DUE_SEED) {
    const dueAt = dueDateOf(seed, now);
    const issuedMs = Date.parse(`${dueAt}T09:00:00Z`) - 30 * DAY;
    const issued = isoTimestamp(issuedMs);
    const paid = seed.status === 'paid';
    const tax = Math.round(seed.total * (1 / 6) * 100) / 100;
    state.addInvoice({
      id: seed.id,
      number: seed.number,
      formatted_number: seed.number,
      title: `${seed.number} · ${seed.counterparty}`,
      counterparty: seed.counterparty,
      organization_id: organizationId,
      status: seed.status,
      direction: seed.direction,
      source: seed.direction === 'inbound' ? 'import' : 'manual',
      currency: seed.currency,
      sub_total: Math.round((seed.total - tax) * 100) / 100,
      tax_total: tax,
      total: seed.total,
      issued_at: issued.slice(0, 10),
      due_at: dueAt,
      paid_at: paid ? dueAt : null,
      finalized_at: issued,
      created_at: issued,
      updated_at: paid ? isoTimestamp(Date.parse(`${dueAt}T10:00:00Z`)) : issued,
    });
  }
}
