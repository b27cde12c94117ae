import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/index.js';
import { memoryLogger, testKey } from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-sqlite-files-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

const openNamed = (file: string, namespace: string) =>
  openStore({
    url: `sqlite://${file}`,
    encryptionKey: testKey(),
    logger: memoryLogger().logger,
    namespace,
  });

async function openAndWrite(file: string) {
  const stores = await openStore({
    url: `sqlite://${file}`,
    encryptionKey: testKey(),
    logger: memoryLogger().logger,
  });
  await stores.roles.grant({ teamId: 'T1' }, { userId: 'U1', role: 'editor', grantedBy: 'U0' });
  return stores;
}

describe('the SQLite store file', () => {
  it('is created 0600 in directories created 0700, and so are its journal files', async () => {
    const file = path.join(tempDir, 'new', 'data', 'store.sqlite');
    const stores = await openAndWrite(file);
    try {
      expect(modeOf(path.join(tempDir, 'new'))).toBe(0o700);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      for (const name of readdirSync(path.dirname(file))) {
        expect([name, modeOf(path.join(path.dirname(file), name))]).toEqual([name, 0o600]);
      }
    } finally {
      await stores.close();
    }
  });

  it('narrows an existing file that others could read to 0600', async () => {
    const file = path.join(tempDir, 'old.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const stores = await openAndWrite(file);
    try {
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await stores.close();
    }
  });

  it('reads and writes the rows of a file written by the keyv 5 release (same table and text)', async () => {
    const file = path.join(tempDir, 'from-keyv-sqlite.sqlite');
    // The table and rows exactly as the keyv 5 release (and @keyv/sqlite 4) created and wrote them.
    await sql(file, [
      'CREATE TABLE IF NOT EXISTS keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )',
      `INSERT INTO keyv VALUES ('app:kept', '{"value":{"n":1},"expires":null}')`,
      `INSERT INTO keyv VALUES ('app:gone', '{"value":"old","expires":1}')`,
      `INSERT INTO keyv VALUES ('other:kept', '{"value":"theirs","expires":null}')`,
    ]);
    const stores = await openNamed(file, 'app');
    try {
      expect(await stores.keyv.get('kept')).toEqual({ n: 1 });
      expect(await stores.keyv.get('gone')).toBeUndefined();
      expect(await stores.keyv.getMany(['kept', 'absent'])).toEqual([{ n: 1 }, undefined]);
      await stores.keyv.set('new', 'written');
      expect(await stores.keyv.delete('kept')).toBe(true);
      expect(await stores.keyv.delete('kept')).toBe(false);
    } finally {
      await stores.close();
    }
    // The expired row stays until a sweep; its expiry was taken over from its text.
    const rows = await sql(file, ['SELECT key, value, expires FROM keyv ORDER BY key']);
    expect(rows).toEqual([
      { key: 'app:gone', value: '{"value":"old","expires":1}', expires: 1 },
      { key: 'app:new', value: '{"value":"written"}', expires: null },
      { key: 'other:kept', value: '{"value":"theirs","expires":null}', expires: null },
    ]);
  });

  it('keeps the one-time tokens and locks of an earlier release when its atomic table is rebuilt keyed by text', async () => {
    const file = path.join(tempDir, 'atomic-rowid.sqlite');
    // A link and a lock, then the table rebuilt as the release before created it (with a rowid).
    const before = await openNamed(file, 'app');
    const nonce = await before.oneTime.create({ teamId: 'T1', purpose: 'connect' }, 60_000);
    const held = await before.locks.acquire('pause:T1:dst_1', 60_000);
    expect(held).toBeDefined();
    await before.close();
    const rows = await sql(file, ['SELECT key, value, expires FROM enlivy_atomic ORDER BY key']);
    expect(rows).toHaveLength(2);
    await sql(file, [
      'ALTER TABLE enlivy_atomic RENAME TO atomic_then',
      'CREATE TABLE enlivy_atomic(key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER NOT NULL)',
      'INSERT INTO enlivy_atomic SELECT key, value, expires FROM atomic_then',
      'DROP TABLE atomic_then',
    ]);

    const after = await openNamed(file, 'app');
    try {
      expect(await after.locks.acquire('pause:T1:dst_1', 60_000)).toBeUndefined();
      expect(await after.oneTime.consume(nonce)).toEqual({ teamId: 'T1', purpose: 'connect' });
      expect(await after.oneTime.consume(nonce)).toBeUndefined();
    } finally {
      await after.close();
    }
    const [table] = (await sql(file, [
      "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'enlivy_atomic'",
    ])) as { sql: string }[];
    expect(table?.sql).toMatch(/WITHOUT ROWID$/);
    expect(
      await sql(file, [
        "SELECT name FROM sqlite_schema WHERE name LIKE 'sqlite_autoindex_enlivy_atomic%'",
      ]),
    ).toEqual([]);
  });

  it('clear() deletes its own namespace only, even one with LIKE wildcards in it', async () => {
    const file = path.join(tempDir, 'clear.sqlite');
    const mine = await openNamed(file, 'a_b');
    const theirs = await openNamed(file, 'axb');
    try {
      await mine.keyv.set('k', 1);
      await theirs.keyv.set('k', 2);
      await mine.keyv.clear();
      expect(await mine.keyv.get('k')).toBeUndefined();
      expect(await theirs.keyv.get('k')).toBe(2);
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });
});

/** Runs statements one after another on a connection of its own; the last one's rows. */
async function sql(file: string, statements: string[]): Promise<unknown[]> {
  const db = new DatabaseSync(file);
  let rows: unknown[] = [];
  try {
    for (const statement of statements) rows = db.prepare(statement).all();
  } finally {
    db.close();
  }
  return rows.map((row) => ({ ...(row as object) }));
}
