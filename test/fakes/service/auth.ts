/** Login, logout and bearer-token checks. */
import { type AccountContext, bodyObject, type RouteContext } from './context.js';
import { asBoolean, type FieldErrors, type Reply, validationError } from './http.js';
import type { OAuthGrant, OAuthProvider } from './oauth-provider.js';
import type { Route } from './router.js';
import type { SimulatorState } from './state.js';
import type { AccountRecord } from './types.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function login(ctx: RouteContext): Reply {
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const { email, password, remember } = body;
  if (email === undefined || email === null || email === '') {
    errors.email = ['The email field is required.'];
  } else if (typeof email !== 'string') {
    errors.email = ['The email field must be a string.'];
  } else if (!EMAIL.test(email)) {
    errors.email = ['The email field must be a valid email address.'];
  }
  if (password === undefined || password === null || password === '') {
    errors.password = ['The password field is required.'];
  } else if (typeof password !== 'string') {
    errors.password = ['The password field must be a string.'];
  }
  if (remember === undefined || remember === null || remember === '') {
    errors.remember = ['The remember field is required.'];
  } else if (asBoolean(remember) === undefined) {
    errors.remember = ['The remember field must be true or false.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const { state } = ctx.deps;
  const account = state.accountByEmail(email as string);
  if (!account || account.password !== password) {
    throw validationError({ email: [BAD_CREDENTIALS] });
  }
  return { status: 200, body: { token: state.issueToken(account.id) } };
}

function logout(ctx: AccountContext): Reply {
  ctx.deps.state.revokeToken(ctx.token);
  return { status: 200, body: { status: 'ok' } };
}

export const authRoutes: Route[] = [
  { method: 'POST', pattern: '/authentication/login', access: 'public', handler: login },
  { method: 'GET', pattern: '/authentication/logout', access: 'account', handler: logout },
];

/** The account behind `Authorization: Bearer <token>`, if any. */
export function authenticate(
  state: SimulatorState,
  oauth: OAuthProvider,
  header: string | undefined,
): { account: AccountRecord; token: string; grant?: OAuthGrant } | undefined {
  const match = /^Bearer (\S+)$/i.exec(header?.trim() ?? '');
  const token = match?.[1];
  if (!token) return undefined;
  if (oauth.isAccessToken(token)) {
    const grant = oauth.grantForAccessToken(token);
    const account = grant === undefined ? undefined : state.accounts.get(grant.accountId);
    return account && grant ? { account, token, grant } : undefined;
  }
  const account = state.accountForToken(token);
  return account ? { account, token } : undefined;
}
