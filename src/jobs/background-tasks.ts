import { safeError } from '../platform/logging/logger.js';
import { createTaskQueue } from './create-tasks.js';
import type {
  EnqueueOptions,
  TaskHandler,
  TaskPayload,
  TaskQueue,
  TaskQueueOptions,
} from './tasks.js';

export interface BackgroundTasks {
  handle(name: string, handler: TaskHandler): void;
  /**
   * Starts the engine in the background and returns at once (a store that is down must not keep
   * the app from starting); a failed start is tried again every `retryStartMs`, and at once when
   * a job is enqueued meanwhile (at most once a second): the store is likely back then, and the
   * job's caller (an event delivery) is waiting.
   */
  start(): void;
  /** Stores a job; waits for the engine while it starts (callers bound their own wait). */
  enqueue(name: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
  stop(): Promise<void>;
  /**
   * For /readyz: ready once the engine runs. While it does not (its store was down at start), a
   * readiness probe starts an attempt at once, as an enqueue does: the probe says the store is
   * back, and work enqueued before the engine runs waits for it.
   */
  readiness(): { ready: boolean; reason?: string };
}

/** An enqueue starts an attempt at once only this long after the previous one. */
const TRY_NOW_AT_MOST_EVERY_MS = 1_000;

/** The app's task queue: the engine that matches the store, started and stopped with the app. */
export function createBackgroundTasks(
  options: TaskQueueOptions & { retryStartMs?: number },
): BackgroundTasks {
  const { logger } = options;
  const handlers = new Map<string, TaskHandler>();
  let stopped = false;
  let engine: TaskQueue | undefined;
  let markRunning: (queue: TaskQueue) => void = () => undefined;
  let isRunning = false;
  const running = new Promise<TaskQueue>((resolve) => {
    markRunning = (queue) => {
      isRunning = true;
      resolve(queue);
    };
  });
  let started = false;
  /** Ends the wait before the next start attempt (undefined while none waits). */
  let tryNow: (() => void) | undefined;
  let lastAttemptAt = 0;

  const retryWait = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.retryStartMs ?? 5_000);
      timer.unref();
      function done() {
        clearTimeout(timer);
        tryNow = undefined;
        resolve();
      }
      tryNow = done;
    });

  /** Ends the wait for the next start attempt, at most once a second. */
  function tryStartingNow(): void {
    if (engine === undefined && Date.now() - lastAttemptAt >= TRY_NOW_AT_MOST_EVERY_MS) tryNow?.();
  }

  async function startUntilRunning(): Promise<void> {
    for (let attempt = 1; !stopped; attempt++) {
      lastAttemptAt = Date.now();
      const queue = await createTaskQueue(options);
      for (const [name, handler] of handlers) queue.handle(name, handler);
      engine = queue;
      try {
        if (stopped) return;
        await queue.start();
        markRunning(queue);
        return;
      } catch (err) {
        engine = undefined;
        await queue.stop().catch(() => undefined);
        if (stopped) return;
        logger.warn(
          { err: safeError(err), attempt },
          'the job queue could not start (is the store down?); trying again',
        );
        await retryWait();
      }
    }
  }

  return {
    handle(name, handler) {
      handlers.set(name, handler);
    },
    start() {
      if (started) return;
      started = true;
      startUntilRunning().catch((err: unknown) =>
        logger.error({ err: safeError(err) }, 'the job queue did not start'),
      );
    },
    async enqueue(name, payload, enqueueOptions) {
      tryStartingNow();
      const queue = engine ?? (await running);
      await queue.enqueue(name, payload, enqueueOptions);
    },
    async stop() {
      stopped = true;
      tryNow?.();
      await engine?.stop();
    },
    readiness() {
      if (isRunning) return { ready: true };
      tryStartingNow();
      return { ready: false, reason: 'the job engine is starting' };
    },
  };
}
