import { z } from 'zod';
import {
  cardsWaitingIndexKey,
  cardsWaitingKey,
  type WorkspaceRef,
  workspaceKey,
  workspaceRefSchema,
} from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';
import { lockStayedTaken, withRenewedLock } from './renewed-lock.js';

/**
 * Which channels have accepted event cards not yet posted, per workspace, and which workspaces
 * have any: what the cards sweep visits, so that a channel whose drain job was given up (a store
 * outage longer than the jobs' retries) is posted once the store answers again. The inbox keeps
 * it: a channel is marked when its first event waits, and unmarked when its last is gone.
 */
export interface CardsWaitingStore {
  channels(workspace: WorkspaceRef): Promise<string[]>;
  /** Marks the channel as having events waiting, or not. */
  mark(workspace: WorkspaceRef, channelId: string, waiting: boolean): Promise<void>;
  /** The workspaces with a channel marked. */
  workspaces(): Promise<WorkspaceRef[]>;
}

const channelsSchema = z.object({ v: z.literal(1), channels: z.array(z.string()) });
const indexSchema = z.object({ v: z.literal(1), workspaces: z.array(workspaceRefSchema) });
const LOCK = { ttlMs: 10_000, waitMs: 3_000, pollMs: 20 };

export function createCardsWaitingStore(records: Records, locks: LockStore): CardsWaitingStore {
  const locked = <T>(key: string, work: () => Promise<T>) =>
    withRenewedLock(
      locks,
      `cards-waiting:${key}`,
      { ...LOCK, busy: () => lockStayedTaken(key) },
      work,
    );

  async function channels(workspace: WorkspaceRef): Promise<string[]> {
    const key = cardsWaitingKey(workspace);
    return (await records.read(key, channelsSchema, 'cards waiting'))?.channels ?? [];
  }

  async function workspaces(): Promise<WorkspaceRef[]> {
    const index = await records.read(cardsWaitingIndexKey(), indexSchema, 'cards waiting index');
    return index?.workspaces ?? [];
  }

  async function index(workspace: WorkspaceRef, indexed: boolean): Promise<void> {
    await locked(cardsWaitingIndexKey(), async () => {
      const list = await workspaces();
      const key = workspaceKey(workspace);
      if (list.some((ref) => workspaceKey(ref) === key) === indexed) return;
      const next = indexed ? [...list, workspace] : list.filter((r) => workspaceKey(r) !== key);
      if (next.length === 0) await records.remove(cardsWaitingIndexKey());
      else await records.write(cardsWaitingIndexKey(), { v: 1, workspaces: next });
    });
  }

  return {
    channels,
    workspaces,
    async mark(workspace, channelId, waiting) {
      const key = cardsWaitingKey(workspace);
      const changed = await locked(key, async () => {
        const now = await channels(workspace);
        if (now.includes(channelId) === waiting) return undefined;
        const next = waiting ? [...now, channelId] : now.filter((c) => c !== channelId);
        if (next.length === 0) await records.remove(key);
        else await records.write(key, { v: 1, channels: next });
        return { before: now.length, after: next.length };
      });
      // Indexed while the workspace has a channel marked: changed only when that starts or ends.
      if (changed === undefined || (changed.before > 0 && changed.after > 0)) return;
      await index(workspace, changed.after > 0);
    },
  };
}
