import { randomUUID } from 'node:crypto';
import type { Keyv } from 'keyv';
import type { Delivery } from '../../api/index.js';
import { type WorkspaceRef, workspaceKey } from '../../store/index.js';

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
  | { kind: 'pending'; delivery: Delivery; waitedSeconds: number };

/** Enlivy's clock and ours may differ a little. */
const CLOCK_SKEW_MS = 5_000;

/** The delivery the test created: by id, else the newest of that event since the call. */
export function findTestDelivery(
  newestFirst: readonly Delivery[],
  sent: Delivery,
  startedAt: number,
): Delivery | undefined {
  return (
    newestFirst.find((d) => d.id === sent.id) ??
    newestFirst.find(
      (d) =>
        d.event === sent.event &&
        !d.is_retry &&
        Date.parse(d.created_at) >= startedAt - CLOCK_SKEW_MS,
    )
  );
}

/**
 * Looks at the destination's newest deliveries until the test's delivery leaves `pending`, with
 * growing waits, for at most `timeoutMs`. A failed look is skipped: the next one may work.
 */
export async function followTestDelivery(
  recentDeliveries: () => Promise<readonly Delivery[]>,
  sent: Delivery,
  startedAt: number,
  options: FollowOptions = DEFAULT_FOLLOW,
): Promise<FollowOutcome> {
  if (sent.status !== 'pending') return { kind: 'final', delivery: sent };
  const began = options.now();
  let latest = sent;
  let delay = options.firstDelayMs;
  for (;;) {
    const remaining = options.timeoutMs - (options.now() - began);
    if (remaining <= 0) break;
    await options.sleep(Math.min(delay, remaining));
    try {
      const found = findTestDelivery(await recentDeliveries(), sent, startedAt);
      if (found !== undefined) {
        latest = found;
        if (found.status !== 'pending') return { kind: 'final', delivery: found };
      }
    } catch {
      // Enlivy hiccup while following: keep trying until the time is up.
    }
    delay = Math.min(delay * options.backoff, options.maxDelayMs);
  }
  return {
    kind: 'pending',
    delivery: latest,
    waitedSeconds: Math.round(options.timeoutMs / 1000),
  };
}

export interface TestLockOptions {
  ttlMs: number;
  /** Time for a concurrent writer's value to land before ours is read back. */
  settleMs: number;
}

export const DEFAULT_TEST_LOCK: TestLockOptions = { ttlMs: 45_000, settleMs: 40 };

function lockKey(workspace: WorkspaceRef, destinationId: string): string {
  return `destination-test-lock:${workspaceKey(workspace)}:${encodeURIComponent(destinationId)}`;
}

/**
 * A short lock in the shared store so a double click (possibly on two instances) fires one test.
 * keyv has no set-if-absent: write a unique token, let a racing writer land, and keep the lock
 * only if the token read back is ours. Returns the release function, or undefined when held.
 */
export async function acquireTestLock(
  keyv: Keyv,
  workspace: WorkspaceRef,
  destinationId: string,
  options: TestLockOptions = DEFAULT_TEST_LOCK,
): Promise<(() => Promise<void>) | undefined> {
  const key = lockKey(workspace, destinationId);
  if ((await keyv.get(key)) !== undefined) return undefined;
  const token = randomUUID();
  await keyv.set(key, token, options.ttlMs);
  await new Promise((resolve) => setTimeout(resolve, options.settleMs));
  if ((await keyv.get(key)) !== token) return undefined;
  return async () => {
    if ((await keyv.get(key)) === token) await keyv.delete(key);
  };
}
