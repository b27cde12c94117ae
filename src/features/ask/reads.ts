import { DateTime } from 'luxon';
import type { Delivery, Destination, EnlivyClient, Invoice } from '../../enlivy/index.js';
import type { PauseTimer } from '../../store/index.js';
import { readDue } from '../due/index.js';
import { SEARCH_PAGE_SIZE, searchEnlivy } from '../search/index.js';
import { newestPerDestination, timersOf } from '../shared/destinations/overview.js';
import { resolveDestination } from '../shared/destinations/resolve.js';
import { invoiceReference, resolveInvoice } from '../shared/invoices/resolve.js';
import { counterpartyName } from '../shared/invoices/views/format.js';
import type {
  DeliveriesInput,
  DestinationFact,
  DestinationsInput,
  DueInput,
  InvoiceFact,
  InvoiceInput,
  ReadAnswer,
  ReadContext,
  SearchInput,
} from './read-answers.js';

/** Deliveries one answer lists at most. */
const DELIVERIES_SHOWN = 20;
const DEFAULT_DUE_DAYS = 7;

function connected<T>(
  context: ReadContext,
  work: (api: EnlivyClient, orgId: string) => Promise<T>,
): Promise<T> {
  return context.deps.connections.use(
    context.request.workspace,
    ({ api, orgId }) => work(api, orgId),
    context.connection,
  );
}

function destinationFact(
  destination: Destination,
  newest: Delivery | undefined,
  timer: PauseTimer | undefined,
): DestinationFact {
  return {
    id: destination.id,
    name: destination.name,
    type: destination.type,
    active: destination.is_active,
    ...(timer !== undefined && !destination.is_active ? { pausedUntil: timer.until } : {}),
    ...(newest === undefined
      ? {}
      : { lastDelivery: { status: newest.status, at: newest.created_at } }),
  };
}

/** The destinations (or the one asked about), each with its state and newest delivery. */
export function readDestinations(
  context: ReadContext,
  input: DestinationsInput,
): Promise<ReadAnswer> {
  return connected(context, async (api, orgId) => {
    const [destinations, log, timers] = await Promise.all([
      api.destinations.listAll(orgId),
      api.deliveries.list(orgId, { perPage: 50 }),
      timersOf(context.deps.stores, context.request.workspace),
    ]);
    const newest = newestPerDestination(log.items);
    const chosen =
      input.name === undefined
        ? destinations
        : [resolveDestination({ query: input.name, destinations }, context.t)];
    return {
      kind: 'destinations',
      ...(input.name === undefined ? {} : { asked: input.name }),
      destinations: chosen.map((d) => destinationFact(d, newest.get(d.id), timers.get(d.id))),
    };
  });
}

/** The newest deliveries matching the filters, each with its destination's name. */
export function readDeliveries(context: ReadContext, input: DeliveriesInput): Promise<ReadAnswer> {
  return connected(context, async (api, orgId) => {
    const destinations = await api.destinations.listAll(orgId);
    const only =
      input.destination === undefined
        ? undefined
        : resolveDestination({ query: input.destination, destinations }, context.t);
    const since =
      input.sinceDays === undefined
        ? undefined
        : new Date(context.deps.now().getTime() - input.sinceDays * 86_400_000)
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z');
    const page = await api.deliveries.list(orgId, {
      perPage: DELIVERIES_SHOWN,
      ...(only === undefined ? {} : { destinationId: only.id }),
      ...(input.status === undefined ? {} : { statuses: [input.status] }),
      ...(input.event === undefined ? {} : { events: [input.event] }),
      ...(since === undefined ? {} : { createdFrom: since }),
    });
    const names = new Map(destinations.map((d) => [d.id, d.name ?? d.id]));
    return {
      kind: 'deliveries',
      filters: { ...input, ...(only === undefined ? {} : { destination: only.name ?? only.id }) },
      deliveries: page.items.map((delivery) => ({
        destination:
          names.get(delivery.organization_event_destination_id) ??
          delivery.organization_event_destination_id,
        event: delivery.event,
        status: delivery.status,
        at: delivery.created_at,
        httpStatus: delivery.response_status,
      })),
      more: page.hasMore,
    };
  });
}

/** Invoices overdue and due within the days asked, in the asker's day. */
export async function readDueInvoices(context: ReadContext, input: DueInput): Promise<ReadAnswer> {
  const today =
    DateTime.fromJSDate(context.deps.now(), { zone: context.zone }).toISODate() ??
    context.deps.now().toISOString().slice(0, 10);
  const withinDays = input.withinDays ?? DEFAULT_DUE_DAYS;
  const read = await readDue(context.deps, context.request.workspace, {
    today,
    horizonDays: withinDays,
    groups: input.group ?? 'both',
  });
  if (read.kind === 'failed') throw read.error;
  return {
    kind: 'due',
    today,
    withinDays,
    complete: read.complete,
    rows: read.digest.rows.map((row) => ({
      number: invoiceNumber(row.invoice),
      party: counterpartyName(row.invoice) ?? null,
      total: row.invoice.total,
      currency: row.invoice.currency,
      dueOn: row.dueOn,
      daysLate: row.daysLate,
      group: row.group,
    })),
  };
}

function invoiceNumber(invoice: Invoice): string {
  return String(invoice.formatted_number ?? invoice.number ?? invoice.id);
}

function invoiceFact(invoice: Invoice): InvoiceFact {
  return {
    number: invoiceNumber(invoice),
    status: invoice.status,
    party: counterpartyName(invoice) ?? null,
    total: invoice.total,
    currency: invoice.currency,
    dueOn: invoice.due_at,
  };
}

/** One invoice by number (several when more carry it; none when no invoice does). */
export function readInvoice(context: ReadContext, input: InvoiceInput): Promise<ReadAnswer> {
  const reference = invoiceReference(input.number);
  if (reference === undefined)
    return Promise.resolve({ kind: 'invoice', asked: input.number, invoices: [] });
  return connected(context, async (api, orgId) => {
    const found = await resolveInvoice(api, orgId, reference);
    const invoices =
      found.kind === 'found' ? [found.invoice] : found.kind === 'several' ? found.invoices : [];
    return { kind: 'invoice', asked: input.number, invoices: invoices.map(invoiceFact) };
  });
}

/**
 * Enlivy's global search, as `/enlivy search` runs it: the best results (invoices with their
 * numbers and status), and how many there were.
 */
export function readSearch(context: ReadContext, input: SearchInput): Promise<ReadAnswer> {
  return connected(context, async (api, orgId) => {
    const { items, numbers } = await searchEnlivy(api, orgId, { q: input.text, p: 1 });
    return {
      kind: 'search',
      asked: input.text,
      total: items.length,
      more: items.length > SEARCH_PAGE_SIZE,
      results: items.slice(0, SEARCH_PAGE_SIZE).map((item) => ({
        entity: item.entity,
        title: item.title,
        number: numbers.get(item.id) ?? null,
        status: item.status,
      })),
    };
  });
}

/** The connection as stored: never its token or OAuth pair. */
export async function readConnectionStatus(context: ReadContext): Promise<ReadAnswer> {
  const connection =
    context.connection ??
    (await context.deps.stores.connections.getSealed(context.request.workspace));
  if (connection === undefined) return { kind: 'status', connected: false };
  return {
    kind: 'status',
    connected: true,
    organizationName: connection.organizationName,
    organizationId: connection.organizationId,
    connectedBy: connection.connectedBy,
    connectedAt: connection.connectedAt,
    method: connection.method,
    state: connection.state,
  };
}

/** The failure watch's settings: where it alerts, its threshold, its mutes (by name). */
export async function readWatch(context: ReadContext): Promise<ReadAnswer> {
  const settings = await context.deps.stores.watch.getSettings(context.request.workspace);
  if (settings === undefined) return { kind: 'watch', on: false };
  const mutes = Object.entries(settings.mutes);
  const names =
    mutes.length === 0
      ? new Map<string, string>()
      : await connected(context, async (api, orgId) => {
          const destinations = await api.destinations.listAll(orgId);
          return new Map(destinations.map((d) => [d.id, d.name ?? d.id]));
        });
  return {
    kind: 'watch',
    on: true,
    channelId: settings.channelId,
    threshold: settings.threshold,
    ...(settings.paused === undefined ? {} : { stopped: true }),
    mutes: mutes.map(([id, until]) => ({ destination: names.get(id) ?? id, until })),
  };
}
