import { randomBytes } from 'node:crypto';
import type { WebClient } from '@slack/web-api';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionService } from '../../../src/core/connections.js';
import {
  type Delivery,
  type Destination,
  type EnlivyClient,
  EnlivyHttpError,
} from '../../../src/enlivy/index.js';
import { type PollDeps, pollWorkspace } from '../../../src/features/watch/poll.js';
import { createRateGate } from '../../../src/features/watch/rate-gate.js';
import { DEFAULT_THRESHOLD, openStore, type Stores } from '../../../src/store/index.js';
import { translators } from '../../translators.js';

const ws = { teamId: 'T1' };
const T0 = Date.parse('2026-11-20T10:00:00Z');
const DST = 'org_evt_dst_1';

function failed(n: number, second: number): Delivery {
  return {
    id: `d${n}`,
    event: 'invoice.paid',
    status: 'failed',
    request_payload: {},
    response_status: 500,
    response_type: 'text',
    response: 'nope',
    is_retry: false,
    organization_event_destination_id: DST,
    created_at: new Date(T0 + second * 1000).toISOString(),
  };
}

/** Enlivy as the poll sees it: a log that tests append to, or an outage. */
function fakeEnlivy() {
  const log: Delivery[] = [];
  let down = false;
  const destination = { id: DST, name: 'Hook', is_active: true } as Destination;
  const api = {
    deliveries: {
      list: async (_org: string, f: { statuses?: string[] }) => {
        if (down) throw new EnlivyHttpError('Service Unavailable', 503);
        const items = log.filter((d) => f.statuses === undefined || f.statuses.includes(d.status));
        return { items, page: 1, perPage: 50, total: items.length, totalPages: 1, hasMore: false };
      },
    },
    destinations: { listAll: async () => [destination] },
  } as unknown as EnlivyClient;
  const connections = {
    use: (_w: unknown, work: (c: unknown) => Promise<unknown>) =>
      work({ api, orgId: 'org_demo', connection: {} }),
  } as unknown as ConnectionService;
  return { log, connections, setDown: (value: boolean) => (down = value) };
}

function fakeSlack() {
  const posts: { text: string; thread_ts?: string; blocks?: unknown }[] = [];
  const updates: { ts: string; text: string }[] = [];
  const client = {
    chat: {
      postMessage: async (m: { text: string; thread_ts?: string; blocks?: unknown }) => {
        posts.push(m);
        return { ts: `${posts.length}.0` };
      },
      update: async (m: { ts: string; text: string }) => {
        updates.push(m);
        return {};
      },
    },
  } as unknown as WebClient;
  return { posts, updates, client };
}

describe('one poll of a workspace', () => {
  let stores: Stores;
  let now: number;
  let enlivy: ReturnType<typeof fakeEnlivy>;
  let slack: ReturnType<typeof fakeSlack>;
  let deps: PollDeps;

  beforeEach(async () => {
    stores = await openStore({
      url: 'memory://',
      encryptionKey: randomBytes(32),
      logger: pino({ level: 'silent' }),
    });
    now = T0 + 60_000;
    enlivy = fakeEnlivy();
    slack = fakeSlack();
    deps = {
      stores,
      connections: enlivy.connections,
      logger: pino({ level: 'silent' }),
      intervalMs: 10_000,
      replyEveryMs: 60_000,
      gate: createRateGate({
        perSecond: 1000,
        locks: stores.locks,
        watch: stores.watch,
        logger: pino({ level: 'silent' }),
      }),
      languages: { translators, workspaceLanguage: async () => 'en' },
      slackFor: async () => slack.client,
      unwatch: async () => undefined,
      now: () => new Date(now),
    };
    await stores.watch.saveSettings(ws, {
      workspace: ws,
      channelId: 'C1',
      setBy: 'U1',
      setAt: new Date(T0).toISOString(),
      since: new Date(T0 - 60_000).toISOString(),
      mutes: {},
      threshold: DEFAULT_THRESHOLD,
    });
  });
  afterEach(() => stores.close());

  it('tells the thread at most once a minute, with the count since the last reply', async () => {
    enlivy.log.push(failed(1, 1), failed(2, 2), failed(3, 3));
    expect(await pollWorkspace(deps, ws)).toBe('read');
    expect(slack.posts.map((p) => p.thread_ts)).toEqual([undefined]);

    now += 10_000;
    enlivy.log.push(failed(4, 61), failed(5, 62));
    await pollWorkspace(deps, ws);
    expect(slack.posts).toHaveLength(1); // the parent was posted 10 s ago: no reply yet
    expect(slack.updates.at(-1)?.text).toContain('5 failed deliveries');

    now += 10_000;
    enlivy.log.push(failed(6, 71));
    await pollWorkspace(deps, ws);
    expect(slack.posts).toHaveLength(1);

    now += 45_000;
    await pollWorkspace(deps, ws);
    expect(slack.posts).toHaveLength(2);
    expect(slack.posts[1]).toMatchObject({ thread_ts: '1.0' });
    expect(slack.posts[1]?.text).toContain('3 more failed deliveries (6 failures in all)');

    now += 10_000;
    await pollWorkspace(deps, ws);
    expect(slack.posts).toHaveLength(2);
  });

  it('reads again no sooner than the interval allows, and backs off while Enlivy is down', async () => {
    enlivy.setDown(true);
    expect(await pollWorkspace(deps, ws)).toBe('enlivy_down');
    now += 1_000;
    expect(await pollWorkspace(deps, ws)).toBe('skipped'); // same interval
    now += 10_000;
    expect(await pollWorkspace(deps, ws)).toBe('enlivy_down');
    const state = await stores.watch.getState(ws);
    expect(state.failedPolls).toBe(2);
    // The second failure waits two intervals (minus the half-interval tolerance).
    expect(Date.parse(state.retryAt ?? '')).toBe(now + 20_000 - 5_000);
    now += 10_000;
    expect(await pollWorkspace(deps, ws)).toBe('skipped');
    enlivy.setDown(false);
    now += 10_000;
    expect(await pollWorkspace(deps, ws)).toBe('read');
    expect((await stores.watch.getState(ws)).failedPolls).toBe(0);
    expect(slack.posts).toEqual([]);
  });

  it('posts the daily digest once, from 09:00 in its timezone, failing destinations first', async () => {
    const settings = await stores.watch.getSettings(ws);
    if (settings === undefined) throw new Error('no settings');
    await stores.watch.saveSettings(ws, { ...settings, digest: { tz: 'Europe/Bucharest' } });
    enlivy.log.push(failed(1, 1), { ...failed(2, 2), status: 'success' });
    now = Date.parse('2026-11-20T06:59:00Z'); // 08:59 in Bucharest
    await pollWorkspace(deps, ws);
    expect(slack.posts.filter((p) => p.text.includes('digest'))).toEqual([]);
    now = Date.parse('2026-11-20T07:00:10Z'); // 09:00
    await pollWorkspace(deps, ws);
    const digests = slack.posts.filter((p) => p.text.includes('digest of 2026-11-20'));
    expect(digests).toHaveLength(1);
    expect(JSON.stringify(digests[0])).toContain(
      '*Hook*: 1 failed, 1 success — failing: `invoice.paid` ×1',
    );
    now += 10 * 60_000;
    await pollWorkspace(deps, ws);
    expect(slack.posts.filter((p) => p.text.includes('digest'))).toHaveLength(1);
  });
});
