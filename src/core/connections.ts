import {
  EnlivyAuthenticationError,
  type EnlivyError,
  EnlivyHttpError,
  isEnlivyError,
} from '../enlivy/errors.js';
import type { EnlivyClient } from '../enlivy/index.js';
import { AppError } from '../platform/app-error.js';
import type { Connection, SealedConnection, WorkspaceRef } from '../store/index.js';
import {
  createOAuthRefresher,
  OAUTH_EXPIRED,
  OAUTH_EXPIRED_MESSAGE,
  type RefresherDeps,
} from './oauth/refresh.js';

export interface ConnectedApi {
  api: EnlivyClient;
  orgId: string;
  connection: Connection;
}

/**
 * What a live check of the stored token found. Only 'ok' and 'expired' say anything about the
 * token; the others say why Enlivy's answer did not tell.
 */
export type TokenHealth =
  | 'ok'
  | 'expired'
  /** Enlivy is slow to renew an OAuth token. */
  | 'renewing'
  /** Enlivy answered with a server error (5xx). */
  | 'serverError'
  /** Enlivy did not answer in time. */
  | 'timeout'
  /** No connection to Enlivy could be made. */
  | 'unreachable'
  /** Enlivy turned the check away for too many requests (429). */
  | 'rateLimited'
  /** Enlivy answered, but refused to open the organization (403, 404, another 4xx). */
  | 'refused'
  /** Enlivy answered something the app could not read. */
  | 'unexpected';

/** A live check: the health, and Enlivy's HTTP status when it answered with one. */
export interface TokenCheck {
  health: TokenHealth;
  httpStatus?: number | undefined;
}

/** Why a check with a non-401 Enlivy error said nothing about the token. */
function uncheckedHealth(err: EnlivyError): TokenHealth {
  switch (err.kind) {
    case 'server':
      return 'serverError';
    case 'timeout':
      return 'timeout';
    case 'network':
      return 'unreachable';
    case 'rate_limited':
      return 'rateLimited';
    case 'forbidden':
    case 'not_found':
    case 'validation':
    case 'http':
      return 'refused';
    default:
      return 'unexpected';
  }
}

export interface ConnectionService {
  /**
   * The workspace's connection, or `not_connected` / `connection_expired`. `known` is the
   * connection this request already read (its role check did), checked instead of read again;
   * its secrets are opened here, where a call to Enlivy is about to need them.
   */
  require(workspace: WorkspaceRef, known?: KnownConnection): Promise<Connection>;
  /**
   * Runs `work` with a client bound to the workspace's Enlivy token. A 401 from Enlivy is
   * confirmed with one more call before the connection is marked expired, so every later
   * command says "reconnect" only when the token really stopped working.
   */
  use<T>(
    workspace: WorkspaceRef,
    work: (ctx: ConnectedApi) => Promise<T>,
    known?: KnownConnection,
  ): Promise<T>;
  /**
   * Checks the stored token live (also when it is marked expired): marks it expired on a
   * confirmed 401, clears the mark when it works again. Undefined when not connected.
   */
  check(workspace: WorkspaceRef): Promise<({ connection: Connection } & TokenCheck) | undefined>;
  /**
   * For a stop: waits up to `timeoutMs` for OAuth renewals in flight, then tries once more to
   * store renewed pairs the store has not taken (logged at error level when it still fails).
   */
  settleRenewals(timeoutMs: number): Promise<boolean>;
}

/** A connection this request already read: opened, or still sealed (as the role check reads it). */
export type KnownConnection = Connection | SealedConnection;

const EXPIRED_MESSAGE = 'Enlivy no longer accepts the token this workspace was connected with.';

function expired(connection: Pick<Connection, 'method'>, cause?: unknown): AppError {
  return connection.method === 'oauth'
    ? new AppError('connection_expired', OAUTH_EXPIRED_MESSAGE, { copy: OAUTH_EXPIRED, cause })
    : new AppError('connection_expired', EXPIRED_MESSAGE, {
        copy: { message: 'error.expired.tokenRefused' },
        cause,
      });
}

export function createConnectionService(
  stores: RefresherDeps['stores'],
  enlivy: EnlivyClient,
  options: Pick<RefresherDeps, 'config' | 'now' | 'logger'>,
): ConnectionService {
  const { now } = options;
  const refresher = createOAuthRefresher({ stores, enlivy, ...options });

  async function require(workspace: WorkspaceRef, known?: KnownConnection): Promise<Connection> {
    const connection = known ?? (await stores.connections.getSealed(workspace));
    if (connection === undefined) {
      throw new AppError('not_connected', 'This workspace is not connected to Enlivy yet.', {
        copy: { message: 'error.notConnected.yet' },
      });
    }
    if (connection.state === 'expired') throw expired(connection);
    return 'open' in connection ? connection.open() : connection;
  }

  /** A client for the connection: an OAuth token renews itself, other tokens are used as they are. */
  function clientFor(workspace: WorkspaceRef, connection: Connection): EnlivyClient {
    return connection.method === 'oauth'
      ? enlivy.withTokenSource(refresher.source(workspace, connection))
      : enlivy.withToken(connection.token);
  }

  /** One cheap call with the token: 'expired' only when Enlivy answers 401 again. */
  async function probe(workspace: WorkspaceRef, connection: Connection): Promise<TokenCheck> {
    try {
      await clientFor(workspace, connection).organizations.retrieve(connection.organizationId);
      return { health: 'ok' };
    } catch (err) {
      if (err instanceof EnlivyAuthenticationError) return { health: 'expired' };
      if (err instanceof AppError && err.code === 'connection_expired')
        return { health: 'expired' };
      if (err instanceof AppError && err.code === 'renewal_slow') return { health: 'renewing' };
      if (isEnlivyError(err)) return { health: uncheckedHealth(err), httpStatus: err.status };
      throw err;
    }
  }

  /** Writes what a probe found, but only while the probed token is still the stored one. */
  async function record(
    workspace: WorkspaceRef,
    connection: Connection,
    health: TokenHealth,
  ): Promise<Connection> {
    if (health !== 'ok' && health !== 'expired') return connection;
    if ((health === 'ok') === (connection.state === 'ok')) return connection;
    const current = await stores.connections.get(workspace).catch(() => undefined);
    if (current?.token !== connection.token) return current ?? connection;
    if (health === 'expired') {
      await stores.connections.markExpired(workspace, now().toISOString());
      return { ...current, state: 'expired', expiredAt: now().toISOString() };
    }
    const { expiredAt: _expiredAt, ...rest } = current;
    const restored: Connection = { ...rest, state: 'ok' };
    await stores.connections.save(workspace, restored);
    return restored;
  }

  return {
    require,
    async use(workspace, work, known) {
      const connection = await require(workspace, known);
      const api = clientFor(workspace, connection);
      try {
        return await work({ api, orgId: connection.organizationId, connection });
      } catch (err) {
        if (!(err instanceof EnlivyAuthenticationError)) throw err;
        // An OAuth token may have been renewed meanwhile: the probe checks the stored one.
        const latest =
          connection.method === 'oauth'
            ? ((await stores.connections.get(workspace)) ?? connection)
            : connection;
        const { health } = await probe(workspace, latest);
        if (health === 'expired') {
          await record(workspace, latest, health);
          throw expired(connection, err);
        }
        // One 401 that the next call does not repeat: not an expired token; say what happened.
        throw new EnlivyHttpError(
          "Enlivy turned this request down once as not signed in, but the workspace's token works when checked again.",
          401,
          { cause: err },
        );
      }
    },
    async check(workspace) {
      const connection = await stores.connections.get(workspace);
      if (connection === undefined) return undefined;
      let found = await probe(workspace, connection);
      // Same rule as `use`: a single 401 is confirmed before it counts.
      if (found.health === 'expired' && connection.state === 'ok')
        found = await probe(workspace, connection);
      // The probe may have renewed an OAuth token: show (and record on) the stored pair.
      const latest =
        connection.method === 'oauth'
          ? ((await stores.connections.get(workspace)) ?? connection)
          : connection;
      return { connection: await record(workspace, latest, found.health), ...found };
    },
    settleRenewals: (timeoutMs) => refresher.settle(timeoutMs),
  };
}
