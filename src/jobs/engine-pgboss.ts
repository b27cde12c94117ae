import { createHash } from 'node:crypto';
import { type JobInsert, PgBoss } from 'pg-boss';
import { safeError } from '../platform/logging/logger.js';
import { type WorkspaceRef, workspaceKey } from '../store/index.js';
import { type EngineOptions, engineLabel, offsetInInterval, type PollEngine } from './engine.js';
import { pgBossTasksSchema } from './tasks-pgboss.js';

interface PollJob {
  workspace: WorkspaceRef;
}

/**
 * pg-boss in the shared PostgreSQL. pg-boss keeps one cron schedule per queue, so one schedule
 * (every minute, the finest cron step) runs a tick on exactly one instance; the tick queues one
 * poll job per watched workspace and slot of the coming minute, each starting at its own offset
 * (`startAfter`) with an id made from workspace and slot (pg-boss inserts skip an existing id),
 * so a repeated tick queues nothing twice. Any instance's worker takes the jobs; the job of an instance that died expires
 * and the next slot's job runs elsewhere. The watched list is the store's index.
 */
export function createPgBossEngine(options: EngineOptions): PollEngine {
  const { intervalMs, logger } = options;
  const TICK = `${options.name}-tick`;
  const POLL = `${options.name}-poll`;
  const schema = pgBossTasksSchema(options.namespace);
  const boss = new PgBoss({ connectionString: options.storeUrl, schema, max: 4 });
  boss.on('error', (err) =>
    logger.warn({ err: safeError(err) }, `${engineLabel(options)} job queue error`),
  );
  const expireInSeconds = Math.max(30, Math.ceil((2 * intervalMs) / 1000));
  /** Set once pg-boss runs (its first start creates its tables, which may take seconds). */
  let running = false;

  /** The poll jobs for one minute from `from`: each workspace at its offsets in that minute. */
  async function queueMinute(from: number, workspaces: WorkspaceRef[]) {
    const jobs: JobInsert<PollJob>[] = [];
    for (const workspace of workspaces) {
      const key = workspaceKey(workspace);
      const offset = offsetInInterval(key, intervalMs);
      const first = Math.ceil((from - offset) / intervalMs) * intervalMs + offset;
      for (let at = first; at < from + 60_000; at += intervalMs) {
        jobs.push({
          id: slotJobId(key, at),
          data: { workspace },
          startAfter: new Date(at),
          expireInSeconds,
        });
      }
    }
    for (let i = 0; i < jobs.length; i += 1000) await boss.insert(POLL, jobs.slice(i, i + 1000));
  }

  return {
    async start(poll) {
      await boss.start();
      for (const name of [TICK, POLL]) {
        await boss.createQueue(name, { retryLimit: 0, expireInSeconds });
      }
      await boss.schedule(TICK, '* * * * *');
      await boss.work(TICK, async () => queueMinute(Date.now(), await options.index.list()));
      const batchSize = Math.max(1, options.concurrency);
      await boss.work<PollJob>(POLL, { batchSize, pollingIntervalSeconds: 1 }, async (jobs) => {
        await Promise.allSettled(jobs.map((job) => poll(job.data.workspace)));
      });
      running = true;
      // The rest of this minute at once, for every watched workspace, instead of at the tick.
      await queueMinute(Date.now(), await options.index.list());
    },
    async watch(workspace) {
      await options.index.set(workspace, true);
      // Until the next tick: the rest of this minute (a starting engine leaves it to the tick).
      if (running) await queueMinute(Date.now(), [workspace]);
    },
    async unwatch(workspace) {
      await options.index.set(workspace, false);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** A UUID fixed by workspace and slot time. */
function slotJobId(key: string, at: number): string {
  const hex = createHash('sha256').update(`${key}@${at}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
