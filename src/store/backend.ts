import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Keyv } from 'keyv';
import { type Logger, safeError } from '../logger.js';

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
  /** Disconnects the adapter; safe to call twice. */
  close(): Promise<void>;
}

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
      close: async () => {},
    };
  },

  async sqlite(_url, parsed, namespace, onError) {
    const { KeyvSqlite } = await import('@keyv/sqlite');
    const file = parsed.sqlitePath ?? ':memory:';
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const store = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5_000 });
    const keyv = new Keyv({ store, namespace, throwOnErrors: true });
    keyv.on('error', onError);
    // A local file that cannot be opened is a startup error, not something to retry.
    try {
      await store.query('SELECT 1');
    } catch (err) {
      throw new Error(`Could not open the SQLite store at ${file}: ${safeError(err).message}`, {
        cause: err,
      });
    }
    const table = store.opts.table ?? 'keyv';
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
