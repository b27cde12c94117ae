import type { Logger } from './logger.js';

/**
 * A warning that can come in floods (requests from teams the app is not installed in): the first
 * of a burst is logged at once, the rest are counted and said in one line per interval while the
 * burst lasts. A quiet interval ends the burst; the next one starts a new one.
 */
export interface BurstLog {
  warn(fields: Record<string, unknown>, message: string): void;
  /** Writes what is still counted and stops the timer. */
  flush(): void;
}

export function burstLog(logger: Logger, intervalMs = 60_000): BurstLog {
  let burst:
    | {
        count: number;
        fields: Record<string, unknown>;
        message: string;
        timer: NodeJS.Timeout;
      }
    | undefined;

  function report(): boolean {
    if (burst === undefined || burst.count === 0) return false;
    logger.warn(
      { ...burst.fields, repeated: burst.count, intervalMs },
      `${burst.message} (${burst.count} more like it in the last ${Math.round(intervalMs / 1_000)} s)`,
    );
    burst.count = 0;
    return true;
  }

  function tick(): void {
    if (report()) return;
    clearInterval(burst?.timer);
    burst = undefined;
  }

  return {
    warn(fields, message) {
      if (burst !== undefined) {
        burst.count += 1;
        burst.fields = fields;
        return;
      }
      logger.warn(fields, message);
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      burst = { count: 0, fields, message, timer };
    },
    flush() {
      report();
      clearInterval(burst?.timer);
      burst = undefined;
    },
  };
}
