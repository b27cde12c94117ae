import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { burstLog } from '../../src/platform/logging/burst-log.js';
import { createLogger } from '../../src/platform/logging/logger.js';

function memory() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  });
  return { logger, lines };
}

describe('burstLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the first of a burst, then one count per interval, and starts over after a quiet one', async () => {
    const { logger, lines } = memory();
    const log = burstLog(logger, 1_000);
    const texts = () => lines.map((l) => `${l.level} ${l.msg}`);
    for (let i = 0; i < 50; i++) log.warn({ teamId: `T${i}` }, 'not installed');
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i < 5; i++) log.warn({ teamId: 'T9' }, 'not installed');
    await vi.advanceTimersByTimeAsync(1_000);
    // A quiet interval ends the burst; the next one is written at once again.
    await vi.advanceTimersByTimeAsync(1_000);
    log.warn({ teamId: 'T1' }, 'not installed');
    log.flush();
    await vi.advanceTimersByTimeAsync(10);
    expect(texts()).toEqual([
      '40 not installed',
      '40 not installed (49 more like it in the last 1 s)',
      '40 not installed (5 more like it in the last 1 s)',
      '40 not installed',
    ]);
    expect(lines[1]).toMatchObject({ repeated: 49, teamId: 'T49' });
  });
});
