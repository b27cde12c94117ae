import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { expiredEntries, memoryLogger, rawEntries, testKey, uniqueNamespace } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryStore(namespace: string, sweepIntervalMs: number) {
  return openStore({
    url: 'memory://',
    encryptionKey: testKey(),
    logger: memoryLogger().logger,
    namespace,
    sweepIntervalMs,
  });
}

describe('the periodic sweep', () => {
  it('deletes expired records by itself while the store is open, and stops on close', async () => {
    const namespace = uniqueNamespace();
    const stores = await memoryStore(namespace, 50);
    await stores.oneTime.create({ link: 'connect' }, 20);
    await stores.keyv.set('cache:channel', 'finance', 20);
    await stores.roles.grant({ teamId: 'T1' }, { userId: 'U1', role: 'editor', grantedBy: 'U0' });
    await waitFor(async () => (await rawEntries(stores, namespace)).length === 1, {
      timeoutMs: 3_000,
    });
    expect((await rawEntries(stores, namespace))[0]?.[0]).toContain('roles:');

    await stores.close();
    await stores.keyv.set('cache:after-close', 'x', 10);
    await sleep(300);
    expect(expiredEntries(await rawEntries(stores, namespace))).toHaveLength(1);
  });

  it('one run keeps sweeping full batches until nothing expired is left (a busy instance)', async () => {
    const namespace = uniqueNamespace();
    const stores = await memoryStore(namespace, 2_000);
    try {
      // 1,200 expired records: more than one batch (500) of one delete statement.
      for (let i = 0; i < 1_200; i++) await stores.keyv.set(`replay:${i}`, 'x', 1);
      await sleep(3_000); // one run of the timer (the next is due at 4 s)
      expect(await rawEntries(stores, namespace)).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});
