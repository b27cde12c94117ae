import type { z } from 'zod';
import { AppError, STORE_UNAVAILABLE_MESSAGE } from '../platform/app-error.js';
import { metrics, timed } from '../platform/metrics.js';
import { STORE_OP_TIMEOUT_MS, type StoreBackend, withTimeout } from './backends/index.js';
import { SecretBoxError } from './crypto.js';

/**
 * Typed reads and writes over keyv. Reads are validated with zod; a record that does not parse
 * (or whose secret does not decrypt) becomes AppError('store_corrupt') and is left in place for
 * the operator. A store that fails or does not answer within STORE_OP_TIMEOUT_MS becomes
 * AppError('store_unavailable'), which users are told as such (never "reinstall").
 */
export class Records {
  constructor(
    private readonly backend: StoreBackend,
    private readonly timeoutMs = STORE_OP_TIMEOUT_MS,
  ) {}

  /** The record as the store holds it now. */
  async read<S extends z.ZodType>(
    key: string,
    schema: S,
    what: string,
  ): Promise<z.output<S> | undefined> {
    let raw: unknown;
    try {
      raw = await storeOp(
        'read',
        this.backend.loud((keyv) => keyv.get(key)),
        this.timeoutMs,
      );
    } catch (err) {
      throw readFailure(err, key, what);
    }
    return raw === undefined ? undefined : parseRecord(raw, key, schema, what);
  }

  /**
   * Several records in one store round trip (keyv getMany), each parsed as `read` parses it, in
   * the order of `keys`. A record that does not parse is an error in its place, so one broken
   * record does not hide the others; a batch that cannot be decoded (a record that is not JSON)
   * is read again key by key. A store that fails throws, as for `read`.
   */
  async readMany<S extends z.ZodType>(
    keys: string[],
    schema: S,
    what: string,
  ): Promise<Settled<z.output<S> | undefined>[]> {
    if (keys.length === 0) return [];
    let raws: unknown[];
    try {
      raws = await storeOp(
        'read',
        this.backend.loud((keyv) => keyv.getMany(keys)),
        this.timeoutMs,
      );
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw unavailable(err);
      return Promise.all(keys.map((key) => settle(this.read(key, schema, what))));
    }
    return keys.map((key, i) =>
      settleNow(() => (raws[i] == null ? undefined : parseRecord(raws[i], key, schema, what))),
    );
  }

  async write(key: string, value: unknown, ttlMs?: number): Promise<void> {
    try {
      const written = await storeOp(
        'write',
        this.backend.loud((keyv) => keyv.set(key, value, ttlMs)),
        this.timeoutMs,
      );
      if (!written) throw new Error(`The store did not accept the write of ${key}`);
    } catch (err) {
      throw unavailable(err);
    }
  }

  async remove(key: string): Promise<boolean> {
    try {
      return await storeOp(
        'remove',
        this.backend.loud((keyv) => keyv.delete(key)),
        this.timeoutMs,
      );
    } catch (err) {
      throw unavailable(err);
    }
  }
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  return work.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function settleNow<T>(work: () => T): Settled<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error };
  }
}

export function parseRecord<S extends z.ZodType>(
  raw: unknown,
  key: string,
  schema: S,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`)
    .join('; ');
  throw corrupt(what, new Error(`Record ${key} does not match its schema (${where})`));
}

/** Wraps a failure to decrypt a sealed field. */
export function openFailure(err: unknown, key: string, what: string): AppError {
  const reason = err instanceof SecretBoxError ? err.message : 'decryption failed';
  return corrupt(what, new Error(`Record ${key}: ${reason}`, { cause: err }));
}

export function corrupt(what: string, cause: unknown): AppError {
  return new AppError('store_corrupt', `The saved ${what} of this workspace could not be read.`, {
    copy: { message: 'error.storeCorrupt.message' },
    cause,
  });
}

function readFailure(err: unknown, key: string, what: string): AppError {
  // keyv parses the stored JSON itself: a SyntaxError means the record, not the store, is broken.
  if (err instanceof SyntaxError)
    return corrupt(what, new Error(`Record ${key} is not valid JSON`, { cause: err }));
  return unavailable(err);
}

/**
 * The adapters have their own limits (Redis gives up connecting after 2 s, PostgreSQL queries
 * after STORE_OP_TIMEOUT_MS, SQLite waits for a lock as long); this bounds the rest, such as a
 * store that accepted the connection and then stalls.
 */
export { STORE_OP_TIMEOUT_MS };

/**
 * A step of the job engine on the store (starting it, adding or removing a schedule): several
 * round trips, and the engine's first start, so a longer bound than one store operation.
 */
export const ENGINE_STEP_TIMEOUT_MS = 5_000;

export function bounded<T>(work: Promise<T>): Promise<T> {
  return withTimeout(work, ENGINE_STEP_TIMEOUT_MS);
}

/** A bounded store operation, timed and (when it fails or times out) counted, by `op`. */
export function storeOp<T>(
  op: string,
  work: Promise<T>,
  timeoutMs = STORE_OP_TIMEOUT_MS,
): Promise<T> {
  return timed(
    withTimeout(work, timeoutMs),
    (seconds) => metrics.storeSeconds.observe({ op }, seconds),
    () => metrics.storeErrors.inc({ op }),
  );
}

export function unavailable(err: unknown): AppError {
  return new AppError('store_unavailable', STORE_UNAVAILABLE_MESSAGE, { cause: err });
}

/**
 * keyv's calls for records without a schema of their own (caches, drafts), made loud: a store
 * that fails or does not answer rejects with AppError('store_unavailable') instead of reading as
 * "no data" (keyv 6's answer once an error listener is attached).
 */
export interface PlainRecords {
  /** The storage adapter (tests read the raw rows through it). */
  readonly store: unknown;
  get<T = unknown>(key: string): Promise<T | undefined>;
  getMany<T = unknown>(keys: string[]): Promise<(T | undefined)[]>;
  /** Resolves true; rejects when the store did not take the write. */
  set(key: string, value: unknown, ttlMs?: number): Promise<boolean>;
  delete(key: string): Promise<boolean>;
  /** Deletes every keyv record of this namespace. */
  clear(): Promise<void>;
}

export function plainRecords(backend: StoreBackend, timeoutMs = STORE_OP_TIMEOUT_MS): PlainRecords {
  const loud = async <T>(op: string, work: Parameters<StoreBackend['loud']>[0]): Promise<T> => {
    try {
      return (await storeOp(op, backend.loud(work), timeoutMs)) as T;
    } catch (err) {
      throw unavailable(err);
    }
  };
  return {
    get store() {
      return backend.keyv.store;
    },
    get: (key) => loud('read', (keyv) => keyv.get(key)),
    getMany: (keys) => loud('read', (keyv) => keyv.getMany(keys)),
    async set(key, value, ttlMs) {
      const written = await loud<boolean>('write', (keyv) => keyv.set(key, value, ttlMs));
      if (!written) throw unavailable(new Error(`The store did not accept the write of ${key}`));
      return true;
    },
    delete: (key) => loud('remove', (keyv) => keyv.delete(key)),
    clear: () => loud('clear', (keyv) => keyv.clear()),
  };
}
