import { EventEmitter } from 'node:events';
import {
  Keyv,
  type KeyvStorageCapability,
  type KeyvStorageEntry,
  keyvStorageCapability,
} from 'keyv';
import { loudKeyv } from './loud-keyv.js';
import type { AtomicRecords, StoreBackend } from './types.js';
import { sweepBoth } from './types.js';

/** A stored value and its absolute expiry (ms since epoch; none: kept until deleted). */
interface Entry {
  value: unknown;
  expires?: number | undefined;
}

interface AtomicEntry {
  value: string;
  expires: number;
}

const live = (entry: Entry | undefined, now = Date.now()): entry is Entry =>
  entry !== undefined && (entry.expires === undefined || entry.expires > now);

/**
 * keyv's storage adapter for memory://: one process's Map, namespaced `<namespace>:<key>`. Its
 * own (rather than keyv's memory adapter) so that expired entries can be swept in batches.
 */
export class MemoryAdapter extends EventEmitter {
  namespace?: string | undefined;
  readonly entries = new Map<string, Entry>();
  /** The atomic records (memoryAtomicRecords), beside keyv's. */
  readonly atomicEntries = new Map<string, AtomicEntry>();

  get capabilities(): KeyvStorageCapability {
    return keyvStorageCapability(this);
  }

  private full(key: string): string {
    return this.namespace === undefined ? key : `${this.namespace}:${key}`;
  }

  async get(key: string): Promise<unknown> {
    const entry = this.entries.get(this.full(key));
    return live(entry) ? entry.value : undefined;
  }
  async getMany(keys: string[]): Promise<unknown[]> {
    return Promise.all(keys.map((key) => this.get(key)));
  }
  async has(key: string): Promise<boolean> {
    return live(this.entries.get(this.full(key)));
  }
  async hasMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.has(key)));
  }
  async set(key: string, value: unknown, expires?: number): Promise<boolean> {
    this.entries.set(this.full(key), { value, expires });
    return true;
  }
  async setMany(entries: KeyvStorageEntry[]): Promise<boolean[]> {
    return Promise.all(entries.map((e) => this.set(e.key, e.value, e.expires)));
  }
  async delete(key: string): Promise<boolean> {
    const full = this.full(key);
    const existed = live(this.entries.get(full));
    this.entries.delete(full);
    return existed;
  }
  async deleteMany(keys: string[]): Promise<boolean[]> {
    return Promise.all(keys.map((key) => this.delete(key)));
  }
  async clear(): Promise<void> {
    const prefix = this.full('');
    for (const key of [...this.entries.keys()])
      if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Deletes at most `limit` expired entries of this namespace. */
  sweep(limit: number): number {
    const prefix = this.full('');
    const now = Date.now();
    let deleted = 0;
    for (const [key, entry] of this.entries) {
      if (deleted >= limit) break;
      if (key.startsWith(prefix) && !live(entry, now)) {
        this.entries.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }
}

/** Atomic records in a Map of their own: no await between a read and its write. */
export function memoryAtomicRecords(
  namespace: string,
  entries: Map<string, AtomicEntry>,
): AtomicRecords {
  const full = (key: string) => `${namespace}:${key}`;
  const liveValue = (key: string) => {
    const entry = entries.get(full(key));
    return entry !== undefined && entry.expires > Date.now() ? entry.value : undefined;
  };
  return {
    async add(key, value, ttlMs) {
      if (liveValue(key) !== undefined) return false;
      entries.set(full(key), { value, expires: Date.now() + ttlMs });
      return true;
    },
    async renew(key, value, ttlMs) {
      if (liveValue(key) !== value) return false;
      entries.set(full(key), { value, expires: Date.now() + ttlMs });
      return true;
    },
    async remove(key, value) {
      if (entries.get(full(key))?.value !== value) return false;
      return entries.delete(full(key));
    },
    async put(key, value, ttlMs) {
      entries.set(full(key), { value, expires: Date.now() + ttlMs });
    },
    async peek(key) {
      return liveValue(key);
    },
    async take(key) {
      const value = liveValue(key);
      entries.delete(full(key));
      return value;
    },
    async sweep(limit) {
      const now = Date.now();
      let deleted = 0;
      for (const [key, entry] of entries) {
        if (deleted >= limit) break;
        if (key.startsWith(`${namespace}:`) && entry.expires <= now) {
          entries.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}

export async function openMemory(
  namespace: string,
  onError: (err: unknown) => void,
): Promise<StoreBackend & { adapter: MemoryAdapter }> {
  const adapter = new MemoryAdapter();
  const keyv = new Keyv({ store: adapter, namespace });
  const atomic = memoryAtomicRecords(namespace, adapter.atomicEntries);
  return {
    kind: 'memory',
    keyv,
    adapter,
    loud: loudKeyv(keyv, onError),
    atomic,
    sweepExpired: (limit) => sweepBoth(async (n) => adapter.sweep(n), atomic, limit),
    close: async () => {},
  };
}
