import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../src/api/index.js';
import { countByDestination } from '../../../src/commands/destinations/home.js';
import {
  channelDestinationIds,
  newestPerDestination,
  postsToChannel,
} from '../../../src/commands/destinations/overview.js';
import { resolveDestination } from '../../../src/commands/destinations/resolve.js';
import { parseTestArgs } from '../../../src/commands/destinations/test.js';
import {
  acquireTestLock,
  type FollowOptions,
  followTestDelivery,
} from '../../../src/commands/destinations/test-follow.js';
import { AppError } from '../../../src/errors.js';
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
    const outcome = await followTestDelivery(async () => [], dropped, 0, options);
    expect(outcome).toEqual({ kind: 'final', delivery: dropped });
    expect(waits).toEqual([]);
  });

  it('polls with backoff until the delivery with the same id is final', async () => {
    const { options, waits } = fakeTime();
    const answers: Delivery[][] = [
      [sent],
      [delivery({ id: 'other', status: 'success' }), sent],
      [{ ...sent, status: 'failed', response_status: 500 }],
    ];
    const outcome = await followTestDelivery(async () => answers.shift() ?? [], sent, 0, options);
    expect(outcome.kind).toBe('final');
    expect(outcome.delivery.status).toBe('failed');
    expect(waits).toEqual([1_000, 1_500, 2_250]);
  });

  it('keeps going through failed looks and reports pending after the limit', async () => {
    const { options, waits } = fakeTime();
    let calls = 0;
    const outcome = await followTestDelivery(
      async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error('Enlivy hiccup');
        return [sent];
      },
      sent,
      0,
      options,
    );
    expect(outcome).toEqual({ kind: 'pending', delivery: sent, waitedSeconds: 30 });
    expect(waits.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(Math.max(...waits)).toBe(5_000);
  });

  it('falls back to the newest delivery of that event created since the call', async () => {
    const { options } = fakeTime();
    const startedAt = Date.parse('2026-11-20T10:00:00Z');
    const older = delivery({ id: 'old', status: 'success', created_at: '2026-11-19T10:00:00Z' });
    const fresh = delivery({ id: 'new', status: 'success', created_at: '2026-11-20T10:00:01Z' });
    const outcome = await followTestDelivery(async () => [fresh, older], sent, startedAt, options);
    expect(outcome.delivery.id).toBe('new');
  });
});

describe('acquireTestLock', () => {
  const workspace = { teamId: 'T1' };

  it('lets one test run per destination until released', async () => {
    const keyv = new Keyv();
    const options = { ttlMs: 10_000, settleMs: 1 };
    const release = await acquireTestLock(keyv, workspace, 'dst_1', options);
    expect(release).toBeDefined();
    expect(await acquireTestLock(keyv, workspace, 'dst_1', options)).toBeUndefined();
    expect(await acquireTestLock(keyv, { teamId: 'T2' }, 'dst_1', options)).toBeDefined();
    await release?.();
    expect(await acquireTestLock(keyv, workspace, 'dst_1', options)).toBeDefined();
  });

  it('lets only one of two simultaneous attempts through', async () => {
    const keyv = new Keyv();
    const options = { ttlMs: 10_000, settleMs: 20 };
    const results = await Promise.all([
      acquireTestLock(keyv, workspace, 'dst_2', options),
      acquireTestLock(keyv, workspace, 'dst_2', options),
    ]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
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
      resolveDestination({ query: '', destinations: all, channelDestinationIds: ids }).id,
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

describe('parseTestArgs', () => {
  it('takes a last word with a dot as the event, and checks it', () => {
    expect(parseTestArgs(['AR alerts'])).toEqual({ query: 'AR alerts' });
    expect(parseTestArgs(['AR', 'alerts'])).toEqual({ query: 'AR alerts' });
    expect(parseTestArgs(['AR alerts', 'invoice.paid'])).toEqual({
      query: 'AR alerts',
      event: 'invoice.paid',
    });
    expect(parseTestArgs([])).toEqual({ query: '' });
    expect(() => parseTestArgs(['AR', 'Invoice.Paid'])).toThrow(AppError);
    expect(() => parseTestArgs(['AR', 'Invoice.Paid'])).toThrow(
      '`Invoice.Paid` is not an event name',
    );
  });
});
