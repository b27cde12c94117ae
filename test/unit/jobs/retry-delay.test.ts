import { describe, expect, it } from 'vitest';
import { retryDelay, TASK_RETRIES } from '../../../src/jobs/tasks.js';

describe('the delay before a failed job runs again', () => {
  it('doubles from 5 s and stays at 5 min, so the retries span more than an hour', () => {
    const delays = Array.from({ length: TASK_RETRIES }, (_, i) => retryDelay(i + 1));
    expect(delays.slice(0, 8)).toEqual([5, 10, 20, 40, 80, 160, 300, 300].map((s) => s * 1000));
    expect(Math.max(...delays)).toBe(300_000);
    expect(delays.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(60 * 60_000);
  });

  it('follows the shorter delays tests ask for', () => {
    const fast = { retryDelayMs: 200, retryDelayMaxMs: 400 };
    expect([1, 2, 3, 9].map((n) => retryDelay(n, fast))).toEqual([200, 400, 400, 400]);
  });
});
