import { Keyv } from 'keyv';
import { loudKeyv } from './loud-keyv.js';
import { RedisKeyvAdapter, redisReconnectDelay } from './redis-adapter.js';
import {
  type AtomicRecords,
  once,
  STORE_OP_TIMEOUT_MS,
  type StoreBackend,
  withTimeout,
} from './types.js';

/** A fresh client's first commands wait this long at most for its first connection. */
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * Redis through ioredis, the client BullMQ already runs, with keyv's records in the layout of
 * earlier releases (see redis-adapter.ts). The atomic records are `<namespace>:atomic:<key>`
 * (one colon: never a keyv key), their value the plain string, their expiry Redis's own (PX).
 *
 * While Redis is down a command fails at once (no offline queue), and one under way when the
 * connection drops fails then instead of being sent again after the reconnect: a write reported
 * as failed never lands later. ioredis reconnects by itself, every second at most.
 */
export async function openRedis(
  url: string,
  namespace: string,
  onError: (err: unknown) => void,
  timeoutMs = STORE_OP_TIMEOUT_MS,
): Promise<StoreBackend> {
  // The first connection is waited for a little less than an operation (2 s of the default 2.5).
  const firstConnectMs = Math.min(FIRST_CONNECT_WAIT_MS, timeoutMs);
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: timeoutMs,
    connectTimeout: firstConnectMs,
    retryStrategy: redisReconnectDelay,
  });
  client.on('error', onError);

  // Until the first connection attempt ends (ready or failed), commands wait for it: a fresh
  // instance's first burst would otherwise fail for want of an offline queue.
  let firstAttempt: Promise<void> | undefined = new Promise<void>((resolve) => {
    const settle = () => {
      client.off('ready', settle);
      client.off('close', settle);
      firstAttempt = undefined;
      resolve();
    };
    client.on('ready', settle);
    client.on('close', settle);
  });
  const connected = async () => {
    if (firstAttempt !== undefined) {
      await withTimeout(firstAttempt, firstConnectMs, 'Redis').catch(() => undefined);
    }
    return client;
  };

  const keyv = new Keyv({ store: new RedisKeyvAdapter(connected), namespace });
  const command = async (name: string, args: (string | number)[]) =>
    (await connected()).call(name, ...args);
  const full = (key: string) => `${namespace}:atomic:${key}`;
  const px = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)));

  const atomic: AtomicRecords = {
    add: async (key, value, ttlMs) =>
      (await command('SET', [full(key), value, 'NX', 'PX', px(ttlMs)])) === 'OK',
    renew: async (key, value, ttlMs) =>
      Number(await command('EVAL', [RENEW, 1, full(key), value, px(ttlMs)])) === 1,
    remove: async (key, value) =>
      Number(await command('EVAL', [REMOVE, 1, full(key), value])) === 1,
    put: async (key, value, ttlMs) => {
      await command('SET', [full(key), value, 'PX', px(ttlMs)]);
    },
    peek: async (key) => stringOrUndefined(await command('GET', [full(key)])),
    take: async (key) => stringOrUndefined(await command('GETDEL', [full(key)])),
    sweep: async () => 0,
  };

  return {
    kind: 'redis',
    keyv,
    loud: loudKeyv(keyv, onError),
    atomic,
    sweepExpired: async () => 0,
    close: once(async () => {
      if (client.status === 'ready') {
        await withTimeout(client.quit(), 2_000, 'Redis').catch(() => undefined);
      }
      client.disconnect();
    }),
  };
}

function stringOrUndefined(reply: unknown): string | undefined {
  if (Buffer.isBuffer(reply)) return reply.toString('utf8');
  return typeof reply === 'string' ? reply : undefined;
}

/** KEYS[1] holds ARGV[1]? Then it lives ARGV[2] ms more. */
const RENEW = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

/** KEYS[1] holds ARGV[1]? Then delete it. */
const REMOVE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`;
