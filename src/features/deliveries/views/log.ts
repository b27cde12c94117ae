import type {
  Checkboxes,
  Datepicker,
  InputBlock,
  KnownBlock,
  ModalView,
  MultiStaticSelect,
  Option,
  PlainTextOption,
  StaticSelect,
} from '@slack/types';
import { hintLine } from '../../../core/error-views.js';
import { DELIVERIES } from '../../../core/ids.js';
import type { Page } from '../../../enlivy/envelopes.js';
import { EVENT_GROUPS, isCatalogEvent } from '../../../enlivy/events.js';
import { DELIVERY_STATUSES, type Delivery } from '../../../enlivy/schemas/delivery.js';
import type { UserError } from '../../../platform/app-error.js';
import {
  actions,
  button,
  context,
  divider,
  escapeMrkdwn,
  literalText,
  section,
  slackDate,
  truncate,
} from '../../../slack/blocks.js';
import { isInstant, localDate, localDateTime, safeTimeZone } from '../filters.js';
import type { LogFilters, LogState } from '../log-state.js';
import { encodeState } from '../log-state.js';
import { formatCount, httpLabel, inlineCode, STATUS_INFO, statusMarker } from './format.js';

export interface DestinationChoice {
  id: string;
  name: string;
}

export interface LogViewInput {
  state: LogState;
  destinations: readonly DestinationChoice[];
  /** Undefined when the query was not run (a filter problem). */
  page?: Page<Delivery> | undefined;
  /** A filter combination that cannot match anything, shown under the inputs. */
  filterProblem?: string | undefined;
}

const TITLE = 'Delivery log';
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

function input(
  base: string,
  generation: number,
  label: string,
  element: InputBlock['element'],
  hint?: string,
): InputBlock {
  return {
    type: 'input',
    block_id: blockId(base, generation),
    optional: true,
    dispatch_action: true,
    label: { type: 'plain_text', text: label },
    element,
    ...(hint ? { hint: { type: 'plain_text', text: hint } } : {}),
  };
}

export function destinationLabel(
  destinations: readonly DestinationChoice[],
  destinationId: string,
): string {
  return destinations.find((d) => d.id === destinationId)?.name ?? `deleted or unknown destination`;
}

function destinationSelect(
  filters: LogFilters,
  destinations: readonly DestinationChoice[],
): StaticSelect {
  const all = option('All destinations', ALL_DESTINATIONS);
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
      selected = option(known ? known.name : `Unknown (${wanted})`, wanted);
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

function statusCheckboxes(filters: LogFilters): Checkboxes {
  const options: Option[] = DELIVERY_STATUSES.map((status) => ({
    text: { type: 'plain_text', text: STATUS_INFO[status].word },
    description: { type: 'plain_text', text: STATUS_INFO[status].short },
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

function eventSelect(filters: LogFilters): MultiStaticSelect {
  const groups = EVENT_GROUPS.map((group) => ({
    label: plain(group.label),
    options: group.events.map((event) => option(event, event)),
  }));
  const others = filters.events.filter((event) => !isCatalogEvent(event));
  if (others.length > 0) {
    groups.push({ label: plain('Other'), options: others.map((event) => option(event, event)) });
  }
  const initial = filters.events.map((event) => option(event, event));
  return {
    type: 'multi_static_select',
    action_id: DELIVERIES.filter.event,
    placeholder: plain('Any event'),
    option_groups: groups,
    ...(initial.length > 0 ? { initial_options: initial } : {}),
  };
}

/** A day, or the day of an exact instant as the user's calendar shows it. */
function pickerDate(bound: string | undefined, timeZone: string): string | undefined {
  if (bound === undefined) return undefined;
  return isInstant(bound) ? localDate(new Date(bound), timeZone) : bound;
}

function datepicker(actionId: string, date: string | undefined): Datepicker {
  return {
    type: 'datepicker',
    action_id: actionId,
    placeholder: plain('Any date'),
    ...(date ? { initial_date: date } : {}),
  };
}

/** Under From / To: what the bound means, in the user's own time. */
function dateHint(
  bound: string | undefined,
  end: 'from' | 'to',
  timeZone: string,
): string | undefined {
  if (bound !== undefined && isInstant(bound)) {
    const at = localDateTime(new Date(bound), timeZone);
    return `${end === 'from' ? 'From' : 'Up to'} ${at} exactly (${timeZone}). Pick a day to use whole days.`;
  }
  return end === 'to' ? `Whole days in your timezone (${timeZone}).` : undefined;
}

function filterBlocks(
  state: LogState,
  destinations: readonly DestinationChoice[],
  problem: string | undefined,
): KnownBlock[] {
  const { filters, generation } = state;
  const timeZone = safeTimeZone(state.timeZone);
  const blocks: KnownBlock[] = [
    input(
      DELIVERIES.filter.destination,
      generation,
      'Destination',
      destinationSelect(filters, destinations),
    ),
    input(
      DELIVERIES.filter.status,
      generation,
      'Status',
      statusCheckboxes(filters),
      'None ticked: every status.',
    ),
    input(DELIVERIES.filter.event, generation, 'Events', eventSelect(filters)),
    input(
      DELIVERIES.filter.since,
      generation,
      'From',
      datepicker(DELIVERIES.filter.since, pickerDate(filters.since, timeZone)),
      dateHint(filters.since, 'from', timeZone),
    ),
    input(
      DELIVERIES.filter.until,
      generation,
      'To',
      datepicker(DELIVERIES.filter.until, pickerDate(filters.until, timeZone)),
      dateHint(filters.until, 'to', timeZone),
    ),
  ];
  if (problem) blocks.push(context(`:warning: ${problem}`));
  blocks.push(
    actions([button('Clear filters', DELIVERIES.action.clearFilters)], DELIVERIES.block.tools),
  );
  return blocks;
}

function or(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** A day as itself; an exact instant as a Slack date, shown in the reader's own timezone. */
function boundText(bound: string): string {
  return isInstant(bound) ? slackDate(bound) : bound;
}

/**
 * "No failed deliveries of `invoice.paid` for *AR alerts* since 2026-11-15." Hour forms read
 * "since today at 9:05 PM" (a Slack date token).
 */
export function emptyResultText(
  filters: LogFilters,
  destinations: readonly DestinationChoice[],
): string {
  const parts = ['No'];
  if (filters.statuses.length > 0) parts.push(or(filters.statuses));
  parts.push('deliveries');
  if (filters.events.length > 0) {
    const shown = filters.events.slice(0, 5).map(inlineCode);
    const more = filters.events.length > 5 ? [`${filters.events.length - 5} more events`] : [];
    parts.push(`of ${or([...shown, ...more])}`);
  }
  if (filters.destinationId) {
    parts.push(`for *${escapeMrkdwn(destinationLabel(destinations, filters.destinationId))}*`);
  }
  if (filters.since && filters.until) {
    parts.push(
      filters.since === filters.until && !isInstant(filters.since)
        ? `on ${filters.since}`
        : `between ${boundText(filters.since)} and ${boundText(filters.until)}`,
    );
  } else if (filters.since) parts.push(`since ${boundText(filters.since)}`);
  else if (filters.until) parts.push(`until ${boundText(filters.until)}`);
  return `${parts.join(' ')}.`;
}

function row(delivery: Delivery, destinations: readonly DestinationChoice[]): KnownBlock {
  const destination = destinations.find((d) => d.id === delivery.organization_event_destination_id);
  const where = destination
    ? literalText(destination.name, { strong: true })
    : `_deleted destination_ ${inlineCode(delivery.organization_event_destination_id)}`;
  const retry = delivery.is_retry ? ':repeat: retry' : 'first attempt';
  return section(
    `${statusMarker(delivery.status)}  ·  ${inlineCode(delivery.event)}  →  ${where}\n${httpLabel(delivery.response_status)}  ·  ${slackDate(delivery.created_at)}  ·  ${retry}`,
    button('Inspect', DELIVERIES.action.inspect, { value: delivery.id }),
  );
}

function resultBlocks(
  page: Page<Delivery>,
  state: LogState,
  destinations: readonly DestinationChoice[],
): KnownBlock[] {
  if (page.items.length === 0) {
    if (page.total > 0 && state.page > 1) {
      return [
        section(
          `Nothing on page ${state.page}: the log has ${formatCount(page.total)} matching deliveries.`,
        ),
        actions(
          [button('First page', DELIVERIES.action.previousPage, { value: '1' })],
          DELIVERIES.block.pager,
        ),
      ];
    }
    return [section(emptyResultText(state.filters, destinations))];
  }
  const first = (page.page - 1) * page.perPage + 1;
  const last = first + page.items.length - 1;
  const blocks: KnownBlock[] = [
    context(
      `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.total)}  ·  newest first  ·  times in your timezone`,
    ),
    ...page.items.map((delivery) => row(delivery, destinations)),
  ];
  const pager = [];
  if (page.page > 1) {
    pager.push(
      button('Previous', DELIVERIES.action.previousPage, { value: String(page.page - 1) }),
    );
  }
  if (page.hasMore) {
    pager.push(button('Next', DELIVERIES.action.nextPage, { value: String(page.page + 1) }));
  }
  if (pager.length > 0) {
    blocks.push(actions(pager, DELIVERIES.block.pager));
    blocks.push(context(`Page ${page.page} of ${page.totalPages}`));
  }
  return blocks;
}

function modal(state: LogState, blocks: KnownBlock[], withInputs: boolean): ModalView {
  return {
    type: 'modal',
    callback_id: DELIVERIES.callback.log,
    private_metadata: encodeState(state),
    title: { type: 'plain_text', text: TITLE },
    close: { type: 'plain_text', text: 'Close' },
    ...(withInputs ? { submit: { type: 'plain_text', text: 'Refresh' } } : {}),
    blocks: blocks.slice(0, 100),
  };
}

/** Shown at once (before any Enlivy call), and while a refresh runs. */
export function deliveryLogLoadingView(state: LogState): ModalView {
  return modal(state, [section(':hourglass_flowing_sand: Loading deliveries…')], false);
}

export function deliveryLogView(input: LogViewInput): ModalView {
  const { state, destinations, page, filterProblem } = input;
  const blocks = [...filterBlocks(state, destinations, filterProblem), divider()];
  if (page !== undefined) blocks.push(...resultBlocks(page, state, destinations));
  return modal(state, blocks, true);
}

/** A failure inside the open modal: what happened, what to do, the reference, a way on. */
export function deliveryLogErrorView(
  state: LogState,
  error: UserError,
  next: 'retry' | 'clear',
): ModalView {
  const fields = Object.entries(error.fields ?? {}).map(
    ([field, message]) => `• *${escapeMrkdwn(field)}*: ${escapeMrkdwn(message)}`,
  );
  return modal(
    state,
    [
      section(
        [`:warning: *${escapeMrkdwn(error.title)}*`, escapeMrkdwn(error.message), ...fields].join(
          '\n',
        ),
      ),
      context(hintLine(error)),
      actions(
        [
          next === 'retry'
            ? button('Try again', DELIVERIES.action.retry, { style: 'primary' })
            : button('Show all deliveries', DELIVERIES.action.clearFilters),
        ],
        DELIVERIES.block.tools,
      ),
    ],
    false,
  );
}
