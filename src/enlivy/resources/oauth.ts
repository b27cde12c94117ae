import { ignoredBodySchema } from '../envelopes.js';
import type { Http } from '../http.js';
import { type TokenPair, tokenPairSchema } from '../schemas/oauth.js';

export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * Enlivy's OAuth token endpoint (form-encoded, client credentials in the body). Never retried:
 * a code or a refresh token is spent by the first call that reaches Enlivy, so a blind retry
 * would turn a lost answer into `invalid_grant`.
 */
export interface OAuthApi {
  exchangeCode(input: { code: string; redirectUri: string }): Promise<TokenPair>;
  /** `timeoutMs`: how long to wait for Enlivy's answer (default: the client's timeout). */
  refresh(refreshToken: string, options?: { timeoutMs?: number }): Promise<TokenPair>;
  /** Revokes the grant behind `token` (RFC 7009). */
  revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<void>;
}

export function oauthApi(http: Http, client: OAuthClientCredentials): OAuthApi {
  const credentials = { client_id: client.clientId, client_secret: client.clientSecret };
  async function token(form: Record<string, string>, timeoutMs?: number): Promise<TokenPair> {
    const answer = await http.request({
      method: 'POST',
      path: '/oauth/token',
      form: { ...form, ...credentials },
      schema: tokenPairSchema,
      anonymous: true,
      once: true,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresIn: answer.expires_in,
      scopes: answer.scope?.split(' ').filter((scope) => scope !== ''),
    };
  }
  return {
    exchangeCode: ({ code, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken, options) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, options?.timeoutMs),
    async revoke(value, hint) {
      await http.request({
        method: 'POST',
        path: '/oauth/token/revoke',
        form: { token: value, token_type_hint: hint, ...credentials },
        schema: ignoredBodySchema,
        anonymous: true,
      });
    },
  };
}
