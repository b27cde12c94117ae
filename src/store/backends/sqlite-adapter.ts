import { EventEmitter } from 'node:events';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';
import { type KeyvStorageCapability, type KeyvStorageEntry, keyvStorageCapability } from 'keyv';

/**
 * SQLite's own busy wait holds the event loop (node:sqlite is synchronous): while another
 * connection held the write lock, each write froze every request of the process, acks and
 * health checks included, for the whole wait. It is kept tiny; a statement that still finds the
 * database locked is tried again asynchronously, for at most SQLITE_LOCKED_WAIT_MS in all.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;
/** A locked database fails a statement after this long, a little inside the store bound. */
export const SQLITE_LOCKED_WAIT_MS = 2_000;

/** Runs `statement`, tried again while the database is locked (SQLITE_BUSY), up to `waitMs`. */
export async function unlessLocked<T>(
  statement: () => T,
  waitMs = SQLITE_LOCKED_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return statement();
    } catch (err) {
      if (!isBusy(err) || Date.now() + pause > deadline) throw err;
      await delay(pause);
    }
  }
}

/**
 * The connection's statements, each prepared on its first use and reused for the connection's
 * life: SQLite compiles a statement once (preparing one per operation cost about 10 µs of CPU
 * each, measured). The SQL texts are a fixed set written in this folder, so the map stays small.
 */
export function preparedStatements(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * Runs `work` in a write transaction taken at once (BEGIN IMMEDIATE, so no other connection
 * writes between its reads and its writes), committed, or rolled back if `work` throws.
 */
export function inWriteTransaction(db: DatabaseSync, work: () => void): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    work();
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

/** SQLITE_BUSY and its extended codes (the primary code is the low byte). */
function isBusy(err: unknown): boolean {
  const code = (err as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

/**
 * keyv's storage adapter for the SQLite store, on node:sqlite. The table and keys are those the
 * earlier releases wrote (`keyv(key, value)`, the key `<namespace>:<key>`, the value keyv's text),
 * so an existing file keeps its records; the absolute expiry keyv 6 hands to adapters goes into
 * an `expires` column, added (and filled from the old rows' text) when a file is opened.
 */
export const KEYV_TABLE = 'keyv';

export class SqliteKeyvAdapter extends EventEmitter {
  namespace?: string | undefined;

  private readonly statement: (sql: string) => StatementSync;

  constructor(db: DatabaseSync) {
    super();
    this.statement = preparedStatements(db);
  }

  get capabilities(): KeyvStorageCapability {
    return keyvStorageCapability(this);
  }

  /** Creates the table, or brings one written by an earlier release up to date. */
  static migrate(db: DatabaseSync): void {
    db.exec(`CREATE TABLE IF NOT EXISTS ${KEYV_TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT )`);
    const columns = db.prepare(`PRAGMA table_info(${KEYV_TABLE})`).all() as { name: string }[];
    if (columns.some((column) => column.name === 'expires')) return;
    inWriteTransaction(db, () => {
      db.exec(`ALTER TABLE ${KEYV_TABLE} ADD COLUMN expires INTEGER`);
      // keyv 5 kept the expiry only inside the text: `{"value":…,"expires":<ms>}`.
      db.exec(
        `UPDATE ${KEYV_TABLE} SET expires = CAST(json_extract(value, '$.expires') AS INTEGER)
         WHERE json_valid(value) AND json_type(value, '$.expires') IN ('integer', 'real')`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${KEYV_TABLE}_expires ON ${KEYV_TABLE}(expires)`);
    });
  }

  private full(key: string): string {
    return this.namespace === undefined ? key : `${this.namespace}:${key}`;
  }

  private rows<R>(sql: string, ...params: SQLInputValue[]): Promise<R[]> {
    return unlessLocked(() => this.statement(sql).all(...params) as R[]);
  }

  async get(key: string): Promise<unknown> {
    const [row] = await this.rows<{ value: string | null }>(
      `SELECT value FROM ${KEYV_TABLE} WHERE key = ? AND (expires IS NULL OR expires > ?)`,
      this.full(key),
      Date.now(),
    );
    return row?.value ?? undefined;
  }

  async getMany(keys: string[]): Promise<unknown[]> {
    const rows = await this.rows<{ key: string; value: string | null }>(
      `SELECT key, value FROM ${KEYV_TABLE}
       WHERE key IN (SELECT value FROM json_each(?)) AND (expires IS NULL OR expires > ?)`,
      JSON.stringify(keys.map((key) => this.full(key))),
      Date.now(),
    );
    const byKey = new Map(rows.map((row) => [row.key, row.value ?? undefined]));
    return keys.map((key) => byKey.get(this.full(key)));
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  async hasMany(keys: string[]): Promise<boolean[]> {
    return (await this.getMany(keys)).map((value) => value !== undefined);
  }

  async set(key: string, value: unknown, expires?: number): Promise<boolean> {
    await this.rows(
      `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
      this.full(key),
      String(value),
      expires === undefined || !Number.isFinite(expires) ? null : Math.ceil(expires),
    );
    return true;
  }

  async setMany(entries: KeyvStorageEntry[]): Promise<boolean[]> {
    return Promise.all(entries.map((e) => this.set(e.key, e.value, e.expires)));
  }

  async delete(key: string): Promise<boolean> {
    return (
      (await this.rows(`DELETE FROM ${KEYV_TABLE} WHERE key = ? RETURNING key`, this.full(key)))
        .length > 0
    );
  }

  async deleteMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.delete(key)));
  }

  /** Deletes this namespace's keys (every key when keyv has no namespace). */
  async clear(): Promise<void> {
    if (this.namespace === undefined || this.namespace === '') {
      await this.rows(`DELETE FROM ${KEYV_TABLE}`);
      return;
    }
    const prefix = this.full('');
    await this.rows(`DELETE FROM ${KEYV_TABLE} WHERE substr(key, 1, ?) = ?`, prefix.length, prefix);
  }

  /** Deletes at most `limit` expired rows of this namespace. */
  sweep(limit: number): Promise<number> {
    return sweepExpiredRows(this.statement, KEYV_TABLE, this.full(''), limit);
  }
}

/** Deletes at most `limit` rows of `table` under `prefix` whose `expires` has passed. */
export function sweepExpiredRows(
  statement: (sql: string) => StatementSync,
  table: string,
  prefix: string,
  limit: number,
): Promise<number> {
  return unlessLocked(
    () =>
      statement(
        `DELETE FROM ${table} WHERE key IN (
         SELECT key FROM ${table} WHERE substr(key, 1, ?) = ? AND expires <= ? LIMIT ?)
       RETURNING key`,
      ).all(prefix.length, prefix, Date.now(), limit).length,
  );
}
