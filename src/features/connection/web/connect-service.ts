import type { AppServices } from '../../../core/context.js';
import { logFailure } from '../../../core/errors/failure-log.js';
import {
  EnlivyAuthenticationError,
  EnlivyForbiddenError,
  EnlivyNotFoundError,
  EnlivyValidationError,
} from '../../../enlivy/errors.js';
import { AppError, newReferenceId } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import type { Connection, OAuthTokens, WorkspaceRef } from '../../../store/index.js';
import { connectionSay } from '../copy/index.js';

type ConnectServices = Pick<AppServices, 'enlivy' | 'stores' | 'config' | 'now' | 'logger'>;

export interface ConnectInput {
  workspace: WorkspaceRef;
  userId: string;
  token: string;
  organizationId: string;
  method: Connection['method'];
  /** OAuth only: the refresh token and what the grant allows. */
  oauth?: OAuthTokens | undefined;
  /**
   * The fingerprint of the connection the person was shown and agreed to replace ('' when they
   * were shown none). A different stored connection is never replaced silently.
   */
  replaces: string;
}

/** What happened to a token the workspace stops using. */
/** Which connection this is: a stale confirmation (another connection since) is refused. */
export function connectionFingerprint(connection: Connection): string {
  return `${connection.organizationId} ${connection.connectedAt}`;
}

export type TokenFate =
  /** The app got it by signing in (or through OAuth: `oauth`), and revoked it at Enlivy. */
  | { kind: 'revoked'; oauth?: boolean }
  /** The person pasted it: only forgotten here, it keeps working in Enlivy. */
  | { kind: 'forgotten' }
  /** The app got it by signing in, but Enlivy could not be asked to revoke it. */
  | { kind: 'revoke_failed'; reference: string; oauth?: boolean }
  /** The new connection uses the very same token. */
  | { kind: 'kept' }
  /** A pasted token Enlivy had already stopped accepting (the connection had expired). */
  | { kind: 'refused' };

/** What connecting did to the workspace's connection, so receipts say what really happened. */
export type ConnectChange =
  /** There was no connection. */
  | { kind: 'new' }
  /** Another organization was connected before. */
  | {
      kind: 'organization';
      from: Pick<Connection, 'organizationId' | 'organizationName'>;
      tokenFate: TokenFate;
    }
  /** The same organization, with another token. */
  | { kind: 'token'; tokenFate: TokenFate }
  /** The same organization and token, which Enlivy accepts again after the connection expired. */
  | { kind: 'restored' }
  /** The same organization and token as the working connection: nothing was changed. */
  | { kind: 'unchanged' };

export interface ConnectOutcome {
  connection: Connection;
  change: ConnectChange;
}

/** The stored connection as a prompt shows it; `fingerprint` is '' when there is none. */
export interface CurrentConnection {
  connection?: Connection | undefined;
  fingerprint: string;
}

/** An unreadable record can still be replaced (that is how it gets repaired). */
const UNREADABLE = 'unreadable';

export async function currentConnection(
  services: Pick<AppServices, 'stores'>,
  workspace: WorkspaceRef,
): Promise<CurrentConnection> {
  try {
    const connection = await services.stores.connections.get(workspace);
    return connection === undefined
      ? { fingerprint: '' }
      : { connection, fingerprint: connectionFingerprint(connection) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'store_corrupt') return { fingerprint: UNREADABLE };
    throw err;
  }
}

/** The current connection as the token modal shows it. */
export function shownConnection(
  current: CurrentConnection | undefined,
): Connection | 'unreadable' | undefined {
  return current?.fingerprint === UNREADABLE ? 'unreadable' : current?.connection;
}

/**
 * Stops using a token: one the app obtained by signing in is revoked at Enlivy
 * (`GET /authentication/logout` with that token); an OAuth grant is revoked through its refresh
 * token (`POST /oauth/token/revoke`); one the person pasted is only forgotten, since they may
 * use it elsewhere. Never throws: a failed revocation is logged and reported.
 */
export async function retireToken(
  services: Pick<AppServices, 'enlivy' | 'logger' | 'config'>,
  connection: Pick<Connection, 'method' | 'token' | 'oauth'> & { state?: Connection['state'] },
): Promise<TokenFate> {
  // A pasted token Enlivy already refuses is not "still working in Enlivy": say what is true.
  if (connection.method === 'token') {
    return connection.state === 'expired' ? { kind: 'refused' } : { kind: 'forgotten' };
  }
  const oauth = connection.method === 'oauth';
  try {
    const client = services.config.enlivy.oauth;
    if (!oauth) await services.enlivy.withToken(connection.token).auth.logout();
    else if (client === undefined || connection.oauth === undefined)
      throw new AppError('internal', 'No Enlivy OAuth settings to revoke the grant with');
    else await services.enlivy.oauth(client).revoke(connection.oauth.refreshToken, 'refresh_token');
    return { kind: 'revoked', oauth };
  } catch (err) {
    // 401: Enlivy no longer knows the token, which is what revoking wants.
    if (!oauth && err instanceof EnlivyAuthenticationError) return { kind: 'revoked', oauth };
    const reference = newReferenceId();
    logFailure(services.logger, err, reference, { action: 'connect:revoke-token' });
    return { kind: 'revoke_failed', reference, oauth };
  }
}

/**
 * Refuses to replace a connection other than the one the person agreed to replace. An expired
 * connection is replaced without asking: it no longer works, and connecting again is the fix.
 */
export async function confirmReplacement(
  services: ConnectServices,
  input: Pick<ConnectInput, 'workspace' | 'replaces'>,
  t: Translator,
): Promise<CurrentConnection> {
  const current = await currentConnection(services, input.workspace);
  if (current.fingerprint === '' || current.fingerprint === input.replaces) return current;
  if (current.connection?.state === 'expired') return current;
  const say = connectionSay(t);
  const organization = current.connection?.organizationName;
  const what =
    organization === undefined ? say('replace.unreadable') : say('replace.named', { organization });
  throw new AppError(
    'bad_input',
    say(input.replaces === '' ? 'replace.confirm' : 'replace.changed', { what }),
  );
}

async function openOrganization(
  services: ConnectServices,
  input: ConnectInput,
  t: Translator,
): Promise<string> {
  const say = connectionSay(t);
  try {
    const organization = await services.enlivy
      .withToken(input.token)
      .organizations.retrieve(input.organizationId);
    return organization.name ?? input.organizationId;
  } catch (err) {
    if (err instanceof EnlivyAuthenticationError) {
      throw new AppError('bad_input', say('refused.token'), { hint: say('refused.tokenHint') });
    }
    if (err instanceof EnlivyForbiddenError || err instanceof EnlivyNotFoundError) {
      throw new AppError(
        'bad_input',
        say('refused.organization', { organizationId: input.organizationId }),
        { hint: say('refused.organizationHint') },
      );
    }
    throw err;
  }
}

/** What becomes of the token a connection no longer uses. */
async function oldTokenFate(
  services: ConnectServices,
  old: Connection,
  newToken: string,
): Promise<TokenFate> {
  return old.token === newToken ? { kind: 'kept' } : retireToken(services, old);
}

/**
 * Proves the token can open the organization, then stores the connection (token encrypted) in
 * place of the one the person agreed to replace, whose token is then retired. A token the app
 * obtained by signing in is revoked again when anything fails before it is stored.
 */
async function establish(
  services: ConnectServices,
  input: ConnectInput,
  t: Translator,
): Promise<ConnectOutcome> {
  try {
    const organizationName = await openOrganization(services, input, t);
    const before = await confirmReplacement(services, input, t);
    const old = before.connection;
    const same = old?.organizationId === input.organizationId && old?.token === input.token;
    if (same && old?.state === 'ok') {
      // The very connection in use: saving would only rewrite who connected it and when.
      return { connection: old, change: { kind: 'unchanged' } };
    }
    const connection: Connection = {
      organizationId: input.organizationId,
      organizationName,
      apiBaseUrl: services.config.enlivy.apiUrl,
      token: input.token,
      connectedBy: input.userId,
      connectedAt: services.now().toISOString(),
      method: input.method,
      ...(input.oauth === undefined ? {} : { oauth: input.oauth }),
      state: 'ok',
    };
    await services.stores.connections.save(input.workspace, connection);
    if (old === undefined) return { connection, change: { kind: 'new' } };
    if (same) return { connection, change: { kind: 'restored' } };
    const tokenFate = await oldTokenFate(services, old, input.token);
    if (old.organizationId === input.organizationId) {
      return { connection, change: { kind: 'token', tokenFate } };
    }
    return {
      connection,
      change: {
        kind: 'organization',
        from: { organizationId: old.organizationId, organizationName: old.organizationName },
        tokenFate,
      },
    };
  } catch (err) {
    if (input.method !== 'token') await retireToken(services, input);
    throw err;
  }
}

/** Connects with tokens "Continue with Enlivy" obtained; the grant is revoked if that fails. */
export function connectWithOAuth(
  services: ConnectServices,
  input: Omit<ConnectInput, 'method'> & { oauth: OAuthTokens },
  t: Translator,
): Promise<ConnectOutcome> {
  return establish(services, { ...input, method: 'oauth' }, t);
}

export async function connectWithToken(
  services: ConnectServices,
  input: Omit<ConnectInput, 'method'>,
  t: Translator,
): Promise<ConnectOutcome> {
  await confirmReplacement(services, input, t);
  return establish(services, { ...input, method: 'token' }, t);
}

/** Email and password are exchanged for a token once; the password is never stored. */
export async function connectWithPassword(
  services: ConnectServices,
  input: Omit<ConnectInput, 'token' | 'method'> & {
    email: string;
    password: string;
    remember: boolean;
  },
  t: Translator,
): Promise<ConnectOutcome> {
  // Asked before signing in, so a refusal does not even create a token.
  await confirmReplacement(services, input, t);
  let token: string;
  try {
    ({ token } = await services.enlivy.auth.login({
      email: input.email,
      password: input.password,
      remember: input.remember,
    }));
  } catch (err) {
    if (err instanceof EnlivyAuthenticationError || err instanceof EnlivyValidationError) {
      const say = connectionSay(t);
      throw new AppError('bad_input', say('refused.password'), {
        hint: say('refused.passwordHint'),
      });
    }
    throw err;
  }
  return establish(
    services,
    {
      workspace: input.workspace,
      userId: input.userId,
      token,
      organizationId: input.organizationId,
      method: 'password',
      replaces: input.replaces,
    },
    t,
  );
}
