import { describe, expect, it } from 'vitest';
import { Keyv } from 'keyv';
import { followTestDelivery, acquireTestLock } from '../src/commands/destinations/test-follow.js';

const d = (id: string, status: string, created: string, event = 'invoice.paid') => ({
  id, event, status, request_payload: {}, response_status: status === 'success' ? 200 : null,
  response_type: null, response: null, is_retry: false, organization_event_destination_id: 'dst', created_at: created,
}) as any;

describe('review: follow', () => {
  it('reports a real invoice.paid delivery as the test outcome once the test fell off the 5-item page', async () => {
    const start = Date.parse('2026-01-01T10:00:00Z');
    const sent = d('dlv_test', 'pending', '2026-01-01T10:00:00Z');
    let now = start;
    const recent = async () => [1,2,3,4,5].map((i) => d(`dlv_real${i}`, 'success', `2026-01-01T10:00:0${i}Z`));
    const out = await followTestDelivery(recent, sent, start, {
      firstDelayMs: 1000, backoff: 1.5, maxDelayMs: 5000, timeoutMs: 30000,
      sleep: async (ms) => { now += ms; }, now: () => now,
    });
    console.log(out);
    expect(out.kind).toBe('final');
    expect(out.delivery.id).not.toBe('dlv_test');
  });

  it('lock: a slow set lets two callers both acquire', async () => {
    const store = new Map<string, any>();
    let calls = 0;
    const slow = {
      get: async (k: string) => store.get(k),
      set: async (k: string, v: any) => { const n = ++calls; await new Promise(r => setTimeout(r, n === 2 ? 80 : 1)); store.set(k, v); return true; },
      delete: async (k: string) => store.delete(k),
      clear: async () => store.clear(),
      on() { return this; }, opts: {}, namespace: undefined,
    };
    const keyv = new Keyv({ store: slow as any });
    const ws = { teamId: 'T1' } as any;
    const [a, b] = await Promise.all([acquireTestLock(keyv, ws, 'dst'), acquireTestLock(keyv, ws, 'dst')]);
    console.log('a', !!a, 'b', !!b);
    expect(!!a && !!b).toBe(true);
  });
});
