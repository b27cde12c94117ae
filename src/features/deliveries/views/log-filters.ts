import type {
  Checkboxes,
  Datepicker,
  InputBlock,
  KnownBlock,
  MultiStaticSelect,
  Option,
  PlainTextOption,
  StaticSelect,
} from '@slack/types';
import { subjectName } from '../../../core/copy/index.js';
import { localDate, safeTimeZone } from '../../../core/time-zones.js';
import { EVENT_GROUPS, isCatalogEvent } from '../../../enlivy/events.js';
import { DELIVERY_STATUSES } from '../../../enlivy/schemas/delivery.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, context, truncate } from '../../../slack/blocks.js';
import { statusShort, statusWord } from '../../shared/deliveries/views/status.js';
import { deliveriesSay } from '../copy/index.js';
import { isInstant } from '../filters.js';
import { DELIVERIES } from '../ids.js';
import type { LogFilters, LogState } from '../log-state.js';

/** The filter inputs at the top of the delivery log modal. */
export interface DestinationChoice {
  id: string;
  name: string;
}

/** The destination option meaning "no destination filter". */
export const ALL_DESTINATIONS = 'all';
/** Slack allows 100 options per select; one is "All destinations", one a possibly unlisted pick. */
const MAX_DESTINATION_OPTIONS = 98;

function plain(text: string): PlainTextOption['text'] {
  return { type: 'plain_text', text: truncate(text, 75), emoji: true };
}

function option(text: string, value: string): PlainTextOption {
  return { text: plain(text), value };
}

function blockId(base: string, generation: number): string {
  return `${base}.${generation}`;
}

/** The filter inputs of one generation of the modal (their block_ids carry it). */
const inputsOf =
  (generation: number) =>
  (base: string, label: string, element: InputBlock['element'], hint?: string): InputBlock => ({
    type: 'input',
    block_id: blockId(base, generation),
    optional: true,
    dispatch_action: true,
    label: { type: 'plain_text', text: label },
    element,
    ...(hint ? { hint: { type: 'plain_text', text: hint } } : {}),
  });

export function destinationLabel(
  destinations: readonly DestinationChoice[],
  destinationId: string,
  t: Translator,
): string {
  return (
    destinations.find((d) => d.id === destinationId)?.name ??
    deliveriesSay(t)('log.unknownDestination')
  );
}

function destinationSelect(
  filters: LogFilters,
  destinations: readonly DestinationChoice[],
  t: Translator,
): StaticSelect {
  const say = deliveriesSay(t);
  const all = option(say('log.allDestinations'), ALL_DESTINATIONS);
  const listed = destinations
    .filter((d) => d.id.length <= 150)
    .slice(0, MAX_DESTINATION_OPTIONS)
    .map((d) => option(d.name, d.id));
  const wanted = filters.destinationId;
  let selected = all;
  if (wanted !== undefined) {
    const found = listed.find((o) => o.value === wanted);
    if (found) selected = found;
    else {
      const known = destinations.find((d) => d.id === wanted);
      selected = option(known ? known.name : say('log.unknownOption', { id: wanted }), wanted);
      listed.push(selected);
    }
  }
  return {
    type: 'static_select',
    action_id: DELIVERIES.filter.destination,
    options: [all, ...listed],
    initial_option: selected,
  };
}

function statusCheckboxes(filters: LogFilters, t: Translator): Checkboxes {
  const options: Option[] = DELIVERY_STATUSES.map((status) => ({
    text: { type: 'plain_text', text: statusWord(status, t) },
    description: { type: 'plain_text', text: truncate(statusShort(status, t), 75) },
    value: status,
  }));
  const initial = options.filter((o) => filters.statuses.some((s) => s === o.value));
  return {
    type: 'checkboxes',
    action_id: DELIVERIES.filter.status,
    options,
    ...(initial.length > 0 ? { initial_options: initial } : {}),
  };
}

function eventSelect(filters: LogFilters, t: Translator): MultiStaticSelect {
  const say = deliveriesSay(t);
  const groups = EVENT_GROUPS.map((group) => ({
    label: plain(subjectName(group.subject, t) ?? group.subject),
    options: group.events.map((event) => option(event, event)),
  }));
  const others = filters.events.filter((event) => !isCatalogEvent(event));
  if (others.length > 0) {
    groups.push({
      label: plain(say('log.otherEvents')),
      options: others.map((event) => option(event, event)),
    });
  }
  const initial = filters.events.map((event) => option(event, event));
  return {
    type: 'multi_static_select',
    action_id: DELIVERIES.filter.event,
    placeholder: plain(say('log.anyEvent')),
    option_groups: groups,
    ...(initial.length > 0 ? { initial_options: initial } : {}),
  };
}

/** A day, or the day of an exact instant as the user's calendar shows it. */
function pickerDate(bound: string | undefined, timeZone: string): string | undefined {
  if (bound === undefined) return undefined;
  return isInstant(bound) ? localDate(new Date(bound), timeZone) : bound;
}

function datepicker(actionId: string, date: string | undefined, t: Translator): Datepicker {
  return {
    type: 'datepicker',
    action_id: actionId,
    placeholder: plain(deliveriesSay(t)('log.anyDate')),
    ...(date ? { initial_date: date } : {}),
  };
}

/** Under From / To: what the bound means, in the user's own time and language. */
function dateHint(
  bound: string | undefined,
  end: 'from' | 'to',
  timeZone: string,
  t: Translator,
): string | undefined {
  const say = deliveriesSay(t);
  if (bound !== undefined && isInstant(bound)) {
    const at = t.date(new Date(bound), { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return say(end === 'from' ? 'log.hint.fromInstant' : 'log.hint.toInstant', {
      at,
      zone: timeZone,
    });
  }
  return end === 'to' ? say('log.hint.wholeDays', { zone: timeZone }) : undefined;
}

export function filterBlocks(
  state: LogState,
  destinations: readonly DestinationChoice[],
  problem: string | undefined,
  t: Translator,
): KnownBlock[] {
  const say = deliveriesSay(t);
  const { filters, generation } = state;
  const timeZone = safeTimeZone(state.timeZone);
  const { since, until } = filters;
  const input = inputsOf(generation);
  const blocks: KnownBlock[] = [
    input(
      DELIVERIES.filter.destination,
      say('log.label.destination'),
      destinationSelect(filters, destinations, t),
    ),
    input(
      DELIVERIES.filter.status,
      say('log.label.status'),
      statusCheckboxes(filters, t),
      say('log.hint.status'),
    ),
    input(DELIVERIES.filter.event, say('log.label.events'), eventSelect(filters, t)),
    input(
      DELIVERIES.filter.since,
      say('log.label.from'),
      datepicker(DELIVERIES.filter.since, pickerDate(since, timeZone), t),
      dateHint(since, 'from', timeZone, t),
    ),
    input(
      DELIVERIES.filter.until,
      say('log.label.to'),
      datepicker(DELIVERIES.filter.until, pickerDate(until, timeZone), t),
      dateHint(until, 'to', timeZone, t),
    ),
  ];
  if (problem) blocks.push(context(`:warning: ${problem}`));
  blocks.push(
    actions(
      [button(say('log.clearFilters'), DELIVERIES.action.clearFilters)],
      DELIVERIES.block.tools,
    ),
  );
  return blocks;
}
