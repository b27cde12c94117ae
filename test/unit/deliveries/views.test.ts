import { describe, expect, it } from 'vitest';
import { DELIVERIES } from '../../../src/features/deliveries/ids.js';
import {
  filtersFromState,
  onScreenFilters,
} from '../../../src/features/deliveries/listener-state.js';
import {
  decodeState,
  encodeState,
  initialState,
  type LogState,
  normalizeFilters,
} from '../../../src/features/deliveries/log-state.js';
import { codeBlock, inlineCode } from '../../../src/features/deliveries/views/format.js';
import { inspectView } from '../../../src/features/deliveries/views/inspect.js';
import {
  deliveryLogErrorView,
  deliveryLogLoadingView,
  deliveryLogView,
  emptyResultText,
} from '../../../src/features/deliveries/views/log.js';
import { validateView } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { delivery, page } from './fixtures.js';

const DESTINATIONS = [
  { id: 'org_evt_dst_ar', name: 'AR alerts' },
  { id: 'org_evt_dst_erp', name: 'ERP <sync> & co' },
];

function text(value: unknown): string {
  return JSON.stringify(value);
}

function issues(view: unknown): string[] {
  return validateView(view, { expectedType: 'modal' }).map((i) => `${i.pointer}: ${i.message}`);
}

const filtered: LogState = {
  filters: {
    destinationId: 'org_evt_dst_ar',
    statuses: ['failed'],
    events: ['invoice.paid', 'helpdesk.conversation.created'],
    since: '2026-11-15',
    until: undefined,
  },
  page: 2,
  generation: 3,
};

describe('log state in private_metadata', () => {
  it('round-trips filters, page and generation well under 3000 characters', () => {
    const encoded = encodeState(filtered);
    expect(decodeState(encoded)).toEqual(filtered);
    const full: LogState = {
      filters: normalizeFilters({
        destinationId: 'org_evt_dst_0123456789abcdef',
        statuses: ['pending', 'success', 'failed', 'dropped', 'anomaly'],
        events: Array.from({ length: 40 }, (_, i) => `billing_scheduled_payment_${i}.updated`),
        since: '2026-01-01',
        until: '2026-12-31',
      }),
      page: 9999,
      generation: 99,
    };
    expect(full.filters.events).toHaveLength(25);
    expect(encodeState(full).length).toBeLessThan(3000);
    expect(decodeState(encodeState(full))).toEqual(full);
  });

  it('the worst case the filters allow (25 events of the longest accepted name) still opens', () => {
    const longest = (i: number) => `invoice_${String(i).padStart(2, '0')}.${'x'.repeat(64 - 11)}`;
    const worst: LogState = {
      filters: normalizeFilters({
        destinationId: `org_evt_dst_${'9'.repeat(138)}`,
        statuses: ['pending', 'success', 'failed', 'dropped', 'anomaly'],
        events: [...Array.from({ length: 25 }, (_, i) => longest(i)), `invoice.${'y'.repeat(200)}`],
        since: '2026-01-01T00:00:00Z',
        until: '2026-12-31T23:59:59Z',
      }),
      page: 99_999,
      generation: 999_999,
      timeZone: 'America/Argentina/ComodRivadavia',
      asOf: '2026-12-31T23:59:59Z',
    };
    expect(worst.filters.events).toHaveLength(25);
    expect(worst.filters.events.every((e) => e.length === 64)).toBe(true);
    const view = deliveryLogView(
      {
        state: worst,
        destinations: DESTINATIONS,
        page: page([], 1, 0),
      },
      en,
    );
    expect(view.private_metadata?.length).toBeLessThanOrEqual(3000);
    expect(validateView(view)).toEqual([]);
  });

  it('keeps the user’s timezone, the pinned end and exact instants', () => {
    const exact: LogState = {
      filters: normalizeFilters({ since: '2026-11-21T02:00:00Z', until: '2026-11-20' }),
      page: 3,
      generation: 1,
      timeZone: 'America/New_York',
      asOf: '2026-11-21T03:00:00Z',
    };
    expect(exact.filters.since).toBe('2026-11-21T02:00:00Z');
    expect(decodeState(encodeState(exact))).toEqual(exact);
    // Metadata written before these existed still reads.
    expect(decodeState('{"v":1,"s":[],"e":[],"f":"2026-11-15","p":2,"g":0}')).toEqual({
      filters: { ...normalizeFilters(), since: '2026-11-15' },
      page: 2,
      generation: 0,
    });
    expect(decodeState(encodeState({ ...exact, asOf: '2026-11-21 03:00' }))).toBeUndefined();
  });

  it('refuses metadata that is not ours or was tampered with', () => {
    expect(decodeState(undefined)).toBeUndefined();
    expect(decodeState('not json')).toBeUndefined();
    expect(decodeState('{"v":2}')).toBeUndefined();
    expect(decodeState(encodeState(filtered).replace('failed', 'exploded'))).toBeUndefined();
    expect(decodeState(encodeState(filtered).replace('2026-11-15', '2026-02-30'))).toBeUndefined();
  });

  it('drops malformed filters other features pass in', () => {
    expect(
      normalizeFilters({
        destinationId: '  ',
        statuses: ['failed', 'bogus', 'failed'],
        events: ['invoice.paid', 'Not An Event', 'invoice.paid'],
        since: 'yesterday',
        until: '2026-11-20',
      }),
    ).toEqual({
      destinationId: undefined,
      statuses: ['failed'],
      events: ['invoice.paid'],
      since: undefined,
      until: '2026-11-20',
    });
  });
});

describe('reading the filter inputs back', () => {
  const values = {
    [`${DELIVERIES.filter.destination}.3`]: {
      [DELIVERIES.filter.destination]: {
        type: 'static_select',
        selected_option: { value: 'org_evt_dst_ar' },
      },
    },
    [`${DELIVERIES.filter.status}.3`]: {
      [DELIVERIES.filter.status]: {
        type: 'checkboxes',
        selected_options: [{ value: 'failed' }, { value: 'nonsense' }],
      },
    },
    [`${DELIVERIES.filter.event}.3`]: {
      [DELIVERIES.filter.event]: { type: 'multi_static_select', selected_options: [] },
    },
    [`${DELIVERIES.filter.since}.3`]: {
      [DELIVERIES.filter.since]: { type: 'datepicker', selected_date: '2026-11-15' },
    },
    [`${DELIVERIES.filter.until}.3`]: {
      [DELIVERIES.filter.until]: { type: 'datepicker', selected_date: null },
    },
  };

  it('reads each input whatever its block generation', () => {
    expect(filtersFromState(values)).toEqual({
      destinationId: 'org_evt_dst_ar',
      statuses: ['failed'],
      events: [],
      since: '2026-11-15',
      until: undefined,
    });
  });

  it('lets the action that fired win over the reported state', () => {
    const action = {
      type: 'multi_static_select',
      action_id: DELIVERIES.filter.event,
      block_id: `${DELIVERIES.filter.event}.3`,
      selected_options: [{ value: 'invoice.created' }],
    };
    expect(filtersFromState(values, action).events).toEqual(['invoice.created']);
    const all = {
      type: 'static_select',
      action_id: DELIVERIES.filter.destination,
      selected_option: { value: 'all' },
    };
    expect(filtersFromState(values, all).destinationId).toBeUndefined();
  });

  it('keeps an exact instant while its day is still the one picked', () => {
    const stored: LogState = {
      filters: normalizeFilters({ since: '2026-11-21T02:00:00Z' }),
      page: 2,
      generation: 3,
      timeZone: 'America/New_York',
    };
    // 02:00 UTC on the 21st is the 20th in New York: the datepicker shows the 20th.
    const sameDay = {
      ...values,
      [`${DELIVERIES.filter.since}.3`]: {
        [DELIVERIES.filter.since]: { type: 'datepicker', selected_date: '2026-11-20' },
      },
    };
    expect(onScreenFilters(stored, sameDay)?.since).toBe('2026-11-21T02:00:00Z');
    expect(onScreenFilters(stored, sameDay)?.statuses).toEqual(['failed']);
    expect(onScreenFilters(stored, values)?.since).toBe('2026-11-15');
    // Picking that same day just now means the whole day.
    const picked = {
      type: 'datepicker',
      action_id: DELIVERIES.filter.since,
      selected_date: '2026-11-20',
    };
    expect(onScreenFilters(stored, sameDay, picked)?.since).toBe('2026-11-20');
    // A view without the filter inputs (loading, error) says nothing about them.
    expect(onScreenFilters(stored, undefined)).toBeUndefined();
    expect(onScreenFilters(stored, {})).toBeUndefined();
  });

  it('survives state Slack did not send', () => {
    expect(filtersFromState(undefined)).toEqual(normalizeFilters());
    expect(filtersFromState({ x: 'y' })).toEqual(normalizeFilters());
  });
});

describe('delivery log modal', () => {
  it('validates while loading, with results, empty and on error', () => {
    const state = initialState(normalizeFilters());
    const rows = Array.from({ length: 15 }, (_, i) => delivery(i + 16));
    const views = [
      deliveryLogLoadingView(state, en),
      deliveryLogView(
        { state: filtered, destinations: DESTINATIONS, page: page(rows, 2, 120) },
        en,
      ),
      deliveryLogView({ state, destinations: DESTINATIONS, page: page([], 1, 0) }, en),
      deliveryLogView({ state: filtered, destinations: [], filterProblem: 'From is after To' }, en),
      deliveryLogErrorView(
        state,
        {
          title: 'Enlivy is busy',
          message: 'Too many requests.',
          hint: 'Try again.',
          reference: 'E-ABC123',
        },
        'retry',
        en,
      ),
    ];
    for (const view of views) expect(issues(view)).toEqual([]);
  });

  it('shows the range, one Inspect per row, both pager buttons and the inputs as chosen', () => {
    const rows = Array.from({ length: 15 }, (_, i) => delivery(i + 16));
    const view = deliveryLogView(
      {
        state: filtered,
        destinations: DESTINATIONS,
        page: page(rows, 2, 120),
      },
      en,
    );
    const json = text(view.blocks);
    expect(json).toContain('Showing 16–30 of 120');
    expect(json).toContain(':x: *Failed*');
    expect(json).toContain('HTTP 500');
    expect(json).toContain('<!date^1795170600^');
    expect(json).toContain(':repeat: retry');
    const blocks = view.blocks as { type: string; accessory?: { type: string } }[];
    const inspect = blocks.filter((b) => b.type === 'section' && b.accessory?.type === 'button');
    expect(inspect).toHaveLength(15);
    expect(json).toContain(DELIVERIES.action.previousPage);
    expect(json).toContain(DELIVERIES.action.nextPage);
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    const inputs = (
      view.blocks as { type: string; block_id?: string; dispatch_action?: boolean }[]
    ).filter((b) => b.type === 'input');
    expect(inputs.map((b) => b.block_id)).toEqual(
      Object.values(DELIVERIES.filter).map((id) => `${id}.3`),
    );
    expect(inputs.every((b) => b.dispatch_action === true)).toBe(true);
    // A non-catalog event stays selectable in its own group.
    expect(json).toContain('"text":"Other"');
    expect(decodeState(view.private_metadata)).toEqual(filtered);
  });

  it('offers no Next on the last page and no Previous on the first', () => {
    const last = deliveryLogView(
      {
        state: { ...filtered, page: 8 },
        destinations: DESTINATIONS,
        page: page([delivery(1)], 8, 106),
      },
      en,
    );
    expect(text(last.blocks)).not.toContain(DELIVERIES.action.nextPage);
    expect(text(last.blocks)).toContain('Showing 106–106 of 106');
    const only = deliveryLogView(
      {
        state: initialState(normalizeFilters()),
        destinations: DESTINATIONS,
        page: page([delivery(1)], 1, 1),
      },
      en,
    );
    expect(text(only.blocks)).not.toContain(DELIVERIES.action.previousPage);
    expect(text(only.blocks)).not.toContain(DELIVERIES.action.nextPage);
  });

  it('says which filters produced an empty result', () => {
    expect(
      emptyResultText(
        { destinationId: 'org_evt_dst_ar', statuses: ['failed'], events: [], since: '2026-11-15' },
        DESTINATIONS,
        en,
      ),
    ).toBe('No failed deliveries for *AR alerts* since 2026-11-15.');
    expect(
      emptyResultText(
        {
          destinationId: 'org_evt_dst_erp',
          statuses: ['failed', 'anomaly', 'dropped'],
          events: ['invoice.paid'],
          since: '2026-11-01',
          until: '2026-11-20',
        },
        DESTINATIONS,
        en,
      ),
    ).toBe(
      'No failed, anomaly or dropped deliveries of `invoice.paid` for *ERP &lt;sync&gt; &amp; co* between 2026-11-01 and 2026-11-20.',
    );
    expect(emptyResultText(normalizeFilters(), [], en)).toBe('No deliveries.');
  });

  it('names exact instants as Slack dates and days as days, in the user’s timezone', () => {
    const sentence = emptyResultText(normalizeFilters({ since: '2026-11-21T02:00:00Z' }), [], en);
    expect(sentence).toMatch(
      /^No deliveries since <!date\^1795226400\^\{date_short_pretty\} at \{time\}\|[^>]+>\.$/,
    );
    expect(emptyResultText(normalizeFilters({ until: '2026-11-20' }), [], en)).toBe(
      'No deliveries until 2026-11-20.',
    );
    const view = deliveryLogView(
      {
        state: {
          ...initialState(normalizeFilters({ since: '2026-11-21T02:00:00Z' })),
          timeZone: 'America/New_York',
        },
        destinations: DESTINATIONS,
        page: page([], 1, 0),
      },
      en,
    );
    expect(issues(view)).toEqual([]);
    const json = text(view.blocks);
    expect(json).not.toContain('Enlivy compares them by date');
    expect(json).toContain('America/New_York');
    expect(json).toContain('"initial_date":"2026-11-20"');
    // The instant in the reader's language and the user's zone (t.date).
    expect(json).toMatch(/From Nov 20, 2026, 9:00\sPM exactly \(America\/New_York\)/);
  });

  it('keeps backticks and mentions in an event name from leaving inline code', () => {
    expect(inlineCode('invoice.`paid` <!channel>')).toBe('`invoice.paid &lt;!channel&gt;`');
    const view = deliveryLogView(
      {
        state: initialState(normalizeFilters()),
        destinations: DESTINATIONS,
        page: page([delivery(1, { event: 'invoice.`x`<!channel>' })], 1, 1),
      },
      en,
    );
    const json = text(view.blocks);
    expect(json).toContain('`invoice.x&lt;!channel&gt;`');
    expect(json).not.toContain('<!channel>');
  });

  it('keeps a selected destination that is no longer listed', () => {
    const view = deliveryLogView(
      {
        state: filtered,
        destinations: [],
        page: page([], 1, 0),
      },
      en,
    );
    expect(issues(view)).toEqual([]);
    expect(text(view.blocks)).toContain('Unknown (org_evt_dst_ar)');
  });
});

describe('inspect modal', () => {
  it('shows event, status meaning, destination, retry, response and the exact payload', () => {
    const view = inspectView({ delivery: delivery(3), destinationName: 'AR alerts' }, en);
    expect(issues(view)).toEqual([]);
    const json = text(view.blocks);
    expect(json).toContain('invoice.paid');
    expect(json).toContain('Enlivy retries up to 5 times over about 10 minutes');
    expect(json).toContain('AR alerts');
    expect(json).toContain('No: the first attempt');
    expect(json).toContain('HTTP 500');
    expect(json).toContain('application/json');
    expect(json).toContain(JSON.stringify(JSON.stringify({ error: 'boom' }, null, 2)).slice(1, -1));
    expect(json).toContain(
      JSON.stringify(JSON.stringify(delivery(3).request_payload, null, 2)).slice(1, -1),
    );
    expect(json).not.toContain(DELIVERIES.action.sendFile);
  });

  it('shows a destination name that holds formatting literally, not formatted', () => {
    const view = inspectView({ delivery: delivery(3), destinationName: '*AR* _alerts_ ~x~' }, en);
    const fields = (view.blocks ?? [])
      .flatMap((b) => ('fields' in b && b.fields ? b.fields : []))
      .map((f) => f.text);
    const shown = fields.find((f) => f.includes('AR'));
    expect(shown).toContain('`*AR* _alerts_ ~x~`');
  });

  it('truncates a 40 KB payload under the section limit and offers the file', () => {
    const big = { id: 'evt_big', data: { blob: 'x'.repeat(40_000) } };
    const view = inspectView(
      {
        delivery: delivery(4, { request_payload: big, response: null, response_status: null }),
        destinationName: undefined,
      },
      en,
    );
    expect(issues(view)).toEqual([]);
    expect(Buffer.byteLength(text(view))).toBeLessThan(20_000);
    const json = text(view.blocks);
    expect(json).toContain(DELIVERIES.action.sendFile);
    expect(json).toContain('Shortened to fit Slack');
    expect(json).toContain('_deleted or unknown_');
    expect(json).toContain('none recorded');
  });

  it('says where the file went instead of offering it again', () => {
    const big = { blob: 'y'.repeat(5000) };
    const view = inspectView(
      {
        delivery: delivery(5, { request_payload: big }),
        destinationName: 'AR alerts',
        notice: { kind: 'sent', text: 'Sent to your DM with the app as `delivery-5.json`.' },
      },
      en,
    );
    expect(issues(view)).toEqual([]);
    expect(text(view.blocks)).not.toContain(DELIVERIES.action.sendFile);
    expect(text(view.blocks)).toContain('Sent to your DM');
  });

  it('shows every known status with a marker and a meaning, and an unknown one plainly', () => {
    for (const status of ['pending', 'success', 'failed', 'dropped', 'anomaly', 'queued']) {
      const view = inspectView(
        { delivery: delivery(6, { status }), destinationName: 'AR alerts' },
        en,
      );
      expect(issues(view)).toEqual([]);
    }
    expect(
      text(
        inspectView({ delivery: delivery(7, { status: 'dropped' }), destinationName: 'x' }, en)
          .blocks,
      ),
    ).toContain('paused or deleted, or the organization has no paid pack');
  });
});

describe('codeBlock', () => {
  it('never exceeds the limit, even when escaping grows the text', () => {
    const raw = '<&>'.repeat(2000);
    const block = codeBlock(raw, 2800);
    expect(block.truncated).toBe(true);
    expect(block.text.length).toBeLessThanOrEqual(2800);
    expect(block.text.startsWith('```')).toBe(true);
    expect(block.text.endsWith('```')).toBe(true);
    expect(block.text).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  it('keeps a short text whole and a fence inside it harmless', () => {
    const block = codeBlock('a```b', 100);
    expect(block).toEqual({ text: '```a`\u200b`\u200b`b```', truncated: false });
  });

  it('never lets two backticks touch inside the block, whatever the run length', () => {
    for (const run of ['``', '````', '`````', '``````````']) {
      const block = codeBlock(`x${run}y\n${run}`, 200);
      expect(block.text.startsWith('```')).toBe(true);
      expect(block.text.endsWith('```')).toBe(true);
      const inner = block.text.slice(3, -3);
      expect(inner).not.toContain('``');
      expect(inner.replaceAll('\u200b', '')).toBe(`x${run}y\n${run}`);
    }
    // A backtick at either edge must not join the fence either.
    const edges = codeBlock('`edge`', 100).text;
    expect(edges.slice(3, -3).startsWith('`')).toBe(false);
    expect(edges.slice(3, -3).endsWith('`')).toBe(false);
    expect(edges).not.toMatch(/````/);
  });
});
