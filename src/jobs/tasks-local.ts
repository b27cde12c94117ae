import { randomUUID } from 'node:crypto';
import { safeError } from '../platform/logging/logger.js';
import {
  retryDelay,
  type StoredTask,
  TASK_CONCURRENCY,
  TASK_RETRIES,
  TASK_STOP_WAIT_MS,
  type TaskHandler,
  type TaskQueue,
  type TaskQueueOptions,
} from './tasks.js';

const TICK_MS = 50;

/**
 * SQLite and memory serve one instance, so the runner is a timer in this process. Every job is
 * written to the store's journal before enqueue() resolves and deleted once it ran, so jobs
 * still waiting (or cut off) when the process stops run after the next start.
 */
export function createLocalTasks(options: TaskQueueOptions): TaskQueue {
  const { logger, journal } = options;
  const handlers = new Map<string, TaskHandler>();
  const pending = new Map<string, StoredTask>();
  const running = new Map<string, Promise<void>>();
  /** Jobs being written to the journal: not run before they are stored. */
  const held = new Set<string>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let loaded: Promise<void> | undefined;

  /** A dedupe key counts within its job name, as in pg-boss (a queue per name). */
  const keyOf = (task: StoredTask) =>
    task.dedupeKey === undefined ? undefined : `${task.name}\u0000${task.dedupeKey}`;
  const runningKeys = () =>
    new Set(
      [...running.keys()].map((id) => {
        const task = pending.get(id);
        return task && keyOf(task);
      }),
    );

  function tick() {
    const now = Date.now();
    const busyKeys = runningKeys();
    const due = [...pending.values()]
      .filter((task) => task.runAt <= now && !running.has(task.id) && !held.has(task.id))
      .sort((a, b) => a.runAt - b.runAt);
    for (const task of due) {
      if (running.size >= TASK_CONCURRENCY || stopping.signal.aborted) return;
      const key = keyOf(task);
      if (key !== undefined && busyKeys.has(key)) continue;
      if (key !== undefined) busyKeys.add(key);
      running.set(task.id, run(task));
    }
  }

  async function run(task: StoredTask): Promise<void> {
    try {
      const handler = handlers.get(task.name);
      if (handler === undefined) throw new Error(`No handler for the job ${task.name}`);
      await handler(task.payload, { signal: stopping.signal });
      pending.delete(task.id);
      await journal.remove(task.id);
    } catch (err) {
      await failed(task, err).catch((stored: unknown) =>
        logger.warn({ err: safeError(stored), job: task.name }, 'jobs: a retry was not stored'),
      );
    } finally {
      running.delete(task.id);
    }
  }

  async function failed(task: StoredTask, err: unknown) {
    const failures = task.failures + 1;
    if (failures > TASK_RETRIES) {
      logger.error(
        { err: safeError(err), job: task.name, failures },
        'jobs: a job failed every retry and is dropped',
      );
      pending.delete(task.id);
      await journal.remove(task.id);
      return;
    }
    logger.warn({ err: safeError(err), job: task.name, failures }, 'jobs: a job failed; retrying');
    const next = {
      ...task,
      failures,
      runAt: Date.now() + retryDelay(failures, options),
    };
    pending.set(task.id, next);
    await journal.put(next);
  }

  return {
    handle(name, handler) {
      handlers.set(name, handler);
    },
    start() {
      loaded ??= journal.list().then(
        (tasks) => {
          for (const task of tasks) if (!pending.has(task.id)) pending.set(task.id, task);
          if (stopping.signal.aborted) return;
          timer = setInterval(tick, TICK_MS);
          timer.unref();
        },
        (err: unknown) => {
          loaded = undefined;
          throw err;
        },
      );
      return loaded;
    },
    async enqueue(name, payload, { dedupeKey, runAt } = {}) {
      if (dedupeKey !== undefined) {
        const waiting = [...pending.values()].some(
          (task) => task.name === name && task.dedupeKey === dedupeKey && !running.has(task.id),
        );
        if (waiting) return;
      }
      const task: StoredTask = {
        id: randomUUID(),
        name,
        payload,
        dedupeKey,
        runAt: runAt ?? Date.now(),
        failures: 0,
      };
      // Known at once (a second enqueue of the key finds it), run only once it is stored.
      held.add(task.id);
      pending.set(task.id, task);
      try {
        await journal.put(task);
      } catch (err) {
        pending.delete(task.id);
        throw err;
      } finally {
        held.delete(task.id);
      }
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()]),
        new Promise((resolve) => {
          wait = setTimeout(resolve, TASK_STOP_WAIT_MS).unref();
        }),
      ]);
      clearTimeout(wait);
    },
  };
}
