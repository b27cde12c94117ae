import { z } from 'zod';
import { changeKey, type WorkspaceRef } from './keys.js';
import type { Records } from './records.js';

/**
 * Who last changed something from Slack (paused, resumed, deleted), so that a second click on
 * any instance can say "already paused by @someone". Enlivy does not record the Slack user.
 */
export interface ChangeRecord {
  /** e.g. `paused`, `resumed`, `deleted`. */
  action: string;
  /** Slack user id. */
  by: string;
  /** ISO timestamp. */
  at: string;
}

export interface ChangeStore {
  /** `subject` names the thing, e.g. `destination:ID` or `invoice:ID`. */
  get(workspace: WorkspaceRef, subject: string): Promise<ChangeRecord | undefined>;
  save(workspace: WorkspaceRef, subject: string, change: ChangeRecord): Promise<void>;
}

const changeSchema = z.object({
  v: z.literal(1),
  action: z.string(),
  by: z.string(),
  at: z.string(),
});

/** Kept a week: long enough for anyone still clicking an old card; no index to clean up. */
const CHANGE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createChangeStore(records: Records): ChangeStore {
  return {
    async get(workspace, subject) {
      const record = await records.read(changeKey(workspace, subject), changeSchema, 'change');
      if (record === undefined) return undefined;
      const { v: _v, ...change } = record;
      return change;
    },
    save: (workspace, subject, change) =>
      records.write(changeKey(workspace, subject), { v: 1, ...change }, CHANGE_TTL_MS),
  };
}
