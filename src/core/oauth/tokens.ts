import type { TokenPair } from '../../enlivy/index.js';
import type { OAuthTokens } from '../../store/index.js';
import { requestedScopes } from './scopes.js';

/** Renewed a minute before expiry, or a quarter of the lifetime for short-lived tokens. */
const RENEW_MARGIN_MS = 60_000;

/** What is stored of a token pair Enlivy issued at `now`. */
export function storedTokens(pair: TokenPair, now: Date, previous?: OAuthTokens): OAuthTokens {
  const lifetimeMs = pair.expiresIn * 1000;
  const issued = now.getTime();
  return {
    refreshToken: pair.refreshToken,
    accessExpiresAt: new Date(issued + lifetimeMs).toISOString(),
    renewAt: new Date(
      issued + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 4),
    ).toISOString(),
    // RFC 6749 §5.1: no `scope` in the answer means the scopes asked for (or kept on refresh).
    scopes: pair.scopes ?? previous?.scopes ?? requestedScopes(),
  };
}

export function isDue(tokens: OAuthTokens, now: Date): boolean {
  return now.getTime() >= Date.parse(tokens.renewAt);
}
