import { z } from 'zod';
import { AppError } from '../platform/app-error.js';
import type { AtomicRecords } from './backends/index.js';
import { unfurlHintKey, unfurlsKey, type WorkspaceRef } from './keys.js';
import type { LockStore } from './lock-store.js';
import { type Records, storeOp, unavailable } from './records.js';
import { withRenewedLock } from './renewed-lock.js';

/** How links to invoices unfold in one channel, as an admin set it. */
export type UnfurlMode = 'on' | 'off' | 'minimal';

export interface UnfurlSetting {
  mode: UnfurlMode;
  /**
   * `on` set while the channel was shared with other organizations: the admin chose full cards
   * there knowingly. An `on` set in an internal channel does not carry over to it being shared.
   */
  allowShared: boolean;
  /** Slack user id of the admin. */
  by: string;
  /** ISO timestamp. */
  at: string;
}

export interface UnfurlStore {
  get(workspace: WorkspaceRef, channelId: string): Promise<UnfurlSetting | undefined>;
  set(workspace: WorkspaceRef, channelId: string, setting: UnfurlSetting): Promise<void>;
  /**
   * True for the first caller (on any instance) within `ttlMs` for this person: who may be told,
   * once, that the workspace must be connected before links unfold.
   */
  claimHint(workspace: WorkspaceRef, userId: string, ttlMs: number): Promise<boolean>;
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const settingSchema = z.object({
  mode: z.enum(['on', 'off', 'minimal']),
  allowShared: z.boolean(),
  by: z.string(),
  at: z.string(),
});

/** One record per workspace (keyv cannot list keys on every adapter, and uninstall deletes it). */
const recordSchema = z.object({ v: z.literal(1), channels: z.record(z.string(), settingSchema) });

const WHAT = 'link preview settings';
const LOCK = { ttlMs: 5_000, waitMs: 3_000, pollMs: 20 };

export function createUnfurlStore(
  records: Records,
  locks: LockStore,
  atomic: AtomicRecords,
): UnfurlStore {
  const channels = async (workspace: WorkspaceRef) =>
    (await records.read(unfurlsKey(workspace), recordSchema, WHAT))?.channels ?? {};
  const busy = () =>
    new AppError('busy', 'Someone else is changing this right now.', {
      copy: { message: 'error.changing.message', hint: 'error.hint.inAFewSeconds' },
    });
  return {
    async get(workspace, channelId) {
      const all = await channels(workspace);
      return Object.hasOwn(all, channelId) ? all[channelId] : undefined;
    },
    set: (workspace, channelId, setting) =>
      withRenewedLock(locks, unfurlsKey(workspace), { ...LOCK, busy }, async () => {
        const all = await channels(workspace);
        await records.write(unfurlsKey(workspace), {
          v: 1,
          channels: { ...all, [channelId]: setting },
        });
      }),
    async claimHint(workspace, userId, ttlMs) {
      try {
        return await storeOp(
          'unfurl_hint',
          atomic.add(unfurlHintKey(workspace, userId), '1', ttlMs),
        );
      } catch (err) {
        throw unavailable(err);
      }
    },
    async deleteAll(workspace) {
      await records.remove(unfurlsKey(workspace));
    },
  };
}
