import { settlesWithin } from './inflight.js';
import { flushLogs, type Logger, safeError } from './logging/logger.js';

/**
 * Timings of a stop (SIGTERM, SIGINT), chosen to end well inside the 10 s an orchestrator
 * usually allows before SIGKILL. The README ("Stopping") describes the sequence.
 */
export interface ShutdownTimings {
  drainMs: number;
  notifyMs: number;
  closeMs: number;
  logFlushMs: number;
  forceExitMs: number;
}

export const SHUTDOWN_TIMINGS: Readonly<ShutdownTimings> = {
  /** Acked work may finish. */
  drainMs: 6_000,
  /** Then Enlivy calls still running are cut off and their work tells its user. */
  notifyMs: 1_500,
  /** Closing the store and the Enlivy connection pool. */
  closeMs: 500,
  /** Writing the last log lines when stdout is slow or stalled. */
  logFlushMs: 300,
  /** Hard stop, exit 1, whatever still runs: the drain window (drain + notify) plus 1 s. */
  forceExitMs: 8_500,
};

/** What a stop needs of the app: drain, then cut off what still runs (see app.ts). */
export interface Stoppable {
  stop(options: { drainMs: number; notifyMs: number }): Promise<boolean>;
}

export interface ShutdownDeps {
  app: Stoppable;
  /** Store and Enlivy client. */
  closers: (() => Promise<void>)[];
  logger: Logger;
  exit: (code: number) => void;
  timings?: Readonly<ShutdownTimings>;
}

/**
 * Returns `stop(reason, exitCode)`: runs the sequence once (later calls are ignored) and exits
 * with `exitCode` when every piece of work ended, 1 otherwise.
 */
export function createShutdown(deps: ShutdownDeps): (reason: string, exitCode?: number) => void {
  const timings = deps.timings ?? SHUTDOWN_TIMINGS;
  const { logger } = deps;
  let started = false;
  return (reason, exitCode = 0) => {
    if (started) return;
    started = true;
    logger.info(
      { signal: reason, drainMs: timings.drainMs, notifyMs: timings.notifyMs },
      'stopping: finishing in-flight requests',
    );
    const force = setTimeout(() => {
      logger.error('stop took too long: exiting now');
      deps.exit(1);
    }, timings.forceExitMs);
    force.unref();
    void (async () => {
      let code = exitCode;
      try {
        const drained = await deps.app.stop({
          drainMs: timings.drainMs,
          notifyMs: timings.notifyMs,
        });
        if (!drained) code = 1;
        const closed = await settlesWithin(
          Promise.allSettled(deps.closers.map((close) => close())),
          timings.closeMs,
        );
        if (!closed) logger.warn('the store or the Enlivy pool did not close in time');
        logger.info({ exitCode: code }, 'stopped');
      } catch (err) {
        logger.error({ err: safeError(err) }, 'error while stopping');
        code = 1;
      }
      await flushLogs(logger, timings.logFlushMs);
      deps.exit(code);
    })();
  };
}
