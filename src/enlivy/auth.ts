import { makeRedactor, type Redact } from './error-mapping.js';
import { EnlivyAuthenticationError } from './errors.js';

/**
 * Where an OAuth connection's token comes from: refreshed before it expires, and once more
 * when Enlivy answers 401, after which the call is sent again with the new token.
 */
export interface TokenSource {
  /** The token to call with now. */
  current(): Promise<string>;
  /** After a 401 to `rejected`: the token to send the call again with, or undefined. */
  renew(rejected: string): Promise<string | undefined>;
}

/** Who a client calls as: a fixed token, or a source it asks for one before each call. */
export interface Credentials {
  token: string | undefined;
  /** Keeps the token out of error messages built from Enlivy's answers. */
  redact: Redact;
  source?: TokenSource | undefined;
}

export function withToken<S extends Credentials>(s: S, token: string | undefined): S {
  return { ...s, token, redact: makeRedactor(token), source: undefined };
}

/** Runs a call with the token source's token; after a 401, once more with a renewed one. */
export async function authorized<S extends Credentials, T>(
  s: S,
  anonymous: boolean | undefined,
  call: (s: S) => Promise<T>,
): Promise<T> {
  const source = s.source;
  if (source === undefined || anonymous) return call(s);
  const token = await source.current();
  try {
    return await call(withToken(s, token));
  } catch (err) {
    if (!(err instanceof EnlivyAuthenticationError)) throw err;
    const renewed = await source.renew(token);
    if (renewed === undefined) throw err;
    return call(withToken(s, renewed));
  }
}
