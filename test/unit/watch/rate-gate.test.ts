import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateGate } from '../../../src/watch/rate-gate.js';

describe('the failure watch rate gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a second’s worth through, then one per 1/rate, and waits out a Retry-After', async () => {
    const gate = createRateGate(2);
    const passed: number[] = [];
    const take = (n: number) => gate.take().then(() => passed.push(n));
    void take(1);
    void take(2);
    void take(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(499);
    expect(passed).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toEqual([1, 2, 3]);

    await vi.advanceTimersByTimeAsync(5_000);
    gate.pauseFor(3_000);
    void take(4);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(passed).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toEqual([1, 2, 3, 4]);
  });
});
