import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { EVENT_NAMES } from '../../../src/enlivy/events.js';
import type { Delivery } from '../../../src/enlivy/index.js';
import { parseDeliveryArgs } from '../../../src/features/deliveries/filters.js';
import {
  dateRangeProblem,
  initialState,
  type LogState,
  normalizeFilters,
} from '../../../src/features/deliveries/log-state.js';
import {
  deliveryFileComment,
  deliveryFileTitle,
  inspectErrorView,
  inspectLoadingView,
  inspectView,
} from '../../../src/features/deliveries/views/inspect.js';
import {
  deliveryLogErrorView,
  deliveryLogLoadingView,
  deliveryLogView,
  emptyResultText,
} from '../../../src/features/deliveries/views/log.js';
import { AppError } from '../../../src/platform/app-error.js';
import { en, itShowsOnlyCatalogText, ro, xx } from '../../translators.js';
import { delivery as fixtureDelivery, page } from '../deliveries/fixtures.js';

/**
 * The delivery log and Inspect views in the pseudo-locale `xx` (see pseudo-locale.test.ts):
 * words outside ⟦ ⟧ are English that bypassed the catalogs.
 */
const DESTINATIONS = [
  { id: 'dst_1', name: 'Ledger' },
  { id: 'dst_2', name: 'Cards · Ledger' },
];

/** The fixture delivery with short ids (`dlv_`, `dst_1`; every third to a destination now gone). */
function delivery(n: number, overrides: Partial<Delivery> = {}): Delivery {
  return fixtureDelivery(n, {
    id: `dlv_${n}`,
    request_payload: { id: `evt_${n}`, type: 'invoice.paid' },
    organization_event_destination_id: n % 3 === 0 ? 'dst_gone' : 'dst_1',
    ...overrides,
  });
}

/** One Slack error of each kind the app knows, and one it does not. */
const SLACK_CODES = [
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'invalid_auth',
  'restricted_action',
  'msg_too_long',
  'ratelimited',
  'brand_new_error',
];

/** A Slack-type delivery that Slack refused: HTTP 200 and Slack's answer. */
function slackRefused(code: string, n = 7): Delivery {
  return delivery(n, {
    status: 'failed',
    response_status: 200,
    response: JSON.stringify({ ok: false, error: code }),
  });
}

const STATUSES = ['pending', 'success', 'failed', 'dropped', 'anomaly'] as const;
const ROWS = STATUSES.map((status, i) =>
  delivery(i, { status, response_status: i === 0 ? null : 200 }),
);

const FILTERED: LogState = {
  ...initialState(
    normalizeFilters({
      destinationId: 'dst_1',
      statuses: ['failed', 'anomaly'],
      events: ['invoice.paid', 'helpdesk.ticket.created'],
      since: '2026-11-20T02:00:00Z',
      until: '2026-11-25',
    }),
    'Europe/Bucharest',
  ),
  page: 2,
};
const UNKNOWN_DESTINATION: LogState = {
  ...initialState(normalizeFilters({ destinationId: 'dst_gone', since: '2026-11-20' })),
};
const ERROR = toUserError(new AppError('busy', ''), 'E-1', xx);
const HUGE = 'x'.repeat(5000);

/** Renders what the parser refuses: the message, the hint and every field problem. */
function refusal(args: string[]) {
  try {
    parseDeliveryArgs(args, { now: new Date('2026-11-26T12:00:00Z'), timeZone: 'UTC' }, xx);
  } catch (err) {
    const told = toUserError(err, 'E-2', xx);
    return [told.message, told.hint, ...Object.values(told.fields ?? {})].map((text) => ({
      text,
    }));
  }
  throw new Error('expected a refusal');
}

const VIEWS: Record<string, () => unknown> = {
  'log, loading': () => deliveryLogLoadingView(FILTERED, xx),
  'log, rows of every status and both pager buttons': () =>
    deliveryLogView({ state: FILTERED, destinations: DESTINATIONS, page: page(ROWS, 2, 40) }, xx),
  'log, one page': () =>
    deliveryLogView(
      { state: initialState(normalizeFilters()), destinations: [], page: page(ROWS, 1, 5) },
      xx,
    ),
  'log, empty with every filter': () =>
    deliveryLogView({ state: FILTERED, destinations: DESTINATIONS, page: page([], 1, 0) }, xx),
  'log, empty for an unknown destination on one day': () =>
    deliveryLogView(
      {
        state: {
          ...UNKNOWN_DESTINATION,
          filters: { ...UNKNOWN_DESTINATION.filters, until: '2026-11-20' },
        },
        destinations: DESTINATIONS,
        page: page([], 1, 0),
      },
      xx,
    ),
  'log, past the last page': () =>
    deliveryLogView({ state: FILTERED, destinations: DESTINATIONS, page: page([], 2, 1) }, xx),
  'log, a filter problem': () =>
    deliveryLogView(
      {
        state: FILTERED,
        destinations: DESTINATIONS,
        filterProblem: dateRangeProblem(
          normalizeFilters({ since: '2026-11-25', until: '2026-11-01T10:00:00Z' }),
          'UTC',
          xx,
        ),
      },
      xx,
    ),
  'log, error (retry)': () => deliveryLogErrorView(FILTERED, ERROR, 'retry', xx),
  'log, error (clear)': () => deliveryLogErrorView(FILTERED, ERROR, 'clear', xx),
  'empty result sentences': () =>
    [
      normalizeFilters(),
      normalizeFilters({ until: '2026-11-20' }),
      normalizeFilters({ since: '2026-11-20', until: '2026-11-21' }),
      normalizeFilters({
        events: EVENT_NAMES.slice(0, 7),
        statuses: ['pending', 'success', 'dropped'],
      }),
    ].map((filters) => ({ text: emptyResultText(filters, DESTINATIONS, xx) })),
  ...Object.fromEntries(
    SLACK_CODES.map((code, i) => [
      `inspect, Slack refused ${code}`,
      () =>
        inspectView(
          {
            delivery: slackRefused(code),
            destinationName: 'Ledger',
            ...(i % 2 === 0 ? { slackChannel: 'C0FINANCE1', enlivyBotUserId: 'U0BOT' } : {}),
          },
          xx,
        ),
    ]),
  ),
  'log, Slack refusals': () =>
    deliveryLogView(
      {
        state: FILTERED,
        destinations: DESTINATIONS,
        page: page(
          SLACK_CODES.map((code) => slackRefused(code)),
          1,
          SLACK_CODES.length,
        ),
      },
      xx,
    ),
  'inspect, known destination': () =>
    inspectView({ delivery: delivery(1), destinationName: 'Ledger' }, xx),
  'inspect, gone destination, no answer, retry': () =>
    inspectView(
      {
        delivery: delivery(2, { response: null, response_type: null, response_status: null }),
        destinationName: undefined,
      },
      xx,
    ),
  'inspect, empty answer, unknown status': () =>
    inspectView(
      { delivery: delivery(4, { response: ' ', status: 'weird' }), destinationName: 'Ledger' },
      xx,
    ),
  'inspect, shortened, with a sent notice': () =>
    inspectView(
      {
        delivery: delivery(5, { request_payload: HUGE, response: HUGE }),
        destinationName: 'Ledger',
        notice: { kind: 'sent', text: '⟦sent⟧' },
      },
      xx,
    ),
  'inspect, shortened, with an error notice': () =>
    inspectView(
      {
        delivery: delivery(7, { request_payload: HUGE }),
        destinationName: 'Ledger',
        notice: { kind: 'error', text: '⟦failed⟧' },
      },
      xx,
    ),
  'inspect, loading': () => inspectLoadingView('dlv_1', xx),
  'inspect, error': () => inspectErrorView('dlv_1', ERROR, xx),
  'file comment and title': () => [
    { text: deliveryFileComment(delivery(1), xx) },
    { text: deliveryFileTitle(delivery(1), xx) },
  ],
  'bad filters': () =>
    refusal([
      'stauts:failed',
      'foo:bar',
      'status:',
      'status:faild,nope',
      'event:',
      'event:Bad Name',
      'since:soon',
      'until:',
      'since:1d',
    ]),
  'an empty range and a bad event': () =>
    refusal(['since:2026-11-25', 'until:2026-11-01', 'event:NOPE']),
  'too many events': () =>
    refusal([`event:${Array.from({ length: 30 }, (_, i) => `invoice.e${i}`).join(',')}`]),
  'more than five bad statuses': () => refusal(['status:a,b,c,d,e,f,g']),
};

/** Data in the fixtures: names, ids, event names, statuses typed, zones and typed words. */
const DATA = new Set([
  'Ledger',
  'Cards',
  'dlv',
  'dst',
  'gone',
  'weird',
  'helpdesk',
  'ticket',
  'ref',
  ...EVENT_NAMES.flatMap((name) => name.split(/[^\p{L}]+/u)),
]);

describe('pseudo-locale: deliveries views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('writes the empty result, plurals and statuses in Romanian', () => {
    const filters = normalizeFilters({
      destinationId: 'dst_1',
      statuses: ['failed', 'anomaly'],
      events: EVENT_NAMES.slice(0, 8),
      since: '2026-11-15',
    });
    expect(emptyResultText(filters, DESTINATIONS, ro)).toBe(
      'Nicio livrare cu starea eșuată sau anomalie pentru `invoice.created`, `invoice.updated`, `invoice.deleted`, `invoice.restored`, `invoice.paid` sau încă 3 evenimente către *Ledger* începând cu 2026-11-15.',
    );
    expect(emptyResultText(normalizeFilters(), [], ro)).toBe('Nicio livrare.');
    const past = (total: number) =>
      JSON.stringify(
        deliveryLogView(
          { state: FILTERED, destinations: DESTINATIONS, page: page([], 9, total) },
          ro,
        ).blocks,
      );
    expect(past(1)).toContain('jurnalul are 1 livrare potrivită');
    expect(past(3)).toContain('jurnalul are 3 livrări potrivite');
    expect(past(1250)).toContain('jurnalul are 1.250 de livrări potrivite');
    expect(
      JSON.stringify(inspectView({ delivery: delivery(1), destinationName: 'L' }, ro)),
    ).toContain(':x: *Eșuată*');
  });

  it('formats counts in the reader’s language', () => {
    const view = (t: typeof en) =>
      JSON.stringify(
        deliveryLogView(
          { state: FILTERED, destinations: DESTINATIONS, page: page(ROWS, 100, 1600) },
          t,
        ).blocks,
      );
    expect(view(en)).toContain('Showing 1,486–1,490 of 1,600');
    expect(view(ro)).toContain('Se afișează 1.486–1.490 din 1.600');
  });
});
