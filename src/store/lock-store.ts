import { randomUUID } from 'node:crypto';
import { lockLabel, metrics } from '../platform/metrics.js';
import type { AtomicRecords } from './backends/index.js';
import { lockKey } from './keys.js';
import { STORE_OP_TIMEOUT_MS, storeOp, unavailable } from './records.js';

/** A lock this process holds. */
export interface HeldLock {
  /** Gives the lock its full lifetime again; false when it was lost (expired, maybe taken). */
  renew(): Promise<boolean>;
  /** Frees the lock if it is still ours. Never throws: an unreleased lock expires by itself. */
  release(): Promise<void>;
}

/**
 * Short locks shared by every instance on the store (also the replay records of Slack requests):
 * atomic records holding a random token. Taking one is a single set-if-absent step on each
 * backend, so of two simultaneous takers exactly one gets it. A lock lives for `ttlMs` unless
 * renewed, so a holder that dies frees it within that time.
 */
export interface LockStore {
  /** The lock, or undefined while someone else holds it. */
  acquire(name: string, ttlMs: number): Promise<HeldLock | undefined>;
}

export function createLockStore(atomic: AtomicRecords, timeoutMs = STORE_OP_TIMEOUT_MS): LockStore {
  const guarded = async <T>(op: string, work: Promise<T>): Promise<T> => {
    try {
      return await storeOp(op, work, timeoutMs);
    } catch (err) {
      throw unavailable(err);
    }
  };
  return {
    async acquire(name, ttlMs) {
      const key = lockKey(name);
      const token = randomUUID();
      const added = await guarded('lock_add', atomic.add(key, token, ttlMs));
      if (!added) {
        metrics.locksContended.inc({ lock: lockLabel(name) });
        return undefined;
      }
      let released = false;
      return {
        async renew() {
          if (released) return false;
          return guarded('lock_renew', atomic.renew(key, token, ttlMs));
        },
        async release() {
          if (released) return;
          released = true;
          await storeOp('lock_remove', atomic.remove(key, token), timeoutMs).catch(() => undefined);
        },
      };
    },
  };
}
