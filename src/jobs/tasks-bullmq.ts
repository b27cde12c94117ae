import { type Job, Queue, Worker } from 'bullmq';
import { safeError } from '../platform/logging/logger.js';
import {
  bullClients,
  CLOSE_WAIT_MS,
  EngineStoppedError,
  whenReady,
  within,
} from './bull-connection.js';
import {
  retryDelay,
  TASK_CONCURRENCY,
  TASK_RETRIES,
  TASK_STOP_WAIT_MS,
  type TaskHandler,
  type TaskPayload,
  type TaskQueue,
  type TaskQueueOptions,
} from './tasks.js';

const QUEUE = 'tasks';

/** Where a namespace's jobs are in Redis, as BullMQ names them (tests read what waits there). */
export function bullTasksQueue(namespace: string): { name: string; prefix: string } {
  return { name: QUEUE, prefix: `${namespace}:bull` };
}
/** The workers' own backoff (doubling, capped: `retryDelay`), named on each job. */
const CAPPED_BACKOFF = 'capped';
/** A worker that stops renewing its lock this long (it died) hands the job to another instance. */
const LOCK_DURATION_MS = 30_000;

/**
 * BullMQ in the shared Redis: one queue, the job name is the task's name. A run-at is a delay;
 * a dedupe key is BullMQ's deduplication id with `keepLastIfActive`, so while one job of a key
 * waits another is not added, and one added while it runs is queued behind it. Retries use
 * a custom backoff (doubling, capped); a job whose worker died is moved back by the stalled check.
 * As in the watch's engine, BullMQ objects are created only once their connection is ready.
 */
export function createBullTasks(options: TaskQueueOptions): TaskQueue {
  const { logger } = options;
  const handlers = new Map<string, TaskHandler>();
  const stopping = new AbortController();
  const clients = bullClients(options.storeUrl);
  const connect = clients.connect;
  const { prefix } = bullTasksQueue(options.namespace);
  const queueConnection = connect();
  let queue: Queue<TaskPayload> | undefined;
  const queueReady = whenReady(queueConnection, stopping.signal).then(() => {
    queue = new Queue<TaskPayload>(QUEUE, { connection: queueConnection, prefix });
    queue.on('error', (err) => logger.warn({ err: safeError(err) }, 'job queue error'));
    return queue;
  });
  queueReady.catch(() => undefined);
  let worker: Worker<TaskPayload> | undefined;
  let starting: Promise<void> | undefined;

  async function process(job: Job<TaskPayload>) {
    const handler = handlers.get(job.name);
    if (handler === undefined) throw new Error(`No handler for the job ${job.name}`);
    await handler(job.data, { signal: stopping.signal });
  }

  async function startWorker(): Promise<void> {
    if (stopping.signal.aborted) throw new EngineStoppedError();
    const workerConnection = connect();
    await whenReady(workerConnection, stopping.signal);
    if (stopping.signal.aborted) throw new EngineStoppedError();
    worker = new Worker<TaskPayload>(QUEUE, process, {
      connection: workerConnection,
      prefix,
      concurrency: TASK_CONCURRENCY,
      lockDuration: LOCK_DURATION_MS,
      maxStalledCount: 2,
      settings: { backoffStrategy: (attemptsMade) => retryDelay(attemptsMade, options) },
    });
    worker.on('error', (err) => logger.warn({ err: safeError(err) }, 'job worker error'));
    worker.on('failed', (job, err) => {
      const failures = job?.attemptsMade ?? 0;
      const final = failures > TASK_RETRIES;
      logger[final ? 'error' : 'warn'](
        { err: safeError(err), job: job?.name, failures },
        final ? 'jobs: a job failed every retry and is dropped' : 'jobs: a job failed; retrying',
      );
    });
    await worker.waitUntilReady();
  }

  return {
    handle(name, handler) {
      handlers.set(name, handler);
    },
    start() {
      starting ??= startWorker().catch((err: unknown) => {
        starting = undefined;
        throw err;
      });
      return starting;
    },
    async enqueue(name, payload, { dedupeKey, runAt } = {}) {
      await (await queueReady).add(name, payload, {
        delay: Math.max(0, (runAt ?? 0) - Date.now()),
        attempts: TASK_RETRIES + 1,
        backoff: { type: CAPPED_BACKOFF },
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
        ...(dedupeKey === undefined
          ? {}
          : // One queue holds every job name: a key counts within its name, as in pg-boss.
            { deduplication: { id: `${name}.${dedupeKey}`, keepLastIfActive: true } }),
      });
    },
    async stop() {
      stopping.abort();
      if (starting) await within(starting, CLOSE_WAIT_MS);
      if (worker) await within(worker.close(), TASK_STOP_WAIT_MS);
      if (queue) await within(queue.close(), CLOSE_WAIT_MS);
      await clients.closeAll();
    },
  };
}
