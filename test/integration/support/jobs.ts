/**
 * What a namespace's job engine still holds: jobs waiting (a run-at, a retry's delay, a key's
 * next run) or running. None left means nothing will run again, so a test that must prove "once,
 * not twice" waits for that instead of sleeping for time in which a second run could appear.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { PgBoss } from 'pg-boss';
import { bullTasksQueue } from '../../../src/jobs/tasks-bullmq.js';
import { pgBossTasksSchema } from '../../../src/jobs/tasks-pgboss.js';
import type { Stores } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';

export interface JobsProbe {
  /** Jobs still waiting or running. */
  left(): Promise<number>;
  close(): Promise<void>;
}

const UNFINISHED_PG_BOSS = new Set(['created', 'retry', 'active']);

/**
 * A probe of the engine the app runs on `stores` (as created with `storeUrl`): BullMQ's queue on
 * Redis, pg-boss's schema on PostgreSQL, the store's own journal otherwise. On PostgreSQL, open it
 * once the engine has started (its schema exists).
 */
export async function openJobsProbe(
  stores: Pick<Stores, 'kind' | 'namespace' | 'tasks'>,
  storeUrl: string,
): Promise<JobsProbe> {
  if (stores.kind === 'redis') {
    const connection = new Redis(storeUrl, { maxRetriesPerRequest: null });
    const { name, prefix } = bullTasksQueue(stores.namespace);
    const queue = new Queue(name, { connection, prefix });
    return {
      async left() {
        const counts = await queue.getJobCounts(
          'active',
          'waiting',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        return Object.values(counts).reduce((sum, n) => sum + n, 0);
      },
      async close() {
        await queue.close();
        connection.disconnect();
      },
    };
  }
  if (stores.kind === 'postgres') {
    const boss = await pgBossReader(storeUrl, stores.namespace);
    return {
      async left() {
        let count = 0;
        // The poll engines' queues (`cards-sweep-tick`, `…-poll`) recur by design: only one-off
        // jobs can be "left".
        const recurring = (name: string) => /-(tick|poll)$/.test(name);
        for (const queue of (await boss.getQueues()).filter((q) => !recurring(q.name))) {
          const jobs = await boss.findJobs(queue.name);
          count += jobs.filter((job) => UNFINISHED_PG_BOSS.has(job.state)).length;
        }
        return count;
      },
      close: () => boss.stop({ graceful: false }),
    };
  }
  return {
    left: async () => (await stores.tasks.list()).length,
    close: async () => undefined,
  };
}

/** A started pg-boss on the namespace's job schema that only reads (no maintenance, no migration). */
export async function pgBossReader(storeUrl: string, namespace: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: storeUrl,
    schema: pgBossTasksSchema(namespace),
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
    createSchema: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

/** Waits until the engine holds no job of the namespace (see openJobsProbe). */
export async function untilNoJobsLeft(probe: JobsProbe, timeoutMs = 15_000): Promise<void> {
  await waitFor(async () => (await probe.left()) === 0, {
    message: 'no job left waiting or running',
    timeoutMs,
  });
}
