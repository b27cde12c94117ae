import { Queue, Worker } from 'bullmq';
import { safeError } from '../platform/logging/logger.js';
import { type WorkspaceRef, workspaceKey } from '../store/index.js';
import {
  bullClients,
  CLOSE_WAIT_MS,
  EngineStoppedError,
  whenReady,
  within,
} from './bull-connection.js';
import { type EngineOptions, engineLabel, offsetInInterval, type PollEngine } from './engine.js';

interface PollJob {
  workspace: WorkspaceRef;
}

/** BullMQ ids must not contain `:`; workspace keys do. */
const schedulerId = (workspace: WorkspaceRef) =>
  `ws.${workspaceKey(workspace).replaceAll(':', '.')}`;

/**
 * BullMQ job schedulers in the shared Redis: one per watched workspace (`every` the interval,
 * `offset` its fixed slot), so Redis hands each poll to exactly one worker of any instance. A
 * worker that dies loses its lock after `lockDuration`; the stalled check gives the job to
 * another instance, and the next iterations were already queued by the scheduler.
 *
 * The Queue and the Worker are only created once their connection is ready, and never after
 * stop(): BullMQ's connection setup waits for "ready", and when such a setup is closed before
 * it finished, its pending wait later fails with the last connect error (ECONNREFUSED) and
 * BullMQ re-emits it on an emitter whose listeners close() already removed, which throws inside
 * a promise callback: an unhandled rejection. A store that is down therefore gets no BullMQ
 * objects at all, just our own ioredis clients, which stop() disconnects.
 */
export async function createBullEngine(options: EngineOptions): Promise<PollEngine> {
  const { intervalMs, logger } = options;
  const label = engineLabel(options);
  const stopping = new AbortController();
  const clients = bullClients(options.storeUrl);
  const connect = clients.connect;
  const prefix = `${options.namespace}:bull`;
  const queueConnection = connect();
  let queue: Queue<PollJob> | undefined;
  const queueReady = whenReady(queueConnection, stopping.signal).then(() => {
    queue = new Queue<PollJob>(options.name, { connection: queueConnection, prefix });
    queue.on('error', (err) => logger.warn({ err: safeError(err) }, `${label} queue error`));
    return queue;
  });
  // Nobody may be waiting for the queue when the engine stops.
  queueReady.catch(() => undefined);
  let worker: Worker<PollJob> | undefined;
  let starting: Promise<void> | undefined;
  const lockDuration = Math.max(5_000, Math.min(30_000, intervalMs));

  /**
   * The worker, created only while the engine is not stopping: a stop() that lands while the
   * worker connection comes up waits for this to settle, so no worker outlives it with a
   * blocking command on a connection stop() is about to drop (an unhandled rejection).
   */
  async function startWorker(poll: (workspace: WorkspaceRef) => Promise<void>): Promise<void> {
    if (stopping.signal.aborted) throw new EngineStoppedError();
    const workerConnection = connect();
    await whenReady(workerConnection, stopping.signal);
    if (stopping.signal.aborted) throw new EngineStoppedError();
    worker = new Worker<PollJob>(options.name, (job) => poll(job.data.workspace), {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency,
      lockDuration,
      stalledInterval: lockDuration,
      maxStalledCount: 1,
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    });
    worker.on('error', (err) => logger.warn({ err: safeError(err) }, `${label} worker error`));
    await worker.waitUntilReady();
  }

  return {
    start(poll) {
      starting = startWorker(poll);
      return starting;
    },
    async watch(workspace) {
      await (await queueReady).upsertJobScheduler(
        schedulerId(workspace),
        { every: intervalMs, offset: offsetInInterval(workspaceKey(workspace), intervalMs) },
        {
          name: 'poll',
          data: { workspace },
          opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
        },
      );
    },
    async unwatch(workspace) {
      await (await queueReady).removeJobScheduler(schedulerId(workspace));
    },
    async stop() {
      stopping.abort();
      if (starting) await within(starting, CLOSE_WAIT_MS);
      // Running polls end within the lock duration; a Redis that stopped answering must not
      // keep the app from stopping.
      if (worker) await within(worker.close(), Math.max(CLOSE_WAIT_MS, lockDuration));
      if (queue) await within(queue.close(), CLOSE_WAIT_MS);
      await clients.closeAll();
    },
  };
}
