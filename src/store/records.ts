import type { z } from 'zod';
import { AppError, STORE_UNAVAILABLE_MESSAGE } from '../errors.js';
import { metrics, timed } from '../metrics.js';
import { currentTrace } from '../request-context.js';
import { type StoreBackend, withTimeout } from './backend.js';
import { SecretBoxError } from './crypto.js';

/**
 * Typed reads and writes over keyv. Reads are validated with zod; a record that does not parse
 * (or whose secret does not decrypt) becomes AppError('store_corrupt') and is left in place for
 * the operator. A store that fails or does not answer within STORE_OP_TIMEOUT_MS becomes
 * AppError('store_unavailable'), which users are told as such (never "reinstall").
 */
/** How long one request reuses a record it read (see Records.readShared and Records.prime). */
const REUSE_READ_MS = 1_000;

export class Records {
  constructor(private readonly backend: StoreBackend) {}

  /**
   * Records the store read in the same round trip as the request's replay record: each one serves
   * the request's first read of its key through these Records, if that read comes within
   * REUSE_READ_MS (as fresh as reading it then). Later reads, reads after the request wrote the
   * key, and reads after the request took another lock (what is read under a lock must be the
   * store's state once it is held: the lock store primes an empty set then) go to the store.
   */
  prime(values: ReadonlyMap<string, unknown>): void {
    const trace = currentTrace();
    if (trace === undefined) return;
    trace.primedReads =
      values.size === 0
        ? undefined
        : { owner: this, at: performance.now(), values: new Map(values) };
  }

  /** The primed value of `key` (see prime), taken: a second read goes to the store. */
  private takePrimed(key: string): { value: unknown } | undefined {
    const primed = currentTrace()?.primedReads;
    if (primed?.owner !== this || !primed.values.has(key)) return undefined;
    const value = primed.values.get(key);
    primed.values.delete(key);
    return performance.now() - primed.at < REUSE_READ_MS ? { value } : undefined;
  }

  /**
   * The record as the store holds it now; for the request's first read of a key primed with its
   * replay record (see prime), as the store held it then, less than REUSE_READ_MS ago.
   */
  read<S extends z.ZodType>(
    key: string,
    schema: S,
    what: string,
  ): Promise<z.output<S> | undefined> {
    return this.parsed(this.firstOrStored(key), key, schema, what);
  }

  /**
   * A read that may be served by the same request's read of the key in the last REUSE_READ_MS
   * (the role check and the command both read the connection: one store round trip). A write or
   * delete of the key by the request forgets it. Never for a read-modify-write: use `read`.
   */
  readShared<S extends z.ZodType>(
    key: string,
    schema: S,
    what: string,
  ): Promise<z.output<S> | undefined> {
    return this.parsed(this.recentRead(key), key, schema, what);
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
      raws = await storeOp('read', this.backend.keyv.getMany(keys));
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw unavailable(err);
      return Promise.all(keys.map((key) => settle(this.read(key, schema, what))));
    }
    return keys.map((key, i) =>
      settleNow(() => (raws[i] == null ? undefined : parseRecord(raws[i], key, schema, what))),
    );
  }

  private async parsed<S extends z.ZodType>(
    read: Promise<unknown>,
    key: string,
    schema: S,
    what: string,
  ): Promise<z.output<S> | undefined> {
    let raw: unknown;
    try {
      raw = await read;
    } catch (err) {
      throw readFailure(err, key, what);
    }
    return raw === undefined ? undefined : parseRecord(raw, key, schema, what);
  }

  /** The primed value of the request's first read of `key`, else the store's. */
  private firstOrStored(key: string): Promise<unknown> {
    const primed = this.takePrimed(key);
    return primed === undefined
      ? storeOp('read', this.backend.keyv.get(key))
      : Promise.resolve(primed.value);
  }

  private recentRead(key: string): Promise<unknown> {
    const trace = currentTrace();
    if (trace === undefined) return storeOp('read', this.backend.keyv.get(key));
    trace.recentReads ??= new Map();
    const reads = trace.recentReads;
    const recent = reads.get(key);
    if (recent !== undefined && performance.now() - recent.at < REUSE_READ_MS) return recent.value;
    const value = this.firstOrStored(key);
    reads.set(key, { at: performance.now(), value });
    value.catch(() => reads.delete(key));
    return value;
  }

  private forget(key: string): void {
    const trace = currentTrace();
    trace?.recentReads?.delete(key);
    trace?.primedReads?.values.delete(key);
  }

  async write(key: string, value: unknown, ttlMs?: number): Promise<void> {
    this.forget(key);
    try {
      await storeOp('write', this.backend.keyv.set(key, value, ttlMs));
    } catch (err) {
      throw unavailable(err);
    } finally {
      this.forget(key);
    }
  }

  async remove(key: string): Promise<boolean> {
    this.forget(key);
    try {
      return await storeOp('remove', this.backend.keyv.delete(key));
    } catch (err) {
      throw unavailable(err);
    }
  }

  /** Read and delete in one step (used for one-time tokens). */
  async take(key: string): Promise<unknown> {
    this.forget(key);
    try {
      return await storeOp('take', this.backend.take(key));
    } catch (err) {
      throw readFailure(err, key, 'one-time token');
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
 * Longest wait for one store operation. The adapters have their own limits (Redis gives up
 * connecting after 2 s); this bounds a store that accepted the connection and then stalls.
 */
export const STORE_OP_TIMEOUT_MS = 5_000;

export function bounded<T>(work: Promise<T>): Promise<T> {
  return withTimeout(work, STORE_OP_TIMEOUT_MS);
}

/** A bounded store operation, timed and (when it fails or times out) counted, by `op`. */
export function storeOp<T>(op: string, work: Promise<T>): Promise<T> {
  return timed(
    bounded(work),
    (seconds) => metrics.storeSeconds.observe({ op }, seconds),
    () => metrics.storeErrors.inc({ op }),
  );
}

export function unavailable(err: unknown): AppError {
  return new AppError('store_unavailable', STORE_UNAVAILABLE_MESSAGE, { cause: err });
}
