import { randomUUID } from 'node:crypto';
import { lockLabel, metrics } from '../metrics.js';
import type { TokenOps } from './backend.js';
import { lockKey } from './keys.js';
import { storeOp, unavailable } from './records.js';

/** A lock this process holds. */
export interface HeldLock {
  /** Gives the lock its full lifetime again; false when it was lost (expired, maybe taken). */
  renew(): Promise<boolean>;
  /** Frees the lock if it is still ours. Never throws: an unreleased lock expires by itself. */
  release(): Promise<void>;
}

/**
 * Short locks shared by every instance on the store: taking one is a single atomic step on each
 * adapter (set-if-absent), so of two simultaneous takers exactly one gets it. A lock lives for
 * `ttlMs` unless renewed, so a holder that dies frees it within that time.
 */
export interface LockStore {
  /**
   * The lock, or undefined while someone else holds it. `alsoRead`: records to read in the same
   * store round trip when the lock is taken, handed to `prime` (Records.prime: served to this
   * request's first read of each); a lock taken without them primes nothing, which clears them.
   */
  acquire(
    name: string,
    ttlMs: number,
    options?: { alsoRead?: readonly string[] },
  ): Promise<HeldLock | undefined>;
}

export function createLockStore(
  tokens: TokenOps,
  prime: (values: ReadonlyMap<string, unknown>) => void = () => {},
): LockStore {
  return {
    async acquire(name, ttlMs, options) {
      const key = lockKey(name);
      const token = randomUUID();
      const { added, values } = await guarded(
        'lock_add',
        tokens.add(key, token, ttlMs, options?.alsoRead),
      );
      if (!added) {
        metrics.locksContended.inc({ lock: lockLabel(name) });
        return undefined;
      }
      // A lock taken without reads clears what an earlier one read: reads under it see the store.
      prime(values);
      let released = false;
      return {
        async renew() {
          if (released) return false;
          return guarded('lock_renew', tokens.renew(key, token, ttlMs));
        },
        async release() {
          if (released) return;
          released = true;
          await storeOp('lock_remove', tokens.remove(key, token)).catch(() => undefined);
        },
      };
    },
  };
}

async function guarded<T>(op: string, work: Promise<T>): Promise<T> {
  try {
    return await storeOp(op, work);
  } catch (err) {
    throw unavailable(err);
  }
}
