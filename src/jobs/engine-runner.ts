import { storeUnavailableIn } from '../platform/app-error.js';
import { safeError } from '../platform/logging/logger.js';
import type { WorkspaceRef } from '../store/index.js';
import { bounded, unavailable } from '../store/records.js';
import { createPollEngine } from './create-engine.js';
import { type EngineOptions, engineLabel, type PollEngine } from './engine.js';

/** A poll engine kept running for the app's lifetime, whatever the store does at start. */
export interface EngineRunner {
  /**
   * Starts the engine in the background and returns at once: a store that is down must not keep
   * the app from starting. Failed starts are retried every interval (at most 30 s).
   */
  start(poll: (workspace: WorkspaceRef) => Promise<void>): void;
  /** Adds a workspace to the engine's list (commands wait no longer than for the store). */
  watch(workspace: WorkspaceRef): Promise<void>;
  unwatch(workspace: WorkspaceRef): Promise<void>;
  /** Takes no new polls; resolves when the running ones ended (bounded). */
  stop(): Promise<void>;
}

/** stop() returns after this at the latest, whatever the store does. */
const STOP_WAIT_MS = 40_000;

export function createEngineRunner(options: EngineOptions): EngineRunner {
  const { logger } = options;
  const label = engineLabel(options);
  let engine: PollEngine | undefined;
  let starting: Promise<PollEngine> | undefined;
  let stopped = false;

  const ready = () => {
    // No engine (and no store connection) is created once the runner stopped.
    if (stopped) return Promise.reject(new Error(`The ${label} stopped`));
    starting ??= createPollEngine(options).then(async (created) => {
      // stop() came while the engine was being created: it must not outlive the runner.
      if (stopped) {
        await created.stop().catch(() => undefined);
        throw new Error(`The ${label} stopped`);
      }
      engine = created;
      return created;
    });
    return starting;
  };

  async function startUntilRunning(poll: (workspace: WorkspaceRef) => Promise<void>) {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const created = await ready();
        if (stopped) return;
        await created.start(poll);
        return;
      } catch (err) {
        if (stopped) return;
        logger.warn(
          { err: safeError(err), attempt },
          `the ${label} could not start (is the store down?); trying again`,
        );
        const failed = engine;
        engine = undefined;
        starting = undefined;
        await failed?.stop().catch(() => undefined);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, options.intervalMs)).unref(),
        );
      }
    }
  }

  /** Commands wait for the engine no longer than for any store operation. */
  const control = async (work: (engine: PollEngine) => Promise<void>) => {
    try {
      await bounded(ready().then(work));
    } catch (err) {
      throw storeUnavailableIn(err) ?? unavailable(err);
    }
  };

  return {
    start(poll) {
      void startUntilRunning(poll);
    },
    watch: (workspace) => control((e) => e.watch(workspace)),
    unwatch: (workspace) => control((e) => e.unwatch(workspace)),
    async stop() {
      stopped = true;
      // An engine still being created is stopped by ready() itself (it sees `stopped`).
      const stopping = (async () => {
        const started = engine ?? (await starting?.catch(() => undefined));
        await started?.stop();
      })().catch((err) => {
        logger.warn({ err: safeError(err) }, `the ${label} did not stop cleanly`);
      });
      // The engines bound their own stop; this bound is the last word.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        stopping,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, STOP_WAIT_MS).unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
