import type { TokenSource } from './auth.js';
import { createHttp, type Http, type HttpOptions } from './http.js';

export type { TokenSource } from './auth.js';
export { newIdempotencyKey } from './http.js';
export { isUnknownOutcome } from './retry.js';

import { type ApiCredentialsApi, apiCredentialsApi } from './resources/api-credentials.js';
import { type AuthApi, authApi } from './resources/auth.js';
import { type BillingApi, billingApi } from './resources/billing.js';
import { type DeliveriesApi, deliveriesApi } from './resources/deliveries.js';
import { type DestinationsApi, destinationsApi } from './resources/destinations.js';
import { type InvoicesApi, invoicesApi } from './resources/invoices.js';
import { type OAuthApi, type OAuthClientCredentials, oauthApi } from './resources/oauth.js';
import { type OrganizationsApi, organizationsApi } from './resources/organizations.js';
import { type SearchFn, searchApi } from './resources/search.js';
import { type SubscriptionsApi, subscriptionsApi } from './resources/subscriptions.js';

export type EnlivyClientOptions = HttpOptions;

export interface EnlivyClient {
  /** Same options and connection pool, another token (one client per workspace connection). */
  withToken(token: string): EnlivyClient;
  /** Same pool, a token that refreshes itself (an OAuth connection). */
  withTokenSource(source: TokenSource): EnlivyClient;
  /** The OAuth token endpoint with this app's client credentials. */
  oauth(client: OAuthClientCredentials): OAuthApi;
  /**
   * Ends every call still running (and every later one) with EnlivyAbortedError; shared with
   * the withToken clients. For shutdown, at the end of the drain window.
   */
  interrupt(): void;
  /**
   * Interrupts what still runs and destroys the keep-alive pool the client created (shared with
   * its withToken clients); an injected dispatcher is left to its owner. For shutdown.
   */
  close(): Promise<void>;
  auth: AuthApi;
  organizations: OrganizationsApi;
  destinations: DestinationsApi;
  deliveries: DeliveriesApi;
  subscriptions: SubscriptionsApi;
  apiCredentials: ApiCredentialsApi;
  invoices: InvoicesApi;
  billing: BillingApi;
  /** Global search, best match first (Enlivy orders by ranking_score). */
  search: SearchFn;
}

function clientOver(http: Http): EnlivyClient {
  return {
    withToken: (token) => clientOver(http.withToken(token)),
    withTokenSource: (source) => clientOver(http.withTokenSource(source)),
    oauth: (client) => oauthApi(http, client),
    interrupt: () => http.interrupt(),
    close: () => http.close(),
    auth: authApi(http),
    organizations: organizationsApi(http),
    destinations: destinationsApi(http),
    deliveries: deliveriesApi(http),
    subscriptions: subscriptionsApi(http),
    apiCredentials: apiCredentialsApi(http),
    invoices: invoicesApi(http),
    billing: billingApi(http),
    search: searchApi(http),
  };
}

export function createEnlivyClient(options: EnlivyClientOptions): EnlivyClient {
  return clientOver(createHttp(options));
}

export type { Page } from './envelopes.js';
export * from './errors.js';
export * from './events.js';
export type { ApiCredentialsApi } from './resources/api-credentials.js';
export type { AuthApi, LoginInput } from './resources/auth.js';
export type { DestinationAllowance } from './resources/billing.js';
export type { DeliveriesApi, DeliveryFilters } from './resources/deliveries.js';
export type {
  CreateDestinationInput,
  DestinationInclude,
  DestinationsApi,
  SubscriptionInput,
  UpdateDestinationInput,
  WriteOptions,
} from './resources/destinations.js';
export type {
  DownloadQuery,
  InvoiceDeletion,
  InvoiceDownload,
  InvoiceInclude,
  InvoiceListQuery,
  InvoicesApi,
} from './resources/invoices.js';
export { isTrashed } from './resources/invoices.js';
export type { OAuthApi, OAuthClientCredentials } from './resources/oauth.js';
export type { OrganizationsApi } from './resources/organizations.js';
export type { PageQuery } from './resources/paging.js';
export type { SearchFn, SearchQuery } from './resources/search.js';
export type { SubscriptionsApi } from './resources/subscriptions.js';
export type { ApiCredential } from './schemas/api-credential.js';
export type { LoginResult } from './schemas/auth.js';
export {
  DELIVERY_STATUSES,
  type Delivery,
  type DeliveryStatus,
  type KnownDeliveryStatus,
} from './schemas/delivery.js';
export {
  DESTINATION_TYPES,
  type Destination,
  type DestinationConfig,
  type DestinationType,
} from './schemas/destination.js';
export type { Invoice } from './schemas/invoice.js';
export type { TokenPair } from './schemas/oauth.js';
export type { Organization } from './schemas/organization.js';
export type { SearchItem } from './schemas/search.js';
export type { Subscription, SubscriptionConfig } from './schemas/subscription.js';
