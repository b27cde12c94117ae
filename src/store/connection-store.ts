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

export interface ConnectionStore {
  get(workspace: WorkspaceRef): Promise<Connection | undefined>;
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

  return {
    async get(workspace) {
      const key = connectionKey(workspace);
      const record = await records.read(key, recordSchema, WHAT);
      if (record === undefined) return undefined;
      let token: string;
      let refreshToken: string | undefined;
      try {
        token = box.open(record.token, tokenAad(key));
        if (record.oauth) refreshToken = box.open(record.oauth.refreshToken, refreshAad(key));
      } catch (err) {
        throw openFailure(err, key, WHAT);
      }
      const { v: _v, token: _sealed, expiredAt, oauth, ...rest } = record;
      return {
        ...rest,
        token,
        ...(expiredAt === undefined ? {} : { expiredAt }),
        ...(oauth === undefined || refreshToken === undefined
          ? {}
          : { oauth: { ...oauth, refreshToken } }),
      };
    },

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
