import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Stores, WorkspaceRef } from '../store/index.js';

export const CONNECT_LINK_MINUTES = 10;

const payloadSchema = z.object({
  kind: z.enum(['link', 'session']),
  workspace: z.object({
    enterpriseId: z.string().optional(),
    teamId: z.string().optional(),
    isEnterpriseInstall: z.boolean().optional(),
  }),
  userId: z.string(),
  channelId: z.string().optional(),
  workspaceName: z.string().optional(),
  userName: z.string().optional(),
  expiresAt: z.number(),
});

export type ConnectGrant = z.infer<typeof payloadSchema>;

export interface ConnectSession {
  id: string;
  csrf: string;
  grant: ConnectGrant;
}

export interface ConnectLinks {
  create(input: {
    workspace: WorkspaceRef;
    userId: string;
    channelId?: string | undefined;
    workspaceName?: string | undefined;
    userName?: string | undefined;
  }): Promise<{ url: string; validMinutes: number }>;
  /** Spends a link (once) and opens a browser session for it; undefined when forged, used or expired. */
  redeem(token: string): Promise<ConnectSession | undefined>;
  /**
   * Spends a session id: every page view and form post uses a fresh one, so a form cannot be
   * replayed. Returns the grant and the CSRF value the spent id's form carried.
   */
  claim(sessionId: string): Promise<{ grant: ConnectGrant; csrf: string } | undefined>;
  /** A fresh session for the same grant, until the link's ten minutes are up. */
  reissue(grant: ConnectGrant): Promise<ConnectSession | undefined>;
  checkCsrf(expected: string, value: string): boolean;
}

/**
 * One-time connect links. A link is `<nonce>.<mac>`: the MAC rejects forged links without a store
 * read, the nonce is spent on first use. Opening it trades it for a short session cookie and a
 * redirect, so the secret link does not linger in the address bar or history.
 */
export function createConnectLinks(options: {
  stores: Pick<Stores, 'oneTime'>;
  publicUrl: string;
  secret: Buffer;
  now?: () => number;
}): ConnectLinks {
  const now = options.now ?? Date.now;
  const mac = (value: string, purpose: string) =>
    createHmac('sha256', options.secret)
      .update(`${purpose}:${value}`)
      .digest('base64url')
      .slice(0, 32);

  async function take(
    nonce: string,
    kind: ConnectGrant['kind'],
  ): Promise<ConnectGrant | undefined> {
    const raw = await options.stores.oneTime.consume(nonce);
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success || parsed.data.kind !== kind || parsed.data.expiresAt <= now())
      return undefined;
    return parsed.data;
  }

  async function issueSession(grant: ConnectGrant): Promise<ConnectSession | undefined> {
    const ttl = grant.expiresAt - now();
    if (ttl <= 0) return undefined;
    const id = await options.stores.oneTime.create({ ...grant, kind: 'session' }, ttl);
    return { id, csrf: mac(id, 'csrf'), grant: { ...grant, kind: 'session' } };
  }

  return {
    async create({ workspace, userId, channelId, workspaceName, userName }) {
      const expiresAt = now() + CONNECT_LINK_MINUTES * 60_000;
      const grant: ConnectGrant = {
        kind: 'link',
        workspace: strip(workspace),
        userId,
        expiresAt,
        ...(channelId ? { channelId } : {}),
        ...(workspaceName ? { workspaceName } : {}),
        ...(userName ? { userName } : {}),
      };
      const nonce = await options.stores.oneTime.create(grant, CONNECT_LINK_MINUTES * 60_000);
      return {
        url: `${options.publicUrl}/connect/${nonce}.${mac(nonce, 'link')}`,
        validMinutes: CONNECT_LINK_MINUTES,
      };
    },
    async redeem(token) {
      const [nonce, signature] = token.split('.');
      if (
        nonce === undefined ||
        signature === undefined ||
        !safeEqual(signature, mac(nonce, 'link'))
      )
        return undefined;
      const grant = await take(nonce, 'link');
      return grant === undefined ? undefined : issueSession(grant);
    },
    async claim(sessionId) {
      const grant = await take(sessionId, 'session');
      return grant === undefined ? undefined : { grant, csrf: mac(sessionId, 'csrf') };
    },
    reissue: issueSession,
    checkCsrf(expected, value) {
      return safeEqual(value, expected);
    },
  };
}

function strip(workspace: WorkspaceRef): ConnectGrant['workspace'] {
  return {
    ...(workspace.enterpriseId ? { enterpriseId: workspace.enterpriseId } : {}),
    ...(workspace.teamId ? { teamId: workspace.teamId } : {}),
    ...(workspace.isEnterpriseInstall !== undefined
      ? { isEnterpriseInstall: workspace.isEnterpriseInstall }
      : {}),
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
