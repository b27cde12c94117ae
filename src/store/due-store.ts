import { z } from 'zod';
import { AppError } from '../platform/app-error.js';
import { dueSchedulesKey, type WorkspaceRef } from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';
import { withRenewedLock } from './renewed-lock.js';

/** Which invoices a daily list of invoices due names: both groups, or one. */
export type DueGroups = 'both' | 'collect' | 'pay';

/** A channel's daily list of invoices due (`/enlivy due daily 09:00`): one per channel. */
export interface DueSchedule {
  channelId: string;
  /** Local time of the post, `HH:MM` (24 h), in `zone`. */
  time: string;
  /** IANA time zone of whoever set it (their Slack time zone when they did). */
  zone: string;
  /** Monday to Friday only. */
  weekdays: boolean;
  groups: DueGroups;
  /** Invoices due within this many days are listed, besides the overdue ones. */
  horizonDays: number;
  /** Slack user who set it: told when the schedule stops by itself. */
  by: string;
  /** ISO instant it was set. */
  at: string;
  /** The local date (`YYYY-MM-DD`, in `zone`) of the last day whose run was done: once a day. */
  lastRunOn?: string | undefined;
}

export interface DueStore {
  schedules(workspace: WorkspaceRef): Promise<DueSchedule[]>;
  schedule(workspace: WorkspaceRef, channelId: string): Promise<DueSchedule | undefined>;
  /** Changes the workspace's schedules one writer at a time (every instance); returns `change`'s result. */
  change<T>(
    workspace: WorkspaceRef,
    change: (schedules: DueSchedule[]) => { schedules: DueSchedule[]; result: T },
  ): Promise<T>;
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const scheduleSchema = z.object({
  channelId: z.string().min(1),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  zone: z.string().min(1),
  weekdays: z.boolean(),
  groups: z.enum(['both', 'collect', 'pay']),
  horizonDays: z.number().int().min(1),
  by: z.string(),
  at: z.string(),
  lastRunOn: z.string().optional(),
});
const recordSchema = z.object({ v: z.literal(1), schedules: z.array(scheduleSchema) });

const LOCK = { ttlMs: 10_000, waitMs: 3_000, pollMs: 20 };

/** One record per workspace (App Home lists them all at once), changed under a store lock. */
export function createDueStore(records: Records, locks: LockStore): DueStore {
  const busy = () =>
    new AppError('busy', 'Daily lists of invoices due are being changed right now.', {
      copy: { message: 'error.changing.message', hint: 'error.changing.hint' },
    });
  const schedules = async (workspace: WorkspaceRef): Promise<DueSchedule[]> =>
    (await records.read(dueSchedulesKey(workspace), recordSchema, 'daily due lists'))?.schedules ??
    [];

  return {
    schedules,
    async schedule(workspace, channelId) {
      return (await schedules(workspace)).find((s) => s.channelId === channelId);
    },
    change: (workspace, change) =>
      withRenewedLock(locks, dueSchedulesKey(workspace), { ...LOCK, busy }, async () => {
        const { schedules: after, result } = change(await schedules(workspace));
        if (after.length === 0) await records.remove(dueSchedulesKey(workspace));
        else await records.write(dueSchedulesKey(workspace), { v: 1, schedules: after });
        return result;
      }),
    async deleteAll(workspace) {
      await records.remove(dueSchedulesKey(workspace));
    },
  };
}
