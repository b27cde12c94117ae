import type { TaskQueue, TaskQueueOptions } from './tasks.js';

/** The task engine for this store: BullMQ on Redis, pg-boss on PostgreSQL, in-process otherwise. */
export async function createTaskQueue(options: TaskQueueOptions): Promise<TaskQueue> {
  switch (options.kind) {
    case 'redis': {
      const { createBullTasks } = await import('./tasks-bullmq.js');
      return createBullTasks(options);
    }
    case 'postgres': {
      const { createPgBossTasks } = await import('./tasks-pgboss.js');
      return createPgBossTasks(options);
    }
    default: {
      const { createLocalTasks } = await import('./tasks-local.js');
      return createLocalTasks(options);
    }
  }
}
