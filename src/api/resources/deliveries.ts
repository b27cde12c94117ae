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

export interface DeliveriesApi {
  list(orgId: string, f?: DeliveryFilters): Promise<Page<Delivery>>;
  retrieve(orgId: string, id: string): Promise<Delivery>;
}

export function deliveriesApi(http: Http): DeliveriesApi {
  return {
    list: (orgId, f) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/deliveries`,
        query: {
          organization_event_destination_id: f?.destinationId,
          event: f?.events?.length ? f.events : undefined,
          status: f?.statuses?.length ? f.statuses : undefined,
          created_at_from: f?.createdFrom,
          created_at_to: f?.createdTo,
          ...pageQuery(f),
        },
        schema: list(deliverySchema),
      }),

    retrieve: (orgId, id) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/deliveries/${id}`,
        schema: single(deliverySchema),
      }),
  };
}
