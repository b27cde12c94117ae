import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { type ConnectGrant, grantSchema, macWith, safeEqual } from '../../../core/connect-links.js';
import type { TokenPair } from '../../../enlivy/index.js';
import { createSecretBox } from '../../../store/crypto.js';
import type { Stores } from '../../../store/index.js';

/**
 * The `state` of "Continue with Enlivy": `<nonce>.<expiry>.<mac>`, bound to the one-time connect
 * session it was started from (the record under the nonce carries that session's grant) and to
 * the browser (a cookie holding another MAC of the nonce). Kept in the shared store, so Enlivy may
 * send the person back to any instance; spent by the first callback that uses it.
 */
export type StateCheck =
  | { state: 'ok'; grant: ConnectGrant; replaces: string }
  /** Not made by this app (or altered). */
  | { state: 'invalid' }
  | { state: 'expired' }
  /** A callback with this state already came back. */
  | { state: 'used' }
  /** Started in another browser (or its cookie is gone). */
  | { state: 'elsewhere' };

/** Several organizations: a token pair parked (sealed) until the person picks one. */
export interface PendingChoice {
  grant: ConnectGrant;
  replaces: string;
  pair: TokenPair;
  /** When Enlivy issued the pair (ms), for its renewal time. */
  issuedAt: number;
  organizations: { id: string; name: string }[];
}

export interface OAuthStates {
  /** A state for the session's grant, and the cookie value that binds it to this browser. */
  start(grant: ConnectGrant, replaces: string): Promise<{ state: string; browser: string }>;
  /** Checks a callback's state against the browser's cookie, and spends it. */
  finish(state: string, browser: string | undefined): Promise<StateCheck>;
  park(choice: PendingChoice): Promise<string | undefined>;
  /** The parked choice, once. */
  unpark(id: string): Promise<PendingChoice | undefined>;
}

const stateRecord = z.object({
  kind: z.literal('oauth'),
  grant: grantSchema,
  replaces: z.string(),
});
const pendingRecord = z.object({
  kind: z.literal('oauth-pending'),
  grant: grantSchema,
  replaces: z.string(),
  sealed: z.string(),
  issuedAt: z.number(),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
});
const pairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  scopes: z.array(z.string()).optional(),
});

export function createOAuthStates(options: {
  stores: Pick<Stores, 'oneTime'>;
  secret: Buffer;
  now?: () => number;
}): OAuthStates {
  const now = options.now ?? Date.now;
  const mac = macWith(options.secret);
  // Parked tokens are sealed like every secret at rest, with a key of their own.
  const box = createSecretBox(
    createHmac('sha256', options.secret).update('oauth-pending').digest(),
  );
  const oneTime = options.stores.oneTime;

  return {
    async start(grant, replaces) {
      const ttl = grant.expiresAt - now();
      const nonce = await oneTime.create({ kind: 'oauth', grant, replaces }, Math.max(1, ttl));
      const expiry = grant.expiresAt.toString(36);
      return {
        state: `${nonce}.${expiry}.${mac(`${nonce}.${expiry}`, 'oauth-state')}`,
        browser: mac(nonce, 'oauth-browser'),
      };
    },
    async finish(state, browser) {
      const [nonce, expiry, signature, ...rest] = state.split('.');
      if (nonce === undefined || expiry === undefined || signature === undefined || rest.length > 0)
        return { state: 'invalid' };
      if (!safeEqual(signature, mac(`${nonce}.${expiry}`, 'oauth-state')))
        return { state: 'invalid' };
      if (Number.parseInt(expiry, 36) <= now()) return { state: 'expired' };
      // Checked before spending: a callback replayed in another browser must not burn it.
      if (browser === undefined || !safeEqual(browser, mac(nonce, 'oauth-browser')))
        return { state: 'elsewhere' };
      const record = stateRecord.safeParse(await oneTime.consume(nonce));
      if (!record.success) return { state: 'used' };
      return { state: 'ok', grant: record.data.grant, replaces: record.data.replaces };
    },
    async park(choice) {
      const ttl = choice.grant.expiresAt - now();
      if (ttl <= 0) return undefined;
      const { pair, ...rest } = choice;
      return oneTime.create(
        { kind: 'oauth-pending', ...rest, sealed: box.seal(JSON.stringify(pair), 'oauth-pending') },
        ttl,
      );
    },
    async unpark(id) {
      const record = pendingRecord.safeParse(await oneTime.consume(id));
      if (!record.success) return undefined;
      const { sealed, kind: _kind, ...rest } = record.data;
      const pair = pairSchema.parse(JSON.parse(box.open(sealed, 'oauth-pending')));
      return { ...rest, pair: { ...pair, scopes: pair.scopes } };
    },
  };
}
