import type { Keyv } from 'keyv';
import type { StoreKind } from './url.js';

/**
 * One open store: a keyv for the app's records plus the operations keyv lacks. Those live in
 * their own keys (their own table, key prefix or Map) in their own format, written and read only
 * through `atomic`, so nothing depends on how keyv serializes a value.
 */
export interface StoreBackend {
  readonly kind: StoreKind;
  readonly keyv: Keyv;
  /**
   * Runs keyv calls so that a store failure rejects (see loud-keyv.ts): keyv 6 answers a failed
   * call with a fallback (undefined, false) once an error listener is attached, and "no data"
   * must never stand in for "the store is down".
   */
  loud<T>(work: (keyv: Keyv) => Promise<T>): Promise<T>;
  atomic: AtomicRecords;
  /**
   * Deletes at most `limit` expired records of this namespace, keyv's and the atomic ones
   * (SQL rows and Map entries otherwise stay until read). Redis expires keys itself: 0 there.
   */
  sweepExpired(limit: number): Promise<number>;
  /** Disconnects; safe to call twice. */
  close(): Promise<void>;
}

/**
 * Records with an expiry that need one atomic step each: lock and replay tokens (set-if-absent,
 * renew-if-holder, remove-if-holder) and one-time records (put, peek, take = read and delete).
 * Values are plain strings; every record has an expiry, after which it reads as absent.
 */
export interface AtomicRecords {
  /** Writes `value` for `ttlMs` only when the key is absent or expired; true when written. */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Gives the key `ttlMs` more only while it holds `value` and has not expired. */
  renew(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it holds `value`; true when deleted. */
  remove(key: string, value: string): Promise<boolean>;
  /** Writes `value` for `ttlMs`, replacing whatever the key held. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The live value, or undefined. */
  peek(key: string): Promise<string | undefined>;
  /** The live value, deleted in the same step (of two takers exactly one gets it). */
  take(key: string): Promise<string | undefined>;
  /** Deletes at most `limit` expired records; how many were deleted. */
  sweep(limit: number): Promise<number>;
}

export interface BackendOptions {
  namespace: string;
  cwd?: string;
  /** The longest wait for one operation (default STORE_OP_TIMEOUT_MS; tests of outages shorten it). */
  timeoutMs?: number;
}

/** keyv's sweep, then the atomic records', at most `limit` in all. */
export async function sweepBoth(
  keyvSweep: (limit: number) => Promise<number>,
  atomic: AtomicRecords,
  limit: number,
): Promise<number> {
  const fromKeyv = await keyvSweep(limit);
  return fromKeyv >= limit ? fromKeyv : fromKeyv + (await atomic.sweep(limit - fromKeyv));
}

export function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * Longest wait for one store operation, whatever the backend: a store that is down, stalled or
 * locked is reported ("storage unreachable") after this long. A command's few store steps thus
 * wait seconds, not minutes; operations take milliseconds when the store is well.
 */
export const STORE_OP_TIMEOUT_MS = 2_500;

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
