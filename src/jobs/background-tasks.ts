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
   * the app from starting); a failed start is tried again every `retryMs`.
   */
  start(): void;
  /** Stores a job; waits for the engine while it starts (callers bound their own wait). */
  enqueue(name: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
  stop(): Promise<void>;
}

/** The app's task queue: the engine that matches the store, started and stopped with the app. */
export function createBackgroundTasks(
  options: TaskQueueOptions & { retryStartMs?: number },
): BackgroundTasks {
  const { logger } = options;
  const handlers = new Map<string, TaskHandler>();
  let stopped = false;
  let engine: TaskQueue | undefined;
  let markRunning: (queue: TaskQueue) => void = () => undefined;
  const running = new Promise<TaskQueue>((resolve) => {
    markRunning = resolve;
  });
  let started = false;

  async function startUntilRunning(): Promise<void> {
    for (let attempt = 1; !stopped; attempt++) {
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
        await new Promise((resolve) => setTimeout(resolve, options.retryStartMs ?? 5_000).unref());
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
      const queue = engine ?? (await running);
      await queue.enqueue(name, payload, enqueueOptions);
    },
    async stop() {
      stopped = true;
      await engine?.stop();
    },
  };
}
