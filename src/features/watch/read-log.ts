import type { Delivery, DeliveryFilters, Destination, EnlivyClient } from '../../enlivy/index.js';
import type { RateGate } from './rate-gate.js';

/** The watcher's reads of Enlivy, each through the rate gate. */
export interface LogReader {
  /** Failed, anomaly and dropped deliveries created in [from, to] (at most `maxPages` pages). */
  problems(from: string, to: string): Promise<Delivery[]>;
  /** A successful delivery of the destination created after `after`, if any. */
  successAfter(destinationId: string, after: string, to: string): Promise<Delivery | undefined>;
  destinations(): Promise<Map<string, Destination>>;
  /** Every delivery created in [from, to], up to `maxPages` pages; `complete` false past that. */
  all(
    from: string,
    to: string,
    maxPages: number,
  ): Promise<{ items: Delivery[]; complete: boolean }>;
}

const PER_PAGE = 50;
/** A workspace with more problems than this in one read catches up on the next polls. */
const MAX_PAGES = 10;

/** `2026-11-21T05:00:00Z` (Enlivy's instant form) of a time in ms, rounded down. */
export function instant(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function logReader(api: EnlivyClient, orgId: string, gate: RateGate): LogReader {
  const gated = async <T>(call: () => Promise<T>) => {
    await gate.take();
    return call();
  };
  async function pages(filters: DeliveryFilters, maxPages: number) {
    const items: Delivery[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const current = await gated(() =>
        api.deliveries.list(orgId, { ...filters, page, perPage: PER_PAGE }),
      );
      items.push(...current.items);
      if (!current.hasMore) return { items, complete: true };
    }
    return { items, complete: false };
  }
  return {
    async problems(from, to) {
      const statuses = ['failed', 'anomaly', 'dropped'];
      return (await pages({ statuses, createdFrom: from, createdTo: to }, MAX_PAGES)).items;
    },
    all: (from, to, maxPages) => pages({ createdFrom: from, createdTo: to }, maxPages),
    async successAfter(destinationId, after, to) {
      const afterMs = Date.parse(after);
      for (let page = 1; page <= 2; page++) {
        const current = await gated(() =>
          api.deliveries.list(orgId, {
            destinationId,
            statuses: ['success'],
            createdFrom: instant(afterMs),
            createdTo: to,
            page,
            perPage: PER_PAGE,
          }),
        );
        const found = current.items.find((d) => Date.parse(d.created_at) > afterMs);
        if (found || !current.hasMore) return found;
      }
      return undefined;
    },
    async destinations() {
      const list = await gated(() => api.destinations.listAll(orgId));
      return new Map(list.map((d) => [d.id, d]));
    },
  };
}
