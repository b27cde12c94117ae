import { setTimeout as delay } from 'node:timers/promises';
import {
  type EnlivyClient,
  EnlivyTimeoutError,
  isEnlivyError,
  type TokenPair,
  type TokenSource,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Config } from '../../platform/config.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { Connection, Stores, WorkspaceRef } from '../../store/index.js';
import { workspaceKey } from '../../store/index.js';
import { acquireRenewedLock } from '../../store/renewed-lock.js';
import { isDue, storedTokens } from './tokens.js';

export const OAUTH_EXPIRED_MESSAGE =
  "Enlivy no longer accepts this workspace's authorization (it was revoked in Enlivy, or it lapsed).";
export const OAUTH_EXPIRED_HINT =
  'An admin must reconnect with `/enlivy connect` (Continue with Enlivy).';

const SAVE_ATTEMPTS = 3;
const SAVE_RETRY_MS = 250;

const LOCK_TTL_MS = 15_000;
const POLL_MS = 50;

export interface OAuthRefresher {
  /** The token of an OAuth connection, renewed before it expires and once after a 401. */
  source(workspace: WorkspaceRef, connection: Connection): TokenSource;
}

export interface RefresherDeps {
  stores: Pick<Stores, 'connections' | 'locks'>;
  enlivy: EnlivyClient;
  config: { enlivy: Pick<Config['enlivy'], 'oauth' | 'timeoutMs'> };
  now: () => Date;
  /** Told when a renewed pair could not be stored (it is then kept in this process). */
  logger?: Logger;
}

/**
 * Exactly one refresh per expiry across every instance on the store: the refresher takes the
 * workspace's store lock (kept alive while Enlivy answers, so a slow refresh is never repeated
 * by another instance with the spent refresh token), reads the connection again, and refreshes
 * only if nobody did meanwhile. The new pair is stored (encrypted) before anyone uses it; the
 * instances that waited read it from the store. Enlivy's `invalid_grant` marks the connection
 * expired; a network failure or a 5xx leaves it as it is, to be tried again.
 */
export function createOAuthRefresher(deps: RefresherDeps): OAuthRefresher {
  const { stores, now } = deps;
  /** How long a caller waits for another instance's refresh before giving up. */
  const waitMs = 2 * deps.config.enlivy.timeoutMs + 5_000;

  function usable(stored: Connection, rejected: string | undefined): boolean {
    if (stored.oauth === undefined) return true;
    if (rejected !== undefined && stored.token === rejected) return false;
    return !isDue(stored.oauth, now());
  }

  /**
   * Renewed pairs the store did not take (Enlivy had already spent the old refresh token, so
   * dropping one would lose the grant), by workspace: used from here, and saved again on each
   * use until the store takes them. `from` is the refresh token they replace: a connection
   * replaced or removed meanwhile makes them void.
   */
  const unsaved = new Map<string, { from: string; connection: Connection }>();

  async function stored(workspace: WorkspaceRef): Promise<Connection> {
    const key = workspaceKey(workspace);
    const connection = await stores.connections.get(workspace);
    if (connection === undefined) {
      unsaved.delete(key);
      throw new AppError('not_connected', 'This workspace is not connected to Enlivy any more.');
    }
    const pending = unsaved.get(key);
    if (pending === undefined) return connection;
    if (connection.oauth?.refreshToken !== pending.from) {
      unsaved.delete(key);
      return connection;
    }
    try {
      await stores.connections.save(workspace, pending.connection);
      unsaved.delete(key);
      deps.logger?.info('OAuth: the renewed Enlivy token kept in memory is now stored');
    } catch {
      // Still not stored: keep using it from memory.
    }
    return pending.connection;
  }

  async function refresh(workspace: WorkspaceRef, connection: Connection): Promise<Connection> {
    const oauth = deps.config.enlivy.oauth;
    const tokens = connection.oauth;
    if (oauth === undefined || tokens === undefined) {
      throw new AppError(
        'connection_expired',
        'This workspace was connected with Continue with Enlivy, but the app has no Enlivy OAuth settings now, so its token cannot be renewed.',
        { hint: 'An admin can reconnect with `/enlivy connect`.' },
      );
    }
    if (connection.state === 'expired') {
      // Enlivy refused this grant already: asking again would only be refused again.
      throw new AppError('connection_expired', OAUTH_EXPIRED_MESSAGE, { hint: OAUTH_EXPIRED_HINT });
    }
    const issuedAt = now();
    let pair: TokenPair;
    try {
      pair = await deps.enlivy.oauth(oauth).refresh(tokens.refreshToken);
    } catch (err) {
      if (isEnlivyError(err) && err.oauthError === 'invalid_grant') {
        await stores.connections.markExpired(workspace, now());
        throw new AppError('connection_expired', OAUTH_EXPIRED_MESSAGE, {
          hint: OAUTH_EXPIRED_HINT,
          cause: err,
        });
      }
      throw err;
    }
    const next: Connection = {
      ...connection,
      token: pair.accessToken,
      oauth: storedTokens(pair, issuedAt, tokens),
    };
    try {
      await saveRenewed(workspace, next);
    } catch (err) {
      unsaved.set(workspaceKey(workspace), { from: tokens.refreshToken, connection: next });
      deps.logger?.error(
        { err: safeError(err) },
        'OAuth: the renewed Enlivy token could not be stored; it is kept in memory and stored on its next use (a restart before then loses the grant)',
      );
    }
    return next;
  }

  /** Enlivy has spent the old refresh token: a store that blinks is tried again. */
  async function saveRenewed(workspace: WorkspaceRef, next: Connection): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await stores.connections.save(workspace, next);
        return;
      } catch (err) {
        if (attempt >= SAVE_ATTEMPTS) throw err;
        await delay(SAVE_RETRY_MS * attempt);
      }
    }
  }

  /** The stored connection with a token worth using (not `rejected`, not due). */
  async function fresh(workspace: WorkspaceRef, rejected?: string): Promise<Connection> {
    const name = `oauth-refresh:${workspaceKey(workspace)}`;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const before = await stored(workspace);
      if (usable(before, rejected)) return before;
      const lock = await acquireRenewedLock(stores.locks, name, LOCK_TTL_MS);
      if (lock === undefined) {
        if (Date.now() >= deadline) {
          throw new EnlivyTimeoutError('Renewing the Enlivy token took too long', waitMs);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      try {
        const current = await stored(workspace);
        return usable(current, rejected) ? current : await refresh(workspace, current);
      } finally {
        await lock.release();
      }
    }
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
  };
}
