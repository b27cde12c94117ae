import { z } from 'zod';
import { localDate, safeTimeZone } from '../../core/time-zones.js';
import { isInstant } from './filters.js';
import { DELIVERIES } from './ids.js';
import { type LogFilters, type LogState, normalizeFilters } from './log-state.js';
import { ALL_DESTINATIONS } from './views/log-filters.js';

/**
 * The log modal's filter inputs → filters. Slack reports each input under its block_id (which
 * carries a generation suffix) and action_id; the action that fired wins over the reported state,
 * so a change is never lost whatever order Slack fills them in.
 */
const optionSchema = z.looseObject({ value: z.string().max(200) });

const elementStateSchema = z.looseObject({
  type: z.string().optional(),
  selected_option: optionSchema.nullish(),
  selected_options: z.array(optionSchema).max(100).nullish(),
  selected_date: z.string().max(20).nullish(),
});

type ElementState = z.infer<typeof elementStateSchema>;

const valuesSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

function elementStates(values: unknown): Map<string, ElementState> {
  const found = new Map<string, ElementState>();
  const parsed = valuesSchema.safeParse(values);
  if (!parsed.success) return found;
  for (const block of Object.values(parsed.data)) {
    for (const [actionId, raw] of Object.entries(block)) {
      const state = elementStateSchema.safeParse(raw);
      if (state.success) found.set(actionId, state.data);
    }
  }
  return found;
}

function selected(state: ElementState | undefined): string[] {
  return (state?.selected_options ?? []).map((o) => o.value);
}

const firedActionSchema = z.looseObject({ action_id: z.string() });
const firedElementSchema = firedActionSchema.and(elementStateSchema);

/** `values`: view.state.values; `action`: the block_actions element that fired, if any. */
export function filtersFromState(values: unknown, action?: unknown): LogFilters {
  const states = elementStates(values);
  const fired = firedElementSchema.safeParse(action);
  if (fired.success) states.set(fired.data.action_id, fired.data);
  const destination = states.get(DELIVERIES.filter.destination)?.selected_option?.value;
  return normalizeFilters({
    destinationId: destination === ALL_DESTINATIONS ? undefined : destination,
    statuses: selected(states.get(DELIVERIES.filter.status)),
    events: selected(states.get(DELIVERIES.filter.event)),
    since: states.get(DELIVERIES.filter.since)?.selected_date ?? undefined,
    until: states.get(DELIVERIES.filter.until)?.selected_date ?? undefined,
  });
}

const FILTER_ACTION_IDS: readonly string[] = Object.values(DELIVERIES.filter);

/**
 * The filters the user sees on screen, for a click anywhere in the log modal (a filter, a page
 * button, Refresh): undefined when the view has no filter inputs (loading, error). A datepicker
 * shows only the day of an exact instant (`since:1h`), so while that day is still the one
 * picked the stored instant is kept, read in the zone kept in the state.
 */
export function onScreenFilters(
  stored: LogState,
  values: unknown,
  action?: unknown,
): LogFilters | undefined {
  const states = elementStates(values);
  const fired = firedActionSchema.safeParse(action);
  const hasInputs =
    FILTER_ACTION_IDS.some((id) => states.has(id)) ||
    (fired.success && FILTER_ACTION_IDS.includes(fired.data.action_id));
  if (!hasInputs) return undefined;
  const shown = filtersFromState(values, action);
  const timeZone = safeTimeZone(stored.timeZone);
  const firedId = fired.success ? fired.data.action_id : undefined;
  // A day picked just now means that whole day, even the one the instant falls on.
  const keep = (actionId: string, picked: string | undefined, kept: string | undefined) =>
    firedId !== actionId &&
    picked !== undefined &&
    kept !== undefined &&
    isInstant(kept) &&
    localDate(new Date(kept), timeZone) === picked
      ? kept
      : picked;
  return {
    ...shown,
    since: keep(DELIVERIES.filter.since, shown.since, stored.filters.since),
    until: keep(DELIVERIES.filter.until, shown.until, stored.filters.until),
  };
}
