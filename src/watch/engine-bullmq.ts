import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { safeError } from '../logger.js';
import { type WorkspaceRef, workspaceKey } from '../store/index.js';
import { type EngineOptions, offsetInInterval, type PollEngine } from './engine.js';

const QUEUE = 'failure-watch';

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
 */
export async function createBullEngine(options: EngineOptions): Promise<PollEngine> {
  const { intervalMs, logger } = options;
  // BullMQ's blocking commands need an ioredis connection that never gives up a request.
  const connect = () => new Redis(options.storeUrl, { maxRetriesPerRequest: null });
  const queueConnection = connect();
  const prefix = `${options.namespace}:bull`;
  const queue = new Queue<PollJob>(QUEUE, { connection: queueConnection, prefix });
  queue.on('error', (err) => logger.warn({ err: safeError(err) }, 'failure watch queue error'));
  let worker: Worker<PollJob> | undefined;
  let workerConnection: Redis | undefined;
  const lockDuration = Math.max(5_000, Math.min(30_000, intervalMs));

  return {
    async start(poll) {
      workerConnection = connect();
      worker = new Worker<PollJob>(QUEUE, (job) => poll(job.data.workspace), {
        connection: workerConnection,
        prefix,
        concurrency: options.concurrency,
        lockDuration,
        stalledInterval: lockDuration,
        maxStalledCount: 1,
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      });
      worker.on('error', (err) =>
        logger.warn({ err: safeError(err) }, 'failure watch worker error'),
      );
      await worker.waitUntilReady();
    },
    async watch(workspace) {
      await queue.upsertJobScheduler(
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
      await queue.removeJobScheduler(schedulerId(workspace));
    },
    async stop() {
      await worker?.close();
      await queue.close();
      for (const connection of [queueConnection, workerConnection]) {
        await connection?.quit().catch(() => connection.disconnect());
      }
    },
  };
}
