import { EventEmitter } from 'node:events';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { type KeyvStorageCapability, type KeyvStorageEntry, keyvStorageCapability } from 'keyv';

/**
 * keyv's storage adapter for the SQLite store, on node:sqlite. The table and keys are those the
 * earlier releases wrote (`keyv(key, value)`, the key `<namespace>:<key>`, the value keyv's text),
 * so an existing file keeps its records; the absolute expiry keyv 6 hands to adapters goes into
 * an `expires` column, added (and filled from the old rows' text) when a file is opened.
 */
export const KEYV_TABLE = 'keyv';

export class SqliteKeyvAdapter extends EventEmitter {
  namespace?: string | undefined;

  constructor(private readonly db: DatabaseSync) {
    super();
  }

  get capabilities(): KeyvStorageCapability {
    return keyvStorageCapability(this);
  }

  /** Creates the table, or brings one written by an earlier release up to date. */
  static migrate(db: DatabaseSync): void {
    db.exec(`CREATE TABLE IF NOT EXISTS ${KEYV_TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT )`);
    const columns = db.prepare(`PRAGMA table_info(${KEYV_TABLE})`).all() as { name: string }[];
    if (columns.some((column) => column.name === 'expires')) return;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(`ALTER TABLE ${KEYV_TABLE} ADD COLUMN expires INTEGER`);
      // keyv 5 kept the expiry only inside the text: `{"value":…,"expires":<ms>}`.
      db.exec(
        `UPDATE ${KEYV_TABLE} SET expires = CAST(json_extract(value, '$.expires') AS INTEGER)
         WHERE json_valid(value) AND json_type(value, '$.expires') IN ('integer', 'real')`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${KEYV_TABLE}_expires ON ${KEYV_TABLE}(expires)`);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }

  private full(key: string): string {
    return this.namespace === undefined ? key : `${this.namespace}:${key}`;
  }

  private rows<R>(sql: string, ...params: SQLInputValue[]): R[] {
    return this.db.prepare(sql).all(...params) as R[];
  }

  async get(key: string): Promise<unknown> {
    const [row] = this.rows<{ value: string | null }>(
      `SELECT value FROM ${KEYV_TABLE} WHERE key = ? AND (expires IS NULL OR expires > ?)`,
      this.full(key),
      Date.now(),
    );
    return row?.value ?? undefined;
  }

  async getMany(keys: string[]): Promise<unknown[]> {
    const rows = this.rows<{ key: string; value: string | null }>(
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
    this.rows(
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
      this.rows(`DELETE FROM ${KEYV_TABLE} WHERE key = ? RETURNING key`, this.full(key)).length > 0
    );
  }

  async deleteMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.delete(key)));
  }

  /** Deletes this namespace's keys (every key when keyv has no namespace). */
  async clear(): Promise<void> {
    if (this.namespace === undefined || this.namespace === '') {
      this.rows(`DELETE FROM ${KEYV_TABLE}`);
      return;
    }
    const prefix = this.full('');
    this.rows(`DELETE FROM ${KEYV_TABLE} WHERE substr(key, 1, ?) = ?`, prefix.length, prefix);
  }

  /** Deletes at most `limit` expired rows of this namespace. */
  sweep(limit: number): number {
    return sweepExpiredRows(this.db, KEYV_TABLE, this.full(''), limit);
  }
}

/** Deletes at most `limit` rows of `table` under `prefix` whose `expires` has passed. */
export function sweepExpiredRows(
  db: DatabaseSync,
  table: string,
  prefix: string,
  limit: number,
): number {
  return db
    .prepare(
      `DELETE FROM ${table} WHERE key IN (
         SELECT key FROM ${table} WHERE substr(key, 1, ?) = ? AND expires <= ? LIMIT ?)
       RETURNING key`,
    )
    .all(prefix.length, prefix, Date.now(), limit).length;
}
