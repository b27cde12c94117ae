import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { Delivery, Destination, EnlivyClient, Page } from '../../../src/api/index.js';
import type { Request, Services } from '../../../src/commands/context.js';
import { initialState, normalizeFilters } from '../../../src/commands/deliveries/log-state.js';
import { showLog } from '../../../src/commands/deliveries/show-log.js';
import type { SlackUi } from '../../../src/slack/ui.js';

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
  services: Services;
  updates: { viewId: string; hash: string | undefined; view: ModalView }[];
  keyv: Map<string, unknown>;
}

/**
 * showLog over hand-made ports: an Enlivy client answering one page, a keyv-like map, and a
 * Slack UI whose first hashed update meets `firstUpdate` (e.g. a hash_conflict).
 */
function harness(options: { onFirstUpdate?: (keyv: Map<string, unknown>) => Error }): Harness {
  const keyv = new Map<string, unknown>();
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
    deliveries: { list: async () => page },
  } as unknown as EnlivyClient;
  const services = {
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
  } as unknown as Services;
  const request = {
    workspace: { teamId: 'T1' },
    userId: 'U1',
    channelId: undefined,
    ui,
  } as Request;
  return { request, services, updates, keyv };
}

const state = initialState(normalizeFilters());

describe('showLog and concurrent updates of one modal', () => {
  it('updates with the hash the user acted on', async () => {
    const h = harness({});
    await showLog(h.request, h.services, { viewId: 'V1', hash: 'h0' }, state);
    expect(h.updates).toHaveLength(1);
    expect(h.updates[0]?.hash).toBe('h0');
    expect(JSON.stringify(h.updates[0]?.view.blocks)).toContain('org_evt_dlv_1');
  });

  it('retries once without the hash on hash_conflict when it is still the newest request', async () => {
    const h = harness({ onFirstUpdate: () => platformError('hash_conflict') });
    await showLog(h.request, h.services, { viewId: 'V1', hash: 'stale' }, state);
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
    await showLog(h.request, h.services, { viewId: 'V1', hash: 'stale' }, state);
    expect(h.updates).toEqual([]);
  });

  it('stays quiet when the user closed the modal meanwhile', async () => {
    const h = harness({ onFirstUpdate: () => platformError('not_found') });
    await expect(
      showLog(h.request, h.services, { viewId: 'V1', hash: 'h0' }, state),
    ).resolves.toBeUndefined();
    expect(h.updates).toEqual([]);
  });

  it('passes other Slack failures on to the error sink', async () => {
    const h = harness({ onFirstUpdate: () => platformError('invalid_arguments') });
    await expect(
      showLog(h.request, h.services, { viewId: 'V1', hash: 'h0' }, state),
    ).rejects.toThrow('invalid_arguments');
  });
});
