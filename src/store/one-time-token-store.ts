import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { oneTimeKey } from './keys.js';
import type { Records } from './records.js';

/**
 * Single-use, expiring tokens (connect links, connect-page sessions). `create` returns a random
 * 256-bit nonce; only its SHA-256 is used as the key. `consume` reads and deletes in one atomic
 * step, so of two concurrent consumers exactly one gets the payload.
 */
export type OneTimePayload = Readonly<Record<string, unknown>>;

export interface OneTimeTokenStore {
  create(payload: OneTimePayload, ttlMs: number): Promise<string>;
  /** The payload once; undefined when unknown, already used, or expired. */
  consume(nonce: string): Promise<Record<string, unknown> | undefined>;
  /** The payload without spending it (a page view must not use up a link or a session). */
  peek(nonce: string): Promise<Record<string, unknown> | undefined>;
}

const NONCE = /^[A-Za-z0-9_-]{43}$/;

const recordSchema = z.object({ v: z.literal(1), payload: z.record(z.string(), z.unknown()) });

function payloadOf(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined) return undefined;
  const parsed = recordSchema.safeParse(raw);
  return parsed.success ? parsed.data.payload : undefined;
}

export function createOneTimeTokenStore(records: Records): OneTimeTokenStore {
  return {
    async create(payload, ttlMs) {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0)
        throw new Error('A one-time token needs a positive TTL');
      const nonce = randomBytes(32).toString('base64url');
      await records.write(oneTimeKey(nonce), { v: 1, payload }, Math.ceil(ttlMs));
      return nonce;
    },

    async consume(nonce) {
      if (!NONCE.test(nonce)) return undefined;
      return payloadOf(await records.take(oneTimeKey(nonce)));
    },

    async peek(nonce) {
      if (!NONCE.test(nonce)) return undefined;
      return payloadOf(await records.read(oneTimeKey(nonce), z.unknown(), 'one-time token'));
    },
  };
}
