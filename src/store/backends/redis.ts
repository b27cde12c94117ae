import { Keyv } from 'keyv';
import { loudKeyv } from './loud-keyv.js';
import { type AtomicRecords, once, type StoreBackend, withTimeout } from './types.js';

const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Redis through @keyv/redis. keyv's records keep the layout of earlier releases: the adapter
 * builds `<namespace>::<key>` and Redis expires them itself. The atomic records are
 * `<namespace>:atomic:<key>` (one colon: never a keyv key), their value the plain string, their
 * expiry Redis's own (PX).
 */
export async function openRedis(
  url: string,
  namespace: string,
  onError: (err: unknown) => void,
  timeoutMs: number,
): Promise<StoreBackend> {
  /** Connecting gives up a little before an operation would (2 s of the default 2.5 s). */
  const connectMs = Math.min(CONNECT_TIMEOUT_MS, timeoutMs);
  const {
    default: KeyvRedis,
    createClient,
    defaultReconnectStrategy,
  } = await import('@keyv/redis');
  // No offline queue: while Redis is down, commands fail at once instead of hanging.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: defaultReconnectStrategy },
  });
  const store = new KeyvRedis(client, {
    connectionTimeout: connectMs,
    throwOnConnectError: true,
    throwOnErrors: true,
  });
  const keyv = new Keyv({ store, namespace });
  // Set once the first connection is ready: only until then do keyv calls wait for it.
  let connectedOnce = false;
  client.once('ready', () => {
    connectedOnce = true;
  });

  /**
   * The connected client. A client that is still connecting counts as open, and with the
   * offline queue off a command sent then fails: a fresh instance's first calls wait (briefly).
   * keyv's own calls connect through @keyv/redis, which sends as soon as the client is open,
   * so they too wait here until the first connection is ready; after that an outage fails
   * them at once, as the offline queue being off intends.
   */
  async function ready() {
    await store.getClient();
    if (client.isReady) return client;
    let onReady: (() => void) | undefined;
    const isReady = new Promise<void>((resolve) => {
      onReady = resolve;
      client.once('ready', resolve);
    });
    try {
      await withTimeout(isReady, connectMs, 'Redis');
    } finally {
      if (onReady) client.off('ready', onReady);
    }
    return client;
  }
  const loud = loudKeyv(keyv, onError);
  const command = async (args: string[]) => (await ready()).sendCommand<unknown>(args);
  const full = (key: string) => `${namespace}:atomic:${key}`;
  const px = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)));

  const atomic: AtomicRecords = {
    add: async (key, value, ttlMs) =>
      (await command(['SET', full(key), value, 'NX', 'PX', px(ttlMs)])) === 'OK',
    renew: async (key, value, ttlMs) =>
      Number(await command(['EVAL', RENEW, '1', full(key), value, px(ttlMs)])) === 1,
    remove: async (key, value) =>
      Number(await command(['EVAL', REMOVE, '1', full(key), value])) === 1,
    put: async (key, value, ttlMs) => {
      await command(['SET', full(key), value, 'PX', px(ttlMs)]);
    },
    peek: async (key) => stringOrUndefined(await command(['GET', full(key)])),
    take: async (key) => stringOrUndefined(await command(['GETDEL', full(key)])),
    sweep: async () => 0,
  };

  return {
    kind: 'redis',
    keyv,
    loud: async (work) => {
      if (!connectedOnce) await ready();
      return loud(work);
    },
    atomic,
    sweepExpired: async () => 0,
    close: once(async () => {
      try {
        await withTimeout(store.disconnect(), 2_000);
      } catch {
        await store.disconnect(true);
      }
    }),
  };
}

function stringOrUndefined(reply: unknown): string | undefined {
  return typeof reply === 'string' ? reply : undefined;
}

/** KEYS[1] holds ARGV[1]? Then it lives ARGV[2] ms more. */
const RENEW = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

/** KEYS[1] holds ARGV[1]? Then delete it. */
const REMOVE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`;
