import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../../platform/logging/logger.js';
import { safeError } from '../../platform/logging/logger.js';
import type { Connection, Stores, WorkspaceRef } from '../../store/index.js';
import { workspaceKey } from '../../store/index.js';
import type { RenewedLock } from '../../store/renewed-lock.js';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/** A pair Enlivy issued that the store has not taken yet. */
export interface UnsavedPair {
  workspace: WorkspaceRef;
  /** The refresh token the store still holds: a stored connection with another one voids the pair. */
  from: string;
  connection: Connection;
  /** The renewal lock, held until the pair is stored so no instance renews with `from`. */
  lock: RenewedLock;
}

export interface UnsavedPairs {
  get(workspace: WorkspaceRef): UnsavedPair | undefined;
  /** Keeps `pair` (replacing an older one of the workspace) and stores it as soon as the store answers. */
  keep(pair: UnsavedPair, err: unknown): void;
  /** `stored` is what the store holds now: the pair to use instead, if one is still unsaved. */
  overlay(workspace: WorkspaceRef, stored: Connection | undefined): Connection | undefined;
  /** The pair is settled another way (stored with it, or refused by Enlivy). */
  drop(workspace: WorkspaceRef): void;
  /** Stops retrying in the background; one last attempt per pair; true when none is left. */
  storeAllOnce(): Promise<boolean>;
}

/**
 * Renewed pairs the store did not take. Enlivy has already spent the refresh token they replace,
 * so dropping one loses the connection: each is used from memory, stored by a retry loop with
 * backoff until the store takes it (and once more when the app stops), and loudly logged.
 */
export function createUnsavedPairs(
  connections: Stores['connections'],
  logger: Logger | undefined,
): UnsavedPairs {
  const pairs = new Map<string, UnsavedPair>();
  let stopped = false;

  function forget(pair: UnsavedPair): void {
    const key = workspaceKey(pair.workspace);
    if (pairs.get(key) !== pair) return;
    pairs.delete(key);
    void pair.lock.release();
  }

  /** True when the pair is settled: stored now, or void because the connection changed. */
  async function storeOnce(pair: UnsavedPair): Promise<boolean> {
    try {
      const current = await connections.get(pair.workspace);
      const storedToken = current?.oauth?.refreshToken;
      if (storedToken !== pair.from && storedToken !== pair.connection.oauth?.refreshToken) {
        forget(pair);
        logger?.warn(
          { teamId: pair.workspace.teamId },
          'OAuth: the connection was replaced or removed while a renewed Enlivy token waited to be stored; that token is dropped',
        );
        return true;
      }
      if (storedToken === pair.from) await connections.save(pair.workspace, pair.connection);
      forget(pair);
      logger?.warn(
        { teamId: pair.workspace.teamId },
        'OAuth: the renewed Enlivy token kept in memory is now stored',
      );
      return true;
    } catch {
      return false;
    }
  }

  async function retry(key: string): Promise<void> {
    for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_RETRY_MS)) {
      await delay(pause, undefined, { ref: false });
      const pair = pairs.get(key);
      if (stopped || pair === undefined) return;
      if (await storeOnce(pair)) return;
    }
  }

  return {
    get: (workspace) => pairs.get(workspaceKey(workspace)),
    keep(pair, err) {
      const key = workspaceKey(pair.workspace);
      const older = pairs.get(key);
      pairs.set(key, older === undefined ? pair : { ...pair, from: older.from });
      logger?.error(
        { err: safeError(err), teamId: pair.workspace.teamId },
        'OAuth: Enlivy renewed the token but the store did not take the new pair; it is kept in memory and stored as soon as the store answers (if the app stops first, an admin must reconnect)',
      );
      if (older === undefined && !stopped) void retry(key);
    },
    overlay(workspace, stored) {
      const pair = pairs.get(workspaceKey(workspace));
      if (pair === undefined) return stored;
      const storedToken = stored?.oauth?.refreshToken;
      if (storedToken === pair.from) return pair.connection;
      // Stored meanwhile (by the retry loop), or the connection was replaced or removed.
      forget(pair);
      return stored;
    },
    drop(workspace) {
      const pair = pairs.get(workspaceKey(workspace));
      if (pair !== undefined) forget(pair);
    },
    async storeAllOnce() {
      stopped = true;
      let left = 0;
      for (const pair of [...pairs.values()]) {
        if (await storeOnce(pair)) continue;
        left += 1;
        logger?.error(
          { teamId: pair.workspace.teamId },
          'OAuth: stopping with a renewed Enlivy token the store never took: this workspace must be reconnected with /enlivy connect',
        );
      }
      return left === 0;
    },
  };
}
