/**
 * Records written by the release on keyv 5 stay readable after the move to keyv 6. Each backend
 * gets rows exactly as that release stored them (raw, bypassing keyv), and the new code reads
 * them back:
 * - SQLite: table `keyv(key, value)`, key `<namespace>:<key>`, value `{"value":…}` (with
 *   `,"expires":<ms>` when it has a TTL), no expires column;
 * - PostgreSQL: the same rows in @keyv/postgres's table (no namespace, no expires: what the
 *   adapter's own schema upgrade leaves of them);
 * - Redis: key `<namespace>::<key>`, the same text, Redis's own TTL.
 * The record bodies come from the current code's memory store: they did not change.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type WorkspaceRef } from '../../../src/store/index.js';
import { changeKey, connectionKey, installationKey, rolesKey } from '../../../src/store/keys.js';
import { memoryLogger, sampleConnection, teamInstall, testKey, withRedis } from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-keyv5-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const A: WorkspaceRef = { teamId: 'T111' };
const connection = sampleConnection;
const change = { action: 'paused', by: 'U100', at: '2026-11-20T10:00:00.000Z' };

/** [key, text, ttl ms] of each record as the keyv 5 release stored them. */
async function keyv5Rows(key: Buffer): Promise<[string, string, number | undefined][]> {
  const stores = await openStore({
    url: 'memory://',
    encryptionKey: key,
    logger: memoryLogger().logger,
  });
  try {
    await stores.installations.storeInstallation(teamInstall);
    await stores.connections.save(A, connection);
    await stores.roles.grant(A, {
      userId: 'U2',
      role: 'editor',
      grantedBy: 'U1',
      at: new Date('2026-11-20T10:00:00.000Z'),
    });
    const body = async (k: string) => JSON.stringify(await stores.keyv.get(k));
    const expires = Date.now() + 60_000;
    return [
      [installationKey(A), `{"value":${await body(installationKey(A))}}`, undefined],
      [connectionKey(A), `{"value":${await body(connectionKey(A))}}`, undefined],
      [rolesKey(A), `{"value":${await body(rolesKey(A))}}`, undefined],
      [
        changeKey(A, 'destination:d1'),
        `{"value":${JSON.stringify({ v: 1, ...change })},"expires":${expires}}`,
        60_000,
      ],
    ];
  } finally {
    await stores.close();
  }
}

const cases: [
  string,
  string | undefined,
  (ns: string, rows: [string, string, number | undefined][]) => Promise<void>,
][] = [
  [
    'sqlite',
    `sqlite://${path.join(tempDir, 'keyv5.sqlite')}`,
    async (ns, rows) => {
      const db = new DatabaseSync(path.join(tempDir, 'keyv5.sqlite'));
      try {
        db.exec('CREATE TABLE IF NOT EXISTS keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )');
        for (const [key, text] of rows)
          db.prepare('INSERT INTO keyv (key, value) VALUES (?, ?)').run(`${ns}:${key}`, text);
      } finally {
        db.close();
      }
    },
  ],
  [
    'postgres',
    process.env.DATABASE_URL,
    async (ns, rows) => {
      // The table in the layout @keyv/postgres 6 left an old one in (the store creates it when missing).
      const probe = await openStore({
        url: process.env.DATABASE_URL ?? '',
        encryptionKey: testKey(),
        logger: memoryLogger().logger,
        namespace: `${ns}-probe`,
      });
      await probe.ping();
      await probe.close();
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        for (const [key, text] of rows)
          await client.query('INSERT INTO keyv (key, value) VALUES ($1, $2)', [
            `${ns}:${key}`,
            text,
          ]);
      } finally {
        await client.end();
      }
    },
  ],
  [
    'redis',
    process.env.REDIS_URL,
    async (ns, rows) => {
      await withRedis(async (client) => {
        for (const [key, text, ttl] of rows) {
          if (ttl === undefined) await client.set(`${ns}::${key}`, text);
          else await client.set(`${ns}::${key}`, text, 'PX', ttl);
        }
      });
    },
  ],
];

describe.each(cases)('records the keyv 5 release wrote in %s', (name, url, writeOld) => {
  it.skipIf(url === undefined)(
    'are read by the new code, and stay one record when rewritten',
    async () => {
      const namespace = `enlivy-slack-keyv5-${randomUUID().slice(0, 8)}`;
      const key = testKey();
      await writeOld(namespace, await keyv5Rows(key));
      const stores = await openStore({
        url: url ?? '',
        encryptionKey: key,
        logger: memoryLogger().logger,
        namespace,
      });
      try {
        expect(
          await stores.installations.fetchInstallation({
            teamId: 'T111',
            enterpriseId: undefined,
            isEnterpriseInstall: false,
          }),
        ).toEqual(teamInstall);
        expect(await stores.connections.get(A)).toEqual(connection);
        expect((await stores.roles.get(A, 'U2'))?.role).toBe('editor');
        expect(await stores.changes.get(A, 'destination:d1')).toEqual(change);

        // Rewritten by the new code: read back once, the old row replaced rather than shadowing it.
        await stores.roles.revoke(A, 'U2');
        expect(await stores.roles.get(A, 'U2')).toBeUndefined();
        await stores.connections.delete(A);
        expect(await stores.connections.get(A)).toBeUndefined();
      } finally {
        await stores.keyv.clear();
        await stores.close();
      }
      if (name === 'postgres') {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        try {
          const left = await client.query('SELECT key FROM keyv WHERE key LIKE $1', [
            `${namespace}:%`,
          ]);
          expect(left.rows).toEqual([]);
        } finally {
          await client.end();
        }
      }
    },
  );
});
