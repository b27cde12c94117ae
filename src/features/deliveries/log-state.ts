import { z } from 'zod';
import { safeTimeZone } from '../../core/time-zones.js';
import { DELIVERY_STATUSES, isEventName, type KnownDeliveryStatus } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { deliveriesSay } from './copy/index.js';
import {
  describeBound,
  isDateBound,
  isEmptyRange,
  isInstant,
  MAX_EVENT_FILTERS,
} from './filters.js';

/**
 * What the delivery log modal shows: the filters, the page, and a generation that changes when
 * the filter inputs must be reset (Slack keeps typed input values across views.update unless the
 * block ids change). Lives in the modal's private_metadata, never in process memory.
 */
export interface LogFilters {
  destinationId?: string | undefined;
  statuses: KnownDeliveryStatus[];
  events: string[];
  /** A day (YYYY-MM-DD) in the user's timezone, or an exact instant (`…T…Z`); inclusive. */
  since?: string | undefined;
  /** A day (YYYY-MM-DD) in the user's timezone, or an exact instant (`…T…Z`); inclusive. */
  until?: string | undefined;
}

export interface LogState {
  filters: LogFilters;
  page: number;
  generation: number;
  /**
   * The user's Slack timezone (IANA): days in the filters, typed or picked, are read in it.
   * Undefined (old modals, unknown users) reads as UTC.
   */
  timeZone?: string | undefined;
  /**
   * The instant of the first query of these filters (`…T…Z`): without an explicit until it ends
   * the range, so pages stay stable while deliveries keep arriving. Cleared by a filter change,
   * Clear and Refresh; kept by paging and Try again.
   */
  asOf?: string | undefined;
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

const dateSchema = z.string().refine(isDateBound, 'expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ');

const metadataSchema = z.object({
  v: z.literal(1),
  /** Slack's option value limit: the destination is one of the select's options. */
  d: z.string().min(1).max(150).optional(),
  s: z.array(z.enum(DELIVERY_STATUSES)).max(DELIVERY_STATUSES.length),
  e: z.array(z.string().refine(isEventName)).max(MAX_EVENT_FILTERS),
  f: dateSchema.optional(),
  t: dateSchema.optional(),
  p: z.number().int().min(1).max(100_000),
  g: z.number().int().min(0).max(1_000_000),
  /** An unknown zone reads as UTC rather than losing the whole state. */
  z: z.string().max(100).transform(safeTimeZone).optional(),
  a: z.string().refine(isInstant, 'expected YYYY-MM-DDTHH:MM:SSZ').optional(),
});

/** Keeps what is well-formed, drops the rest: callers are other features, not users. */
export function normalizeFilters(input: LogFilterInput = {}): LogFilters {
  const statuses = DELIVERY_STATUSES.filter((status) => input.statuses?.includes(status));
  const events = [...new Set(input.events ?? [])].filter(isEventName).slice(0, MAX_EVENT_FILTERS);
  const since = input.since !== undefined && isDateBound(input.since) ? input.since : undefined;
  const until = input.until !== undefined && isDateBound(input.until) ? input.until : undefined;
  const id = input.destinationId?.trim() ?? '';
  const destinationId = id !== '' && id.length <= 150 ? id : undefined;
  return { destinationId, statuses, events, since, until };
}

export function initialState(filters: LogFilters, timeZone?: string): LogState {
  return {
    filters,
    page: 1,
    generation: 0,
    ...(timeZone === undefined ? {} : { timeZone: safeTimeZone(timeZone) }),
  };
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
    ...(state.timeZone ? { z: state.timeZone } : {}),
    ...(state.asOf ? { a: state.asOf } : {}),
  });
}

/** Whether two filter sets ask Enlivy the same question. */
export function sameFilters(a: LogFilters, b: LogFilters): boolean {
  return (
    a.destinationId === b.destinationId &&
    a.since === b.since &&
    a.until === b.until &&
    a.statuses.length === b.statuses.length &&
    a.statuses.every((status) => b.statuses.includes(status)) &&
    a.events.length === b.events.length &&
    a.events.every((event) => b.events.includes(event))
  );
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
    ...(m.z === undefined ? {} : { timeZone: m.z }),
    ...(m.a === undefined ? {} : { asOf: m.a }),
  };
}

/** A range whose start is after its end can only be empty: say so instead of querying. */
export function dateRangeProblem(
  filters: LogFilters,
  timeZone: string | undefined,
  t: Translator,
): string | undefined {
  if (isEmptyRange(filters.since, filters.until, timeZone)) {
    const since = describeBound(filters.since ?? '', timeZone);
    const until = describeBound(filters.until ?? '', timeZone);
    return deliveriesSay(t)('range.problem', { since, until });
  }
  return undefined;
}
