import { ignoredBodySchema, list, type Page, single } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Delivery, deliverySchema } from '../schemas/delivery.js';
import {
  type Destination,
  type DestinationType,
  destinationSchema,
} from '../schemas/destination.js';
import { MAX_PER_PAGE, type PageQuery, pageQuery } from './paging.js';

/** One element of `events`: what a destination subscribes to. */
export interface SubscriptionInput {
  event: string;
  includes?: string[];
  config?: { message?: string } | null;
}

export interface CreateDestinationInput {
  type: DestinationType;
  name: string;
  /** Required for webhooks (https); left out for Slack. */
  destination_url?: string;
  is_active?: boolean;
  /** Slack: the channel to post to. */
  config?: { channel: string };
  organization_api_credential_id?: string;
  events: SubscriptionInput[];
}

export interface UpdateDestinationInput {
  name?: string;
  is_active?: boolean;
  destination_url?: string;
  /** Replaces the whole subscription set: send every subscription wanted. */
  events?: SubscriptionInput[];
  config?: { channel: string } | null;
}

/** One user intent: retries (and a reconcile's re-send) reuse the key, so Enlivy applies it once. */
export interface WriteOptions {
  idempotencyKey?: string;
}

export type DestinationInclude = 'event_subscriptions' | 'event_deliveries';

export interface DestinationsApi {
  list(orgId: string, q?: PageQuery): Promise<Page<Destination>>;
  /** Every destination, following pages (bounded). */
  listAll(orgId: string): Promise<Destination[]>;
  retrieve(orgId: string, id: string, q?: { include?: DestinationInclude[] }): Promise<Destination>;
  /** The answer carries `signing_secret` for webhooks: the only time it is shown. */
  create(orgId: string, input: CreateDestinationInput, w?: WriteOptions): Promise<Destination>;
  update(
    orgId: string,
    id: string,
    input: UpdateDestinationInput,
    w?: WriteOptions,
  ): Promise<Destination>;
  delete(orgId: string, id: string, w?: WriteOptions): Promise<void>;
  /** Fires a test event; the answer is the delivery it produced. */
  test(orgId: string, id: string, input?: { event?: string }, w?: WriteOptions): Promise<Delivery>;
}

/** 50 destinations per page × 20 pages is far above the 25-per-pack limit. */
const MAX_PAGES = 20;

export function destinationsApi(http: Http): DestinationsApi {
  const api: DestinationsApi = {
    list: (orgId, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations`,
        query: pageQuery(q),
        schema: list(destinationSchema),
      }),

    async listAll(orgId) {
      const all: Destination[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const current = await api.list(orgId, { page, perPage: MAX_PER_PAGE });
        all.push(...current.items);
        if (!current.hasMore) break;
      }
      return all;
    },

    retrieve: (orgId, id, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/${id}`,
        query: { include: q?.include?.length ? q.include.join(',') : undefined },
        schema: single(destinationSchema),
      }),

    create: (orgId, input, w) =>
      http.request({
        method: 'POST',
        path: path`/organizations/${orgId}/event-destinations`,
        body: input,
        schema: single(destinationSchema),
        ...w,
      }),

    update: (orgId, id, input, w) =>
      http.request({
        method: 'PUT',
        path: path`/organizations/${orgId}/event-destinations/${id}`,
        body: input,
        schema: single(destinationSchema),
        ...w,
      }),

    async delete(orgId, id, w) {
      await http.request({
        method: 'DELETE',
        path: path`/organizations/${orgId}/event-destinations/${id}`,
        schema: ignoredBodySchema,
        ...w,
      });
    },

    test: (orgId, id, input, w) =>
      http.request({
        method: 'POST',
        path: path`/organizations/${orgId}/event-destinations/${id}/test`,
        body: input?.event ? { event: input.event } : {},
        schema: single(deliverySchema),
        ...w,
      }),
  };
  return api;
}
