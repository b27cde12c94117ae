import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Delivery, Destination } from '../../../src/enlivy/index.js';
import { countByDestination } from '../../../src/features/destinations/home.js';
import { resolveTestTarget } from '../../../src/features/destinations/test-args.js';
import {
  acquireTestLock,
  type FollowOptions,
  followTestDelivery,
} from '../../../src/features/destinations/test-follow.js';
import {
  channelDestinationIds,
  newestPerDestination,
  postsToChannel,
} from '../../../src/features/shared/destinations/overview.js';
import { resolveDestination } from '../../../src/features/shared/destinations/resolve.js';
import { AppError } from '../../../src/platform/app-error.js';
import { openBackend } from '../../../src/store/backends/index.js';
import { createLockStore } from '../../../src/store/lock-store.js';
import { en } from '../../translators.js';
import { delivery, destination } from './fixtures.js';

/** A follow loop on a fake clock: sleeping moves time, nothing waits. */
function fakeTime(overrides: Partial<FollowOptions> = {}) {
  let now = 0;
  const waits: number[] = [];
  const options: FollowOptions = {
    firstDelayMs: 1_000,
    backoff: 1.5,
    maxDelayMs: 5_000,
    timeoutMs: 30_000,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    ...overrides,
  };
  return { options, waits };
}

describe('followTestDelivery', () => {
  const sent = delivery({ id: 'dlv_test', status: 'pending', response_status: null });

  it('returns at once when the test did not stay pending (dropped)', async () => {
    const { options, waits } = fakeTime();
    const dropped = { ...sent, status: 'dropped' };
    const outcome = await followTestDelivery(
      async () => {
        throw new Error('not called');
      },
      dropped,
      options,
    );
    expect(outcome).toEqual({ kind: 'final', delivery: dropped });
    expect(waits).toEqual([]);
  });

  it('reads its own delivery with backoff until it is final', async () => {
    const { options, waits } = fakeTime();
    const stop = new AbortController();
    const answers: Delivery[] = [sent, sent, { ...sent, status: 'failed', response_status: 500 }];
    const outcome = await followTestDelivery(
      async () => answers.shift() ?? sent,
      sent,
      options,
      stop.signal,
    );
    expect(outcome.kind).toBe('final');
    expect(outcome.delivery.status).toBe('failed');
    expect(waits).toEqual([1_000, 1_500, 2_250]);
    // The app-wide stop signal keeps no listener per finished follow.
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });

  it('keeps going through failed looks and reports pending after the limit', async () => {
    const { options, waits } = fakeTime();
    let calls = 0;
    const outcome = await followTestDelivery(
      async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error('Enlivy hiccup');
        return sent;
      },
      sent,
      options,
    );
    expect(outcome).toEqual({ kind: 'pending', delivery: sent, waitedSeconds: 30 });
    expect(waits.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(Math.max(...waits)).toBe(5_000);
  });

  it('ends early, as pending and stopped, when the app stops', async () => {
    const { options } = fakeTime();
    const stop = new AbortController();
    let calls = 0;
    const outcome = await followTestDelivery(
      async () => {
        calls += 1;
        if (calls === 2) stop.abort();
        return sent;
      },
      sent,
      options,
      stop.signal,
    );
    expect(outcome).toMatchObject({ kind: 'pending', stopped: true, waitedSeconds: 3 });
    expect(calls).toBe(2);
  });
});

describe('acquireTestLock', () => {
  const workspace = { teamId: 'T1' };
  async function lockStore() {
    const backend = await openBackend('memory://', { namespace: 'locks-test' });
    return createLockStore(backend.atomic);
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets one test run per destination until released', async () => {
    const locks = await lockStore();
    const lock = await acquireTestLock(locks, workspace, 'dst_1');
    expect(lock).toBeDefined();
    expect(await acquireTestLock(locks, workspace, 'dst_1')).toBeUndefined();
    const other = await acquireTestLock(locks, { teamId: 'T2' }, 'dst_1');
    expect(other).toBeDefined();
    await lock?.release();
    const again = await acquireTestLock(locks, workspace, 'dst_1');
    expect(again).toBeDefined();
    await Promise.all([other?.release(), again?.release()]);
  });

  it('frees itself within 15 s when its holder died without releasing it (restart mid-test)', async () => {
    const locks = await lockStore();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-20T10:00:00Z'));
    // Only the clock moves: the holder's renewals (real timers, every 5 s) never get to run
    // within this test, as if the holder had died.
    const dead = await acquireTestLock(locks, workspace, 'dst_3');
    expect(dead).toBeDefined();
    vi.setSystemTime(Date.parse('2026-11-20T10:00:10Z'));
    expect(await acquireTestLock(locks, workspace, 'dst_3')).toBeUndefined();
    vi.setSystemTime(Date.parse('2026-11-20T10:00:16Z'));
    const next = await acquireTestLock(locks, workspace, 'dst_3');
    expect(next).toBeDefined();
    await Promise.all([dead?.release(), next?.release()]);
  });

  it('is renewed while held, so a test longer than its lifetime still blocks a second one', async () => {
    const locks = await lockStore();
    // The clock and the renewals' timer move together, by the test: a real second on a busy
    // machine can hold the renewal past a 300 ms lifetime.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const options = { ttlMs: 300 };
    const lock = await acquireTestLock(locks, workspace, 'dst_4', options);
    expect(lock).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await acquireTestLock(locks, workspace, 'dst_4', options)).toBeUndefined();
    await lock?.release();
    const next = await acquireTestLock(locks, workspace, 'dst_4', options);
    expect(next).toBeDefined();
    await next?.release();
  });

  it('lets only one of several simultaneous attempts through', async () => {
    const locks = await lockStore();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => acquireTestLock(locks, workspace, 'dst_2')),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    await Promise.all(results.map((r) => r?.release()));
  });
});

describe('which destinations post to a channel', () => {
  const slack = (channel: string) =>
    destination({ id: `s_${channel}`, type: 'slack', destination_url: null, config: { channel } });

  it('matches the note, the channel id, a mention, or #name in any case', () => {
    const here = { id: 'C0FIN', name: 'finance' };
    expect(postsToChannel(slack('#Finance'), undefined, here)).toBe(true);
    expect(postsToChannel(slack('finance'), undefined, here)).toBe(true);
    expect(postsToChannel(slack('C0FIN'), undefined, here)).toBe(true);
    expect(postsToChannel(slack('<#C0FIN|finance>'), undefined, here)).toBe(true);
    expect(postsToChannel(slack('#finance'), undefined, { id: 'C0FIN' })).toBe(false);
    expect(postsToChannel(slack('#general'), undefined, here)).toBe(false);
    const webhook = destination({ id: 'w' });
    expect(
      postsToChannel(webhook, { channelId: 'C0FIN', createdBy: 'U', createdAt: 'x' }, here),
    ).toBe(true);
    expect(postsToChannel(webhook, undefined, here)).toBe(false);
  });

  it("lets `pause` without a name find the channel's only destination", () => {
    const all = [slack('#finance'), slack('#general'), destination({ id: 'w' })];
    const ids = channelDestinationIds(all, new Map(), { id: 'C0FIN', name: 'finance' });
    expect(
      resolveDestination({ query: '', destinations: all, channelDestinationIds: ids }, en).id,
    ).toBe('s_#finance');
  });
});

describe('delivery summaries', () => {
  it('keeps the newest delivery per destination and counts statuses', () => {
    const list = [
      delivery({ id: 'a', organization_event_destination_id: 'd1', status: 'failed' }),
      delivery({ id: 'b', organization_event_destination_id: 'd2' }),
      delivery({ id: 'c', organization_event_destination_id: 'd1' }),
      delivery({ id: 'd', organization_event_destination_id: 'd1', status: 'weird' }),
    ];
    expect(newestPerDestination(list).get('d1')?.id).toBe('a');
    const counts = countByDestination(list);
    expect(counts.get('d1')).toEqual({ success: 1, failed: 1, anomaly: 0, dropped: 0, pending: 0 });
    expect(counts.get('d2')?.success).toBe(1);
  });
});

describe('resolveTestTarget', () => {
  const named = (id: string, name: string) =>
    ({ id, name, type: 'slack', is_active: true }) as Destination;
  const all = [
    named('d1', 'AR alerts'),
    named('d2', '#finance — invoice.paid'),
    named('d3', '#finance — invoice.created'),
  ];
  const target = (...args: string[]) => {
    const found = resolveTestTarget(args, all, en);
    return { id: found.destination.id, event: found.event };
  };

  it('takes a last catalog event as the event when the rest names a destination', () => {
    expect(target('AR alerts')).toEqual({ id: 'd1', event: undefined });
    expect(target('AR', 'alerts')).toEqual({ id: 'd1', event: undefined });
    expect(target('AR alerts', 'invoice.paid')).toEqual({ id: 'd1', event: 'invoice.paid' });
    expect(target('AR', 'invoice.created')).toEqual({ id: 'd1', event: 'invoice.created' });
  });

  it('keeps a generated name that ends with an event whole', () => {
    expect(target('#finance', '—', 'invoice.paid')).toEqual({ id: 'd2', event: undefined });
    expect(target('#finance', '—', 'invoice.created')).toEqual({ id: 'd3', event: undefined });
    expect(target('#finance — invoice.paid', 'contract.updated')).toEqual({
      id: 'd2',
      event: 'contract.updated',
    });
  });

  it('names an event Enlivy does not send instead of calling it a missing destination', () => {
    expect(() => target('AR alerts', 'invoice.payd')).toThrow(AppError);
    expect(() => target('AR alerts', 'invoice.payd')).toThrow(
      '`invoice.payd` is not an event Enlivy sends. Did you mean `invoice.paid`?',
    );
    expect(() => target('Nope', 'invoice.paid')).toThrow(
      'No destination is called or starts with “Nope”',
    );
  });
});
