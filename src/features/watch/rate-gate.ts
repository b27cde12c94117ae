import type { Logger } from '../../platform/logging/logger.js';
import { safeError } from '../../platform/logging/logger.js';
import type { LockStore, WatchStore } from '../../store/index.js';

/**
 * The failure watch's cap on Enlivy requests per second (`FAILURE_WATCH_MAX_RPS`), shared by
 * every instance on the store, and a pause for all of them when Enlivy says `Retry-After`.
 *
 * Each wall-clock second is cut into at most `MAX_SHARES` shares of the cap. An instance claims a
 * share with one atomic set-if-absent in the store (a lock that outlives the second and is never
 * released), spends it within that second, and claims another when it runs out; when every share
 * of the second is taken it waits for the next one. So all instances together send at most the
 * cap in any one second, at one store round trip per share. A share left unspent when its second
 * ends is lost: the cap errs on the side of Enlivy. (Instances' clocks are assumed to agree, as
 * NTP keeps them, to well under a second.)
 */
export interface RateGate {
  /** Resolves when one more request may be sent; rejects when the store cannot be reached. */
  take(): Promise<void>;
  /** No request from any instance before `ms` from now (a 429's Retry-After). */
  pauseFor(ms: number): void;
}

export interface RateGateDeps {
  perSecond: number;
  locks: LockStore;
  watch: Pick<WatchStore, 'ratePausedUntil' | 'pauseRateUntil'>;
  logger: Logger;
  now?: () => number;
}

export const MAX_SHARES = 10;
/** Long enough that a share's record outlives its second on every instance. */
const SHARE_TTL_MS = 5_000;

/** Sizes of the shares of one second: whole requests, adding up to the cap. */
export function shareSizes(perSecond: number): number[] {
  const count = Math.min(MAX_SHARES, perSecond);
  return Array.from(
    { length: count },
    (_, i) => Math.floor((perSecond * (i + 1)) / count) - Math.floor((perSecond * i) / count),
  );
}

export function createRateGate(deps: RateGateDeps): RateGate {
  const now = deps.now ?? Date.now;
  const sizes = shareSizes(deps.perSecond);
  let held: { second: number; left: number } | undefined;
  let pausedUntil = 0;
  let queue: Promise<void> = Promise.resolve();

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** A share of `second` this instance now holds (its size), or undefined when all are taken. */
  async function claim(second: number): Promise<number | undefined> {
    const first = Math.floor(Math.random() * sizes.length);
    for (let k = 0; k < sizes.length; k++) {
      const i = (first + k) % sizes.length;
      if ((await deps.locks.acquire(`watch-rate:${second}:${i}`, SHARE_TTL_MS)) !== undefined)
        return sizes[i];
    }
    return undefined;
  }

  async function waitForTurn(): Promise<void> {
    for (;;) {
      const t = now();
      if (t < pausedUntil) {
        await sleep(pausedUntil - t);
        continue;
      }
      const second = Math.floor(t / 1000);
      if (held !== undefined && held.second === second && held.left > 0) {
        held.left -= 1;
        return;
      }
      // Another instance's Retry-After is seen before this one claims more of the cap.
      const shared = await deps.watch.ratePausedUntil();
      if (shared !== undefined && shared > t) {
        pausedUntil = shared;
        continue;
      }
      const size = await claim(second);
      if (size !== undefined) {
        // A claim that took the store past the end of its second is spent: sending now would
        // count in the next second, on top of whatever every instance claims of that one.
        if (Math.floor(now() / 1000) !== second) continue;
        held = { second, left: size - 1 };
        return;
      }
      await sleep(Math.max(1, (second + 1) * 1000 - now()));
    }
  }

  return {
    take() {
      const turn = queue.then(waitForTurn);
      queue = turn.catch(() => undefined);
      return turn;
    },
    pauseFor(ms) {
      const until = now() + ms;
      pausedUntil = Math.max(pausedUntil, until);
      held = undefined;
      deps.watch.pauseRateUntil(until, now()).catch((err: unknown) => {
        deps.logger.warn(
          { err: safeError(err) },
          'failure watch: the Retry-After pause was not shared with other instances (store unavailable)',
        );
      });
    },
  };
}
