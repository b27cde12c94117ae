import { EventEmitter } from 'node:events';
import { type KeyvStorageCapability, type KeyvStorageEntry, keyvStorageCapability } from 'keyv';

export type Query = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export const KEYV_TABLE = 'keyv';
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** keyv's table, schema-qualified and quoted, for SQL text. */
export const keyvTableSql = `${ident('public')}.${ident(KEYV_TABLE)}`;

/**
 * keyv's storage adapter over `pg`, in the table @keyv/postgres 6 created and wrote:
 * `keyv(key, value, namespace, expires)`, one row per (key, namespace), `value` keyv's serialized
 * text, `expires` absolute ms (null: none). Expired rows read as absent and are left to the
 * store's sweep. Every statement goes through the backend's `query` (its one pool, its bounds);
 * a failed one rejects and keyv reports it.
 */
export class PostgresKeyvAdapter extends EventEmitter {
  namespace?: string | undefined;

  constructor(private readonly query: Query) {
    super();
  }

  get capabilities(): KeyvStorageCapability {
    return keyvStorageCapability(this);
  }

  private get ns(): string {
    return this.namespace ?? '';
  }

  async get(key: string): Promise<string | undefined> {
    const [value] = await this.getMany([key]);
    return value;
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    if (keys.length === 0) return [];
    const rows = await this.query(
      `SELECT key, value FROM ${keyvTableSql}
       WHERE key = ANY($1::text[]) AND COALESCE(namespace, '') = $2
         AND (expires IS NULL OR expires > $3)`,
      [keys, this.ns, Date.now()],
    );
    const byKey = new Map(rows.map((row) => [String(row.key), row.value]));
    return keys.map((key) => {
      const value = byKey.get(key);
      return typeof value === 'string' ? value : undefined;
    });
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  async hasMany(keys: string[]): Promise<boolean[]> {
    return (await this.getMany(keys)).map((value) => value !== undefined);
  }

  async set(key: string, value: unknown, expires?: number): Promise<boolean> {
    await this.setMany([{ key, value, expires }]);
    return true;
  }

  /** One statement for all: every entry is written, or none. */
  async setMany(entries: KeyvStorageEntry[]): Promise<boolean[]> {
    if (entries.length === 0) return [];
    await this.query(
      `INSERT INTO ${keyvTableSql} (key, value, namespace, expires)
       SELECT k, v, $3, e FROM UNNEST($1::text[], $2::text[], $4::bigint[]) AS t(k, v, e)
       ON CONFLICT (key, COALESCE(namespace, ''))
       DO UPDATE SET value = EXCLUDED.value, expires = EXCLUDED.expires`,
      [
        entries.map((entry) => entry.key),
        entries.map((entry) => String(entry.value)),
        this.namespace ?? null,
        entries.map((entry) =>
          entry.expires === undefined || !Number.isFinite(entry.expires)
            ? null
            : Math.ceil(entry.expires),
        ),
      ],
    );
    return entries.map(() => true);
  }

  async delete(key: string): Promise<boolean> {
    const [deleted] = await this.deleteMany([key]);
    return deleted ?? false;
  }

  async deleteMany(keys: string[]): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const rows = await this.query(
      `DELETE FROM ${keyvTableSql} WHERE key = ANY($1::text[]) AND COALESCE(namespace, '') = $2
       RETURNING key`,
      [keys, this.ns],
    );
    const deleted = new Set(rows.map((row) => String(row.key)));
    return keys.map((key) => deleted.has(key));
  }

  /** Deletes this namespace's rows. */
  async clear(): Promise<void> {
    await this.query(`DELETE FROM ${keyvTableSql} WHERE COALESCE(namespace, '') = $1`, [this.ns]);
  }
}

/**
 * Creates keyv's table, or brings one an earlier release left up to date, the way @keyv/postgres
 * 6 did (its layout is what the rows are in): a keyv 5 table gets the `namespace` and `expires`
 * columns and loses its primary key on `key` for a unique index on (key, namespace). Each step
 * only when missing, under an advisory lock, so instances starting together do not race and a
 * table already up to date is only read.
 */
export async function ensureKeyvTable(
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>,
): Promise<void> {
  await transaction(async (query) => {
    await query(`SELECT pg_advisory_xact_lock(hashtext('enlivy-slack keyv table'))`);
    await query(
      `CREATE TABLE IF NOT EXISTS ${keyvTableSql} (key VARCHAR(255) NOT NULL, value TEXT,
         namespace VARCHAR(255) DEFAULT NULL, expires BIGINT DEFAULT NULL)`,
    );
    const columns = new Set(
      (
        await query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1`,
          [KEYV_TABLE],
        )
      ).map((row) => String(row.column_name)),
    );
    if (!columns.has('namespace')) {
      await query(`ALTER TABLE ${keyvTableSql} ADD COLUMN namespace VARCHAR(255) DEFAULT NULL`);
    }
    if (!columns.has('expires')) {
      await query(`ALTER TABLE ${keyvTableSql} ADD COLUMN expires BIGINT DEFAULT NULL`);
    }
    const indexes = new Set(
      (
        await query(
          `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1`,
          [KEYV_TABLE],
        )
      ).map((row) => String(row.indexname)),
    );
    if (indexes.has(`${KEYV_TABLE}_pkey`)) {
      await query(`ALTER TABLE ${keyvTableSql} DROP CONSTRAINT ${ident(`${KEYV_TABLE}_pkey`)}`);
    }
    if (!indexes.has(`${KEYV_TABLE}_key_namespace_idx`)) {
      await query(
        `CREATE UNIQUE INDEX ${ident(`${KEYV_TABLE}_key_namespace_idx`)}
         ON ${keyvTableSql} (key, COALESCE(namespace, ''))`,
      );
    }
    if (!indexes.has(`${KEYV_TABLE}_expires_idx`)) {
      await query(
        `CREATE INDEX ${ident(`${KEYV_TABLE}_expires_idx`)} ON ${keyvTableSql} (expires)
         WHERE expires IS NOT NULL`,
      );
    }
  });
}
