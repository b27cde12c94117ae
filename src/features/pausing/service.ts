import type { WebClient } from '@slack/web-api';
import type { TimedPauseControl } from '../../core/context.js';
import { createEngineRunner } from '../../jobs/engine-runner.js';
import { safeError } from '../../platform/logging/logger.js';
import type { WorkspaceRef } from '../../store/index.js';
import { type SweepServices, sweepWorkspace } from './sweep.js';

/** Tests: a shorter sweep interval, and a word as each workspace's sweep starts and ends. */
export interface TimedPauseTuning {
  /** Default PAUSE_TIMER_INTERVAL (whole seconds). */
  intervalMs?: number;
  onSweep?: (workspace: WorkspaceRef) => void;
  onSwept?: (workspace: WorkspaceRef) => void;
}

export interface TimedPauses extends TimedPauseControl {
  /** Starts the sweep in the background (a store that is down is retried, not fatal). */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Timed pauses are records in the store; the job engine the failure watch runs on (BullMQ on
 * Redis, pg-boss on PostgreSQL, in-process for SQLite and memory) visits every workspace that
 * has some, once per `PAUSE_TIMER_INTERVAL` on exactly one instance, and the visit resumes what
 * is due. A restart loses nothing (the timers and the list live in the store), and the clock the
 * visit compares with is the app's own, so tests can move it.
 */
export function createTimedPauses(
  services: SweepServices,
  slackFor: (workspace: WorkspaceRef) => Promise<WebClient>,
  tuning: TimedPauseTuning = {},
): TimedPauses {
  const { config, stores, logger } = services;
  const runner = createEngineRunner({
    name: 'pause-timers',
    kind: stores.kind,
    storeUrl: config.store.url,
    namespace: stores.namespace,
    intervalMs: tuning.intervalMs ?? config.pauseTimers.intervalMs,
    logger,
    concurrency: 5,
    index: {
      list: () => stores.pauses.listIndexed(),
      set: (workspace, indexed) => stores.pauses.setIndexed(workspace, indexed),
    },
  });
  const control: TimedPauseControl = { track: (workspace) => runner.watch(workspace) };
  const deps = {
    services,
    slackFor,
    track: (workspace: WorkspaceRef) => runner.watch(workspace),
    untrack: (workspace: WorkspaceRef) => runner.unwatch(workspace),
  };
  return {
    ...control,
    start() {
      runner.start(async (workspace) => {
        tuning.onSweep?.(workspace);
        try {
          await sweepWorkspace(deps, workspace);
        } catch (err) {
          logger.error({ err: safeError(err) }, 'timed pause: a sweep failed');
        }
        tuning.onSwept?.(workspace);
      });
    },
    stop: () => runner.stop(),
  };
}
