import { z } from 'zod';
import type { SecretBox } from './crypto.js';
import { connectionKey, type WorkspaceRef } from './keys.js';
import { openFailure, type Records } from './records.js';

/** A workspace's link to its Enlivy organization. `token` is clear in memory, sealed at rest. */
export interface Connection {
  organizationId: string;
  organizationName: string;
  apiBaseUrl: string;
  token: string;
  /** Slack user id of whoever connected it. */
  connectedBy: string;
  /** ISO timestamp. */
  connectedAt: string;
  /**
   * How the token was obtained: `password` = the app signed in for it (so the app revokes it when
   * it is replaced or disconnected); `token` = the person pasted it (only ever forgotten);
   * `oauth` = "Continue with Enlivy" (the grant is revoked when replaced or disconnected).
   */
  method: 'password' | 'token' | 'oauth';
  /** OAuth only: what renews the access token (`token`). Clear in memory, sealed at rest. */
  oauth?: OAuthTokens;
  state: 'ok' | 'expired';
  /** ISO timestamp; set when a 401 marked the connection expired. */
  expiredAt?: string;
}

export interface OAuthTokens {
  refreshToken: string;
  /** ISO timestamp: when Enlivy stops accepting the access token. */
  accessExpiresAt: string;
  /** ISO timestamp: when the app renews it (a little before it expires). */
  renewAt: string;
  /** What the grant allows, e.g. `webhooks:manage`. */
  scopes: string[];
}

/**
 * A connection as read for a decision (a role, the connection's state, who connected it), its
 * secrets still sealed: `open()` decrypts them when a call to Enlivy needs them (once; it throws
 * store_corrupt as `get` does when they do not open).
 */
export type SealedConnection = Omit<Connection, 'token' | 'oauth'> & {
  oauth?: Omit<OAuthTokens, 'refreshToken'>;
  open(): Connection;
};

export interface ConnectionStore {
  get(workspace: WorkspaceRef): Promise<Connection | undefined>;
  /** The same record as `get`, its secrets not decrypted until `open()`. */
  getSealed(workspace: WorkspaceRef): Promise<SealedConnection | undefined>;
  save(workspace: WorkspaceRef, connection: Connection): Promise<void>;
  /** True when there was a connection to forget. */
  delete(workspace: WorkspaceRef): Promise<boolean>;
  /** Marks the stored connection expired; false when there is none. */
  markExpired(workspace: WorkspaceRef, at: string | Date): Promise<boolean>;
}

const recordSchema = z.object({
  v: z.literal(1),
  organizationId: z.string().min(1),
  organizationName: z.string(),
  apiBaseUrl: z.string().min(1),
  token: z.string().min(1),
  connectedBy: z.string().min(1),
  connectedAt: z.string().min(1),
  // Records written before the field was required count as pasted tokens, never revoked.
  method: z.enum(['password', 'token', 'oauth']).default('token'),
  oauth: z
    .object({
      refreshToken: z.string().min(1),
      accessExpiresAt: z.string().min(1),
      renewAt: z.string().min(1),
      scopes: z.array(z.string()),
    })
    .optional(),
  state: z.enum(['ok', 'expired']),
  expiredAt: z.string().optional(),
});

type ConnectionRecord = z.output<typeof recordSchema>;

const WHAT = 'Enlivy connection';

export function createConnectionStore(records: Records, box: SecretBox): ConnectionStore {
  const tokenAad = (key: string) => `${key}#token`;
  const refreshAad = (key: string) => `${key}#refresh`;

  function openConnection(
    key: string,
    described: Omit<Connection, 'token' | 'oauth'>,
    sealedToken: string,
    oauth: ConnectionRecord['oauth'],
  ): Connection {
    let token: string;
    let refreshToken: string | undefined;
    try {
      token = box.open(sealedToken, tokenAad(key));
      if (oauth) refreshToken = box.open(oauth.refreshToken, refreshAad(key));
    } catch (err) {
      throw openFailure(err, key, WHAT);
    }
    return {
      ...described,
      token,
      ...(oauth === undefined || refreshToken === undefined
        ? {}
        : { oauth: { ...oauth, refreshToken } }),
    };
  }

  async function getSealed(workspace: WorkspaceRef): Promise<SealedConnection | undefined> {
    const key = connectionKey(workspace);
    const record = await records.read(key, recordSchema, WHAT);
    if (record === undefined) return undefined;
    const { v: _v, token: sealedToken, expiredAt, oauth, ...rest } = record;
    const described = {
      ...rest,
      ...(expiredAt === undefined ? {} : { expiredAt }),
    };
    let opened: Connection | undefined;
    return {
      ...described,
      ...(oauth === undefined ? {} : { oauth: withoutRefreshToken(oauth) }),
      open() {
        opened ??= openConnection(key, described, sealedToken, oauth);
        return opened;
      },
    };
  }

  return {
    async get(workspace) {
      return (await getSealed(workspace))?.open();
    },

    getSealed,

    async save(workspace, connection) {
      if (connection.token === '') throw new Error('A connection needs a token');
      const key = connectionKey(workspace);
      const record: ConnectionRecord = {
        v: 1,
        organizationId: connection.organizationId,
        organizationName: connection.organizationName,
        apiBaseUrl: connection.apiBaseUrl,
        token: box.seal(connection.token, tokenAad(key)),
        connectedBy: connection.connectedBy,
        connectedAt: connection.connectedAt,
        method: connection.method,
        ...(connection.oauth === undefined
          ? {}
          : {
              oauth: {
                ...connection.oauth,
                refreshToken: box.seal(connection.oauth.refreshToken, refreshAad(key)),
              },
            }),
        state: connection.state,
        ...(connection.expiredAt === undefined ? {} : { expiredAt: connection.expiredAt }),
      };
      await records.write(key, record);
    },

    async delete(workspace) {
      return records.remove(connectionKey(workspace));
    },

    async markExpired(workspace, at) {
      const key = connectionKey(workspace);
      const record = await records.read(key, recordSchema, WHAT);
      if (record === undefined) return false;
      const expiredAt = typeof at === 'string' ? at : at.toISOString();
      await records.write(key, {
        ...record,
        state: 'expired',
        expiredAt,
      } satisfies ConnectionRecord);
      return true;
    },
  };
}

function withoutRefreshToken({
  refreshToken: _sealed,
  ...rest
}: NonNullable<ConnectionRecord['oauth']>): Omit<OAuthTokens, 'refreshToken'> {
  return rest;
}
