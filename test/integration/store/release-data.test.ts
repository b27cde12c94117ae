/**
 * Records the release on @keyv/redis 6.0.0-rc.1 and @keyv/postgres 6.0.0-beta.4 wrote stay
 * readable. fixtures/release-data.json holds the raw keys and rows that release's code wrote for
 * one record of every kind (fixtures/write-release-data.ts made it); each backend gets them back
 * exactly (only the namespace is the test's own, and expiries move forward by the fixture's age,
 * in the text and the store's own expiry alike, so that records with a lifetime are still live),
 * and the code at hand reads every record. PostgreSQL starts from a fresh server whose table the
 * old adapter's own statements created.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Stores } from '../../../src/store/index.js';
import { canRunOwnPostgres, ownPostgres } from '../support/own-servers.js';
import { expectedReleaseRecords, readReleaseRecords } from './fixtures/release-records.js';
import { memoryLogger, withRedis } from './helpers.js';

type Row = (string | number | null)[];

interface ReleaseData {
  writtenAt: number;
  namespace: string;
  encryptionKey: string;
  nonces: { sqlite: string; redis: string; postgres: string };
  sqlite: { keyv: Row[]; enlivy_atomic: Row[] };
  redis: Row[];
  postgres: { keyv: Row[]; enlivy_atomic: Row[] };
}

const data = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'release-data.json'), 'utf8'),
) as ReleaseData;

/** What @keyv/postgres 6.0.0-beta.4 ran on a new database, and the release's atomic table. */
const RELEASE_POSTGRES_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS "public"."keyv"(key VARCHAR(255) NOT NULL, value TEXT, namespace VARCHAR(255) DEFAULT NULL, expires BIGINT DEFAULT NULL)`,
  `ALTER TABLE "public"."keyv" ADD COLUMN IF NOT EXISTS namespace VARCHAR(255) DEFAULT NULL`,
  `ALTER TABLE "public"."keyv" ADD COLUMN IF NOT EXISTS expires BIGINT DEFAULT NULL`,
  `ALTER TABLE "public"."keyv" DROP CONSTRAINT IF EXISTS "keyv_pkey"`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "keyv_key_namespace_idx" ON "public"."keyv" (key, COALESCE(namespace, ''))`,
  `CREATE INDEX IF NOT EXISTS "keyv_expires_idx" ON "public"."keyv" (expires) WHERE expires IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS "public"."enlivy_atomic" (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires BIGINT NOT NULL)`,
];

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-release-data-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** The fixture's age: every expiry moves forward by it. */
const age = () => Date.now() - data.writtenAt;
const later = (expires: string | number | null | undefined) =>
  expires === null || expires === undefined ? null : Number(expires) + age();
/** keyv's text ends with its own copy of the expiry (`,"expires":<ms>}`). */
const laterText = (text: string) =>
  text.replace(/"expires":(\d+)}$/, (_, ms: string) => `"expires":${Number(ms) + age()}}`);
const renamed = (key: string, namespace: string) =>
  key.startsWith(data.namespace) ? `${namespace}${key.slice(data.namespace.length)}` : key;

async function readWith(url: string, namespace: string, nonce: string): Promise<void> {
  const stores: Stores = await openStore({
    url,
    encryptionKey: data.encryptionKey,
    logger: memoryLogger().logger,
    namespace,
    sweepIntervalMs: 0,
  });
  try {
    expect(await readReleaseRecords(stores, nonce)).toEqual(expectedReleaseRecords);
    // Rewritten by the code at hand: one record still, not an old one shadowing a new one.
    await stores.roles.revoke({ teamId: 'T111', isEnterpriseInstall: false }, 'U2');
    expect(await stores.roles.get({ teamId: 'T111', isEnterpriseInstall: false }, 'U2')).toBe(
      undefined,
    );
  } finally {
    await stores.close();
  }
}

describe('records the release on the keyv 6 pre-release adapters wrote', () => {
  it('SQLite: read back, every kind', async () => {
    const file = path.join(tempDir, 'release.sqlite');
    const namespace = `release-${randomUUID().slice(0, 8)}`;
    // The tables as that release created them (the SQLite adapter is the same code).
    const created = await openStore({
      url: `sqlite://${file}`,
      encryptionKey: data.encryptionKey,
      logger: memoryLogger().logger,
      sweepIntervalMs: 0,
    });
    await created.close();
    const db = new DatabaseSync(file);
    try {
      for (const table of ['keyv', 'enlivy_atomic'] as const) {
        for (const [key, value, expires] of data.sqlite[table]) {
          db.prepare(`INSERT INTO ${table} (key, value, expires) VALUES (?, ?, ?)`).run(
            renamed(String(key), namespace),
            laterText(String(value)),
            later(expires),
          );
        }
      }
    } finally {
      db.close();
    }
    await readWith(`sqlite://${file}`, namespace, data.nonces.sqlite);
  });

  it.skipIf(!canRunOwnPostgres)(
    'PostgreSQL: read back, every kind, from a table the old adapter created',
    async () => {
      const server = await ownPostgres();
      try {
        await server.start();
        const namespace = `release-${randomUUID().slice(0, 8)}`;
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          for (const statement of RELEASE_POSTGRES_SCHEMA) await client.query(statement);
          for (const [key, value, , expires] of data.postgres.keyv) {
            await client.query(
              'INSERT INTO keyv (key, value, namespace, expires) VALUES ($1, $2, $3, $4)',
              [key, laterText(String(value)), namespace, later(expires)],
            );
          }
          for (const [key, value, expires] of data.postgres.enlivy_atomic) {
            await client.query(
              'INSERT INTO enlivy_atomic (key, value, expires) VALUES ($1, $2, $3)',
              [renamed(String(key), namespace), value, later(expires)],
            );
          }
        } finally {
          await client.end();
        }
        await readWith(server.url, namespace, data.nonces.postgres);
      } finally {
        await server.remove();
      }
    },
    60_000,
  );

  it.skipIf(!process.env.REDIS_URL)('Redis: read back, every kind', async () => {
    const namespace = `release-${randomUUID().slice(0, 8)}`;
    await withRedis(async (client) => {
      for (const [key, value, expires] of data.redis) {
        const name = renamed(String(key), namespace);
        const until = later(expires);
        if (until === null) await client.set(name, laterText(String(value)));
        else await client.set(name, laterText(String(value)), 'PX', until - Date.now());
      }
    });
    try {
      await readWith(process.env.REDIS_URL as string, namespace, data.nonces.redis);
    } finally {
      await withRedis(async (client) => {
        const keys = await client.keys(`${namespace}:*`);
        if (keys.length > 0) await client.del(...keys);
      });
    }
  });
});
