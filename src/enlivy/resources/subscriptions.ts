import { list, type Page } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Subscription, subscriptionSchema } from '../schemas/subscription.js';
import { type PageQuery, pageQuery } from './paging.js';

export interface SubscriptionsApi {
  /** Every subscription across the organization's destinations. */
  list(orgId: string, q?: PageQuery): Promise<Page<Subscription>>;
}

export function subscriptionsApi(http: Http): SubscriptionsApi {
  return {
    list: (orgId, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/event-destinations/subscriptions`,
        query: pageQuery(q),
        schema: list(subscriptionSchema),
      }),
  };
}
