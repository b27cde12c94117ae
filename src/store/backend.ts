import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { Keyv } from 'keyv';
import { type Logger, safeError } from '../logger.js';
import type { SqliteKeyvStore } from './sqlite-store.js';

/**
 * The keyv factory: `sqlite://<path>`, `redis://` / `rediss://`, `postgres://` / `postgresql://`
 * and `memory://`. Adapters are imported on demand, so a Redis deployment never loads the native
 * SQLite binding. Every instance has `throwOnErrors` on: a store that is down makes reads fail
 * loudly instead of looking like "no data" (keyv's default), which would read as "not installed".
 */
export type StoreKind = 'memory' | 'sqlite' | 'redis' | 'postgres';

export interface ParsedStoreUrl {
  kind: StoreKind;
  /** sqlite only: absolute path of the database file, or `:memory:`. */
  sqlitePath?: string;
}

export function parseStoreUrl(url: string, cwd = process.cwd()): ParsedStoreUrl {
  const match = /^([a-z]+):\/\/(.*)$/i.exec(url.trim());
  const scheme = match?.[1]?.toLowerCase();
  const rest = match?.[2] ?? '';
  switch (scheme) {
    case 'memory':
      return { kind: 'memory' };
    case 'sqlite':
      if (rest === '') throw new Error('A sqlite:// store URL needs a file path');
      return { kind: 'sqlite', sqlitePath: rest === ':memory:' ? rest : path.resolve(cwd, rest) };
    case 'redis':
    case 'rediss':
      return { kind: 'redis' };
    case 'postgres':
    case 'postgresql':
      return { kind: 'postgres' };
    default:
      throw new Error(
        'Unsupported store URL: use sqlite://, redis://, rediss://, postgres://, postgresql:// or memory://',
      );
  }
}

/** The store URL without credentials, for log lines. */
export function describeStoreUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'memory:' || parsed.protocol === 'sqlite:') return url;
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return `${url.split('://')[0] ?? 'unknown'}://…`;
  }
}

export interface StoreBackend {
  readonly kind: StoreKind;
  readonly keyv: Keyv;
  /** Reads and deletes a key in one step (atomic on every adapter); undefined when absent or expired. */
  take(key: string): Promise<unknown>;
  /**
   * Token records for locks, each step atomic on every adapter: Redis `SET NX PX` and Lua, SQL
   * upserts and updates guarded by the stored expiry, a Map check with no await in memory. The
   * record is stored as keyv stores a string, so `keyv.get(key)` reads the token until it expires.
   */
  tokens: TokenOps;
  /**
   * Deletes at most `limit` records of this namespace whose keyv `expires` has passed (keyv only
   * drops an expired record when it is read again; SQL rows and Map entries otherwise stay
   * forever). Redis expires keys itself (every TTL write sets PX), so there it does nothing.
   * Resolves with how many were deleted.
   */
  sweepExpired(limit: number): Promise<number>;
  /** Disconnects the adapter; safe to call twice. */
  close(): Promise<void>;
}

export interface TokenOps {
  /**
   * Writes `token` for `ttlMs` only when the key is absent or expired; and when it wrote, reads the
   * records of `alsoRead` as `keyv.get` would answer them (absent or expired: undefined) in the
   * same store round trip: a request's replay record and the records it reads first
   * (src/slack/first-reads.ts). Nothing is read when nothing was written.
   */
  add(key: string, token: string, ttlMs: number, alsoRead?: readonly string[]): Promise<Added>;
  /** Gives the key `ttlMs` more only while it holds `token` and has not expired; true when done. */
  renew(key: string, token: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it holds `token`; true when deleted. */
  remove(key: string, token: string): Promise<boolean>;
}

export interface Added {
  added: boolean;
  /** The `alsoRead` records by key (without the namespace); empty when nothing was added. */
  values: ReadonlyMap<string, unknown>;
}

const NOT_ADDED: Added = { added: false, values: new Map() };

export interface BackendOptions {
  namespace: string;
  logger?: Logger;
  cwd?: string;
}

/** A namespaced keyv for `url` (the plain factory; openStore uses openBackend). */
export async function createKeyv(url: string, options: BackendOptions): Promise<Keyv> {
  return (await openBackend(url, options)).keyv;
}

export async function openBackend(url: string, options: BackendOptions): Promise<StoreBackend> {
  const parsed = parseStoreUrl(url, options.cwd);
  const onError = burstLogger(options.logger, describeStoreUrl(url));
  return BUILDERS[parsed.kind](url, parsed, options.namespace, onError);
}

type Builder = (
  url: string,
  parsed: ParsedStoreUrl,
  namespace: string,
  onError: (err: unknown) => void,
) => Promise<StoreBackend>;

const BUILDERS: Record<StoreKind, Builder> = {
  async memory(_url, _parsed, namespace, onError) {
    const map = new Map<string, unknown>();
    const keyv = new Keyv({ store: map, namespace, throwOnErrors: true });
    keyv.on('error', onError);
    return {
      kind: 'memory',
      keyv,
      take: async (key) => {
        const prefixed = `${namespace}:${key}`;
        const raw = map.get(prefixed);
        map.delete(prefixed);
        return unwrap(keyv, raw);
      },
      // No await between the read and the write: one step on the event loop.
      tokens: {
        add: async (key, token, ttlMs, alsoRead = []) => {
          const prefixed = `${namespace}:${key}`;
          const now = Date.now();
          if (liveRecord(map.get(prefixed), now) !== undefined) return NOT_ADDED;
          map.set(prefixed, tokenRecord(token, now + ttlMs));
          return readValues(keyv, alsoRead, (one) => map.get(`${namespace}:${one}`));
        },
        renew: async (key, token, ttlMs) => {
          const prefixed = `${namespace}:${key}`;
          const now = Date.now();
          if (liveRecord(map.get(prefixed), now)?.value !== token) return false;
          map.set(prefixed, tokenRecord(token, now + ttlMs));
          return true;
        },
        remove: async (key, token) => {
          const prefixed = `${namespace}:${key}`;
          if (liveRecord(map.get(prefixed), Number.NEGATIVE_INFINITY)?.value !== token)
            return false;
          return map.delete(prefixed);
        },
      },
      sweepExpired: async (limit) => {
        const now = Date.now();
        let deleted = 0;
        for (const [key, raw] of map) {
          if (deleted >= limit) break;
          if (key.startsWith(`${namespace}:`) && liveRecord(raw, now) === undefined) {
            map.delete(key);
            deleted += 1;
          }
        }
        return deleted;
      },
      close: async () => {},
    };
  },

  async sqlite(_url, parsed, namespace, onError) {
    const { SqliteKeyvStore: Sqlite, SQLITE_TABLE: table } = await import('./sqlite-store.js');
    const file = parsed.sqlitePath ?? ':memory:';
    // A local file that cannot be opened is a startup error, not something to retry.
    let store: SqliteKeyvStore | undefined;
    try {
      if (file !== ':memory:') createPrivateFile(file);
      store = await Sqlite.open(file, 5_000);
      // Write-ahead log, synced at checkpoints rather than on every commit: every Slack request
      // writes its replay record, and an fsync per request queued every ack behind the disk.
      // A crash of the app loses nothing; a power loss or OS crash may lose the last moments of
      // writes but never corrupts the file (README: SQLite is the single-host store).
      if (file !== ':memory:') {
        await store.query('PRAGMA journal_mode = WAL');
        await store.query('PRAGMA synchronous = NORMAL');
      }
    } catch (err) {
      await store?.disconnect().catch(() => undefined);
      throw new Error(`Could not open the SQLite store at ${file}: ${safeError(err).message}`, {
        cause: err,
      });
    }
    const keyv = new Keyv({ store, namespace, throwOnErrors: true });
    keyv.on('error', onError);
    return {
      kind: 'sqlite',
      keyv,
      take: async (key) => {
        const rows = (await store.query(
          `DELETE FROM ${table} WHERE key = ? RETURNING value`,
          `${namespace}:${key}`,
        )) as { value?: unknown }[];
        return unwrap(keyv, rows[0]?.value);
      },
      tokens: {
        add: async (key, token, ttlMs, alsoRead = []) => {
          const now = Date.now();
          // The upsert's RETURNING clause reads the other records in the same statement.
          const rows = (await store.query(
            `INSERT INTO ${table} (key, value) VALUES (?, ?)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value
             WHERE json_extract(${table}.value, '$.expires') < ?
             RETURNING (SELECT json_group_object(r.key, r.value) FROM ${table} AS r
                        WHERE r.key IN (SELECT value FROM json_each(?))) AS reads`,
            `${namespace}:${key}`,
            tokenRecord(token, now + ttlMs),
            now,
            JSON.stringify(alsoRead.map((one) => `${namespace}:${one}`)),
          )) as { reads?: string | null }[];
          if (rows.length === 0) return NOT_ADDED;
          const found = JSON.parse(rows[0]?.reads ?? '{}') as Record<string, string>;
          return readValues(keyv, alsoRead, (one) => found[`${namespace}:${one}`]);
        },
        renew: async (key, token, ttlMs) => {
          const now = Date.now();
          const rows = (await store.query(
            `UPDATE ${table} SET value = ?
             WHERE key = ? AND json_extract(value, '$.value') = ? AND json_extract(value, '$.expires') >= ?
             RETURNING key`,
            tokenRecord(token, now + ttlMs),
            `${namespace}:${key}`,
            token,
            now,
          )) as unknown[];
          return rows.length > 0;
        },
        remove: async (key, token) => {
          const rows = (await store.query(
            `DELETE FROM ${table} WHERE key = ? AND json_extract(value, '$.value') = ? RETURNING key`,
            `${namespace}:${key}`,
            token,
          )) as unknown[];
          return rows.length > 0;
        },
      },
      sweepExpired: async (limit) => {
        const prefix = `${namespace}:`;
        const rows = (await store.query(
          // CASE: text that is not JSON (never written by keyv) is skipped, not an error.
          `DELETE FROM ${table} WHERE key IN (
             SELECT key FROM ${table}
             WHERE substr(key, 1, ?) = ?
               AND CASE WHEN json_valid(value) THEN json_extract(value, '$.expires') END < ?
             LIMIT ?)
           RETURNING key`,
          prefix.length,
          prefix,
          Date.now(),
          limit,
        )) as unknown[];
        return rows.length;
      },
      close: once(() => store.disconnect()),
    };
  },

  async postgres(url, _parsed, namespace, onError) {
    const { KeyvPostgres } = await import('@keyv/postgres');
    const store = new KeyvPostgres({ uri: url, connectionTimeoutMillis: 5_000 });
    const keyv = new Keyv({ store, namespace, throwOnErrors: true });
    keyv.on('error', onError);
    const table = `${store.opts.schema ?? 'public'}.${store.opts.table ?? 'keyv'}`;
    return {
      kind: 'postgres',
      keyv,
      take: async (key) => {
        const rows = (await store.query(`DELETE FROM ${table} WHERE key = $1 RETURNING value`, [
          `${namespace}:${key}`,
        ])) as { value?: unknown }[];
        return unwrap(keyv, rows[0]?.value);
      },
      tokens: {
        add: async (key, token, ttlMs, alsoRead = []) => {
          const now = Date.now();
          // The upsert in a CTE; the reads see the table as it was before it (other keys).
          const rows = (await store.query(
            `WITH added AS (
               INSERT INTO ${table} AS t (key, value) VALUES ($1, $2)
               ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
               WHERE (t.value::json->>'expires')::numeric < $3
               RETURNING key)
             SELECT (SELECT count(*) FROM added)::int AS added,
                    (SELECT json_object_agg(r.key, r.value) FROM ${table} AS r
                     WHERE r.key = ANY($4::text[]) AND EXISTS (SELECT 1 FROM added)) AS reads`,
            [
              `${namespace}:${key}`,
              tokenRecord(token, now + ttlMs),
              now,
              alsoRead.map((one) => `${namespace}:${one}`),
            ],
          )) as { added: number; reads: Record<string, string> | null }[];
          if (rows[0]?.added !== 1) return NOT_ADDED;
          const found = rows[0].reads ?? {};
          return readValues(keyv, alsoRead, (one) => found[`${namespace}:${one}`]);
        },
        renew: async (key, token, ttlMs) => {
          const now = Date.now();
          const rows = (await store.query(
            // CASE: only our row's text is read as JSON, whatever order the planner picks.
            `UPDATE ${table} SET value = $1
             WHERE key = $2
               AND CASE WHEN key = $2
                 THEN value::json->>'value' = $3 AND (value::json->>'expires')::numeric >= $4
               END
             RETURNING key`,
            [tokenRecord(token, now + ttlMs), `${namespace}:${key}`, token, now],
          )) as unknown[];
          return rows.length > 0;
        },
        remove: async (key, token) => {
          const rows = (await store.query(
            `DELETE FROM ${table}
             WHERE key = $1 AND CASE WHEN key = $1 THEN value::json->>'value' = $2 END
             RETURNING key`,
            [`${namespace}:${key}`, token],
          )) as unknown[];
          return rows.length > 0;
        },
      },
      sweepExpired: async (limit) => {
        const prefix = `${namespace}:`;
        const rows = (await store.query(
          // keyv's text ends with `,"expires":<ms>}` when the record has a TTL; matching that
          // instead of casting to json keeps one unreadable row from failing the whole sweep.
          `DELETE FROM ${table} WHERE key IN (
             SELECT key FROM ${table}
             WHERE left(key, $1) = $2
               AND substring(value from '"expires":([0-9]+(?:[.][0-9]+)?)}$')::numeric < $3
             LIMIT $4)
           RETURNING key`,
          [prefix.length, prefix, Date.now(), limit],
        )) as unknown[];
        return rows.length;
      },
      close: once(() => store.disconnect()),
    };
  },

  async redis(url, _parsed, namespace, onError) {
    const { default: KeyvRedis, defaultReconnectStrategy } = await import('@keyv/redis');
    const store = new KeyvRedis(
      // No offline queue: while Redis is down, commands fail at once instead of hanging.
      { url, disableOfflineQueue: true, socket: { reconnectStrategy: defaultReconnectStrategy } },
      { namespace, connectionTimeout: 2_000, throwOnConnectError: true, throwOnErrors: true },
    );
    // KeyvRedis prefixes keys itself (`<namespace>::<key>`); keyv must not prefix them again.
    const keyv = new Keyv({ store, namespace, useKeyPrefix: false, throwOnErrors: true });
    keyv.on('error', onError);
    return {
      kind: 'redis',
      keyv,
      take: async (key) => {
        const client = (await store.getClient()) as unknown as {
          getDel(key: string): Promise<string | null>;
        };
        const raw = await client.getDel(store.createKeyPrefix(key, store.namespace));
        return unwrap(keyv, raw ?? undefined);
      },
      tokens: {
        add: async (key, token, ttlMs, alsoRead = []) => {
          const client = await readyClient(store);
          const record = tokenRecord(token, Date.now() + ttlMs);
          const px = String(Math.max(1, Math.ceil(ttlMs)));
          const prefixed = store.createKeyPrefix(key, store.namespace);
          if (alsoRead.length === 0) {
            // A plain SET NX: most locks read nothing, and EVAL ships the script every time.
            const answer = await client.sendCommand(['SET', prefixed, record, 'NX', 'PX', px]);
            return answer === 'OK' ? { added: true, values: new Map() } : NOT_ADDED;
          }
          const answer = await client.sendCommand([
            'EVAL',
            REDIS_ADD_AND_READ,
            String(1 + alsoRead.length),
            prefixed,
            ...alsoRead.map((one) => store.createKeyPrefix(one, store.namespace)),
            record,
            px,
          ]);
          if (!Array.isArray(answer) || Number(answer[0]) !== 1) return NOT_ADDED;
          return readValues(keyv, alsoRead, (_one, i) => answer[i + 1] ?? undefined);
        },
        renew: async (key, token, ttlMs) => {
          const client = await readyClient(store);
          const answer = await client.sendCommand([
            'EVAL',
            REDIS_RENEW,
            '1',
            store.createKeyPrefix(key, store.namespace),
            token,
            tokenRecord(token, Date.now() + ttlMs),
            String(Math.max(1, Math.ceil(ttlMs))),
          ]);
          return Number(answer) === 1;
        },
        remove: async (key, token) => {
          const client = await readyClient(store);
          const answer = await client.sendCommand([
            'EVAL',
            REDIS_REMOVE,
            '1',
            store.createKeyPrefix(key, store.namespace),
            token,
          ]);
          return Number(answer) === 1;
        },
      },
      sweepExpired: async () => 0,
      close: once(async () => {
        try {
          await withTimeout(store.disconnect(), 2_000);
        } catch {
          await store.disconnect(true);
        }
      }),
    };
  },
};

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

interface RedisCommands {
  isReady: boolean;
  sendCommand(args: string[]): Promise<unknown>;
  once(event: 'ready', listener: () => void): unknown;
  off(event: 'ready', listener: () => void): unknown;
}

/**
 * The connected client. KeyvRedis reports a client that is still connecting as open, and with
 * the offline queue off a command sent then fails: a fresh instance's first calls wait (briefly).
 */
async function readyClient(store: { getClient(): Promise<unknown> }): Promise<RedisCommands> {
  const client = (await store.getClient()) as RedisCommands;
  if (client.isReady) return client;
  let onReady: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
    client.once('ready', resolve);
  });
  try {
    await withTimeout(ready, 2_000, 'Redis');
  } finally {
    if (onReady) client.off('ready', onReady);
  }
  return client;
}

/** KEYS[1] holds ARGV[1]? Then store ARGV[2] for ARGV[3] ms. Redis drops expired keys itself. */
const REDIS_RENEW = `local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local ok, record = pcall(cjson.decode, raw)
if not ok or type(record) ~= 'table' or record.value ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** SET KEYS[1] NX PX; when set, {1, the texts of KEYS[2..] (false when absent)}, else 0. */
const REDIS_ADD_AND_READ = `if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
if #KEYS == 1 then return {1} end
return {1, unpack(redis.call('MGET', unpack(KEYS, 2)))}`;

/** KEYS[1] holds ARGV[1]? Then delete it. */
const REDIS_REMOVE = `local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local ok, record = pcall(cjson.decode, raw)
if not ok or type(record) ~= 'table' or record.value ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`;

/**
 * A token record exactly as keyv stores a string value (`{"value":…,"expires":…}`; keyv's
 * serializer only differs for Buffers and strings starting with a colon, which tokens are not).
 */
function tokenRecord(token: string, expires: number): string {
  return JSON.stringify({ value: token, expires });
}

/** A stored record (keyv text or object) that has not expired at `now`; undefined otherwise. */
function liveRecord(raw: unknown, now: number): { value: unknown } | undefined {
  if (raw === undefined || raw === null) return undefined;
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return { value: raw };
    }
  }
  if (data === null || typeof data !== 'object') return { value: data };
  const { value, expires } = data as { value?: unknown; expires?: unknown };
  if (typeof expires === 'number' && now > expires) return undefined;
  return { value };
}

/**
 * `add`'s answer from the raw stored texts of `alsoRead`: each as `keyv.get` answers it. A text that
 * does not decode is left out, so the request's own read of it meets the error as it would have.
 */
async function readValues(
  keyv: Keyv,
  keys: readonly string[],
  rawOf: (key: string, index: number) => unknown,
): Promise<Added> {
  const values = new Map<string, unknown>();
  await Promise.all(
    keys.map(async (key, i) => {
      try {
        values.set(key, await unwrap(keyv, rawOf(key, i)));
      } catch {
        // see above
      }
    }),
  );
  return { added: true, values };
}

/** Raw stored text → the value, honouring keyv's `expires` (sqlite and postgres do not expire rows). */
async function unwrap(keyv: Keyv, raw: unknown): Promise<unknown> {
  if (raw === undefined || raw === null) return undefined;
  const data =
    typeof raw === 'string' && keyv.deserialize !== undefined ? await keyv.deserialize(raw) : raw;
  if (data === undefined || data === null || typeof data !== 'object') return undefined;
  const { value, expires } = data as { value?: unknown; expires?: unknown };
  if (typeof expires === 'number' && Date.now() > expires) return undefined;
  return value;
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

export async function withTimeout<T>(work: Promise<T>, ms: number, what = 'The store'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * keyv emits 'error' for every failed operation and every reconnect attempt. Without a listener
 * that would crash the process; with one, an outage would flood the log. Log once per burst.
 */
function burstLogger(logger: Logger | undefined, store: string, windowMs = 30_000) {
  let lastLogged = 0;
  let suppressed = 0;
  return (err: unknown) => {
    const now = Date.now();
    if (now - lastLogged < windowMs) {
      suppressed += 1;
      return;
    }
    logger?.error(
      { err: safeError(err), store, suppressedSinceLast: suppressed },
      'store error (further errors in the next 30 s are counted, not logged)',
    );
    lastLogged = now;
    suppressed = 0;
  };
}
