import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateGate } from '../../../src/features/watch/rate-gate.js';
import { openStore, type Stores } from '../../../src/store/index.js';

const logger = pino({ level: 'silent' });
const shared = [
  ['Redis', process.env.REDIS_URL],
  ['PostgreSQL', process.env.DATABASE_URL],
] as const;

describe.each(shared)('the failure watch cap across two instances on %s', (_name, url) => {
  const opened: Stores[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stores) => stores.close()));
  });

  it.skipIf(!url)('never lets both together send more than the cap in one second', async () => {
    const namespace = `rate_${randomUUID().replaceAll('-', '')}`;
    const open = async () => {
      const stores = await openStore({
        url: String(url),
        encryptionKey: Buffer.alloc(32, 3),
        logger,
        namespace,
        sweepIntervalMs: 0,
      });
      opened.push(stores);
      return createRateGate({ perSecond: 20, locks: stores.locks, watch: stores.watch, logger });
    };
    const gates = [await open(), await open()];
    const passedAt: number[] = [];
    await Promise.all(
      gates.flatMap((gate) =>
        Array.from({ length: 30 }, () => gate.take().then(() => passedAt.push(Date.now()))),
      ),
    );
    const perSecond = new Map<number, number>();
    for (const at of passedAt) {
      const second = Math.floor(at / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(passedAt).toHaveLength(60);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(20);
    expect(perSecond.size).toBeGreaterThanOrEqual(3);
  });
});
