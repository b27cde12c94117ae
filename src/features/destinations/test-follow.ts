import type { Delivery } from '../../enlivy/index.js';
import type { LockStore, WorkspaceRef } from '../../store/index.js';
import { workspaceKey } from '../../store/index.js';
import { acquireRenewedLock, type RenewedLock } from '../../store/renewed-lock.js';

export interface FollowOptions {
  /** Wait before the first look. */
  firstDelayMs: number;
  /** Each wait is the previous one times this, up to maxDelayMs. */
  backoff: number;
  maxDelayMs: number;
  /** Stop looking after this long; the delivery is then reported as still pending. */
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export const DEFAULT_FOLLOW: FollowOptions = {
  firstDelayMs: 1_000,
  backoff: 1.5,
  maxDelayMs: 5_000,
  timeoutMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

export type FollowOutcome =
  | { kind: 'final'; delivery: Delivery }
  | {
      kind: 'pending';
      delivery: Delivery;
      waitedSeconds: number;
      /** The app began shutting down before the delivery finished. */
      stopped?: boolean;
    };

/** A promise settled when `signal` aborts (never without one), and a way to stop listening. */
function whenAborted(signal: AbortSignal | undefined): { promise: Promise<void>; dispose(): void } {
  let onAbort: (() => void) | undefined;
  const promise = new Promise<void>((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) return resolve();
    onAbort = () => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return {
    promise,
    dispose() {
      if (signal !== undefined && onAbort !== undefined) {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

/**
 * Reads the test's own delivery (by the id the test call answered with) until it leaves
 * `pending`, with growing waits, for at most `timeoutMs`: one exact call per look, so a busy
 * destination's other deliveries can never be mistaken for it. A failed look is skipped: the
 * next one may work. `stop` (the app shutting down) ends the follow early, as still pending.
 */
export async function followTestDelivery(
  look: () => Promise<Delivery>,
  sent: Delivery,
  options: FollowOptions = DEFAULT_FOLLOW,
  stop?: AbortSignal,
): Promise<FollowOutcome> {
  if (sent.status !== 'pending') return { kind: 'final', delivery: sent };
  const began = options.now();
  // One listener per follow on the app-wide signal, removed when the follow ends.
  const stopped = whenAborted(stop);
  let latest = sent;
  let delay = options.firstDelayMs;
  try {
    for (;;) {
      const remaining = options.timeoutMs - (options.now() - began);
      if (remaining <= 0 || stop?.aborted) break;
      await Promise.race([options.sleep(Math.min(delay, remaining)), stopped.promise]);
      if (stop?.aborted) break;
      try {
        const found = await look();
        if (found.id === sent.id) {
          latest = found;
          if (found.status !== 'pending') return { kind: 'final', delivery: found };
        }
      } catch {
        // Enlivy hiccup while following: keep trying until the time is up.
      }
      delay = Math.min(delay * options.backoff, options.maxDelayMs);
    }
  } finally {
    stopped.dispose();
  }
  return {
    kind: 'pending',
    delivery: latest,
    waitedSeconds: Math.round(Math.min(options.timeoutMs, options.now() - began) / 1000),
    ...(stop?.aborted ? { stopped: true } : {}),
  };
}

export interface TestLockOptions {
  /**
   * Lifetime of the lock. It is renewed every third of it while the test runs, so a holder that
   * dies (a restart mid-test) blocks new tests of that destination for at most this long.
   */
  ttlMs: number;
}

export const DEFAULT_TEST_LOCK: TestLockOptions = { ttlMs: 15_000 };

export type TestLock = RenewedLock;

function lockName(workspace: WorkspaceRef, destinationId: string): string {
  return `destination-test:${workspaceKey(workspace)}:${encodeURIComponent(destinationId)}`;
}

/**
 * One test per destination at a time, across instances (a double click may reach two): an atomic
 * set-if-absent in the shared store, kept alive by this process while the test runs. Returns
 * undefined while another test of the destination is running.
 */
export function acquireTestLock(
  locks: LockStore,
  workspace: WorkspaceRef,
  destinationId: string,
  options: TestLockOptions = DEFAULT_TEST_LOCK,
): Promise<TestLock | undefined> {
  return acquireRenewedLock(locks, lockName(workspace, destinationId), options.ttlMs);
}
