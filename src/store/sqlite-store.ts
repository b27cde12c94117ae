import DataLoader from 'dataloader';
import sqlite3 from 'sqlite3';

/**
 * keyv's storage adapter for the SQLite store, on node-sqlite3, in place of @keyv/sqlite. Same
 * table and rows (`keyv(key, value)`, the key with keyv's namespace prefix, the value keyv's
 * serialized text with its own `expires`), so files written by @keyv/sqlite keep working.
 *
 * Why not @keyv/sqlite: it runs every query through `Database#all`, which prepares a statement,
 * runs it and finalizes it: three thread-pool round trips, and the finalize takes the
 * connection's lock on the event loop, where it waits for whatever statement the pool is running.
 * Here each SQL text is prepared once and kept: a query is one round trip.
 */
export const SQLITE_TABLE = 'keyv';

/** The app's SQL is a fixed set; more distinct texts than this (ad-hoc queries) are not kept. */
const MAX_KEPT_STATEMENTS = 64;

type Row = Record<string, unknown>;

export class SqliteKeyvStore {
  /** Set by Keyv: `clear()` deletes the keys of this namespace only. */
  namespace?: string;
  private readonly statements = new Map<string, Promise<sqlite3.Statement>>();
  private closing: Promise<void> | undefined;
  /**
   * Single-key reads issued in the same turn of the event loop (a request reading its role and
   * its connection together, or several requests at once) go to SQLite as one statement. Each
   * query is a thread-pool round trip whose fixed cost dwarfs a point lookup. No cache: every
   * read still reaches the file.
   */
  private readonly reads = new DataLoader<string, unknown>((keys) => this.readKeys(keys), {
    cache: false,
    maxBatchSize: 200,
  });

  private constructor(private readonly db: sqlite3.Database) {}

  /** Opens (or creates) the file and its table; rejects when it is not a usable database. */
  static async open(file: string, busyTimeoutMs: number): Promise<SqliteKeyvStore> {
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(file, (err) =>
        err ? reject(err) : resolve(opened),
      );
    });
    db.configure('busyTimeout', busyTimeoutMs);
    const store = new SqliteKeyvStore(db);
    try {
      // @keyv/sqlite's table, created the same way.
      await store.query(
        `CREATE TABLE IF NOT EXISTS ${SQLITE_TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT )`,
      );
    } catch (err) {
      await store.disconnect().catch(() => undefined);
      throw err;
    }
    return store;
  }

  /** Every row `sql` returns, `params` bound by position. */
  async query<R = Row>(sql: string, ...params: unknown[]): Promise<R[]> {
    if (this.closing !== undefined) throw new Error('SQLITE_MISUSE: the store is closed');
    const kept = this.statements.get(sql);
    if (kept !== undefined) return allRows<R>(await kept, params);
    const prepared = this.prepare(sql);
    if (this.statements.size >= MAX_KEPT_STATEMENTS) {
      const statement = await prepared;
      try {
        return await allRows<R>(statement, params);
      } finally {
        statement.finalize();
      }
    }
    this.statements.set(sql, prepared);
    prepared.catch(() => this.statements.delete(sql));
    return allRows<R>(await prepared, params);
  }

  get(key: string): Promise<unknown> {
    return this.reads.load(key);
  }

  private async readKeys(keys: readonly string[]): Promise<unknown[]> {
    if (keys.length > 1) return this.getMany([...keys]);
    const rows = await this.query<{ value: unknown }>(
      `SELECT value FROM ${SQLITE_TABLE} WHERE key = ?`,
      keys[0],
    );
    return [rows[0]?.value];
  }

  async getMany(keys: string[]): Promise<unknown[]> {
    const rows = await this.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM ${SQLITE_TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
      JSON.stringify(keys),
    );
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    return keys.map((key) => byKey.get(key));
  }

  /** keyv keeps the expiry inside the value; the row itself never expires (see sweepExpired). */
  async set(key: string, value: unknown): Promise<void> {
    await this.query(
      `INSERT INTO ${SQLITE_TABLE} (key, value) VALUES (?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      key,
      value,
    );
  }

  async delete(key: string): Promise<boolean> {
    const rows = await this.query(`DELETE FROM ${SQLITE_TABLE} WHERE key = ? RETURNING key`, key);
    return rows.length > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const rows = await this.query(
      `DELETE FROM ${SQLITE_TABLE} WHERE key IN (SELECT value FROM json_each(?)) RETURNING key`,
      JSON.stringify(keys),
    );
    return rows.length > 0;
  }

  /** Deletes this namespace's keys (every key when keyv has no namespace). */
  async clear(): Promise<void> {
    if (this.namespace === undefined || this.namespace === '') {
      await this.query(`DELETE FROM ${SQLITE_TABLE}`);
      return;
    }
    const prefix = `${this.namespace}:`;
    await this.query(
      `DELETE FROM ${SQLITE_TABLE} WHERE substr(key, 1, ?) = ?`,
      prefix.length,
      prefix,
    );
  }

  /** Finalizes the kept statements and closes the file; safe to call twice. */
  disconnect(): Promise<void> {
    this.closing ??= (async () => {
      const kept = await Promise.allSettled(this.statements.values());
      this.statements.clear();
      for (const statement of kept)
        if (statement.status === 'fulfilled') await finalize(statement.value);
      await new Promise<void>((resolve, reject) =>
        this.db.close((err) => (err ? reject(err) : resolve())),
      );
    })();
    return this.closing;
  }

  private prepare(sql: string): Promise<sqlite3.Statement> {
    return new Promise((resolve, reject) => {
      const statement: sqlite3.Statement = this.db.prepare(sql, (err) =>
        err ? reject(err) : resolve(statement),
      );
    });
  }
}

/**
 * Runs a kept statement to its end (`all`, never `get`: a statement stepped only once would keep
 * its read transaction, and the WAL snapshot, open until its next use).
 */
function allRows<R>(statement: sqlite3.Statement, params: unknown[]): Promise<R[]> {
  return new Promise((resolve, reject) => {
    statement.all(params, (err: Error | null, rows: R[]) => (err ? reject(err) : resolve(rows)));
  });
}

function finalize(statement: sqlite3.Statement): Promise<void> {
  return new Promise((resolve) => statement.finalize(() => resolve()));
}
