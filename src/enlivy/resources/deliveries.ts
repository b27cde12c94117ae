import { list, type Page, single } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Delivery, type DeliveryStatus, deliverySchema } from '../schemas/delivery.js';
import { type PageQuery, pageQuery } from './paging.js';

export interface DeliveryFilters extends PageQuery {
  destinationId?: string;
  events?: string[];
  statuses?: DeliveryStatus[];
  /** Inclusive: an ISO-8601 UTC instant (`2026-11-21T05:00:00Z`), or YYYY-MM-DD (a UTC day). */
  createdFrom?: string;
  /** Inclusive: an ISO-8601 UTC instant (`2026-11-22T04:59:59Z`), or YYYY-MM-DD (a UTC day). */
  createdTo?: string;
}

/** Enlivy wants both ends of a date range or neither; before any delivery could exist. */
const EARLIEST = '2000-01-01T00:00:00Z';

/** The current second, rounded up, in Enlivy's instant format. */
function nowInstant(): string {
  return new Date(Math.ceil(Date.now() / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * `created_at_from` and `created_at_to` are `required_with` each other in Enlivy's API: one end
 * alone is a 422. A caller that gives one end gets the open side closed (the earliest instant, or
 * now), which selects the same deliveries.
 */
function createdRange(f: DeliveryFilters | undefined): { from?: string; to?: string } {
  const from = f?.createdFrom;
  const to = f?.createdTo;
  if (from === undefined && to === undefined) return {};
  return { from: from ?? EARLIEST, to: to ?? nowInstant() };
}

export interface DeliveriesApi {
  list(orgId: string, f?: DeliveryFilters): Promise<Page<Delivery>>;
  retrieve(orgId: string, id: string): Promise<Delivery>;
}

export function deliveriesApi(http: Http): DeliveriesApi {
  return {
    list: (orgId, f) => {
      const created = createdRange(f);
      return http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/deliveries`,
        query: {
          organization_event_destination_id: f?.destinationId,
          event: f?.events?.length ? f.events : undefined,
          status: f?.statuses?.length ? f.statuses : undefined,
          created_at_from: created.from,
          created_at_to: created.to,
          ...pageQuery(f),
        },
        schema: list(deliverySchema),
      });
    },

    retrieve: (orgId, id) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/deliveries/${id}`,
        schema: single(deliverySchema),
      }),
  };
}
