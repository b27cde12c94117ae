import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { safeError } from '../platform/logging/logger.js';
import {
  longestRetryDelay,
  retryDelay,
  TASK_MAX_RUN_MS,
  TASK_POLL_MS,
  TASK_RETRIES,
  TASK_STOP_WAIT_MS,
  type TaskHandler,
  type TaskPayload,
  type TaskQueue,
  type TaskQueueOptions,
} from './tasks.js';

/**
 * Jobs at once per job name on this instance. Each pg-boss worker polls on its own (every
 * TASK_POLL_MS, for run-at precision), so this is also the idle query rate: kept well below
 * TASK_CONCURRENCY.
 */
const WORKERS = 5;

/** The PostgreSQL schema of a namespace's jobs, the poll engines' too (tests read it). */
export function pgBossTasksSchema(namespace: string): string {
  return `${namespace.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_jobs`;
}

/**
 * pg-boss in the shared PostgreSQL (the failure watch's schema): one pg-boss queue per job name,
 * with the `stately` policy, which keeps at most one job per singleton key waiting and one
 * running. The dedupe key is that key; a job without one gets a key of its own. A run-at is
 * `startAfter`; failed jobs are retried with backoff; a job whose instance died expires and is
 * retried elsewhere.
 */
export function createPgBossTasks(options: TaskQueueOptions): TaskQueue {
  const { logger } = options;
  const schema = pgBossTasksSchema(options.namespace);
  const boss = new PgBoss({ connectionString: options.storeUrl, schema, max: 4, schedule: false });
  boss.on('error', (err) => logger.warn({ err: safeError(err) }, 'job queue error'));
  const handlers = new Map<string, TaskHandler>();
  const stopping = new AbortController();
  let starting: Promise<void> | undefined;
  let markStarted: () => void = () => undefined;
  /** Resolves once the queues exist: enqueue() before that waits (its caller bounds the wait). */
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  async function startBoss(): Promise<void> {
    await boss.start();
    const settings = {
      retryLimit: TASK_RETRIES,
      retryDelay: Math.ceil(retryDelay(1, options) / 1000),
      retryBackoff: true,
      retryDelayMax: Math.ceil(longestRetryDelay(options) / 1000),
      expireInSeconds: Math.ceil(TASK_MAX_RUN_MS / 1000),
    };
    for (const name of handlers.keys()) {
      await boss.createQueue(name, { policy: 'stately', ...settings });
      // createQueue leaves a queue an earlier version made as it was.
      await boss.updateQueue(name, settings);
    }
    for (const [name, handler] of handlers) {
      await boss.work<TaskPayload>(
        name,
        {
          batchSize: 1,
          localConcurrency: WORKERS,
          pollingIntervalSeconds: (options.pollIntervalMs ?? TASK_POLL_MS) / 1000,
        },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { signal: stopping.signal });
        },
      );
    }
  }

  return {
    handle(name, handler) {
      handlers.set(name, handler);
    },
    start() {
      starting ??= startBoss().then(markStarted, (err: unknown) => {
        starting = undefined;
        throw err;
      });
      return starting;
    },
    async enqueue(name, payload, { dedupeKey, runAt } = {}) {
      await started;
      await boss.send(name, payload, {
        singletonKey: dedupeKey ?? randomUUID(),
        ...(runAt === undefined ? {} : { startAfter: new Date(runAt) }),
      });
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: TASK_STOP_WAIT_MS });
    },
  };
}
