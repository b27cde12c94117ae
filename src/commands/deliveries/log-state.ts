import { z } from 'zod';
import { DELIVERY_STATUSES, isEventName, type KnownDeliveryStatus } from '../../api/index.js';
import { isCalendarDate, MAX_EVENT_FILTERS } from './filters.js';

/**
 * What the delivery log modal shows: the filters, the page, and a generation that changes when
 * the filter inputs must be reset (Slack keeps typed input values across views.update unless the
 * block ids change). Lives in the modal's private_metadata, never in process memory.
 */
export interface LogFilters {
  destinationId?: string | undefined;
  statuses: KnownDeliveryStatus[];
  events: string[];
  /** YYYY-MM-DD, inclusive. */
  since?: string | undefined;
  /** YYYY-MM-DD, inclusive. */
  until?: string | undefined;
}

export interface LogState {
  filters: LogFilters;
  page: number;
  generation: number;
}

/** What other features may pass to open the log (a card's "Deliveries" button, a failed test). */
export interface LogFilterInput {
  destinationId?: string | undefined;
  statuses?: readonly string[] | undefined;
  events?: readonly string[] | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

export const LOG_PAGE_SIZE = 15;

const dateSchema = z.string().refine(isCalendarDate, 'expected YYYY-MM-DD');

const metadataSchema = z.object({
  v: z.literal(1),
  d: z.string().min(1).max(200).optional(),
  s: z.array(z.enum(DELIVERY_STATUSES)).max(DELIVERY_STATUSES.length),
  e: z.array(z.string().refine(isEventName)).max(MAX_EVENT_FILTERS),
  f: dateSchema.optional(),
  t: dateSchema.optional(),
  p: z.number().int().min(1).max(100_000),
  g: z.number().int().min(0).max(1_000_000),
});

/** Keeps what is well-formed, drops the rest: callers are other features, not users. */
export function normalizeFilters(input: LogFilterInput = {}): LogFilters {
  const statuses = DELIVERY_STATUSES.filter((status) => input.statuses?.includes(status));
  const events = [...new Set(input.events ?? [])].filter(isEventName).slice(0, MAX_EVENT_FILTERS);
  const since = input.since !== undefined && isCalendarDate(input.since) ? input.since : undefined;
  const until = input.until !== undefined && isCalendarDate(input.until) ? input.until : undefined;
  const destinationId =
    input.destinationId !== undefined && input.destinationId.trim() !== ''
      ? input.destinationId.trim()
      : undefined;
  return { destinationId, statuses, events, since, until };
}

export function initialState(filters: LogFilters): LogState {
  return { filters, page: 1, generation: 0 };
}

export function encodeState(state: LogState): string {
  const { filters } = state;
  return JSON.stringify({
    v: 1,
    ...(filters.destinationId ? { d: filters.destinationId } : {}),
    s: filters.statuses,
    e: filters.events,
    ...(filters.since ? { f: filters.since } : {}),
    ...(filters.until ? { t: filters.until } : {}),
    p: state.page,
    g: state.generation,
  });
}

/** undefined when the metadata is not ours or unreadable. */
export function decodeState(metadata: string | undefined): LogState | undefined {
  if (metadata === undefined || metadata === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(metadata);
  } catch {
    return undefined;
  }
  const parsed = metadataSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const m = parsed.data;
  return {
    filters: { destinationId: m.d, statuses: m.s, events: m.e, since: m.f, until: m.t },
    page: m.p,
    generation: m.g,
  };
}

/** A range whose start is after its end can only be empty: say so instead of querying. */
export function dateRangeProblem(filters: LogFilters): string | undefined {
  if (filters.since && filters.until && filters.since > filters.until) {
    return `*From* (${filters.since}) is after *To* (${filters.until}); pick a From date on or before the To date.`;
  }
  return undefined;
}
