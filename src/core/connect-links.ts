import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../platform/i18n/index.js';
import type { Stores, WorkspaceRef } from '../store/index.js';
import { workspaceRefSchema } from '../store/index.js';

export const CONNECT_LINK_MINUTES = 10;

export const grantSchema = z.object({
  /** Sessions only: names their link (derived from it), the same in every session of one link. */
  linkId: z.string().optional(),
  kind: z.enum(['link', 'session']),
  workspace: workspaceRefSchema,
  userId: z.string(),
  channelId: z.string().optional(),
  workspaceName: z.string().optional(),
  userName: z.string().optional(),
  /** The language of the person who asked for the link: the pages speak it (older links: none). */
  language: z.enum(LANGUAGES).optional(),
  expiresAt: z.number(),
});

export type ConnectGrant = z.infer<typeof grantSchema>;

export interface ConnectSession {
  id: string;
  grant: ConnectGrant;
}

/** What a link is, found without spending it. */
export type LinkState =
  | { state: 'open'; grant: ConnectGrant }
  /** Spent already: `linkId` lets a browser that holds its session continue. */
  | { state: 'used'; linkId: string }
  | { state: 'expired' }
  | { state: 'invalid' };

export interface ConnectLinks {
  create(input: {
    workspace: WorkspaceRef;
    userId: string;
    channelId?: string | undefined;
    workspaceName?: string | undefined;
    userName?: string | undefined;
    language?: Language | undefined;
  }): Promise<{ url: string; validMinutes: number }>;
  /** Reads a link without spending it: link previewers and scanners fetch URLs too. */
  inspect(token: string): Promise<LinkState>;
  /** Spends a link (once, on an explicit POST) and opens a browser session for it. */
  redeem(token: string): Promise<ConnectSession | undefined>;
  /** The session behind a cookie, without spending it (every tab of the browser may show it). */
  session(sessionId: string): Promise<ConnectSession | undefined>;
  /** Spends a session for one form post: of two concurrent posts exactly one gets it. */
  claim(sessionId: string): Promise<ConnectGrant | undefined>;
  /** A fresh session for the same grant, until the link's ten minutes are up. */
  reissue(grant: ConnectGrant): Promise<ConnectSession | undefined>;
  /** The CSRF value of every form opened from one link (the same in every tab). */
  csrf(grant: ConnectGrant): string;
  checkCsrf(grant: ConnectGrant, value: string): boolean;
}

/**
 * One-time connect links. A link is `<nonce>.<expiry>.<mac>`: the MAC rejects forged links
 * without a store read and lets an expired link be told from a used one; the nonce is spent by
 * the page's Continue button (never by a GET). Spending it opens a session cookie and redirects,
 * so the secret link does not linger in the address bar or history.
 */
export function createConnectLinks(options: {
  stores: Pick<Stores, 'oneTime'>;
  publicUrl: string;
  secret: Buffer;
  now?: () => number;
}): ConnectLinks {
  const now = options.now ?? Date.now;
  const mac = macWith(options.secret);

  function parse(token: string): { nonce: string; expiresAt: number } | undefined {
    const [nonce, expiry, signature, ...rest] = token.split('.');
    if (nonce === undefined || expiry === undefined || signature === undefined || rest.length > 0)
      return undefined;
    if (!safeEqual(signature, mac(`${nonce}.${expiry}`, 'link'))) return undefined;
    return { nonce, expiresAt: Number.parseInt(expiry, 36) };
  }

  function grantOf(raw: Record<string, unknown> | undefined, kind: ConnectGrant['kind']) {
    const parsed = grantSchema.safeParse(raw);
    if (!parsed.success || parsed.data.kind !== kind || parsed.data.expiresAt <= now())
      return undefined;
    return parsed.data;
  }

  async function issueSession(grant: ConnectGrant): Promise<ConnectSession | undefined> {
    const ttl = grant.expiresAt - now();
    if (ttl <= 0) return undefined;
    const session: ConnectGrant = { ...grant, kind: 'session' };
    const id = await options.stores.oneTime.create(session, ttl);
    return { id, grant: session };
  }

  return {
    async create({ workspace, userId, channelId, workspaceName, userName, language }) {
      const expiresAt = now() + CONNECT_LINK_MINUTES * 60_000;
      const grant: ConnectGrant = {
        kind: 'link',
        workspace: strip(workspace),
        userId,
        expiresAt,
        ...(channelId ? { channelId } : {}),
        ...(workspaceName ? { workspaceName } : {}),
        ...(userName ? { userName } : {}),
        ...(language ? { language } : {}),
      };
      const id = await options.stores.oneTime.create(grant, CONNECT_LINK_MINUTES * 60_000);
      const expiry = expiresAt.toString(36);
      return {
        url: `${options.publicUrl}/connect/${id}.${expiry}.${mac(`${id}.${expiry}`, 'link')}`,
        validMinutes: CONNECT_LINK_MINUTES,
      };
    },
    async inspect(token) {
      const link = parse(token);
      if (link === undefined) return { state: 'invalid' };
      if (link.expiresAt <= now()) return { state: 'expired' };
      const grant = grantOf(await options.stores.oneTime.peek(link.nonce), 'link');
      return grant === undefined
        ? { state: 'used', linkId: mac(link.nonce, 'grant') }
        : { state: 'open', grant };
    },
    async redeem(token) {
      const link = parse(token);
      if (link === undefined || link.expiresAt <= now()) return undefined;
      const grant = grantOf(await options.stores.oneTime.consume(link.nonce), 'link');
      return grant === undefined
        ? undefined
        : issueSession({ ...grant, linkId: mac(link.nonce, 'grant') });
    },
    async session(sessionId) {
      const grant = grantOf(await options.stores.oneTime.peek(sessionId), 'session');
      return grant === undefined ? undefined : { id: sessionId, grant };
    },
    async claim(sessionId) {
      return grantOf(await options.stores.oneTime.consume(sessionId), 'session');
    },
    reissue: issueSession,
    csrf: (grant) => mac(grant.linkId ?? '', 'csrf'),
    checkCsrf(grant, value) {
      return grant.linkId !== undefined && safeEqual(value, mac(grant.linkId, 'csrf'));
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

/** A short MAC of `value` for one `purpose` (link, session CSRF, OAuth state …). */
export function macWith(secret: Buffer): (value: string, purpose: string) => string {
  return (value, purpose) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 32);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
