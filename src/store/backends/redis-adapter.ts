import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { type KeyvStorageCapability, type KeyvStorageEntry, keyvStorageCapability } from 'keyv';

/**
 * ioredis's wait before reconnect attempt `attempt` (1, 2…): soon, then every second at most, so
 * a client is back within a second of Redis (ioredis's own default waits up to 5 s).
 */
export const redisReconnectDelay = (attempt: number): number => Math.min(attempt * 200, 1_000);

/** How many keys one SCAN step of clear() asks for. */
const CLEAR_BATCH = 500;

/**
 * keyv's storage adapter over ioredis (the client BullMQ runs), in the layout @keyv/redis wrote:
 * key `<namespace>::<key>`, value keyv's serialized text, expiry Redis's own (PX, relative, so
 * the app's clock and Redis's need not agree). A failed command rejects and keyv reports it; the
 * client's own errors (reconnects) are the backend's to log, not the adapter's to emit.
 * `connected` hands over the client once it may take commands (see redis.ts).
 */
export class RedisKeyvAdapter extends EventEmitter {
  namespace?: string | undefined;

  constructor(private readonly connected: () => Promise<Redis>) {
    super();
  }

  get capabilities(): KeyvStorageCapability {
    return keyvStorageCapability(this);
  }

  private full(key: string): string {
    return this.namespace ? `${this.namespace}::${key}` : key;
  }

  async get(key: string): Promise<string | undefined> {
    return (await (await this.connected()).get(this.full(key))) ?? undefined;
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    if (keys.length === 0) return [];
    const values = await (await this.connected()).mget(keys.map((key) => this.full(key)));
    return values.map((value) => value ?? undefined);
  }

  async has(key: string): Promise<boolean> {
    return (await (await this.connected()).exists(this.full(key))) === 1;
  }

  async hasMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.has(key)));
  }

  /** `expires` is absolute (ms); one already past deletes the key, as keyv's own adapters do. */
  async set(key: string, value: unknown, expires?: number): Promise<boolean> {
    const client = await this.connected();
    const full = this.full(key);
    if (expires === undefined || !Number.isFinite(expires)) {
      return (await client.set(full, String(value))) === 'OK';
    }
    const ttlMs = Math.ceil(expires - Date.now());
    if (ttlMs <= 0) {
      await client.unlink(full);
      return true;
    }
    return (await client.set(full, String(value), 'PX', ttlMs)) === 'OK';
  }

  async setMany(entries: KeyvStorageEntry[]): Promise<boolean[]> {
    return Promise.all(entries.map((entry) => this.set(entry.key, entry.value, entry.expires)));
  }

  async delete(key: string): Promise<boolean> {
    return (await (await this.connected()).unlink(this.full(key))) > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.delete(key)));
  }

  /** Deletes this namespace's keys (SCAN, then UNLINK a batch at a time). */
  async clear(): Promise<void> {
    if (!this.namespace) throw new Error('clear() needs a namespace: it would empty all of Redis');
    const client = await this.connected();
    const match = `${this.namespace.replace(/[*?[\]\\]/g, '\\$&')}::*`;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', match, 'COUNT', CLEAR_BATCH);
      if (keys.length > 0) await client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
