import { LRUCache } from 'lru-cache';
import { Gauge } from 'prom-client';
import { registry } from './metrics.js';

/**
 * The in-process caches whose keys requests choose (team, user and channel ids, texts with
 * values): anyone with a signature can send 20,000 distinct ids, so each is a least-recently-used
 * cache bounded in entries and in characters (keys and text values), never a plain Map. Each is
 * named (a name from the code), and `/metrics` shows how full every one is.
 */
export interface CacheBounds {
  /** Most entries kept. */
  max: number;
  /** Most characters of keys and string values kept together (default 200 per entry). */
  maxChars?: number;
  /** How long an entry is believed (default: until it is pushed out). */
  ttlMs?: number;
}

/** What the gauges read of a cache. */
interface Held {
  readonly size: number;
  readonly calculatedSize: number;
}

/** A value a cache can hold (lru-cache takes no undefined or null). */
type Cacheable = object | string | number | boolean;

const caches = new Map<string, Set<WeakRef<Held>>>();

function live(name: string): Held[] {
  const refs = caches.get(name) ?? new Set();
  const found: Held[] = [];
  for (const ref of refs) {
    const cache = ref.deref();
    if (cache === undefined) refs.delete(ref);
    else found.push(cache);
  }
  return found;
}

function sum(name: string, of: (cache: Held) => number): number {
  return live(name).reduce((total, cache) => total + of(cache), 0);
}

/** A gauge of every named cache, summed over its live instances. */
function cacheGauge(name: string, help: string, of: (cache: Held) => number): void {
  new Gauge({
    name,
    help,
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const cache of caches.keys()) this.set({ cache }, sum(cache, of));
    },
  });
}

cacheGauge(
  'enlivy_slack_cache_entries',
  'Entries held by each in-process cache (all of its instances in this process).',
  (c) => c.size,
);
cacheGauge(
  'enlivy_slack_cache_chars',
  'Characters of keys and text values held by each in-process cache.',
  (c) => c.calculatedSize,
);

const DEFAULT_CHARS_PER_ENTRY = 200;

export function boundedCache<V extends Cacheable>(
  name: string,
  bounds: CacheBounds,
): LRUCache<string, V> {
  const cache = new LRUCache<string, V>({
    max: bounds.max,
    maxSize: bounds.maxChars ?? bounds.max * DEFAULT_CHARS_PER_ENTRY,
    // An entry larger than the whole bound is not kept at all (lru-cache's rule).
    sizeCalculation: (value, key) => key.length + (typeof value === 'string' ? value.length : 1),
    ...(bounds.ttlMs === undefined ? {} : { ttl: bounds.ttlMs }),
  });
  let named = caches.get(name);
  if (named === undefined) {
    named = new Set();
    caches.set(name, named);
  }
  named.add(new WeakRef<Held>(cache));
  return cache;
}
