/**
 * The OAuth routes: the consent page (`GET /oauth/authorize`, the demo account signed in), its
 * Approve/Deny post, `POST /oauth/token` (authorization_code and refresh_token grants) and
 * `POST /oauth/token/revoke`; plus the control route that approves without the page.
 */
import type { RouteContext } from './context.js';
import { bodyObject } from './context.js';
import { HttpError, ok, type ParsedQuery, type Reply, validationError } from './http.js';
import { consentPage, consentProblemPage } from './oauth-page.js';
import {
  isLoopbackRedirect,
  OAUTH_SCOPES,
  OAuthError,
  type OAuthGrant,
  requiredScope,
} from './oauth-provider.js';
import type { Route } from './router.js';
import { SEED } from './seed.js';

/** A valid authorization request, or the reason it cannot even be redirected back. */
interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  scopes: string[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Checks client and redirect URI first: when either is wrong the person is not sent back. */
function readAuthorize(ctx: RouteContext, params: Record<string, unknown>): AuthorizeRequest {
  const clientId = text(params.client_id) ?? '';
  if (!ctx.deps.oauth.clients.has(clientId)) {
    throw new HttpError(400, 'Unknown client_id: this app is not registered with Enlivy.');
  }
  const redirectUri = text(params.redirect_uri) ?? '';
  if (!isLoopbackRedirect(redirectUri)) {
    throw new HttpError(400, 'The redirect_uri is not registered for this app.');
  }
  return {
    clientId,
    redirectUri,
    state: text(params.state),
    scopes: (text(params.scope) ?? '').split(' ').filter((s) => s !== ''),
  };
}

function redirectTo(request: AuthorizeRequest, params: Record<string, string>): Reply {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  return { status: 302, headers: { location: url.toString() }, raw: Buffer.alloc(0) };
}

/** The redirect for a request the person can be sent back with an error for, if any. */
function requestError(request: AuthorizeRequest, responseType: unknown): Reply | undefined {
  if (responseType !== 'code') {
    return redirectTo(request, {
      error: 'unsupported_response_type',
      error_description: 'Only response_type=code is supported.',
    });
  }
  const unknown = request.scopes.filter((s) => !(OAUTH_SCOPES as readonly string[]).includes(s));
  if (request.scopes.length === 0 || unknown.length > 0) {
    return redirectTo(request, {
      error: 'invalid_scope',
      error_description: `Unknown or missing scope: ${unknown.join(' ') || '(none)'}.`,
    });
  }
  return undefined;
}

function demoAccount(ctx: RouteContext) {
  const account = ctx.deps.state.accountByEmail(SEED.account.email);
  if (account === undefined) throw new HttpError(500, 'The demo account is not seeded.');
  return account;
}

/** Approves for the demo account: a code bound to client and redirect URI, sent back. */
function approve(
  ctx: RouteContext,
  request: AuthorizeRequest,
  chosen: { organizationIds: string[]; scopes: string[] },
): Reply {
  const account = demoAccount(ctx);
  const organizationIds = chosen.organizationIds.filter((id) =>
    ctx.deps.state.isMember(account.id, id),
  );
  const scopes = chosen.scopes.filter((s) => request.scopes.includes(s));
  const code = ctx.deps.oauth.issueCode({
    clientId: request.clientId,
    accountId: account.id,
    organizationIds,
    scopes,
    redirectUri: request.redirectUri,
  });
  return redirectTo(request, { code });
}

function deny(request: AuthorizeRequest): Reply {
  return redirectTo(request, {
    error: 'access_denied',
    error_description: 'The user denied the request.',
  });
}

function html(status: number, body: string): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    raw: Buffer.from(body, 'utf8'),
  };
}

function showConsent(ctx: RouteContext): Reply {
  let request: AuthorizeRequest;
  try {
    request = readAuthorize(ctx, ctx.query);
  } catch (error) {
    if (error instanceof HttpError) return html(error.status, consentProblemPage(error.message));
    throw error;
  }
  const refused = requestError(request, ctx.query.response_type);
  if (refused) return refused;
  const account = demoAccount(ctx);
  return html(
    200,
    consentPage({
      clientName: ctx.deps.oauth.clients.get(request.clientId)?.name ?? request.clientId,
      account,
      organizations: ctx.deps.state.organizationsOf(account.id).map((org) => org.data),
      hidden: {
        client_id: request.clientId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: request.scopes.join(' '),
        ...(request.state === undefined ? {} : { state: request.state }),
      },
      scopes: request.scopes,
    }),
  );
}

function decide(ctx: RouteContext): Reply {
  const body = bodyObject(ctx);
  let request: AuthorizeRequest;
  try {
    request = readAuthorize(ctx, body);
  } catch (error) {
    if (error instanceof HttpError) return html(error.status, consentProblemPage(error.message));
    throw error;
  }
  const refused = requestError(request, body.response_type);
  if (refused) return refused;
  if (body.decision !== 'approve') return deny(request);
  return approve(ctx, request, {
    organizationIds: list(body.organization_ids),
    scopes: list(body.scopes),
  });
}

function oauthError(error: unknown): Reply {
  if (!(error instanceof OAuthError)) throw error;
  return {
    status: error.status,
    body: { error: error.code, error_description: error.message },
    headers: {
      'cache-control': 'no-store',
      ...(error.status === 401 ? { 'www-authenticate': 'Basic realm="oauth"' } : {}),
    },
  };
}

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or the body. */
function clientOf(ctx: RouteContext, body: Record<string, unknown>): string {
  const basic = /^Basic\s+(\S+)$/i.exec(String(ctx.headers.authorization ?? ''))?.[1];
  let id = body.client_id;
  let secret = body.client_secret;
  if (basic !== undefined) {
    const [user = '', ...rest] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    id = decodeURIComponent(user);
    secret = decodeURIComponent(rest.join(':'));
  }
  ctx.deps.oauth.authenticateClient(id, secret);
  return id as string;
}

function isForm(ctx: RouteContext): boolean {
  return String(ctx.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function token(ctx: RouteContext): Reply {
  try {
    if (!isForm(ctx)) {
      throw new OAuthError(400, 'invalid_request', 'The body must be form-encoded.');
    }
    const body = bodyObject(ctx) as ParsedQuery;
    const clientId = clientOf(ctx, body);
    const { oauth } = ctx.deps;
    switch (body.grant_type) {
      case 'authorization_code':
        return ok(oauth.exchangeCode(clientId, body.code, body.redirect_uri));
      case 'refresh_token':
        return ok(oauth.refreshPair(clientId, body.refresh_token));
      default:
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'grant_type must be authorization_code or refresh_token.',
        );
    }
  } catch (error) {
    return oauthError(error);
  }
}

function revoke(ctx: RouteContext): Reply {
  try {
    const body = bodyObject(ctx);
    ctx.deps.oauth.revoke(clientOf(ctx, body), body.token);
    return ok({ status: 'ok' });
  } catch (error) {
    return oauthError(error);
  }
}

/**
 * `POST /__control/oauth/approve {"authorize_url", "organization_id"}` (null: none; or
 * `organization_ids: [...]`), optional `scopes` (default: all requested), `deny: true`.
 */
function controlApprove(ctx: RouteContext): Reply {
  const body = bodyObject(ctx);
  const authorizeUrl = text(body.authorize_url);
  if (authorizeUrl === undefined || !URL.canParse(authorizeUrl)) {
    throw validationError({ authorize_url: ['The authorize_url field must be a URL.'] });
  }
  const params = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const request = readAuthorize(ctx, params);
  const reply =
    requestError(request, params.response_type) ??
    (body.deny === true
      ? deny(request)
      : approve(ctx, request, {
          organizationIds:
            body.organization_ids !== undefined
              ? list(body.organization_ids)
              : list(body.organization_id),
          scopes: body.scopes === undefined ? request.scopes : list(body.scopes),
        }));
  return ok({ data: { location: reply.headers?.location } });
}

function controlRevokeAll(ctx: RouteContext): Reply {
  return ok({ data: { revoked: ctx.deps.oauth.revokeAll() } });
}

function controlAccessTtl(ctx: RouteContext): Reply {
  const { seconds } = bodyObject(ctx);
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1) {
    throw validationError({ seconds: ['The seconds field must be a whole number ≥ 1.'] });
  }
  ctx.deps.oauth.accessTtlSeconds = seconds;
  return ok({ data: ctx.deps.oauth.summary() });
}

/** 403 for an OAuth token calling outside its grant: an organization or a scope it lacks. */
export function checkGrant(
  grant: OAuthGrant,
  method: string,
  path: string,
  organizationId: string | undefined,
): void {
  if (organizationId !== undefined && !grant.organizationIds.includes(organizationId)) {
    throw new HttpError(403, 'This action is unauthorized.');
  }
  const scope = requiredScope(method, path);
  if (scope !== undefined && !grant.scopes.includes(scope)) {
    // RFC 6750 §3.1: the scope that was missing, in WWW-Authenticate.
    throw new HttpError(403, `This token does not have the ${scope} scope.`, undefined, {
      'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
    });
  }
}

export const oauthRoutes: Route[] = [
  { method: 'GET', pattern: '/oauth/authorize', access: 'public', handler: showConsent },
  { method: 'POST', pattern: '/oauth/authorize', access: 'public', handler: decide },
  { method: 'POST', pattern: '/oauth/token', access: 'public', handler: token },
  { method: 'POST', pattern: '/oauth/token/revoke', access: 'public', handler: revoke },
];

const C = '/__control/oauth';

export const oauthControlRoutes: Route[] = [
  { method: 'POST', pattern: `${C}/approve`, access: 'public', handler: controlApprove },
  { method: 'POST', pattern: `${C}/revoke-all`, access: 'public', handler: controlRevokeAll },
  { method: 'POST', pattern: `${C}/access-ttl`, access: 'public', handler: controlAccessTtl },
];
