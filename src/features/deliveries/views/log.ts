import type { KnownBlock, ModalView } from '@slack/types';
import { slackMoment } from '../../../core/copy/index.js';
import { hintLine } from '../../../core/error-views.js';
import type { Page } from '../../../enlivy/envelopes.js';
import type { Delivery } from '../../../enlivy/schemas/delivery.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  divider,
  escapeMrkdwn,
  literalText,
  section,
} from '../../../slack/blocks.js';
import { httpLabel, statusInline, statusMarker } from '../../shared/deliveries/views/status.js';
import { deliveriesSay } from '../copy/index.js';
import { isInstant } from '../filters.js';
import { DELIVERIES } from '../ids.js';
import type { LogFilters, LogState } from '../log-state.js';
import { encodeState } from '../log-state.js';
import { inlineCode, orList } from './format.js';
import { type DestinationChoice, destinationLabel, filterBlocks } from './log-filters.js';
import { slackRefusalOf, slackRefusalRow } from './slack-refusal.js';

export type { DestinationChoice } from './log-filters.js';

export interface LogViewInput {
  state: LogState;
  destinations: readonly DestinationChoice[];
  /** Undefined when the query was not run (a filter problem). */
  page?: Page<Delivery> | undefined;
  /** A filter combination that cannot match anything, shown under the inputs. */
  filterProblem?: string | undefined;
}

/** A day as itself; an exact instant as a Slack date, shown in the reader's own timezone. */
function boundText(bound: string, t: Translator): string {
  return isInstant(bound) ? slackMoment(bound, t) : bound;
}

function rangeText(filters: LogFilters, t: Translator): string | undefined {
  const say = deliveriesSay(t);
  const { since, until } = filters;
  if (since && until) {
    return since === until && !isInstant(since)
      ? say('log.empty.on', { day: since })
      : say('log.empty.between', { since: boundText(since, t), until: boundText(until, t) });
  }
  if (since) return say('log.empty.since', { since: boundText(since, t) });
  if (until) return say('log.empty.until', { until: boundText(until, t) });
  return undefined;
}

/**
 * "No failed deliveries of `invoice.paid` for *AR alerts* since 2026-11-15." Hour forms read
 * "since today at 9:05 PM" (a Slack date token).
 */
export function emptyResultText(
  filters: LogFilters,
  destinations: readonly DestinationChoice[],
  t: Translator,
): string {
  const say = deliveriesSay(t);
  const parts = [
    filters.statuses.length > 0
      ? say('log.empty.statuses', {
          statuses: orList(
            filters.statuses.map((status) => statusInline(status, t)),
            t,
          ),
        })
      : say('log.empty.none'),
  ];
  if (filters.events.length > 0) {
    const shown = filters.events.slice(0, 5).map(inlineCode);
    const rest = filters.events.length - 5;
    const more = rest > 0 ? [say('log.empty.moreEvents', { count: rest })] : [];
    parts.push(say('log.empty.events', { events: orList([...shown, ...more], t) }));
  }
  if (filters.destinationId) {
    const name = destinationLabel(destinations, filters.destinationId, t);
    parts.push(say('log.empty.destination', { name: `*${escapeMrkdwn(name)}*` }));
  }
  const range = rangeText(filters, t);
  if (range !== undefined) parts.push(range);
  return say('log.empty.sentence', { parts: parts.join(' ') });
}

function row(
  delivery: Delivery,
  destinations: readonly DestinationChoice[],
  t: Translator,
): KnownBlock {
  const say = deliveriesSay(t);
  const destination = destinations.find((d) => d.id === delivery.organization_event_destination_id);
  const where = destination
    ? literalText(destination.name, { strong: true })
    : say('log.row.deletedDestination', {
        id: inlineCode(delivery.organization_event_destination_id),
      });
  const retry = delivery.is_retry ? say('log.row.retry') : say('log.row.firstAttempt');
  // A Slack refusal comes with HTTP 200: the status says nothing, Slack's reason does.
  const refusal = slackRefusalOf(delivery);
  const answer =
    refusal === undefined ? httpLabel(delivery.response_status, t) : slackRefusalRow(refusal, t);
  return section(
    `${statusMarker(delivery.status, t)}  ·  ${inlineCode(delivery.event)}  →  ${where}\n${answer}  ·  ${slackMoment(delivery.created_at, t)}  ·  ${retry}`,
    button(say('log.row.inspect'), DELIVERIES.action.inspect, { value: delivery.id }),
  );
}

function resultBlocks(
  page: Page<Delivery>,
  state: LogState,
  destinations: readonly DestinationChoice[],
  t: Translator,
): KnownBlock[] {
  const say = deliveriesSay(t);
  if (page.items.length === 0) {
    if (page.total > 0 && state.page > 1) {
      return [
        section(
          say('log.pastEnd', {
            count: page.total,
            page: t.number(state.page),
            total: t.number(page.total),
          }),
        ),
        actions(
          [button(say('log.firstPage'), DELIVERIES.action.previousPage, { value: '1' })],
          DELIVERIES.block.pager,
        ),
      ];
    }
    return [section(emptyResultText(state.filters, destinations, t))];
  }
  const first = (page.page - 1) * page.perPage + 1;
  const last = first + page.items.length - 1;
  const blocks: KnownBlock[] = [
    context(
      say('log.showing', {
        first: t.number(first),
        last: t.number(last),
        total: t.number(page.total),
      }),
    ),
    ...page.items.map((delivery) => row(delivery, destinations, t)),
  ];
  const pager = [];
  if (page.page > 1) {
    pager.push(
      button(say('log.previous'), DELIVERIES.action.previousPage, {
        value: String(page.page - 1),
      }),
    );
  }
  if (page.hasMore) {
    pager.push(
      button(say('log.next'), DELIVERIES.action.nextPage, { value: String(page.page + 1) }),
    );
  }
  if (pager.length > 0) {
    blocks.push(actions(pager, DELIVERIES.block.pager));
    blocks.push(
      context(
        say('log.pageOf', {
          page: t.number(page.page),
          pages: t.number(page.totalPages),
        }),
      ),
    );
  }
  return blocks;
}

function modal(
  state: LogState,
  blocks: KnownBlock[],
  withInputs: boolean,
  t: Translator,
): ModalView {
  const say = deliveriesSay(t);
  return {
    type: 'modal',
    callback_id: DELIVERIES.callback.log,
    private_metadata: encodeState(state),
    title: { type: 'plain_text', text: say('log.title') },
    close: { type: 'plain_text', text: say('log.close') },
    ...(withInputs ? { submit: { type: 'plain_text', text: say('log.refresh') } } : {}),
    blocks: blocks.slice(0, 100),
  };
}

/** Shown at once (before any Enlivy call), and while a refresh runs. */
export function deliveryLogLoadingView(state: LogState, t: Translator): ModalView {
  return modal(state, [section(deliveriesSay(t)('log.loading'))], false, t);
}

export function deliveryLogView(input: LogViewInput, t: Translator): ModalView {
  const { state, destinations, page, filterProblem } = input;
  const blocks = [...filterBlocks(state, destinations, filterProblem, t), divider()];
  if (page !== undefined) blocks.push(...resultBlocks(page, state, destinations, t));
  return modal(state, blocks, true, t);
}

/** A failure inside the open modal: what happened, what to do, the reference, a way on. */
export function deliveryLogErrorView(
  state: LogState,
  error: UserError,
  next: 'retry' | 'clear',
  t: Translator,
): ModalView {
  const say = deliveriesSay(t);
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
            ? button(say('log.tryAgain'), DELIVERIES.action.retry, { style: 'primary' })
            : button(say('log.showAll'), DELIVERIES.action.clearFilters),
        ],
        DELIVERIES.block.tools,
      ),
    ],
    false,
    t,
  );
}
