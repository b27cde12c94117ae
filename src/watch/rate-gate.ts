/**
 * The failure watch's cap on Enlivy requests from this instance: a token bucket refilled at
 * `perSecond` (burst of one second's worth), and a pause for everyone when Enlivy says
 * `Retry-After`. Waiters are served in order.
 */
export interface RateGate {
  /** Resolves when one more request may be sent. */
  take(): Promise<void>;
  /** No request before `ms` from now (a 429's Retry-After). */
  pauseFor(ms: number): void;
}

export function createRateGate(perSecond: number, now: () => number = Date.now): RateGate {
  let tokens = perSecond;
  let refilledAt = now();
  let pausedUntil = 0;
  let queue: Promise<void> = Promise.resolve();

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function waitForToken(): Promise<void> {
    for (;;) {
      const t = now();
      if (t < pausedUntil) {
        await sleep(pausedUntil - t);
        continue;
      }
      tokens = Math.min(perSecond, tokens + ((t - refilledAt) * perSecond) / 1000);
      refilledAt = t;
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await sleep(Math.ceil(((1 - tokens) * 1000) / perSecond));
    }
  }

  return {
    take() {
      const turn = queue.then(waitForToken);
      queue = turn.catch(() => undefined);
      return turn;
    },
    pauseFor(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
    },
  };
}
