import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { TokenPair } from '../../enlivy/index.js';
import { createSecretBox } from '../../store/crypto.js';
import { type Stores, type WorkspaceRef, workspaceKey } from '../../store/index.js';
import { type ConnectGrant, grantSchema, macWith, safeEqual } from '../connect-links.js';

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

/**
 * What the job that ends a parked choice at its deadline needs: a ticket naming the choice (its
 * one-time id, sealed: the id alone could complete the choice), a dedupe key (a MAC of the id)
 * and the deadline (ms).
 */
export interface ChoiceExpiry {
  ticket: string;
  dedupeKey: string;
  deadline: number;
}

/** A parked choice as its expiry job finds it. */
export type ChoiceAtDeadline =
  /** Completed, cancelled, replaced or revoked meanwhile (or not a ticket of this app). */
  | { state: 'gone' }
  /** Still within its minutes (the job ran early): someone may be choosing. */
  | { state: 'open'; deadline: number }
  | { state: 'expired'; choice: PendingChoice };

/** A parked choice taken back: `expired` once its connect link's minutes are up. */
export interface Unparked {
  choice: PendingChoice;
  expired: boolean;
}

export interface OAuthStates {
  /** A state for the session's grant, and the cookie value that binds it to this browser. */
  start(grant: ConnectGrant, replaces: string): Promise<{ state: string; browser: string }>;
  /** Checks a callback's state against the browser's cookie, and spends it. */
  finish(state: string, browser: string | undefined): Promise<StateCheck>;
  /**
   * Parks a choice (undefined when its link already expired). A workspace has one choice at a
   * time: an earlier one, abandoned by starting over, is taken back and returned as `superseded`
   * so its grant can be revoked.
   */
  park(
    choice: PendingChoice,
  ): Promise<
    { id: string; superseded: PendingChoice | undefined; expiry: ChoiceExpiry } | undefined
  >;
  /** The parked choice, once (also after its deadline, so its grant can still be revoked). */
  unpark(id: string): Promise<Unparked | undefined>;
  /** The workspace's parked choice, taken back only when its deadline has passed. */
  takeAbandoned(workspace: WorkspaceRef): Promise<PendingChoice | undefined>;
  /** Reads (does not take) the choice an expiry ticket names. */
  atDeadline(ticket: string): Promise<ChoiceAtDeadline>;
  /** Deletes the choice an expiry ticket names (its tokens with it), if it is still parked. */
  discard(ticket: string): Promise<void>;
}

/**
 * How long an abandoned choice is kept after its deadline, so that the next access (a late
 * submit, the next Continue with Enlivy of its workspace) can still revoke its grant. After that
 * the store's sweep deletes it, and its grant ends when Enlivy expires it.
 */
export const ABANDONED_CHOICE_KEPT_MS = 24 * 60 * 60_000;

/** Where a workspace's parked choice is found (its one-time id, sealed). */
function pendingPointerKey(workspace: WorkspaceRef): string {
  return `oauth-pending-of:${workspaceKey(workspace)}`;
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
  stores: Pick<Stores, 'oneTime' | 'keyv'>;
  secret: Buffer;
  now?: () => number;
}): OAuthStates {
  const now = options.now ?? Date.now;
  const mac = macWith(options.secret);
  // Parked tokens are sealed like every secret at rest, with a key of their own.
  const box = createSecretBox(
    createHmac('sha256', options.secret).update('oauth-pending').digest(),
  );
  const { oneTime, keyv } = options.stores;

  const parse = (record: Record<string, unknown> | undefined): PendingChoice | undefined => {
    const parsed = pendingRecord.safeParse(record);
    if (!parsed.success) return undefined;
    const { sealed, kind: _kind, ...rest } = parsed.data;
    const pair = pairSchema.parse(JSON.parse(box.open(sealed, 'oauth-pending')));
    return { ...rest, pair: { ...pair, scopes: pair.scopes } };
  };

  /** The workspace's parked choice: its id (from the pointer) and, when still parked, its record. */
  const parkedOf = async (workspace: WorkspaceRef) => {
    const sealedId = await keyv.get<string>(pendingPointerKey(workspace));
    if (typeof sealedId !== 'string') return undefined;
    let id: string;
    try {
      id = box.open(sealedId, 'oauth-pending-id');
    } catch {
      return undefined;
    }
    return { id, record: await oneTime.peek(id) };
  };

  const ticketId = (ticket: string): string | undefined => {
    try {
      return box.open(ticket, 'oauth-pending-ticket');
    } catch {
      return undefined;
    }
  };

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
      const earlier = await parkedOf(choice.grant.workspace);
      const superseded =
        earlier === undefined ? undefined : parse(await oneTime.consume(earlier.id));
      const { pair, ...rest } = choice;
      const kept = ttl + ABANDONED_CHOICE_KEPT_MS;
      const id = await oneTime.create(
        { kind: 'oauth-pending', ...rest, sealed: box.seal(JSON.stringify(pair), 'oauth-pending') },
        kept,
      );
      await keyv.set(
        pendingPointerKey(choice.grant.workspace),
        box.seal(id, 'oauth-pending-id'),
        kept,
      );
      return {
        id,
        superseded,
        expiry: {
          ticket: box.seal(id, 'oauth-pending-ticket'),
          dedupeKey: mac(id, 'oauth-pending-ticket'),
          deadline: choice.grant.expiresAt,
        },
      };
    },
    async unpark(id) {
      const choice = parse(await oneTime.consume(id));
      if (choice === undefined) return undefined;
      return { choice, expired: choice.grant.expiresAt <= now() };
    },
    async takeAbandoned(workspace) {
      const parked = await parkedOf(workspace);
      if (parked?.record === undefined) return undefined;
      const peeked = pendingRecord.safeParse(parked.record);
      // Still within its minutes: someone may be choosing right now.
      if (peeked.success && peeked.data.grant.expiresAt > now()) return undefined;
      // Of two instances, one takes it.
      return parse(await oneTime.consume(parked.id));
    },
    async atDeadline(ticket) {
      const id = ticketId(ticket);
      const choice = id === undefined ? undefined : parse(await oneTime.peek(id));
      if (choice === undefined) return { state: 'gone' };
      const deadline = choice.grant.expiresAt;
      return deadline > now() ? { state: 'open', deadline } : { state: 'expired', choice };
    },
    async discard(ticket) {
      const id = ticketId(ticket);
      if (id !== undefined) await oneTime.consume(id);
    },
  };
}
