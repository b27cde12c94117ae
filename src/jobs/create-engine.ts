import type { EngineOptions, PollEngine } from './engine.js';

/** The engine for this store: BullMQ on Redis, pg-boss on PostgreSQL, in-process otherwise. */
export async function createPollEngine(options: EngineOptions): Promise<PollEngine> {
  switch (options.kind) {
    case 'redis': {
      const { createBullEngine } = await import('./engine-bullmq.js');
      return createBullEngine(options);
    }
    case 'postgres': {
      const { createPgBossEngine } = await import('./engine-pgboss.js');
      return createPgBossEngine(options);
    }
    default: {
      const { createLocalEngine } = await import('./engine-local.js');
      return createLocalEngine(options);
    }
  }
}
