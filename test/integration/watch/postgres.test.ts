import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { pgBossReader } from '../support/jobs.js';
import type { Stack } from '../support/stack.js';
import {
  alerts,
  emitEvents,
  messageText,
  type startSwitchableReceiver,
  twoInstancesWatching,
} from './support.js';

/** Polls of one workspace closer together than this were the same interval read twice. */
const HALF_INTERVAL_MS = 500;

interface SqlClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** `pg` (pg-boss's driver) has no type declarations here; only these three calls are used. */
async function postgresClient(): Promise<
  new (options: {
    connectionString?: string;
  }) => SqlClient
> {
  const name = 'pg';
  const module = (await import(name)) as { default: { Client: new (o: object) => SqlClient } };
  return module.default.Client;
}

/** Poll jobs pg-boss holds for one workspace and slot time more than once. */
async function slotsQueuedTwice(namespace: string): Promise<string[]> {
  const boss = await pgBossReader(process.env.DATABASE_URL as string, namespace);
  try {
    const jobs = await boss.findJobs<{ workspace: unknown }>('failure-watch-poll', {
      limit: 100_000,
    });
    const slots = jobs.map(
      (job) => `${JSON.stringify(job.data.workspace)}@${new Date(job.startAfter).toISOString()}`,
    );
    if (slots.length === 0) throw new Error('pg-boss holds no poll job of this namespace');
    return slots.filter((slot, i) => slots.indexOf(slot) !== i);
  } finally {
    await boss.stop({ graceful: false });
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'failure watch: two instances on PostgreSQL (pg-boss)',
  () => {
    let stack: Stack | undefined;
    let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>> | undefined;
    const namespace = `watch_${randomUUID().replaceAll('-', '')}`;

    afterEach(async () => {
      await stack?.stop();
      await receiver?.close();
      // The job queue's tables live in a schema of this test's own.
      const client = new (await postgresClient())({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${namespace}_jobs CASCADE`);
      await client.end();
    });

    it('one alert per failing destination, whichever instance reads the log', async () => {
      const setup = await twoInstancesWatching(process.env.DATABASE_URL as string, namespace);
      const { channel, polls, stack: s } = setup;
      stack = s;
      receiver = setup.receiver;

      await emitEvents(s, 3);
      const alert = await waitFor(() => alerts(s, channel)[0], { timeoutMs: 30_000 });
      expect(messageText(alert)).toContain('3 failed deliveries');
      setup.receiver.answer(200);
      await emitEvents(s, 1);
      await waitFor(
        () => alerts(s, channel).find((m) => m.text.includes('recovered after 3 failures')),
        { timeoutMs: 30_000 },
      );
      expect(alerts(s, channel)).toHaveLength(1);

      // Both instances queue the rest of the minute's slots when they start and at each tick;
      // a slot's job id is fixed, so pg-boss keeps one job per slot (a poll may still be
      // 'skipped' when a starved worker takes two slots' jobs at once), and the log is never
      // read twice in one interval, whichever instance's worker took the job.
      // Four reads, however many polls that takes: on a busy machine some polls are skipped,
      // and four polls in a row once held only three reads (clean-clone CI, Node 22).
      const readsSoFar = () => polls.polls.filter((p) => p.outcome === 'read');
      await waitFor(() => readsSoFar().length > 3, { timeoutMs: 20_000, message: 'four reads' });
      expect(await slotsQueuedTwice(namespace)).toEqual([]);
      const reads = readsSoFar();
      for (let i = 1; i < reads.length; i++) {
        expect((reads[i]?.at ?? 0) - (reads[i - 1]?.at ?? 0)).toBeGreaterThan(
          HALF_INTERVAL_MS - 100,
        );
      }
      await s.app.services.watch.unwatch(s.workspace);
    });
  },
);
