/**
 * The job engines on a Redis (BullMQ) and a PostgreSQL (pg-boss) of the test's own, which it
 * stops and starts: an engine started while its store is down takes jobs within 10 s of the store
 * answering, and after a restart of the store a job acknowledged before it still runs (once) and
 * new jobs are taken again within 10 s. Through createBackgroundTasks, as the app starts them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackgroundTasks, createBackgroundTasks } from '../../../src/jobs/background-tasks.js';
import type { StoredTask, TaskPayload } from '../../../src/jobs/tasks.js';
import { withTimeout } from '../../../src/store/backends/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { memoryLogger } from '../store/helpers.js';
import {
  BACK_WITHIN_MS,
  canRunOwnPostgres,
  canRunOwnRedis,
  type OwnServer,
  ownPostgres,
  ownRedis,
} from '../support/own-servers.js';

const engines = [
  { engine: 'BullMQ', kind: 'redis', make: ownRedis, can: canRunOwnRedis },
  { engine: 'pg-boss', kind: 'postgres', make: ownPostgres, can: canRunOwnPostgres },
] as const;

/** The in-process runner's journal; BullMQ and pg-boss keep their jobs in the store itself. */
const noJournal = {
  list: async (): Promise<StoredTask[]> => [],
  put: async () => undefined,
  remove: async () => undefined,
};

describe.each(engines)('$engine jobs when the store goes away', ({ kind, make, can }) => {
  let server: OwnServer | undefined;
  let tasks: BackgroundTasks | undefined;
  const runs: TaskPayload[] = [];

  beforeAll(async () => {
    if (can) server = await make();
  }, 60_000);
  afterAll(async () => {
    await tasks?.stop();
    await server?.remove();
  }, 60_000);

  it.skipIf(!can)(
    'started while the store is down: a job enqueued meanwhile runs within 10 s of the store answering',
    async () => {
      const own = server as OwnServer;
      tasks = createBackgroundTasks({
        kind,
        storeUrl: own.url,
        namespace: `back_${randomUUID().slice(0, 8)}`,
        logger: memoryLogger().logger,
        journal: noJournal,
        retryDelayMs: 200,
        retryDelayMaxMs: 400,
      });
      tasks.handle('greet', async (payload) => {
        runs.push(payload);
      });
      tasks.start();
      const enqueued = tasks.enqueue('greet', { n: 1 });
      enqueued.catch(() => undefined);
      await own.start();
      const upAt = Date.now();
      await withTimeout(enqueued, BACK_WITHIN_MS);
      await waitFor(() => runs.some((run) => run.n === 1), {
        message: 'the job enqueued while the store was down',
        timeoutMs: BACK_WITHIN_MS,
      });
      expect(Date.now() - upAt).toBeLessThan(BACK_WITHIN_MS);
    },
    60_000,
  );

  it.skipIf(!can)(
    'a restart of the store: the job acknowledged before it runs once, new jobs are taken within 10 s',
    async () => {
      const own = server as OwnServer;
      const queue = tasks as BackgroundTasks;
      // Acknowledged, and due only after the store was restarted.
      await queue.enqueue('greet', { n: 2 }, { runAt: Date.now() + 3_000 });
      await own.stop();
      await own.start();
      const upAt = Date.now();
      await waitFor(
        async () => {
          await withTimeout(queue.enqueue('greet', { n: 3 }, { dedupeKey: 'after' }), 1_000);
          return true;
        },
        { message: 'a job enqueued after the restart', timeoutMs: BACK_WITHIN_MS },
      );
      await waitFor(() => runs.some((run) => run.n === 2) && runs.some((run) => run.n === 3), {
        message: 'the job from before the restart and the one after it',
        timeoutMs: BACK_WITHIN_MS,
      });
      expect(Date.now() - upAt).toBeLessThan(BACK_WITHIN_MS);
      expect(runs.filter((run) => run.n === 2)).toHaveLength(1);
    },
    60_000,
  );

  it.skipIf(!can)(
    'readiness (/readyz): not ready while the engine cannot start; a probe after the store is back starts it',
    async () => {
      const own = server as OwnServer;
      await own.stop();
      const probed = createBackgroundTasks({
        kind,
        storeUrl: own.url,
        namespace: `ready_${randomUUID().slice(0, 8)}`,
        logger: memoryLogger().logger,
        journal: noJournal,
        // Its own retry would come only after the test: the probes must start it.
        retryStartMs: 120_000,
      });
      try {
        probed.start();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(probed.readiness()).toEqual({ ready: false, reason: 'the job engine is starting' });
        await own.start();
        const upAt = Date.now();
        await waitFor(() => probed.readiness().ready, {
          message: 'the engine running after probes',
          timeoutMs: BACK_WITHIN_MS,
        });
        expect(Date.now() - upAt).toBeLessThan(BACK_WITHIN_MS);
      } finally {
        await probed.stop();
      }
    },
    60_000,
  );
});
