/**
 * Enlivy as an OAuth 2.0 provider (authorization code flow, SDK docs/oauth.md): registered
 * clients, authorization codes, grants, access and refresh tokens with rotation, revocation.
 * Pure state; the HTTP side is in oauth.ts.
 */
import { randomSecret } from './ids.js';

export const OAUTH_SCOPES = ['webhooks:manage', 'accounting:read', 'accounting:write'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export const DEMO_CLIENT = { id: 'oac_demo', secret: 'demo-client-secret', name: 'Demo App' };

const CODE_TTL_MS = 10 * 60_000;

export interface OAuthGrant {
  id: number;
  clientId: string;
  accountId: string;
  organizationIds: string[];
  scopes: string[];
  revoked: boolean;
}

interface CodeRecord {
  grant: OAuthGrant;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

interface AccessRecord {
  grant: OAuthGrant;
  expiresAt: number;
}

interface RefreshRecord {
  grant: OAuthGrant;
  /** False once rotated away or revoked: the old refresh token stops working. */
  active: boolean;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** An RFC 6749 §5.2 error: `{"error", "error_description"}` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

/** Any loopback redirect URI is allowed for the demo client (apps under test run locally). */
export function isLoopbackRedirect(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) &&
    url.hash === ''
  );
}

export class OAuthProvider {
  readonly clients = new Map([[DEMO_CLIENT.id, DEMO_CLIENT]]);
  private readonly codes = new Map<string, CodeRecord>();
  private readonly access = new Map<string, AccessRecord>();
  private readonly refresh = new Map<string, RefreshRecord>();
  private readonly grants: OAuthGrant[] = [];
  /** Refresh tokens presented after they were rotated away (each revoked its grant). */
  reusedRefreshTokens = 0;

  constructor(
    private readonly now: () => number,
    /** Lifetime of access tokens in seconds (`--oauth-access-ttl`). */
    public accessTtlSeconds = 3600,
  ) {}

  /** Client id and secret from the body or HTTP Basic; `invalid_client` (401) otherwise. */
  authenticateClient(id: unknown, secret: unknown): void {
    const client = typeof id === 'string' ? this.clients.get(id) : undefined;
    if (client === undefined || secret !== client.secret) {
      throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
    }
  }

  issueCode(input: Omit<OAuthGrant, 'id' | 'revoked'> & { redirectUri: string }): string {
    const { redirectUri, ...grant } = input;
    const record: OAuthGrant = { ...grant, id: this.grants.length + 1, revoked: false };
    this.grants.push(record);
    const code = `oauc_${randomSecret(40)}`;
    this.codes.set(code, {
      grant: record,
      redirectUri,
      expiresAt: this.now() + CODE_TTL_MS,
      used: false,
    });
    return code;
  }

  /** A code is good once, for its client and redirect URI, for ten minutes. */
  exchangeCode(clientId: string, code: unknown, redirectUri: unknown): TokenPair {
    if (typeof code !== 'string' || code === '') {
      throw new OAuthError(400, 'invalid_request', 'The code parameter is required.');
    }
    const record = this.codes.get(code);
    if (record === undefined || record.grant.clientId !== clientId) {
      throw new OAuthError(400, 'invalid_grant', 'The authorization code is invalid.');
    }
    if (record.used) {
      // RFC 6749 §4.1.2: a code used twice revokes what it gave.
      record.grant.revoked = true;
      throw new OAuthError(400, 'invalid_grant', 'The authorization code was already used.');
    }
    if (record.expiresAt <= this.now()) {
      throw new OAuthError(400, 'invalid_grant', 'The authorization code has expired.');
    }
    if (redirectUri !== record.redirectUri) {
      throw new OAuthError(
        400,
        'invalid_grant',
        'The redirect_uri does not match the one the code was issued for.',
      );
    }
    record.used = true;
    return this.issuePair(record.grant);
  }

  /**
   * Rotation: the refresh token used here stops working; a new pair is issued. A rotated refresh
   * token presented again is taken as stolen (OAuth 2.1 §4.3.1, RFC 9700 §4.14.2): the whole
   * grant is revoked, every access and refresh token issued from it.
   */
  refreshPair(clientId: string, refreshToken: unknown): TokenPair {
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      throw new OAuthError(400, 'invalid_request', 'The refresh_token parameter is required.');
    }
    const record = this.refresh.get(refreshToken);
    if (record === undefined || record.grant.revoked || record.grant.clientId !== clientId) {
      throw new OAuthError(400, 'invalid_grant', 'The refresh token is invalid or was revoked.');
    }
    if (!record.active) {
      record.grant.revoked = true;
      this.reusedRefreshTokens += 1;
      throw new OAuthError(
        400,
        'invalid_grant',
        'The refresh token was already used; the grant is revoked.',
      );
    }
    record.active = false;
    return this.issuePair(record.grant);
  }

  /** RFC 7009: revoking either token ends the grant; unknown tokens are not an error. */
  revoke(clientId: string, token: unknown): void {
    if (typeof token !== 'string') return;
    const grant = this.refresh.get(token)?.grant ?? this.access.get(token)?.grant;
    if (grant?.clientId === clientId) grant.revoked = true;
  }

  /** Ends every grant (as when the person removes the app in Enlivy); returns how many. */
  revokeAll(): number {
    const live = this.grants.filter((grant) => !grant.revoked);
    for (const grant of live) grant.revoked = true;
    return live.length;
  }

  /** The grant behind a live access token, if `token` is one. */
  grantForAccessToken(token: string): OAuthGrant | undefined {
    const record = this.access.get(token);
    if (record === undefined || record.grant.revoked || record.expiresAt <= this.now())
      return undefined;
    return record.grant;
  }

  isAccessToken(token: string): boolean {
    return token.startsWith('eat_');
  }

  summary() {
    return {
      grants: this.grants.length,
      live_grants: this.grants.filter((grant) => !grant.revoked).length,
      access_ttl_seconds: this.accessTtlSeconds,
      reused_refresh_tokens: this.reusedRefreshTokens,
    };
  }

  private issuePair(grant: OAuthGrant): TokenPair {
    const accessToken = `eat_${randomSecret(40)}`;
    const refreshToken = `ert_${randomSecret(48)}`;
    this.access.set(accessToken, { grant, expiresAt: this.now() + this.accessTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { grant, active: true });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: this.accessTtlSeconds,
      scope: grant.scopes.join(' '),
    };
  }
}

/** The scope an API route needs from an OAuth token (undefined: any grant may call it). */
export function requiredScope(method: string, path: string): OAuthScope | undefined {
  if (path.includes('/event-destinations')) return 'webhooks:manage';
  if (path.includes('/invoices')) return method === 'GET' ? 'accounting:read' : 'accounting:write';
  if (/\/organizations\/[^/]+\/search$/.test(path)) return 'accounting:read';
  return undefined;
}
