/**
 * The fake's notion of "now". Expiry rules (trigger ids, response_urls, OAuth codes) read it,
 * so a test can move time forward instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Real time plus an adjustable offset; can also be frozen at an instant. */
export class FakeClock implements Clock {
  #offsetMs = 0;
  #frozenAt: number | undefined;

  now(): number {
    return this.#frozenAt ?? Date.now() + this.#offsetMs;
  }

  /** Move time forward (or back with a negative value). */
  advance(ms: number): void {
    if (this.#frozenAt !== undefined) this.#frozenAt += ms;
    else this.#offsetMs += ms;
  }

  /** Stop the clock at `atMs` (default: now). */
  freeze(atMs: number = this.now()): void {
    this.#frozenAt = atMs;
  }

  /** Let the clock run again from where it stands. */
  unfreeze(): void {
    if (this.#frozenAt === undefined) return;
    this.#offsetMs = this.#frozenAt - Date.now();
    this.#frozenAt = undefined;
  }

  /** Unix seconds, as Slack writes them. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
