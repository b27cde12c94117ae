import { setTimeout as delay } from 'node:timers/promises';
import {
  EnlivyAbortedError,
  type EnlivyClient,
  isEnlivyError,
  type TokenPair,
  type TokenSource,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Config } from '../../platform/config.js';
import { settlesWithin } from '../../platform/inflight.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { Connection, Stores, WorkspaceRef } from '../../store/index.js';
import { workspaceKey } from '../../store/index.js';
import { acquireRenewedLock, type RenewedLock } from '../../store/renewed-lock.js';
import { isDue, storedTokens } from './tokens.js';
import { createUnsavedPairs } from './unsaved-pairs.js';

export const OAUTH_EXPIRED_MESSAGE =
  "Enlivy no longer accepts this workspace's authorization (it was revoked in Enlivy, or it lapsed).";
/** Said in the reader's language (common copy); the English above is for the logs. */
export const OAUTH_EXPIRED = {
  message: 'error.oauthExpired.message',
  hint: 'error.oauthExpired.hint',
};

/** A holder that dies blocks the others this long at most; a live one keeps it alive. */
const LOCK_TTL_MS = 15_000;
const FIRST_POLL_MS = 50;
const LONGEST_POLL_MS = 500;

export interface OAuthRefresher {
  /** The token of an OAuth connection, renewed before it expires and once after a 401. */
  source(workspace: WorkspaceRef, connection: Connection): TokenSource;
  /**
   * For a stop: waits up to `timeoutMs` for the renewals in flight, then tries once more to store
   * every renewed pair the store has not taken. True when nothing is left unstored.
   */
  settle(timeoutMs: number): Promise<boolean>;
}

export interface RefresherDeps {
  stores: Pick<Stores, 'connections' | 'locks'>;
  enlivy: EnlivyClient;
  config: { enlivy: Pick<Config['enlivy'], 'oauth' | 'timeoutMs' | 'renewalTimeoutMs'> };
  now: () => Date;
  logger?: Logger;
}

/** A renewal in flight in this process, and how many commands still wait for it. */
interface Renewal {
  done: Promise<Connection>;
  waiting: number;
}

/**
 * One renewal per connection at a time, across instances, and never abandoned (see
 * docs/decisions/enlivy-tokens.md). In this process, the commands that need a fresh token share
 * one renewal; it runs apart from them, under the workspace's store lock (kept alive while it
 * runs), with its own timeout (ENLIVY_RENEWAL_TIMEOUT_MS). A command waits for it at most one
 * Enlivy timeout and is then told Enlivy is slow to renew; the renewal goes on and stores the new
 * pair the moment it arrives. Other instances wait for the lock and read the pair back; nobody
 * sends a refresh token twice. Only Enlivy's `invalid_grant` marks the connection expired.
 */
export function createOAuthRefresher(deps: RefresherDeps): OAuthRefresher {
  const { stores, now, logger } = deps;
  const { timeoutMs: waitMs, renewalTimeoutMs } = deps.config.enlivy;
  const renewals = new Map<string, Renewal>();
  const unsaved = createUnsavedPairs(stores.connections, logger);

  function usable(stored: Connection, rejected: string | undefined): boolean {
    if (stored.oauth === undefined) return true;
    if (rejected !== undefined && stored.token === rejected) return false;
    return !isDue(stored.oauth, now());
  }

  /** The connection as the store holds it, or the renewed pair it has not taken yet. */
  async function stored(workspace: WorkspaceRef): Promise<Connection> {
    const connection = unsaved.overlay(workspace, await stores.connections.get(workspace));
    if (connection === undefined) {
      throw new AppError('not_connected', 'This workspace is not connected to Enlivy any more.', {
        copy: { message: 'error.notConnected.anyMore' },
      });
    }
    return connection;
  }

  /** Renews under the lock; the new pair is stored at once, or kept until the store takes it. */
  async function renew(
    workspace: WorkspaceRef,
    connection: Connection,
    lock: RenewedLock,
  ): Promise<{ connection: Connection; lockKept: boolean }> {
    const oauth = deps.config.enlivy.oauth;
    const tokens = connection.oauth;
    if (oauth === undefined || tokens === undefined) {
      throw new AppError(
        'connection_expired',
        'This workspace was connected with Continue with Enlivy, but the app has no Enlivy OAuth settings now, so its token cannot be renewed.',
        { copy: { message: 'error.oauthUnconfigured.message', hint: 'error.hint.reconnect' } },
      );
    }
    if (connection.state === 'expired') {
      // Enlivy refused this grant already: asking again would only be refused again.
      throw new AppError('connection_expired', OAUTH_EXPIRED_MESSAGE, { copy: OAUTH_EXPIRED });
    }
    const issuedAt = now();
    let pair: TokenPair;
    try {
      pair = await deps.enlivy
        .oauth(oauth)
        .refresh(tokens.refreshToken, { timeoutMs: renewalTimeoutMs });
    } catch (err) {
      if (isEnlivyError(err) && err.oauthError === 'invalid_grant') {
        unsaved.drop(workspace);
        await stores.connections.markExpired(workspace, now()).catch((markErr: unknown) => {
          logger?.warn(
            { err: safeError(markErr) },
            'OAuth: Enlivy refused the refresh token, but the store did not take the mark',
          );
        });
        throw new AppError('connection_expired', OAUTH_EXPIRED_MESSAGE, {
          copy: OAUTH_EXPIRED,
          cause: err,
        });
      }
      if (err instanceof EnlivyAbortedError) {
        logger?.error(
          { teamId: workspace.teamId },
          'OAuth: a token renewal was cut off by the stop; if Enlivy completed it, this workspace must be reconnected',
        );
      }
      throw err;
    }
    const next: Connection = {
      ...connection,
      token: pair.accessToken,
      oauth: storedTokens(pair, issuedAt, tokens),
    };
    const pending = unsaved.get(workspace);
    try {
      if (pending !== undefined) throw new Error('An earlier renewed pair is not stored yet');
      await stores.connections.save(workspace, next);
      return { connection: next, lockKept: false };
    } catch (err) {
      unsaved.keep({ workspace, from: tokens.refreshToken, connection: next, lock }, err);
      return { connection: next, lockKept: true };
    }
  }

  /**
   * A connection with a token worth using: the stored one, one another instance renewed, or a
   * renewal of our own under the lock. Bounded by the renewal timeout plus the lock's lifetime.
   */
  async function obtain(workspace: WorkspaceRef, rejected: string | undefined) {
    const deadline = Date.now() + renewalTimeoutMs + LOCK_TTL_MS;
    const name = `oauth-refresh:${workspaceKey(workspace)}`;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, LONGEST_POLL_MS)) {
      const before = await stored(workspace);
      if (usable(before, rejected)) return before;
      // A pair the store has not taken keeps its lock: renewing from it needs no other.
      const held = unsaved.get(workspace)?.lock;
      const lock = held ?? (await acquireRenewedLock(stores.locks, name, LOCK_TTL_MS));
      if (lock !== undefined) {
        let kept = held !== undefined;
        try {
          const current = await stored(workspace);
          if (usable(current, rejected)) return current;
          const renewed = await renew(workspace, current, lock);
          kept = renewed.lockKept;
          return renewed.connection;
        } finally {
          if (!kept) await lock.release();
        }
      }
      if (Date.now() >= deadline) throw slowRenewal();
      await delay(pause);
    }
  }

  /** Joins this process's renewal of the workspace, or starts one; waits `waitMs` at most. */
  async function renewed(workspace: WorkspaceRef, rejected: string | undefined) {
    const key = workspaceKey(workspace);
    let renewal = renewals.get(key);
    if (renewal === undefined) {
      const started: Renewal = { done: obtain(workspace, rejected), waiting: 0 };
      renewal = started;
      renewals.set(key, started);
      started.done.then(
        () => renewals.delete(key),
        (err: unknown) => {
          renewals.delete(key);
          if (started.waiting === 0 && !(err instanceof AppError)) {
            logger?.warn(
              { err: safeError(err), teamId: workspace.teamId },
              'OAuth: a token renewal no command waits for any more did not complete',
            );
          }
        },
      );
    }
    renewal.waiting += 1;
    try {
      return await within(renewal.done, waitMs);
    } finally {
      renewal.waiting -= 1;
    }
  }

  /** The stored connection with a token worth using (not `rejected`, not due). */
  async function fresh(workspace: WorkspaceRef, rejected?: string): Promise<Connection> {
    const before = await stored(workspace);
    if (usable(before, rejected)) return before;
    const first = await renewed(workspace, rejected);
    // Joined a renewal that started before this token was turned down: one more, for it.
    if (rejected !== undefined && first.token === rejected) return renewed(workspace, rejected);
    return first;
  }

  return {
    source(workspace, connection) {
      let current = connection;
      return {
        async current() {
          if (current.oauth !== undefined && isDue(current.oauth, now())) {
            current = await fresh(workspace);
          }
          return current.token;
        },
        async renew(rejected) {
          current = await fresh(workspace, rejected);
          return current.token === rejected ? undefined : current.token;
        },
      };
    },
    async settle(timeoutMs) {
      const running = [...renewals.values()].map((renewal) => renewal.done);
      await settlesWithin(Promise.allSettled(running), timeoutMs);
      return unsaved.storeAllOnce();
    },
  };
}

function slowRenewal(): AppError {
  return new AppError(
    'renewal_slow',
    "Enlivy is slow to renew this workspace's token; the app is still waiting for its answer.",
    { copy: { message: 'error.renewalSlow.message' } },
  );
}

/** `work`, or the "slow to renew" answer once `ms` passed (the work goes on). */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(slowRenewal()), ms);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
