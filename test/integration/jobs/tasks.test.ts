import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTaskQueue } from '../../../src/jobs/create-tasks.js';
import type { TaskHandler, TaskPayload, TaskQueue } from '../../../src/jobs/tasks.js';
import { openStore, type Stores } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { memoryLogger, storeCases, testKey, uniqueNamespace } from '../store/helpers.js';
import { openJobsProbe, untilNoJobsLeft } from '../support/jobs.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-tasks-'));
const sqliteFile = path.join(tempDir, 'store.sqlite');
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** Far enough ahead that the jobs enqueued with it run well after the ones without. */
const RUN_AT_LEAD_MS = 400;

describe.each(storeCases(() => sqliteFile))('one-off jobs on the $name store', ({ name, url }) => {
  const storeUrl = url();
  const shared = name === 'redis' || name === 'postgres';
  const key = testKey();
  let open: { queue: TaskQueue; stores: Stores }[] = [];
  let namespace = uniqueNamespace();

  /** One instance's queue: its own store connection and engine, the same namespace. */
  async function instance(handlers: Record<string, TaskHandler>, reuse?: Stores) {
    const { logger } = memoryLogger();
    const stores =
      reuse ??
      (await openStore({ url: storeUrl as string, encryptionKey: key, logger, namespace }));
    const queue = await createTaskQueue({
      kind: stores.kind,
      storeUrl: storeUrl as string,
      namespace,
      logger,
      journal: stores.tasks,
      // Retries at once and pg-boss's shortest poll: the delays' doubling is a unit test's.
      retryDelayMs: 0,
      retryDelayMaxMs: 0,
      pollIntervalMs: 500,
    });
    for (const [job, handler] of Object.entries(handlers)) queue.handle(job, handler);
    await queue.start();
    open.push({ queue, stores });
    return { queue, stores };
  }

  /** Nothing of this test's namespace waits or runs any more: no run can follow. */
  async function settled() {
    const probe = await openJobsProbe(open[0]!.stores, storeUrl as string);
    try {
      await untilNoJobsLeft(probe);
    } finally {
      await probe.close();
    }
  }

  afterEach(async () => {
    for (const { queue } of open) await queue.stop();
    await Promise.allSettled([...new Set(open.map((o) => o.stores))].map((s) => s.close()));
    open = [];
    namespace = uniqueNamespace();
  });

  it.skipIf(!storeUrl)('runs each job once, with its payload, not before its run-at', async () => {
    const runs: { payload: TaskPayload; at: number; by: number }[] = [];
    const handler =
      (by: number): TaskHandler =>
      async (payload) => {
        runs.push({ payload, at: Date.now(), by });
      };
    await instance({ greet: handler(1) });
    if (shared) await instance({ greet: handler(2) });
    const queue = open[0]!.queue;
    const runAt = Date.now() + RUN_AT_LEAD_MS;
    await queue.enqueue('greet', { n: 1 });
    await queue.enqueue('greet', { n: 2 }, { runAt });
    await queue.enqueue('greet', { n: 3 });
    await waitFor(() => runs.length === 3, { message: 'three runs', timeoutMs: 15_000 });
    await settled();
    expect(runs.map((r) => r.payload.n).sort()).toEqual([1, 2, 3]);
    expect(runs.find((r) => r.payload.n === 2)!.at).toBeGreaterThanOrEqual(runAt - 50);
  });

  it.skipIf(!storeUrl)(
    'a dedupe key adds nothing while its job waits, queues one behind a running one, never runs two at once',
    async () => {
      let running = 0;
      let overlapped = false;
      const runs: TaskPayload[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const handler: TaskHandler = async (payload) => {
        runs.push(payload);
        if (payload.n === 9) return;
        running += 1;
        if (running > 1) overlapped = true;
        if (payload.n === 1) await gate;
        running -= 1;
      };
      await instance({ drain: handler });
      if (shared) await instance({ drain: handler });
      const queue = open[0]!.queue;
      await queue.enqueue('drain', { n: 1 }, { dedupeKey: 'channel-1' });
      await waitFor(() => runs.length === 1, { message: 'the first run', timeoutMs: 15_000 });
      // While it runs: one more is queued behind it; the next ones are the same waiting job.
      await queue.enqueue('drain', { n: 2 }, { dedupeKey: 'channel-1' });
      await queue.enqueue('drain', { n: 3 }, { dedupeKey: 'channel-1' });
      // Another key is not held up.
      await queue.enqueue('drain', { n: 9 }, { dedupeKey: 'channel-2' });
      // Enqueued after 2 and 3: an engine that let either of them run beside 1 takes it first.
      await waitFor(() => runs.some((r) => r.n === 9), {
        message: 'the other key',
        timeoutMs: 15_000,
      });
      expect(runs.filter((r) => r.n !== 9)).toHaveLength(1);
      release();
      await waitFor(() => runs.length === 3, { message: 'the queued run', timeoutMs: 15_000 });
      await settled();
      expect(runs).toHaveLength(3);
      expect(overlapped).toBe(false);
    },
  );

  it.skipIf(!storeUrl)('a job waiting at stop runs after the next start', async () => {
    const first: TaskPayload[] = [];
    const { queue, stores } = await instance({ resume: async (p) => void first.push(p) });
    await queue.enqueue(
      'resume',
      { destination: 'd1' },
      { runAt: Date.now() + 1_000, dedupeKey: 'resume:d1' },
    );
    await queue.stop();
    if (name === 'sqlite') await stores.close();
    const after: TaskPayload[] = [];
    // Memory keeps its data only in the process: the "restart" is a new runner on the same store.
    await instance(
      { resume: async (p) => void after.push(p) },
      name === 'memory' ? stores : undefined,
    );
    await waitFor(() => after.length === 1, {
      message: 'the run after restart',
      timeoutMs: 15_000,
    });
    expect(after).toEqual([{ destination: 'd1' }]);
    expect(first).toEqual([]);
  });

  it.skipIf(!storeUrl)('a job whose handler threw runs again', async () => {
    let attempts = 0;
    await instance({
      flaky: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('not yet');
      },
    });
    await open[0]!.queue.enqueue('flaky', {});
    await waitFor(() => attempts === 2, { message: 'the retry', timeoutMs: 20_000 });
    await settled();
    expect(attempts).toBe(2);
  });

  it.skipIf(!storeUrl)(
    'keeps retrying a failing job (a store outage, say) past the first delays, then runs it once',
    async () => {
      let attempts = 0;
      await instance({
        flaky: async () => {
          attempts += 1;
          if (attempts <= 7) throw new Error('storage unreachable');
        },
      });
      await open[0]!.queue.enqueue('flaky', {});
      await waitFor(() => attempts === 8, { message: 'the eighth run', timeoutMs: 45_000 });
      await settled();
      expect(attempts).toBe(8);
    },
    60_000,
  );
});
