import {
  type Stores,
  type WatchSettings,
  type WorkspaceRef,
  workspaceKey,
} from '../../store/index.js';
import { lockStayedTaken, withRenewedLock } from '../../store/renewed-lock.js';

/** A change of settings is a read and a write: short, but a slow store may take seconds. */
const SETTINGS_LOCK = { ttlMs: 10_000, waitMs: 10_000, pollMs: 50 };

/**
 * Runs `work` holding the workspace's watch-settings lock, shared by every instance: each change
 * of the settings (a command's, or a poll pausing the watch) and a poll's save of its state read
 * the settings as they are and write before the next one reads, so none is lost.
 */
export function withWatchSettingsLock<T>(
  stores: Pick<Stores, 'locks'>,
  workspace: WorkspaceRef,
  work: () => Promise<T>,
): Promise<T> {
  const name = `watch-settings:${workspaceKey(workspace)}`;
  return withRenewedLock(
    stores.locks,
    name,
    { ...SETTINGS_LOCK, busy: () => lockStayedTaken(name) },
    work,
  );
}

/**
 * Saves what `change` makes of the settings as they are now (under the lock); `change` answers
 * undefined to save nothing (the watch was turned off or moved meanwhile). Answers what was saved.
 */
export function changeWatchSettings(
  stores: Pick<Stores, 'locks' | 'watch'>,
  workspace: WorkspaceRef,
  change: (current: WatchSettings | undefined) => WatchSettings | undefined,
): Promise<WatchSettings | undefined> {
  return withWatchSettingsLock(stores, workspace, async () => {
    const next = change(await stores.watch.getSettings(workspace));
    if (next !== undefined) await stores.watch.saveSettings(workspace, next);
    return next;
  });
}
