import { z } from 'zod';
import {
  type WorkspaceRef,
  watchIndexKey,
  watchRatePauseKey,
  watchSettingsKey,
  watchStateKey,
  workspaceKey,
  workspaceRefSchema,
} from './keys.js';
import type { Records } from './records.js';

const thresholdSchema = z.object({
  /** Failed attempts of one destination within `windowMinutes` that open an incident. */
  failedAttempts: z.number().int().min(1),
  windowMinutes: z.number().int().min(1),
});
export type WatchThreshold = z.infer<typeof thresholdSchema>;

/** Enlivy retries 5 times over about 10 minutes: one failed attempt is often recovered. */
export const DEFAULT_THRESHOLD: WatchThreshold = { failedAttempts: 3, windowMinutes: 10 };

const settingsSchema = z.object({
  v: z.literal(1),
  workspace: workspaceRefSchema,
  channelId: z.string(),
  /** Slack user id of whoever turned the watch on (DMed when it has to pause). */
  setBy: z.string(),
  setAt: z.string(),
  /** ISO time the watch started: the log is read from here on the first poll. */
  since: z.string(),
  paused: z.object({ reason: z.string(), at: z.string() }).optional(),
  /** Destination id → ISO time its mute ends. */
  mutes: z.record(z.string(), z.string()),
  threshold: thresholdSchema,
  /** The daily digest, when on: posted at 09:00 in this timezone (IANA name). */
  digest: z.object({ tz: z.string() }).optional(),
});
export type WatchSettings = Omit<z.infer<typeof settingsSchema>, 'v'>;

const incidentSchema = z.object({
  channelId: z.string(),
  /** The parent message. */
  ts: z.string(),
  destinationName: z.string(),
  /** Delivery time (Enlivy's clock) of the first failure and the latest one. */
  firstFailureAt: z.string(),
  lastFailureAt: z.string(),
  failures: z.number().int(),
  /** Failures not yet told in the thread (coalesced: at most one reply a minute). */
  untold: z.number().int(),
  lastReplyAt: z.string().optional(),
  statusCounts: z.record(z.string(), z.number().int()),
  lastEvent: z.string(),
  lastStatus: z.string(),
  lastResponseStatus: z.number().nullable(),
  lastExcerpt: z.string(),
  createdBy: z.string().optional(),
});
export type Incident = z.infer<typeof incidentSchema>;

const stateSchema = z.object({
  v: z.literal(1),
  /** Newest delivery time seen (Enlivy's clock); the next read starts a little before it. */
  cursor: z.string().optional(),
  /** Deliveries already handled (id → created_at), kept while inside the overlap window. */
  seen: z.record(z.string(), z.string()),
  /** Failed attempts per destination not yet part of an incident (delivery times). */
  recentFailures: z.record(z.string(), z.array(z.string())),
  incidents: z.record(z.string(), incidentSchema),
  /** Set once "the connection expired" was said, so it is said once. */
  expiredNotified: z.boolean().optional(),
  lastPolledAt: z.string().optional(),
  /** Consecutive polls that could not read Enlivy; the next one waits longer. */
  failedPolls: z.number().int().optional(),
  retryAt: z.string().optional(),
  /** The local date (YYYY-MM-DD) of the last daily digest. */
  lastDigestOn: z.string().optional(),
});
export type WatchState = Omit<z.infer<typeof stateSchema>, 'v'>;

export const EMPTY_WATCH_STATE: WatchState = { seen: {}, recentFailures: {}, incidents: {} };

const indexSchema = z.object({ v: z.literal(1), workspaces: z.array(workspaceRefSchema) });
const pauseSchema = z.object({ v: z.literal(1), until: z.number() });

export interface WatchStore {
  getSettings(workspace: WorkspaceRef): Promise<WatchSettings | undefined>;
  saveSettings(workspace: WorkspaceRef, settings: WatchSettings): Promise<void>;
  /** Turns the watch off: settings and incident state are forgotten. */
  delete(workspace: WorkspaceRef): Promise<void>;
  getState(workspace: WorkspaceRef): Promise<WatchState>;
  saveState(workspace: WorkspaceRef, state: WatchState): Promise<void>;
  /** The in-process scheduler's list of watched workspaces. */
  listIndexed(): Promise<WorkspaceRef[]>;
  setIndexed(workspace: WorkspaceRef, watched: boolean): Promise<void>;
  /** Until when (epoch ms) Enlivy asked every instance's watch to wait; undefined when not. */
  ratePausedUntil(): Promise<number | undefined>;
  /** Records an Enlivy Retry-After for every instance (a later end is never shortened). */
  pauseRateUntil(untilMs: number, now: number): Promise<void>;
}

export function createWatchStore(records: Records): WatchStore {
  return {
    async getSettings(workspace) {
      const record = await records.read(
        watchSettingsKey(workspace),
        settingsSchema,
        'failure watch',
      );
      if (record === undefined) return undefined;
      const { v: _v, ...settings } = record;
      return settings;
    },
    saveSettings: (workspace, settings) =>
      records.write(watchSettingsKey(workspace), { v: 1, ...settings }),
    async delete(workspace) {
      await records.remove(watchSettingsKey(workspace));
      await records.remove(watchStateKey(workspace));
    },
    async getState(workspace) {
      const record = await records.read(
        watchStateKey(workspace),
        stateSchema,
        'failure watch state',
      );
      if (record === undefined) return structuredClone(EMPTY_WATCH_STATE);
      const { v: _v, ...state } = record;
      return state;
    },
    saveState: (workspace, state) => records.write(watchStateKey(workspace), { v: 1, ...state }),
    async listIndexed() {
      const index = await records.read(watchIndexKey(), indexSchema, 'failure watch index');
      return index?.workspaces ?? [];
    },
    async setIndexed(workspace, watched) {
      const list = await this.listIndexed();
      const key = workspaceKey(workspace);
      const others = list.filter((ref) => workspaceKey(ref) !== key);
      const next = watched ? [...others, workspace] : others;
      if (next.length === list.length && watched === list.some((r) => workspaceKey(r) === key))
        return;
      await records.write(watchIndexKey(), { v: 1, workspaces: next });
    },
    async ratePausedUntil() {
      return (await records.read(watchRatePauseKey(), pauseSchema, 'failure watch pause'))?.until;
    },
    async pauseRateUntil(untilMs, now) {
      if (untilMs <= now) return;
      const current = await this.ratePausedUntil();
      if (current !== undefined && current >= untilMs) return;
      await records.write(watchRatePauseKey(), { v: 1, until: untilMs }, untilMs - now);
    },
  };
}
