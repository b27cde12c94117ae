import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { AppServices, Request } from '../../../src/core/context.js';
import type {
  Delivery,
  DeliveryFilters,
  Destination,
  EnlivyClient,
  Page,
} from '../../../src/enlivy/index.js';
import {
  decodeState,
  initialState,
  type LogState,
  normalizeFilters,
} from '../../../src/features/deliveries/log-state.js';
import { showLog } from '../../../src/features/deliveries/show-log.js';
import type { SlackUi } from '../../../src/slack/ui.js';
import { en } from '../../translators.js';

/** What @slack/web-api throws for `{ok:false, error}`. */
function platformError(error: string): Error {
  return Object.assign(new Error(`An API error occurred: ${error}`), {
    code: 'slack_webapi_platform_error',
    data: { ok: false, error },
  });
}

const destination = {
  id: 'org_evt_dst_1',
  type: 'webhook',
  name: 'AR alerts',
  is_active: true,
  config: null,
} as Destination;

const delivery: Delivery = {
  id: 'org_evt_dlv_1',
  event: 'invoice.paid',
  status: 'success',
  request_payload: {},
  response_status: 200,
  response_type: null,
  response: null,
  is_retry: false,
  organization_event_destination_id: 'org_evt_dst_1',
  created_at: '2026-11-20T10:00:00.000000Z',
  updated_at: null,
};

interface Harness {
  request: Request;
  services: AppServices;
  updates: { viewId: string; hash: string | undefined; view: ModalView }[];
  keyv: Map<string, unknown>;
  /** Every delivery list query, in order. */
  queries: DeliveryFilters[];
  clock: { now: Date };
}

interface HarnessOptions {
  onFirstUpdate?: (keyv: Map<string, unknown>) => Error;
  /** Answers each list query; default: one page holding `delivery`. */
  list?: (filters: DeliveryFilters) => Page<Delivery>;
  now?: Date;
}

/**
 * showLog over hand-made ports: an Enlivy client answering one page, a keyv-like map, and a
 * Slack UI whose first hashed update meets `firstUpdate` (e.g. a hash_conflict).
 */
function harness(options: HarnessOptions): Harness {
  const keyv = new Map<string, unknown>();
  const queries: DeliveryFilters[] = [];
  const clock = { now: options.now ?? new Date('2026-11-21T03:00:00.000Z') };
  const updates: Harness['updates'] = [];
  let first = true;
  const ui = {
    async updateModal(viewId: string, view: ModalView, hash?: string) {
      if (first && options.onFirstUpdate) {
        first = false;
        throw options.onFirstUpdate(keyv);
      }
      updates.push({ viewId, hash, view });
      return { viewId, hash: 'next' };
    },
  } as unknown as SlackUi;
  const page: Page<Delivery> = {
    items: [delivery],
    page: 1,
    perPage: 15,
    total: 1,
    totalPages: 1,
    hasMore: false,
  };
  const api = {
    destinations: { listAll: async () => [destination] },
    deliveries: {
      list: async (_orgId: string, filters: DeliveryFilters) => {
        queries.push(filters);
        return options.list ? options.list(filters) : page;
      },
    },
  } as unknown as EnlivyClient;
  const services = {
    now: () => clock.now,
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined },
    stores: {
      keyv: {
        get: async (key: string) => keyv.get(key),
        set: async (key: string, value: unknown) => {
          keyv.set(key, value);
          return true;
        },
      },
    },
    connections: {
      use: <T>(_workspace: unknown, work: (ctx: { api: EnlivyClient; orgId: string }) => T) =>
        work({ api, orgId: 'org_demo' }),
    },
  } as unknown as AppServices;
  const request = {
    workspace: { teamId: 'T1' },
    userId: 'U1',
    channelId: undefined,
    ui,
    language: async () => 'en',
    t: async () => en,
    channelT: async () => en,
  } as Request;
  return { request, services, updates, keyv, queries, clock };
}

const state = initialState(normalizeFilters());

describe('showLog and concurrent updates of one modal', () => {
  it('updates with the hash the user acted on', async () => {
    const h = harness({});
    await showLog(h.request, h.services, { target: { viewId: 'V1', hash: 'h0' }, state });
    expect(h.updates).toHaveLength(1);
    expect(h.updates[0]?.hash).toBe('h0');
    expect(JSON.stringify(h.updates[0]?.view.blocks)).toContain('org_evt_dlv_1');
  });

  it('retries once without the hash on hash_conflict when it is still the newest request', async () => {
    const h = harness({ onFirstUpdate: () => platformError('hash_conflict') });
    await showLog(h.request, h.services, { target: { viewId: 'V1', hash: 'stale' }, state });
    expect(h.updates).toHaveLength(1);
    expect(h.updates[0]?.hash).toBeUndefined();
  });

  it('gives way on hash_conflict when a newer request for the modal exists', async () => {
    const h = harness({
      onFirstUpdate: (keyv) => {
        for (const key of keyv.keys()) keyv.set(key, 'a newer request');
        return platformError('hash_conflict');
      },
    });
    await showLog(h.request, h.services, { target: { viewId: 'V1', hash: 'stale' }, state });
    expect(h.updates).toEqual([]);
  });

  it('stays quiet when the user closed the modal meanwhile', async () => {
    const h = harness({ onFirstUpdate: () => platformError('not_found') });
    await expect(
      showLog(h.request, h.services, { target: { viewId: 'V1', hash: 'h0' }, state }),
    ).resolves.toBeUndefined();
    expect(h.updates).toEqual([]);
  });

  it('passes other Slack failures on to the error sink', async () => {
    const h = harness({ onFirstUpdate: () => platformError('invalid_arguments') });
    await expect(
      showLog(h.request, h.services, { target: { viewId: 'V1', hash: 'h0' }, state }),
    ).rejects.toThrow('invalid_arguments');
  });
});

function pageOf(items: Delivery[], current: number, total: number): Page<Delivery> {
  const totalPages = Math.max(1, Math.ceil(total / 15));
  return { items, page: current, perPage: 15, total, totalPages, hasMore: current < totalPages };
}

function shown(h: Harness): { json: string; state: LogState | undefined } {
  const view = h.updates.at(-1)?.view;
  return { json: JSON.stringify(view?.blocks), state: decodeState(view?.private_metadata) };
}

describe('showLog and the dates Enlivy compares', () => {
  it('sends the user’s local days as UTC instants (New York)', async () => {
    const h = harness({});
    const ny: LogState = {
      ...initialState(normalizeFilters({ since: '2026-11-14', until: '2026-11-20' })),
      timeZone: 'America/New_York',
    };
    await showLog(h.request, h.services, { target: { viewId: 'V1' }, state: ny });
    expect(h.queries[0]).toMatchObject({
      createdFrom: '2026-11-14T05:00:00Z',
      createdTo: '2026-11-21T04:59:59Z',
    });
    // The zone stays in the modal, so a later datepicker change converts the same way.
    expect(shown(h).state?.timeZone).toBe('America/New_York');
  });

  it('sends an hour form as the exact instant', async () => {
    const h = harness({});
    const state: LogState = {
      ...initialState(normalizeFilters({ since: '2026-11-21T02:00:00Z' })),
      timeZone: 'America/New_York',
    };
    await showLog(h.request, h.services, { target: { viewId: 'V1' }, state });
    expect(h.queries[0]?.createdFrom).toBe('2026-11-21T02:00:00Z');
  });
});

describe('showLog paging stability', () => {
  it('pins the end of the range to the first query while paging, without an explicit until', async () => {
    const h = harness({ list: (f) => pageOf([delivery], f.page ?? 1, 40) });
    await showLog(h.request, h.services, { target: { viewId: 'V1' }, state });
    expect(h.queries[0]?.createdTo).toBe('2026-11-21T03:00:00Z');
    const first = shown(h).state;
    expect(first?.asOf).toBe('2026-11-21T03:00:00Z');

    // Ten minutes later the user clicks Next: the same set, one page on.
    h.clock.now = new Date('2026-11-21T03:10:00.000Z');
    await showLog(h.request, h.services, {
      target: { viewId: 'V1' },
      state: { ...(first as LogState), page: 2 },
    });
    expect(h.queries[1]).toMatchObject({ page: 2, createdTo: '2026-11-21T03:00:00Z' });
    expect(shown(h).state?.asOf).toBe('2026-11-21T03:00:00Z');
  });

  it('rounds the pin up to the whole second, so nothing already there is left out', async () => {
    const h = harness({ now: new Date('2026-11-21T03:00:00.250Z') });
    await showLog(h.request, h.services, { target: { viewId: 'V1' }, state });
    expect(h.queries[0]?.createdTo).toBe('2026-11-21T03:00:01Z');
  });

  it('keeps an explicit until as the end of the range', async () => {
    const h = harness({});
    const until: LogState = {
      ...initialState(normalizeFilters({ until: '2026-11-20' })),
      timeZone: 'America/New_York',
    };
    await showLog(h.request, h.services, { target: { viewId: 'V1' }, state: until });
    expect(h.queries[0]?.createdTo).toBe('2026-11-21T04:59:59Z');
  });

  it('shows the last page when the total shrank below the current one', async () => {
    const h = harness({
      list: (f) => (f.page === 2 ? pageOf([delivery], 2, 16) : pageOf([], f.page ?? 1, 16)),
    });
    await showLog(h.request, h.services, {
      target: { viewId: 'V1' },
      state: { ...state, page: 5 },
    });
    expect(h.queries.map((q) => q.page)).toEqual([5, 2]);
    const { json, state: after } = shown(h);
    expect(json).toContain('org_evt_dlv_1');
    expect(json).toContain('Showing 16–16 of 16');
    expect(json).toContain('deliveries_previous_page');
    expect(json).not.toContain('First page');
    expect(after?.page).toBe(2);
  });
});
