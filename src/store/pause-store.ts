import { z } from 'zod';
import { AppError } from '../platform/app-error.js';
import {
  pauseBatchKey,
  pauseTimersIndexKey,
  pauseTimersKey,
  type WorkspaceRef,
  workspaceKey,
  workspaceRefSchema,
} from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';
import { withRenewedLock } from './renewed-lock.js';

/** A destination paused for a while: resumed by the app at `until`, unless people act first. */
export interface PauseTimer {
  /** Unique per pause; the automatic resume's idempotency key is made from it. */
  id: string;
  destinationId: string;
  /** Its name when paused: the message about a destination deleted since still names it. */
  name: string;
  /** ISO instant of the automatic resume. */
  until: string;
  /** Slack user who paused it. */
  by: string;
  /** ISO instant of the pause. */
  at: string;
  /** How the end was asked for, as typed ("for 2h", "până la 18:00"). */
  asked: string;
  /** A pause for a while (`for 2h`): its length, said in words in the reader's language. */
  minutes?: number;
  /** Where the pause's receipt went: the automatic resume is told there. */
  channelId?: string;
  /**
   * The receipt with Resume now and Extend (absent when it went out through a response_url, or
   * was written before receipts were kept): when the pause ends, any instance replaces those
   * buttons with what ended it.
   */
  receipt?: { channel: string; ts: string };
  /** Enlivy's `updated_at` right after the pause: a different one later means someone edited it. */
  updatedAt?: string;
  /** The bulk pause this belongs to (its timers are resumed, and told, together). */
  batchId?: string;
  /** Automatic resumes tried and not done (Enlivy down); retried on the next sweeps. */
  attempts?: number;
}

/** What one bulk pause changed, so "Resume these" resumes exactly that set. */
export interface PauseBatch {
  id: string;
  by: string;
  at: string;
  /** What was asked, for messages: "all", "all failing", "all webhooks", names. */
  scope: string;
  /** planned: shown for confirmation; done: ran; cancelled: the admin said no. */
  state: 'planned' | 'done' | 'cancelled';
  /** The active destinations the confirmation listed. */
  plannedIds: string[];
  /** The destinations this action paused (not those already paused before it). */
  pausedIds: string[];
  /** A timed bulk pause: when and how its end was asked for. */
  until?: string;
  asked?: string;
  minutes?: number;
  channelId?: string;
  /** Set once "Resume these" ran: a second click says so instead of resuming again. */
  resumedBy?: string;
}

export interface PauseStore {
  timers(workspace: WorkspaceRef): Promise<PauseTimer[]>;
  /** Changes the workspace's timers one writer at a time (every instance); returns `change`'s result. */
  changeTimers<T>(
    workspace: WorkspaceRef,
    change: (timers: PauseTimer[]) => { timers: PauseTimer[]; result: T },
  ): Promise<T>;
  /** Workspaces that have timers (what the sweep engine visits). */
  listIndexed(): Promise<WorkspaceRef[]>;
  setIndexed(workspace: WorkspaceRef, indexed: boolean): Promise<void>;
  getBatch(workspace: WorkspaceRef, id: string): Promise<PauseBatch | undefined>;
  saveBatch(workspace: WorkspaceRef, batch: PauseBatch): Promise<void>;
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const timerSchema = z.object({
  id: z.string(),
  destinationId: z.string(),
  name: z.string(),
  until: z.string(),
  by: z.string(),
  at: z.string(),
  asked: z.string(),
  minutes: z.number().int().positive().optional(),
  channelId: z.string().optional(),
  receipt: z.object({ channel: z.string(), ts: z.string() }).optional(),
  updatedAt: z.string().optional(),
  batchId: z.string().optional(),
  attempts: z.number().int().optional(),
});
const timersSchema = z.object({ v: z.literal(1), timers: z.array(timerSchema) });
const indexSchema = z.object({ v: z.literal(1), workspaces: z.array(workspaceRefSchema) });
const batchSchema = z.object({
  v: z.literal(1),
  id: z.string(),
  by: z.string(),
  at: z.string(),
  scope: z.string(),
  state: z.enum(['planned', 'done', 'cancelled']),
  plannedIds: z.array(z.string()),
  pausedIds: z.array(z.string()),
  until: z.string().optional(),
  asked: z.string().optional(),
  minutes: z.number().int().positive().optional(),
  channelId: z.string().optional(),
  resumedBy: z.string().optional(),
});

/** A bulk pause's "Resume these" works for a month; the button says so when it has lapsed. */
const BATCH_TTL_MS = 30 * 24 * 3600_000;
const LOCK = { ttlMs: 10_000, waitMs: 3_000, pollMs: 20 };

export function createPauseStore(records: Records, locks: LockStore): PauseStore {
  const busy = () =>
    new AppError('busy', 'Timed pauses are being changed by someone else right now.', {
      copy: { message: 'error.pausesBusy.message', hint: 'error.hint.inAFewSeconds' },
    });
  const locked = <T>(name: string, work: () => Promise<T>) =>
    withRenewedLock(locks, name, { ...LOCK, busy }, work);

  const timers = async (workspace: WorkspaceRef) =>
    (await records.read(pauseTimersKey(workspace), timersSchema, 'timed pauses'))?.timers ?? [];

  async function listIndexed(): Promise<WorkspaceRef[]> {
    const index = await records.read(pauseTimersIndexKey(), indexSchema, 'timed pauses index');
    return index?.workspaces ?? [];
  }

  async function setIndexed(workspace: WorkspaceRef, indexed: boolean): Promise<void> {
    await locked(pauseTimersIndexKey(), async () => {
      const list = await listIndexed();
      const key = workspaceKey(workspace);
      const present = list.some((ref) => workspaceKey(ref) === key);
      if (present === indexed) return;
      const next = indexed ? [...list, workspace] : list.filter((r) => workspaceKey(r) !== key);
      await records.write(pauseTimersIndexKey(), { v: 1, workspaces: next });
    });
  }

  return {
    timers,
    changeTimers: (workspace, change) =>
      locked(pauseTimersKey(workspace), async () => {
        const before = await timers(workspace);
        const { timers: after, result } = change(before);
        if (after.length === 0) await records.remove(pauseTimersKey(workspace));
        else await records.write(pauseTimersKey(workspace), { v: 1, timers: after });
        return result;
      }),
    listIndexed,
    setIndexed,
    async getBatch(workspace, id) {
      const record = await records.read(pauseBatchKey(workspace, id), batchSchema, 'bulk pause');
      if (record === undefined) return undefined;
      const { v: _v, ...batch } = record;
      return batch;
    },
    saveBatch: (workspace, batch) =>
      records.write(pauseBatchKey(workspace, batch.id), { v: 1, ...batch }, BATCH_TTL_MS),
    async deleteAll(workspace) {
      await records.remove(pauseTimersKey(workspace));
      await setIndexed(workspace, false);
    },
  };
}
