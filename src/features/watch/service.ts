import type { WebClient } from '@slack/web-api';
import type { Services, WatchControl } from '../../core/context.js';
import { createPollEngine } from '../../jobs/create-engine.js';
import type { PollEngine } from '../../jobs/engine.js';
import { storeUnavailableIn } from '../../platform/app-error.js';
import { safeError } from '../../platform/logging/logger.js';
import type { WorkspaceRef } from '../../store/index.js';
import { bounded, unavailable } from '../../store/records.js';
import { type PollDeps, type PollOutcome, pollWorkspace } from './poll.js';
import { createRateGate } from './rate-gate.js';

export interface FailureWatch extends WatchControl {
  /**
   * Starts the engine in the background and returns at once: a store that is down must not keep
   * the app from starting. Failed starts are retried every interval (at most 30 s).
   */
  start(): void;
  /** Takes no new polls; resolves when the running ones ended. */
  stop(): Promise<void>;
}

export interface WatchTuning {
  /** Thread replies of one incident at most this often (default one a minute). */
  replyEveryMs?: number;
  /** Polls at once on this instance (default 20). */
  concurrency?: number;
  onPolled?: (workspace: WorkspaceRef, outcome: PollOutcome, startedAt: number) => void;
}

const INDEX_LOCK_TTL_MS = 10_000;
/** stop() returns after this at the latest, whatever the store does. */
const STOP_WAIT_MS = 40_000;

export function createFailureWatch(
  services: Services,
  slackFor: (workspace: WorkspaceRef) => Promise<WebClient>,
  tuning: WatchTuning = {},
): FailureWatch {
  const { config, stores, logger } = services;
  let engine: PollEngine | undefined;
  let starting: Promise<PollEngine> | undefined;

  /** The index is one record: instances change it one at a time. */
  async function setIndexed(workspace: WorkspaceRef, watched: boolean) {
    for (let attempt = 0; ; attempt++) {
      const lock = await stores.locks.acquire('watch-index', INDEX_LOCK_TTL_MS);
      if (lock) {
        try {
          return await stores.watch.setIndexed(workspace, watched);
        } finally {
          await lock.release();
        }
      }
      if (attempt > 100) throw new Error('The failure watch index stayed locked');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  let stopped = false;

  const ready = () => {
    // No engine (and no store connection) is created once the watch stopped.
    if (stopped) return Promise.reject(new Error('The failure watch stopped'));
    starting ??= createPollEngine({
      kind: stores.kind,
      storeUrl: config.store.url,
      namespace: stores.namespace,
      intervalMs: config.watch.intervalMs,
      logger,
      concurrency: tuning.concurrency ?? 20,
      index: { list: () => stores.watch.listIndexed(), set: setIndexed },
    }).then(async (created) => {
      // stop() came while the engine was being created: it must not outlive the watch.
      if (stopped) {
        await created.stop().catch(() => undefined);
        throw new Error('The failure watch stopped');
      }
      engine = created;
      return created;
    });
    return starting;
  };

  const deps: PollDeps = {
    stores,
    connections: services.connections,
    logger,
    intervalMs: config.watch.intervalMs,
    replyEveryMs: tuning.replyEveryMs ?? 60_000,
    gate: createRateGate({
      perSecond: config.watch.maxRequestsPerSecond,
      locks: stores.locks,
      watch: stores.watch,
      logger,
    }),
    slackFor,
    unwatch: async (workspace) => (await ready()).unwatch(workspace),
    now: services.now,
    ...(tuning.onPolled ? { onPolled: tuning.onPolled } : {}),
  };

  const runPoll = async (workspace: WorkspaceRef) => {
    try {
      await pollWorkspace(deps, workspace);
    } catch (err) {
      logger.error({ err: safeError(err) }, 'failure watch: a poll failed');
    }
  };

  async function startUntilRunning(): Promise<void> {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const created = await ready();
        if (stopped) return;
        await created.start(runPoll);
        return;
      } catch (err) {
        if (stopped) return;
        logger.warn(
          { err: safeError(err), attempt },
          'the failure watch could not start (is the store down?); trying again',
        );
        const failed = engine;
        engine = undefined;
        starting = undefined;
        await failed?.stop().catch(() => undefined);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, config.watch.intervalMs)).unref(),
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
    start() {
      void startUntilRunning();
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
        logger.warn({ err: safeError(err) }, 'the failure watch did not stop cleanly');
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
