import type { Logger } from '../platform/logging/logger.js';
import type { StoreKind } from '../store/index.js';

/**
 * Durable one-off jobs ("do this once, now or at that time, on whichever instance"): a job
 * name, a JSON payload, an optional dedupe key and an optional run-at time. Each name's handler
 * is registered before start; a job runs once across instances (again only when its handler
 * threw or its instance died mid-run). One interface over the engines the failure watch uses:
 * BullMQ on Redis, pg-boss on PostgreSQL (both keep jobs through a restart) and an in-process
 * runner for SQLite and memory that keeps its jobs in the store.
 */
export interface TaskQueue {
  /** The handler of every job called `name`; registered before start(). */
  handle(name: string, handler: TaskHandler): void;
  /** Connects and starts running jobs; rejects when the engine cannot be reached. */
  start(): Promise<void>;
  /**
   * Stores a job; resolves once it is stored durably (before start() it waits for the engine).
   * With a dedupe key (it counts within the job name), a job is not added while another with
   * that key waits to run (its run-at stays; which of their payloads it carries is up to the
   * engine, so jobs sharing a key must be interchangeable: a handler reads the current state,
   * not a snapshot). One added while another runs waits for it to end: jobs of one key never run
   * at the same time, and work that arrives during a run is not missed.
   */
  enqueue(name: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
  /**
   * Takes no new jobs, aborts the running ones' signal and waits (bounded) for them to end.
   * Jobs not started stay stored for the next start.
   */
  stop(): Promise<void>;
}

export type TaskPayload = Record<string, unknown>;

export interface EnqueueOptions {
  dedupeKey?: string;
  /** Epoch ms; the job runs at or soon after this (default: now). */
  runAt?: number;
}

export interface TaskContext {
  /** Aborted when the instance stops: end soon, leaving the rest stored (enqueue it again). */
  signal: AbortSignal;
}

/** Throws to have the job retried later (with a growing delay, a few times). */
export type TaskHandler = (payload: TaskPayload, context: TaskContext) => Promise<void>;

/**
 * A failed job runs again after 5 s, 10 s, 20 s, … and then every 5 min, 20 times in all (about
 * 75 min): an event card waiting in its inbox, or an organization picker to withdraw, outlasts a
 * store outage that long. Then the job is dropped, loudly.
 */
export const TASK_RETRIES = 20;
export const TASK_RETRY_DELAY_MS = 5_000;
export const TASK_RETRY_MAX_DELAY_MS = 5 * 60_000;
/** Jobs running at once on one instance. */
export const TASK_CONCURRENCY = 50;
/** A job running longer than this is taken to be lost (its instance died) and runs again. */
export const TASK_MAX_RUN_MS = 5 * 60_000;
/** stop() waits at most this long for running jobs. */
export const TASK_STOP_WAIT_MS = 5_000;
/** pg-boss looks for due jobs this often: the precision of a run-at. */
export const TASK_POLL_MS = 1_000;

/** A job as the in-process runner keeps it in the store. */
export interface StoredTask {
  id: string;
  name: string;
  payload: TaskPayload;
  dedupeKey?: string | undefined;
  runAt: number;
  /** Failed runs so far. */
  failures: number;
}

/** Where the in-process runner keeps its jobs, so a restart runs them (SQLite: in the file). */
export interface TaskJournal {
  list(): Promise<StoredTask[]>;
  put(task: StoredTask): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface TaskQueueOptions {
  kind: StoreKind;
  storeUrl: string;
  namespace: string;
  logger: Logger;
  /** The in-process runner's store of jobs (used with SQLite and memory). */
  journal: TaskJournal;
  /** Tests: shorter retry delays. */
  retryDelayMs?: number;
  retryDelayMaxMs?: number;
  /**
   * How often pg-boss looks for due jobs (default TASK_POLL_MS; pg-boss takes 500 ms at least).
   * Tests shorten it; BullMQ and the in-process runner do not poll.
   */
  pollIntervalMs?: number;
}

/** The delay before retry `failures` (1, 2…) of a job: doubling, capped. */
export function retryDelay(
  failures: number,
  options: Pick<TaskQueueOptions, 'retryDelayMs' | 'retryDelayMaxMs'> = {},
): number {
  const first = options.retryDelayMs ?? TASK_RETRY_DELAY_MS;
  return Math.min(longestRetryDelay(options), first * 2 ** Math.max(0, failures - 1));
}

/** The cap of `retryDelay`. */
export function longestRetryDelay(options: Pick<TaskQueueOptions, 'retryDelayMaxMs'>): number {
  return options.retryDelayMaxMs ?? TASK_RETRY_MAX_DELAY_MS;
}
