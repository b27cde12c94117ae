/**
 * The store on its own: a connection read (one read and one decryption), a cache write and a
 * lock taken and released (two atomic steps), on memory, SQLite and, when REDIS_URL /
 * DATABASE_URL are set, Redis and PostgreSQL. Figures only, no budget.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Bench } from 'tinybench';
import { openStore } from '../src/store/index.js';
import { memoryLogger } from '../test/integration/support/parts.js';
import type { Benchmark } from './types.js';

const WORKSPACE = { teamId: 'T0BENCH' };

export const store: Benchmark = {
  description: 'store operations: connection read, cache write, lock take+release (per backend)',
  async run({ small }) {
    const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-store-bench-'));
    const urls: [string, string | undefined][] = [
      ['memory', 'memory://'],
      ['sqlite', `sqlite://${path.join(dir, 'bench.sqlite')}`],
      ['redis', process.env.REDIS_URL],
      ['postgres', process.env.DATABASE_URL],
    ];
    try {
      for (const [name, url] of urls) {
        if (url === undefined) continue;
        const stores = await openStore({
          url,
          encryptionKey: randomBytes(32),
          logger: memoryLogger('silent').logger,
          namespace: `bench-${randomBytes(4).toString('hex')}`,
          sweepIntervalMs: 0,
        });
        try {
          await stores.connections.save(WORKSPACE, {
            organizationId: 'org_1',
            organizationName: 'Bench Ltd',
            apiBaseUrl: 'http://127.0.0.1:1',
            token: '1|benchTokenbenchTokenbenchToken',
            connectedBy: 'U0',
            connectedAt: new Date().toISOString(),
            method: 'token',
            state: 'ok',
          });
          const bench = new Bench({ name, time: small ? 300 : 2_000 });
          let n = 0;
          bench
            .add(`${name}: connection read`, async () => {
              await stores.connections.get(WORKSPACE);
            })
            .add(`${name}: cache write`, async () => {
              await stores.keyv.set(`cache:bench:${n++ % 1_000}`, { name: 'finance' }, 60_000);
            })
            .add(`${name}: lock take+release`, async () => {
              const lock = await stores.locks.acquire(`bench-${n++ % 1_000}`, 5_000);
              await lock?.release();
            });
          await bench.run();
          console.table(bench.table());
        } finally {
          await stores.keyv.clear().catch(() => undefined);
          await stores.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return { failures: [] };
  },
};
