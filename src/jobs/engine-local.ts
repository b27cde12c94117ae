import { safeError } from '../platform/logging/logger.js';
import { type WorkspaceRef, workspaceKey } from '../store/index.js';
import { type EngineOptions, engineLabel, offsetInInterval, type PollEngine } from './engine.js';

/**
 * SQLite and memory serve one instance, so a timer in this process is the whole engine: each
 * workspace has its slot in the interval; a tick starts the polls that are due, at most
 * `concurrency` at once. The watched list is kept in the store, so a restart resumes it.
 */
export function createLocalEngine(options: EngineOptions): PollEngine {
  const { intervalMs, logger } = options;
  const due = new Map<string, { workspace: WorkspaceRef; at: number }>();
  const running = new Set<Promise<void>>();
  let poll: ((workspace: WorkspaceRef) => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const nextSlot = (key: string, after: number) => {
    const offset = offsetInInterval(key, intervalMs);
    const slot = Math.floor((after - offset) / intervalMs) * intervalMs + offset;
    return slot > after ? slot : slot + intervalMs;
  };

  function tick() {
    const now = Date.now();
    for (const [key, entry] of due) {
      if (running.size >= options.concurrency) break;
      if (entry.at > now || poll === undefined) continue;
      entry.at = nextSlot(key, now);
      const work = poll(entry.workspace)
        .catch((err: unknown) =>
          logger.error({ err: safeError(err) }, `${engineLabel(options)}: a poll crashed`),
        )
        .finally(() => running.delete(work));
      running.add(work);
    }
  }

  function add(workspace: WorkspaceRef) {
    const key = workspaceKey(workspace);
    if (!due.has(key)) due.set(key, { workspace, at: nextSlot(key, Date.now()) });
  }

  return {
    async start(run) {
      poll = run;
      for (const workspace of await options.index.list()) add(workspace);
      timer = setInterval(tick, Math.max(20, Math.min(250, Math.floor(intervalMs / 20))));
      timer.unref();
    },
    async watch(workspace) {
      await options.index.set(workspace, true);
      add(workspace);
    },
    async unwatch(workspace) {
      due.delete(workspaceKey(workspace));
      await options.index.set(workspace, false);
    },
    async stop() {
      clearInterval(timer);
      poll = undefined;
      await Promise.allSettled([...running]);
    },
  };
}
