import { z } from 'zod';
import { AppError } from '../platform/app-error.js';
import { languagesKey, type WorkspaceRef } from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';

/** What people chose: the workspace default (admins) and each user's own language. */
export interface LanguageChoices {
  workspace?: string | undefined;
  users: Readonly<Record<string, string>>;
}

export interface LanguageStore {
  get(workspace: WorkspaceRef): Promise<LanguageChoices>;
  /** `undefined` forgets the user's choice (back to their Slack locale). */
  setUser(workspace: WorkspaceRef, userId: string, language: string | undefined): Promise<void>;
  setWorkspace(workspace: WorkspaceRef, language: string): Promise<void>;
  delete(workspace: WorkspaceRef): Promise<void>;
}

const recordSchema = z.object({
  v: z.literal(1),
  workspace: z.string().optional(),
  users: z.record(z.string(), z.string()),
});
type LanguagesRecord = z.output<typeof recordSchema>;

const WHAT = 'language choices';
const LOCK_TTL_MS = 5_000;
const LOCK_WAIT_MS = 3_000;

/** One record per workspace; a change is read-modify-write under a per-workspace lock. */
export function createLanguageStore(records: Records, locks: LockStore): LanguageStore {
  async function load(workspace: WorkspaceRef): Promise<LanguagesRecord> {
    return (await records.read(languagesKey(workspace), recordSchema, WHAT)) ?? { v: 1, users: {} };
  }

  async function change(
    workspace: WorkspaceRef,
    apply: (record: LanguagesRecord) => LanguagesRecord,
  ): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
      const lock = await locks.acquire(languagesKey(workspace), LOCK_TTL_MS);
      if (lock !== undefined) {
        try {
          await records.write(languagesKey(workspace), apply(await load(workspace)));
          return;
        } finally {
          await lock.release();
        }
      }
      if (Date.now() >= deadline) {
        throw new AppError(
          'busy',
          'Language settings are being changed by someone else right now.',
          { copy: { message: 'error.languagesBusy.message', hint: 'error.hint.inAFewSeconds' } },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    async get(workspace) {
      const { workspace: chosen, users } = await load(workspace);
      return { workspace: chosen, users };
    },
    setUser(workspace, userId, language) {
      return change(workspace, (record) => {
        const { [userId]: _previous, ...others } = record.users;
        return {
          ...record,
          users: language === undefined ? others : { ...others, [userId]: language },
        };
      });
    },
    setWorkspace(workspace, language) {
      return change(workspace, (record) => ({ ...record, workspace: language }));
    },
    async delete(workspace) {
      await records.remove(languagesKey(workspace));
    },
  };
}
