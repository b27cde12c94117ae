import type { LockStore } from './lock-store.js';
import { unavailable } from './records.js';

export interface RenewedLock {
  /** Stops renewing and frees the lock; never throws. */
  release(): Promise<void>;
}

/**
 * Takes a store lock and keeps it alive (renewed every third of `ttlMs`) until released, so a
 * holder that dies blocks others for at most `ttlMs`. Undefined while someone else holds it.
 */
export async function acquireRenewedLock(
  locks: LockStore,
  name: string,
  ttlMs: number,
): Promise<RenewedLock | undefined> {
  const lock = await locks.acquire(name, ttlMs);
  if (lock === undefined) return undefined;
  const heartbeat = setInterval(
    () => {
      lock.renew().then(
        (kept) => {
          if (!kept) clearInterval(heartbeat);
        },
        () => undefined, // a store blip: the next beat tries again before the lock expires
      );
    },
    Math.max(1, Math.floor(ttlMs / 3)),
  );
  heartbeat.unref();
  return {
    async release() {
      clearInterval(heartbeat);
      await lock.release();
    },
  };
}

/** `acquireRenewedLock`, trying again every `pollMs` for up to `waitMs`; undefined if it never came free. */
export async function acquireRenewedLockWithin(
  locks: LockStore,
  name: string,
  options: { ttlMs: number; waitMs: number; pollMs: number },
): Promise<RenewedLock | undefined> {
  const deadline = Date.now() + options.waitMs;
  let lock = await acquireRenewedLock(locks, name, options.ttlMs);
  while (lock === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    lock = await acquireRenewedLock(locks, name, options.ttlMs);
  }
  return lock;
}

/**
 * Runs `work` holding the lock `name` (renewed while it runs, waited for as `options` say); when
 * the lock never comes free, throws what `options.busy` makes, having run nothing.
 */
export async function withRenewedLock<T>(
  locks: LockStore,
  name: string,
  options: { ttlMs: number; waitMs: number; pollMs: number; busy: () => Error },
  work: () => Promise<T>,
): Promise<T> {
  const lock = await acquireRenewedLockWithin(locks, name, options);
  if (lock === undefined) throw options.busy();
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

/** A lock that stayed taken past its wait is said as the store not answering in time. */
export const lockStayedTaken = (name: string) =>
  unavailable(new Error(`The lock of ${name} stayed taken`));
