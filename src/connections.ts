import { EnlivyAuthenticationError } from './api/errors.js';
import type { EnlivyClient } from './api/index.js';
import { AppError } from './errors.js';
import type { Connection, Stores, WorkspaceRef } from './store/index.js';

export interface ConnectedApi {
  api: EnlivyClient;
  orgId: string;
  connection: Connection;
}

export interface ConnectionService {
  /** The workspace's connection, or `not_connected` / `connection_expired`. */
  require(workspace: WorkspaceRef): Promise<Connection>;
  /**
   * Runs `work` with a client bound to the workspace's Enlivy token. A 401 from Enlivy marks the
   * connection expired, so every later command says "reconnect" instead of failing obscurely.
   */
  use<T>(workspace: WorkspaceRef, work: (ctx: ConnectedApi) => Promise<T>): Promise<T>;
}

export function createConnectionService(
  stores: Pick<Stores, 'connections'>,
  enlivy: EnlivyClient,
  now: () => Date = () => new Date(),
): ConnectionService {
  async function require(workspace: WorkspaceRef): Promise<Connection> {
    const connection = await stores.connections.get(workspace);
    if (connection === undefined) {
      throw new AppError('not_connected', 'This workspace is not connected to Enlivy yet.');
    }
    if (connection.state === 'expired') {
      throw new AppError(
        'connection_expired',
        'Enlivy no longer accepts the token this workspace was connected with.',
      );
    }
    return connection;
  }

  return {
    require,
    async use(workspace, work) {
      const connection = await require(workspace);
      const api = enlivy.withToken(connection.token);
      try {
        return await work({ api, orgId: connection.organizationId, connection });
      } catch (err) {
        if (err instanceof EnlivyAuthenticationError) {
          // Only the token that failed is expired: an admin may have reconnected meanwhile.
          const current = await stores.connections.get(workspace).catch(() => undefined);
          if (current?.token === connection.token) {
            await stores.connections.markExpired(workspace, now().toISOString());
          }
          throw new AppError(
            'connection_expired',
            'Enlivy no longer accepts the token this workspace was connected with.',
            { cause: err },
          );
        }
        throw err;
      }
    },
  };
}
