import { Keyv } from 'keyv';
import { loudKeyv } from './loud-keyv.js';
import { type AtomicRecords, once, type StoreBackend, sweepBoth } from './types.js';

type Query = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * PostgreSQL through @keyv/postgres 6, which keeps the namespace in a column of its own where
 * keyv 5 prefixed the key (`<namespace>:<key>`, no namespace). Before first use each instance
 * moves this namespace's rows of the earlier layout to the new one (see migrateKeyvRows). The
 * atomic records live in a table of their own. The adapter runs no SQL for others, so the
 * migration, the sweep and the atomic records use a small pool of their own.
 */
export async function openPostgres(
  url: string,
  namespace: string,
  onError: (err: unknown) => void,
  timeoutMs: number,
): Promise<StoreBackend> {
  const [{ KeyvPostgres }, { default: pg }] = await Promise.all([
    import('@keyv/postgres'),
    import('pg'),
  ]);
  // A query waiting on a row lock or a stalled server ends (on the server too) at the store
  // bound instead of holding a pooled connection; connecting is bounded the same way.
  const limits = {
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  };
  const store = new KeyvPostgres({ uri: url, ...limits });
  const keyv = new Keyv({ store, namespace });
  const pool = new pg.Pool({ connectionString: url, ...limits, max: 4 });
  // An idle client that loses its connection emits on the pool; the next query reports it.
  pool.on('error', onError);
  const query: Query = async (sql, values) => (await pool.query(sql, values)).rows;
  /** The one-time migration may take longer than an operation: a connection without the bound. */
  const unbounded: Query = async (sql, values) => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
    });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const keyvTable = `${ident(store.schema)}.${ident(store.table)}`;
  const atomicTable = `${ident(store.schema)}.${ident('enlivy_atomic')}`;

  // Until it succeeds once, every operation first prepares the tables (a store that is down at
  // startup is not a startup error: the app starts and reports the store as unavailable).
  let prepared: Promise<void> | undefined;
  const loud = loudKeyv(keyv, onError);
  const prepare = () => {
    prepared ??= (async () => {
      // A read through keyv waits for the adapter to create (or bring up to date) its table.
      await loud((k) => k.has('store-ready'));
      await query(
        `CREATE TABLE IF NOT EXISTS ${atomicTable} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires BIGINT NOT NULL)`,
      );
      await migrateKeyvRows(unbounded, keyvTable, namespace);
    })().catch((err: unknown) => {
      prepared = undefined;
      throw err;
    });
    return prepared;
  };
  const atomic = postgresAtomicRecords(query, atomicTable, namespace, prepare);

  return {
    kind: 'postgres',
    keyv,
    loud: async (work) => {
      await prepare();
      return loud(work);
    },
    atomic,
    sweepExpired: (limit) =>
      sweepBoth(
        async (n) => {
          await prepare();
          const rows = await query(
            `DELETE FROM ${keyvTable} WHERE namespace = $1 AND key IN (
               SELECT key FROM ${keyvTable} WHERE namespace = $1 AND expires <= $2 LIMIT $3)
             RETURNING key`,
            [namespace, Date.now(), n],
          );
          return rows.length;
        },
        atomic,
        limit,
      ),
    close: once(async () => {
      await Promise.allSettled([store.disconnect(), pool.end()]);
    }),
  };
}

/**
 * Rows keyv 5 wrote for this namespace (`key` = `<namespace>:<key>`, no namespace, the expiry
 * only inside the text, which then ends with `,"expires":<ms>}`) get the namespace column, the
 * bare key and the expiry column @keyv/postgres 6 reads. A row already written in the new layout
 * wins over an old one with the same key.
 */
async function migrateKeyvRows(query: Query, table: string, namespace: string): Promise<void> {
  const prefix = `${namespace}:`;
  await query(
    `UPDATE ${table} AS t
     SET namespace = $1,
         key = substr(t.key, $2),
         expires = floor((substring(t.value from '"expires":([0-9]+(?:[.][0-9]+)?)}$'))::numeric)::bigint
     WHERE t.namespace IS NULL AND left(t.key, $3) = $4
       AND NOT EXISTS (SELECT 1 FROM ${table} AS n WHERE n.namespace = $1 AND n.key = substr(t.key, $2))`,
    [namespace, prefix.length + 1, prefix.length, prefix],
  );
}

function postgresAtomicRecords(
  query: Query,
  table: string,
  namespace: string,
  prepare: () => Promise<void>,
): AtomicRecords {
  const full = (key: string) => `${namespace}:${key}`;
  const run = async (sql: string, values: unknown[]) => {
    await prepare();
    return query(sql, values);
  };
  return {
    async add(key, value, ttlMs) {
      const now = Date.now();
      const rows = await run(
        `INSERT INTO ${table} AS t (key, value, expires) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires = EXCLUDED.expires
         WHERE t.expires <= $4
         RETURNING key`,
        [full(key), value, now + ttlMs, now],
      );
      return rows.length > 0;
    },
    async renew(key, value, ttlMs) {
      const now = Date.now();
      const rows = await run(
        `UPDATE ${table} SET expires = $1 WHERE key = $2 AND value = $3 AND expires > $4 RETURNING key`,
        [now + ttlMs, full(key), value, now],
      );
      return rows.length > 0;
    },
    async remove(key, value) {
      const rows = await run(`DELETE FROM ${table} WHERE key = $1 AND value = $2 RETURNING key`, [
        full(key),
        value,
      ]);
      return rows.length > 0;
    },
    async put(key, value, ttlMs) {
      await run(
        `INSERT INTO ${table} (key, value, expires) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires = EXCLUDED.expires`,
        [full(key), value, Date.now() + ttlMs],
      );
    },
    async peek(key) {
      const [row] = await run(`SELECT value FROM ${table} WHERE key = $1 AND expires > $2`, [
        full(key),
        Date.now(),
      ]);
      return typeof row?.value === 'string' ? row.value : undefined;
    },
    async take(key) {
      const [row] = await run(`DELETE FROM ${table} WHERE key = $1 RETURNING value, expires`, [
        full(key),
      ]);
      return typeof row?.value === 'string' && Number(row.expires) > Date.now()
        ? row.value
        : undefined;
    },
    async sweep(limit) {
      const prefix = full('');
      const rows = await run(
        `DELETE FROM ${table} WHERE key IN (
           SELECT key FROM ${table} WHERE left(key, $1) = $2 AND expires <= $3 LIMIT $4)
         RETURNING key`,
        [prefix.length, prefix, Date.now(), limit],
      );
      return rows.length;
    },
  };
}
