import type { App } from '@slack/bolt';

/**
 * Bolt keeps a Slack WebClient for every workspace it ever served, for the life of the process
 * (its private `clients`, keyed by team or enterprise id). One costs about 25 KB, so 10,000
 * installed workspaces held some 250 MB. This bounds it to the `max` most recently used
 * workspaces: a workspace coming back after eviction gets a new client, as on its first request.
 */
export function boundBoltClientPool(app: App, max: number): void {
  const holder = app as unknown as { clients?: Record<string, unknown> };
  if (holder.clients === undefined || typeof holder.clients !== 'object')
    throw new Error('Bolt no longer keeps its clients where expected: check boundBoltClientPool');
  const recent = new Map<string, unknown>(Object.entries(holder.clients));
  holder.clients = new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const pool = recent.get(key);
      if (pool !== undefined) {
        // Most recently used last: the first entry is the one to evict.
        recent.delete(key);
        recent.set(key, pool);
      }
      return pool;
    },
    set(_target, key, value) {
      if (typeof key !== 'string') return false;
      recent.delete(key);
      recent.set(key, value);
      while (recent.size > max) recent.delete(recent.keys().next().value as string);
      return true;
    },
    has: (_target, key) => typeof key === 'string' && recent.has(key),
  });
}
