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
   * request's first read of each).
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
      const alsoRead = options?.alsoRead ?? [];
      const added =
        alsoRead.length === 0
          ? await guarded('lock_add', tokens.add(key, token, ttlMs))
          : await guarded('lock_add', tokens.addAndRead(key, token, ttlMs, alsoRead)).then(
              (answer) => {
                prime(answer.values);
                return answer.added;
              },
            );
      if (!added) {
        metrics.locksContended.inc({ lock: lockLabel(name) });
        return undefined;
      }
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
