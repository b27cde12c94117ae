/**
 * A fresh Redis connection (issue 27, item 8): the first commands after opening the store wait,
 * briefly, for the connection instead of failing with "The client is offline".
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/index.js';
import { memoryLogger, testKey, uniqueNamespace } from './helpers.js';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(redisUrl === undefined)('a freshly opened Redis store', () => {
  it('answers the first burst of reads and writes, sent before the connection is ready', async () => {
    const log = memoryLogger();
    const stores = await openStore({
      url: redisUrl as string,
      encryptionKey: testKey(),
      logger: log.logger,
      namespace: uniqueNamespace(),
    });
    try {
      const workspace = { teamId: 'T_FRESH' };
      // No ping first: these are the very first commands of the new connection.
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 10 }, () => stores.connections.get(workspace)),
        ...Array.from({ length: 5 }, (_, i) => stores.keyv.set(`fresh:${i}`, i, 60_000)),
        stores.roles.get(workspace, 'U1'),
        stores.locks.acquire('fresh-lock', 5_000),
      ]);
      const failures = outcomes
        .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
        .map((o) => String(o.reason instanceof Error ? o.reason.message : o.reason));
      expect(failures).toEqual([]);
      expect(await stores.keyv.get('fresh:4')).toBe(4);
      const storeErrors = log.lines().filter((l) => String(l.msg).startsWith('store error'));
      expect(storeErrors).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});
