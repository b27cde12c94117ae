import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateGate, shareSizes } from '../../../src/features/watch/rate-gate.js';
import { openStore, type Stores } from '../../../src/store/index.js';

const logger = pino({ level: 'silent' });

describe('the failure watch rate gate, shared through the store', () => {
  let stores: Stores;
  beforeEach(async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    stores = await openStore({
      url: 'memory://',
      encryptionKey: Buffer.alloc(32, 7),
      logger,
      sweepIntervalMs: 0,
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await stores.close();
  });

  const gateOf = (perSecond: number) =>
    createRateGate({ perSecond, locks: stores.locks, watch: stores.watch, logger });

  it('cuts a second into at most 10 whole shares that add up to the cap', () => {
    expect(shareSizes(4)).toEqual([1, 1, 1, 1]);
    expect(shareSizes(25)).toEqual([2, 3, 2, 3, 2, 3, 2, 3, 2, 3]);
    expect(shareSizes(200).reduce((a, b) => a + b)).toBe(200);
    expect(shareSizes(200)).toHaveLength(10);
  });

  it('two instances together get the cap in one second; the rest wait for the next', async () => {
    const [a, b] = [gateOf(4), gateOf(4)];
    const passed: string[] = [];
    const take = (gate: typeof a, name: string) => gate.take().then(() => passed.push(name));
    for (let i = 0; i < 3; i++) {
      void take(a, `a${i}`);
      void take(b, `b${i}`);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(998);
    expect(passed).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(2);
    expect(passed).toHaveLength(6);
  });

  it('does not send on a share whose claim came back after its second ended', async () => {
    const claimed: string[] = [];
    let slowOnce = true;
    const locks: typeof stores.locks = {
      async acquire(name, ttlMs) {
        const lock = await stores.locks.acquire(name, ttlMs);
        claimed.push(name);
        if (slowOnce) {
          slowOnce = false;
          vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 1_000); // the store was slow
        }
        return lock;
      },
    };
    const gate = createRateGate({ perSecond: 4, locks, watch: stores.watch, logger });
    const second = Math.floor(Date.now() / 1000);
    let passedIn: number | undefined;
    void gate.take().then(() => {
      passedIn = Math.floor(Date.now() / 1000);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(passedIn).toBe(second + 1);
    expect(claimed.map((name) => name.split(':')[1])).toEqual([String(second), String(second + 1)]);
  });

  it('a Retry-After seen by one instance pauses the other', async () => {
    const [a, b] = [gateOf(100), gateOf(100)];
    await a.take();
    await b.take();
    a.pauseFor(3_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(await stores.watch.ratePausedUntil()).toBe(Date.now() + 3_000);
    // b still holds part of this second's share, so its next turn is the first after its share.
    await vi.advanceTimersByTimeAsync(1_000);
    let passed = false;
    void b.take().then(() => {
      passed = true;
    });
    await vi.advanceTimersByTimeAsync(1_998);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(passed).toBe(true);
  });
});
