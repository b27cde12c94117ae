import type { LockStore } from './lock-store.js';

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
