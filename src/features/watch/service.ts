import type { WebClient } from '@slack/web-api';
import type { AppServices, WatchControl } from '../../core/context.js';
import { createEngineRunner } from '../../jobs/engine-runner.js';
import { safeError } from '../../platform/logging/logger.js';
import type { WorkspaceRef } from '../../store/index.js';
import { type PollDeps, type PollReport, pollWorkspace } from './poll.js';
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
  /** Reads each watched workspace's log this often (default FAILURE_WATCH_INTERVAL, whole seconds). */
  intervalMs?: number;
  /** Thread replies of one incident at most this often (default one a minute). */
  replyEveryMs?: number;
  /** Polls at once on this instance (default 20). */
  concurrency?: number;
  onPolled?: (poll: PollReport) => void;
  /** Awaited before each read of a workspace's delivery log (tests hold a poll with it). */
  beforeLogRead?: (workspace: WorkspaceRef) => Promise<void>;
}

const INDEX_LOCK_TTL_MS = 10_000;

/** What the failure watch's polls use of the app's services. */
export type FailureWatchServices = Pick<
  AppServices,
  'config' | 'logger' | 'stores' | 'connections' | 'languages' | 'now'
>;

export function createFailureWatch(
  services: FailureWatchServices,
  slackFor: (workspace: WorkspaceRef) => Promise<WebClient>,
  tuning: WatchTuning = {},
): FailureWatch {
  const { config, stores, logger } = services;
  const intervalMs = tuning.intervalMs ?? config.watch.intervalMs;
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

  const runner = createEngineRunner({
    name: 'failure-watch',
    kind: stores.kind,
    storeUrl: config.store.url,
    namespace: stores.namespace,
    intervalMs,
    logger,
    concurrency: tuning.concurrency ?? 20,
    index: { list: () => stores.watch.listIndexed(), set: setIndexed },
  });

  const deps: PollDeps = {
    stores,
    connections: services.connections,
    logger,
    intervalMs,
    replyEveryMs: tuning.replyEveryMs ?? 60_000,
    gate: createRateGate({
      perSecond: config.watch.maxRequestsPerSecond,
      locks: stores.locks,
      watch: stores.watch,
      logger,
    }),
    languages: services.languages,
    slackFor,
    unwatch: (workspace) => runner.unwatch(workspace),
    now: services.now,
    ...(tuning.onPolled ? { onPolled: tuning.onPolled } : {}),
    ...(tuning.beforeLogRead ? { beforeLogRead: tuning.beforeLogRead } : {}),
  };

  const runPoll = async (workspace: WorkspaceRef) => {
    try {
      await pollWorkspace(deps, workspace);
    } catch (err) {
      logger.error({ err: safeError(err) }, 'failure watch: a poll failed');
    }
  };

  return {
    start: () => runner.start(runPoll),
    watch: (workspace) => runner.watch(workspace),
    unwatch: (workspace) => runner.unwatch(workspace),
    stop: () => runner.stop(),
  };
}
