import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { safeError } from '../../platform/logging/logger.js';
import { type AtomicRecords, once, type StoreBackend } from './types.js';

/** While the file cannot be opened, it is tried again this often. */
const REOPEN_EVERY_MS = 1_000;

/** SQLite's primary result codes that pass by themselves: a lock, a file not writable (yet). */
const PASSING_SQLITE_CODES = new Set([
  3, // SQLITE_PERM
  5, // SQLITE_BUSY
  6, // SQLITE_LOCKED
  8, // SQLITE_READONLY
  14, // SQLITE_CANTOPEN
]);
const PASSING_FS_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'EBUSY']);
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * Whether a failure to open the file may pass without anyone changing the app's settings: another
 * process holds it locked, or it (or its directory) cannot be written for now. A path through a
 * file or a file that is not a database does not pass: those stay startup errors.
 */
export function openFailureMayPass(err: unknown): boolean {
  for (let cause = err; cause instanceof Error; cause = cause.cause) {
    const { code, errcode } = cause as Error & { code?: unknown; errcode?: unknown };
    if (typeof errcode === 'number' && PASSING_SQLITE_CODES.has(errcode & 0xff)) return true;
    if (typeof code === 'string' && PASSING_FS_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Another connection's lock on the file, found without waiting for it: opening the store waits
 * for a lock (seconds) and blocks the process meanwhile, so a file someone holds is not opened
 * until the lock is gone. Undefined when the file is free, not there yet, or fails otherwise (then
 * opening it says why).
 */
function lockOn(file: string): Error | undefined {
  if (file === ':memory:' || !existsSync(file)) return undefined;
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { timeout: 0 });
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return undefined;
  } catch (err) {
    const code = (err as { errcode?: unknown }).errcode;
    const locked = typeof code === 'number' && [SQLITE_BUSY, SQLITE_LOCKED].includes(code & 0xff);
    return locked && err instanceof Error ? err : undefined;
  } finally {
    if (db?.isOpen) db.close();
  }
}

/**
 * The SQLite store, as every backend starts: a file that cannot be opened for a reason that may
 * pass (see openFailureMayPass) is no startup error. The store then starts unavailable (every
 * operation fails as the store being unreachable, so /readyz says 503 and commands "Storage
 * unreachable"), and opens the file as soon as it can, tried every second in the background.
 */
export async function openSqliteWhenPossible(
  file: string,
  namespace: string,
  onError: (err: unknown) => void,
): Promise<StoreBackend> {
  const { openSqlite } = await import('./sqlite.js');
  const open = async () => {
    const lock = lockOn(file);
    if (lock !== undefined) throw lock;
    return openSqlite(file, namespace, onError);
  };
  try {
    return await open();
  } catch (err) {
    if (!openFailureMayPass(err)) throw err;
    onError(err);
    return storeOpenedLater(open, file, onError, err);
  }
}

/** A backend that fails every operation until `open` succeeds, then hands them all to it. */
function storeOpenedLater(
  open: () => Promise<StoreBackend>,
  file: string,
  onError: (err: unknown) => void,
  firstFailure: unknown,
): StoreBackend {
  let opened: StoreBackend | undefined;
  let lastFailure = firstFailure;
  let closed = false;
  let trying = false;
  const retry = setInterval(async () => {
    if (trying || opened !== undefined || closed) return;
    trying = true;
    try {
      const backend = await open();
      if (closed) await backend.close();
      else opened = backend;
      clearInterval(retry);
    } catch (err) {
      lastFailure = err;
      onError(err);
    } finally {
      trying = false;
    }
  }, REOPEN_EVERY_MS);
  retry.unref();

  const use = <T>(work: (backend: StoreBackend) => Promise<T>): Promise<T> =>
    opened === undefined
      ? Promise.reject(
          new Error(
            `The SQLite store at ${file} could not be opened yet: ${safeError(lastFailure).message}`,
            { cause: lastFailure },
          ),
        )
      : work(opened);
  const atomic: AtomicRecords = {
    add: (key, value, ttlMs) => use((b) => b.atomic.add(key, value, ttlMs)),
    renew: (key, value, ttlMs) => use((b) => b.atomic.renew(key, value, ttlMs)),
    remove: (key, value) => use((b) => b.atomic.remove(key, value)),
    put: (key, value, ttlMs) => use((b) => b.atomic.put(key, value, ttlMs)),
    peek: (key) => use((b) => b.atomic.peek(key)),
    take: (key) => use((b) => b.atomic.take(key)),
    sweep: (limit) => use((b) => b.atomic.sweep(limit)),
  };
  return {
    kind: 'sqlite',
    get keyv() {
      if (opened === undefined) throw new Error(`The SQLite store at ${file} is not open yet`);
      return opened.keyv;
    },
    loud: (work) => use((b) => b.loud(work)),
    atomic,
    sweepExpired: (limit) => use((b) => b.sweepExpired(limit)),
    close: once(async () => {
      closed = true;
      clearInterval(retry);
      await opened?.close();
    }),
  };
}
