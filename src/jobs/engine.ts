import { createHash } from 'node:crypto';
import type { Logger } from '../platform/logging/logger.js';
import type { StoreKind, WorkspaceRef } from '../store/index.js';

/**
 * The job engine behind the failure watch and the timed pauses: runs `poll` once per interval
 * for every workspace on its list, on exactly one instance, spread over the interval. One interface, three existing
 * engines: BullMQ job schedulers (Redis), pg-boss (PostgreSQL), an in-process timer (SQLite and
 * memory, which serve a single instance).
 */
export interface PollEngine {
  start(poll: (workspace: WorkspaceRef) => Promise<void>): Promise<void>;
  /** Polls this workspace from now on (idempotent). */
  watch(workspace: WorkspaceRef): Promise<void>;
  unwatch(workspace: WorkspaceRef): Promise<void>;
  /** Takes no new polls and waits (bounded) for those running. */
  stop(): Promise<void>;
}

export interface EngineOptions {
  /** Names its queues (`failure-watch`, `pause-timers`) and its log lines. */
  name: string;
  kind: StoreKind;
  storeUrl: string;
  namespace: string;
  intervalMs: number;
  logger: Logger;
  /** Polls running at once on this instance. */
  concurrency: number;
  /** The in-process engine's list of watched workspaces (kept in the store). */
  index: {
    list(): Promise<WorkspaceRef[]>;
    set(workspace: WorkspaceRef, watched: boolean): Promise<void>;
  };
}

/** Where in the interval a workspace is polled: fixed per workspace, spread evenly by a hash. */
export function offsetInInterval(key: string, intervalMs: number): number {
  const hash = createHash('sha256').update(key).digest();
  return hash.readUInt32BE(0) % intervalMs;
}

/** `failure-watch` → `failure watch`, for log lines. */
export const engineLabel = (options: Pick<EngineOptions, 'name'>) =>
  options.name.replaceAll('-', ' ');
