import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/app-error.js';
import { openStore } from '../../../src/store/index.js';
import { memoryLogger, testKey } from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-unreachable-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('a store that cannot be reached', () => {
  it.each([
    ['redis', 'redis://127.0.0.1:1'],
    ['postgres', 'postgres://postgres@127.0.0.1:1/none'],
  ])(
    '%s: the process keeps running, ping rejects, reads fail as store_unavailable, errors are logged once',
    async (_name, url) => {
      const log = memoryLogger();
      const stores = await openStore({
        url,
        encryptionKey: testKey(),
        logger: log.logger,
        pingTimeoutMs: 5_000,
        // Sooner than the default 2.5 s, with the same outcome: reported unavailable.
        timeoutMs: 500,
      });
      try {
        await expect(stores.ping()).rejects.toThrow();
        const err = await stores.connections.get({ teamId: 'T1' }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).code).toBe('store_unavailable');
        // A cache read or write never passes for "nothing cached" while the store is down.
        for (const work of [
          () => stores.keyv.get('cache:x'),
          () => stores.keyv.set('cache:x', 1, 1_000),
        ]) {
          const failed = await work().catch((e: unknown) => e);
          expect((failed as AppError).code).toBe('store_unavailable');
        }
        await expect(stores.ping()).rejects.toThrow();
        const storeErrors = log
          .lines()
          .filter((line) => line.msg?.toString().startsWith('store error'));
        expect(storeErrors.length).toBeLessThanOrEqual(1);
        expect(JSON.stringify(log.lines())).not.toContain(testKey().toString('base64'));
      } finally {
        await stores.close();
      }
    },
    30_000,
  );

  it('sqlite: a path that cannot be created fails at startup with a clear error', async () => {
    const file = path.join(tempDir, 'a-file');
    writeFileSync(file, 'not a directory');
    await expect(
      openStore({
        url: `sqlite://${file}/db.sqlite`,
        encryptionKey: testKey(),
        logger: memoryLogger().logger,
      }),
    ).rejects.toThrow();
  });

  it('sqlite: a file that is not a database fails at startup with a clear error', async () => {
    const file = path.join(tempDir, 'garbage.sqlite');
    writeFileSync(file, 'this is not a sqlite database, just text '.repeat(200));
    await expect(
      openStore({
        url: `sqlite://${file}`,
        encryptionKey: testKey(),
        logger: memoryLogger().logger,
      }),
    ).rejects.toThrow(`Could not open the SQLite store at ${file}: file is not a database`);
  });
});
