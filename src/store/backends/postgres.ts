import { Keyv } from 'keyv';
import { loudKeyv } from './loud-keyv.js';
import {
  ensureKeyvTable,
  keyvTableSql,
  PostgresKeyvAdapter,
  type Query,
} from './postgres-adapter.js';
import {
  type AtomicRecords,
  once,
  STORE_OP_TIMEOUT_MS,
  type StoreBackend,
  sweepBoth,
} from './types.js';

const ATOMIC_TABLE_SQL = '"public"."enlivy_atomic"';
/** Longest wait for one statement of preparing the tables (the first migration of many rows). */
const PREPARE_TIMEOUT_MS = 60_000;

/**
 * PostgreSQL through `pg` (the client pg-boss runs too): one pool for keyv's records (see
 * postgres-adapter.ts), the atomic records' table, the sweep and the one-time moves of rows an
 * earlier release wrote. The pool gives up a dead connection on the first query that finds it,
 * so once the server answers again the next operation works.
 *
 * The tables are prepared before the first operation, and again before the next one for as long
 * as preparing fails: a store that is down at startup (or a fresh server with no table yet) is no
 * startup error, the app starts and reports the store as unavailable until it answers.
 */
export async function openPostgres(
  url: string,
  namespace: string,
  onError: (err: unknown) => void,
  timeoutMs = STORE_OP_TIMEOUT_MS,
): Promise<StoreBackend> {
  const { default: pg } = await import('pg');
  // A query waiting on a row lock or a stalled server ends (on the server too) at the store
  // bound instead of holding a pooled connection; connecting is bounded the same way.
  const limits = {
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  };
  const pool = new pg.Pool({ connectionString: url, ...limits, max: 10 });
  // An idle client that loses its connection emits on the pool; the next query reports it.
  pool.on('error', onError);
  const query: Query = async (sql, values) => (await pool.query(sql, values)).rows;
  /**
   * Preparing may take longer than an operation (a first migration of many rows): a transaction on
   * a connection of its own with a longer bound, so that a stalled server still ends it.
   */
  const inTransaction = async <T>(work: (query: Query) => Promise<T>): Promise<T> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: PREPARE_TIMEOUT_MS,
    });
    client.on('error', onError);
    await client.connect();
    const run: Query = async (sql, values) => (await client.query(sql, values)).rows;
    try {
      await run('BEGIN');
      const result = await work(run);
      await run('COMMIT');
      return result;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const keyv = new Keyv({ store: new PostgresKeyvAdapter(query), namespace });

  let prepared: Promise<void> | undefined;
  const prepare = () => {
    prepared ??= (async () => {
      await ensureKeyvTable(inTransaction);
      await query(
        `CREATE TABLE IF NOT EXISTS ${ATOMIC_TABLE_SQL} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires BIGINT NOT NULL)`,
      );
      await inTransaction((run) => migrateKeyvRows(run, keyvTableSql, namespace));
    })().catch((err: unknown) => {
      prepared = undefined;
      throw err;
    });
    return prepared;
  };
  const atomic = postgresAtomicRecords(query, ATOMIC_TABLE_SQL, namespace, prepare);
  const loud = loudKeyv(keyv, onError);

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
            `DELETE FROM ${keyvTableSql} WHERE namespace = $1 AND key IN (
               SELECT key FROM ${keyvTableSql} WHERE namespace = $1 AND expires <= $2 LIMIT $3)
             RETURNING key`,
            [namespace, Date.now(), n],
          );
          return rows.length;
        },
        atomic,
        limit,
      ),
    close: once(async () => {
      await pool.end().catch(() => undefined);
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
