import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Keyv } from 'keyv';
import { safeError } from '../../platform/logging/logger.js';
import { loudKeyv } from './loud-keyv.js';
import {
  inWriteTransaction,
  preparedStatements,
  SQLITE_BUSY_TIMEOUT_MS,
  SqliteKeyvAdapter,
  sweepExpiredRows,
  unlessLocked,
} from './sqlite-adapter.js';
import { type AtomicRecords, once, type StoreBackend, sweepBoth } from './types.js';

/** Opening (and migrating) may wait this long for another connection's lock: it runs once. */
const OPEN_BUSY_TIMEOUT_MS = 3_000;

export const ATOMIC_TABLE = 'enlivy_atomic';

export async function openSqlite(
  file: string,
  namespace: string,
  onError: (err: unknown) => void,
): Promise<StoreBackend> {
  // A local file that cannot be opened is a startup error, not something to retry.
  let db: DatabaseSync | undefined;
  try {
    if (file !== ':memory:') createPrivateFile(file);
    db = new DatabaseSync(file, { timeout: OPEN_BUSY_TIMEOUT_MS });
    // Write-ahead log, synced at checkpoints rather than on every commit: every Slack request
    // writes its replay record, and an fsync per request queued every ack behind the disk.
    // A crash of the app loses nothing; a power loss or OS crash may lose the last moments of
    // writes but never corrupts the file (SQLite is the single-host store).
    if (file !== ':memory:') {
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
    }
    SqliteKeyvAdapter.migrate(db);
    migrateAtomicTable(db);
    db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  } catch (err) {
    if (db?.isOpen) db.close();
    throw new Error(`Could not open the SQLite store at ${file}: ${safeError(err).message}`, {
      cause: err,
    });
  }
  const open = db;
  const adapter = new SqliteKeyvAdapter(open);
  const keyv = new Keyv({ store: adapter, namespace });
  const atomic = sqliteAtomicRecords(open, namespace);
  return {
    kind: 'sqlite',
    keyv,
    loud: loudKeyv(keyv, onError),
    atomic,
    sweepExpired: (limit) => sweepBoth((n) => adapter.sweep(n), atomic, limit),
    close: once(async () => {
      if (open.isOpen) open.close();
    }),
  };
}

/**
 * A table keyed by its text key alone (WITHOUT ROWID): every Slack request inserts its replay
 * record here before the ack, and a rowid table would keep each row twice, in the table and in
 * the key's index, writing two pages to the WAL per insert instead of one (about a fifth of the
 * insert's CPU, measured in docs/benchmarks.md). Files written by earlier releases have the rowid
 * table: its rows are copied into the new one, in one transaction, when the file is opened.
 */
const ATOMIC_COLUMNS = 'key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER NOT NULL';

function migrateAtomicTable(db: DatabaseSync): void {
  const schema = () =>
    db.prepare(`SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(ATOMIC_TABLE)
      ?.sql;
  const current = (sql: unknown) => typeof sql === 'string' && /WITHOUT\s+ROWID/i.test(sql);
  if (current(schema())) return;
  inWriteTransaction(db, () => {
    // Another process may have done it while this one waited for the lock.
    const sql = schema();
    if (sql === undefined) {
      db.exec(`CREATE TABLE ${ATOMIC_TABLE}(${ATOMIC_COLUMNS}) WITHOUT ROWID`);
    } else if (!current(sql)) {
      const next = `${ATOMIC_TABLE}_next`;
      db.exec(`CREATE TABLE ${next}(${ATOMIC_COLUMNS}) WITHOUT ROWID`);
      db.exec(
        `INSERT INTO ${next} (key, value, expires) SELECT key, value, expires FROM ${ATOMIC_TABLE}`,
      );
      db.exec(`DROP TABLE ${ATOMIC_TABLE}`);
      db.exec(`ALTER TABLE ${next} RENAME TO ${ATOMIC_TABLE}`);
    }
  });
}

/**
 * The atomic records in their own table: each operation is one statement. Times are read when
 * the statement runs, so one tried again after a lock still compares with the present.
 */
function sqliteAtomicRecords(db: DatabaseSync, namespace: string): AtomicRecords {
  const full = (key: string) => `${namespace}:${key}`;
  const statement = preparedStatements(db);
  const rows = <R>(sql: string, params: (now: number) => SQLInputValue[]) =>
    unlessLocked(() => statement(sql).all(...params(Date.now())) as R[]);
  const table = ATOMIC_TABLE;
  return {
    async add(key, value, ttlMs) {
      const added = await rows(
        `INSERT INTO ${table} (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires
         WHERE ${table}.expires <= ?
         RETURNING key`,
        (now) => [full(key), value, now + ttlMs, now],
      );
      return added.length > 0;
    },
    async renew(key, value, ttlMs) {
      const renewed = await rows(
        `UPDATE ${table} SET expires = ? WHERE key = ? AND value = ? AND expires > ? RETURNING key`,
        (now) => [now + ttlMs, full(key), value, now],
      );
      return renewed.length > 0;
    },
    async remove(key, value) {
      const removed = await rows(
        `DELETE FROM ${table} WHERE key = ? AND value = ? RETURNING key`,
        () => [full(key), value],
      );
      return removed.length > 0;
    },
    async put(key, value, ttlMs) {
      await rows(
        `INSERT INTO ${table} (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
        (now) => [full(key), value, now + ttlMs],
      );
    },
    async peek(key) {
      const [row] = await rows<{ value: string }>(
        `SELECT value FROM ${table} WHERE key = ? AND expires > ?`,
        (now) => [full(key), now],
      );
      return row?.value;
    },
    async take(key) {
      const [row] = await rows<{ value: string; expires: number }>(
        `DELETE FROM ${table} WHERE key = ? RETURNING value, expires`,
        () => [full(key)],
      );
      return row !== undefined && row.expires > Date.now() ? row.value : undefined;
    },
    async sweep(limit) {
      return sweepExpiredRows(statement, table, full(''), limit);
    },
  };
}

/**
 * The SQLite file holds encrypted tokens but readable grants and notes: only the app's user may
 * read it. Directories we create are 0700 (an existing one is left alone: it may be shared, such
 * as the working directory); the file is created 0600, or narrowed to 0600 if it was wider.
 * SQLite gives its -wal / -shm / -journal files the database file's mode.
 */
function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
}
