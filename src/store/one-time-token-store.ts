import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AtomicRecords } from './backends/index.js';
import { oneTimeKey } from './keys.js';
import { STORE_OP_TIMEOUT_MS, storeOp, unavailable } from './records.js';

/**
 * Single-use, expiring tokens (connect links, connect-page sessions). `create` returns a random
 * 256-bit nonce; only its SHA-256 is used as the key. They are atomic records (their own keys
 * and format, see backends/types.ts): `consume` reads and deletes in one step, so of two
 * concurrent consumers exactly one gets the payload.
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

/** A stored text that is not a record of ours (it cannot be used) reads as no token. */
function payloadOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = recordSchema.safeParse(raw);
  return parsed.success ? parsed.data.payload : undefined;
}

export function createOneTimeTokenStore(
  atomic: AtomicRecords,
  timeoutMs = STORE_OP_TIMEOUT_MS,
): OneTimeTokenStore {
  const guarded = async <T>(op: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await storeOp(op, work(), timeoutMs);
    } catch (err) {
      throw unavailable(err);
    }
  };
  return {
    async create(payload, ttlMs) {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0)
        throw new Error('A one-time token needs a positive TTL');
      const nonce = randomBytes(32).toString('base64url');
      const text = JSON.stringify({ v: 1, payload });
      await guarded('write', () => atomic.put(oneTimeKey(nonce), text, Math.ceil(ttlMs)));
      return nonce;
    },

    async consume(nonce) {
      if (!NONCE.test(nonce)) return undefined;
      return payloadOf(await guarded('take', () => atomic.take(oneTimeKey(nonce))));
    },

    async peek(nonce) {
      if (!NONCE.test(nonce)) return undefined;
      return payloadOf(await guarded('read', () => atomic.peek(oneTimeKey(nonce))));
    },
  };
}
