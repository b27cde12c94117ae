/**
 * Record shapes held by the simulator. Each record keeps the public JSON (`data`, exactly what
 * the API returns, snake_case) apart from what the API never shows (secrets, ordering).
 */

export type DestinationType = 'webhook' | 'slack';
export type DeliveryStatus = 'pending' | 'success' | 'failed' | 'dropped' | 'anomaly';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'pending',
  'success',
  'failed',
  'dropped',
  'anomaly',
];

export interface AccountRecord {
  id: string;
  email: string;
  password: string;
  name: string;
}

export interface TokenRecord {
  id: number;
  token: string;
  accountId: string;
  createdAt: string;
}

export interface OrganizationData {
  id: string;
  object: 'organization';
  user_id: string;
  organization_id: null;
  environment: 'live' | 'sandbox';
  name: string;
  slug: string;
  type: string;
  country_code: string;
  timezone: string;
  locale: string;
  locale_list: string[];
  currency: string;
  currency_list: string[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface OrganizationRecord {
  data: OrganizationData;
  /** Active paid packs; 25 destinations each, and sending needs at least one. */
  paidPacks: number;
  memberAccountIds: string[];
}

export interface CredentialData {
  id: string;
  object: 'api_credential';
  organization_id: string;
  name: string;
  service: string | null;
  has_credentials: boolean;
  settings: Record<string, unknown> | null;
  account_identifier: string | null;
  site_url: string | null;
  supports: string[];
  created_at: string;
  updated_at: string;
}

export interface CredentialRecord {
  data: CredentialData;
  /** For `service: 'slack'`: the bot token chat.postMessage is called with. Never returned. */
  botToken: string | null;
  seq: number;
}

export interface SubscriptionConfig {
  message: string;
}

export interface SubscriptionData {
  id: string;
  object: 'event_subscription';
  organization_id: string;
  organization_event_destination_id: string;
  event: string;
  includes: string[] | null;
  config: SubscriptionConfig | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionRecord {
  data: SubscriptionData;
  seq: number;
}

export interface DestinationData {
  id: string;
  object: 'event_destination';
  organization_id: string;
  type: DestinationType;
  name: string;
  destination_url: string | null;
  is_active: boolean;
  /** Always null here; the create answer alone carries the secret. */
  signing_secret: null;
  config: Record<string, unknown> | null;
  organization_api_credential_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by_user_id: string | null;
}

export interface DestinationRecord {
  data: DestinationData;
  /** `whsec_…` for webhooks, null for Slack. */
  secret: string | null;
  seq: number;
}

export interface DeliveryData {
  id: string;
  object: 'event_delivery';
  organization_id: string;
  organization_event_destination_id: string;
  event: string;
  status: DeliveryStatus;
  request_payload: unknown;
  response_status: number | null;
  response_type: string | null;
  response: string | null;
  is_retry: boolean;
  created_at: string;
  updated_at: string;
}

export interface DeliveryRecord {
  data: DeliveryData;
  /** 1 for the first send, 2–5 for retries. */
  attempt: number;
  seq: number;
}

export interface InvoiceData {
  id: string;
  object: 'invoice';
  organization_id: string;
  number: string | null;
  formatted_number: string | null;
  title: string;
  status: string;
  source: string;
  type: string;
  direction: 'outbound' | 'inbound';
  currency: string;
  sub_total: number;
  discount: number;
  tax_total: number;
  total: number;
  issued_at: string | null;
  due_at: string | null;
  paid_at: string | null;
  finalized_at: string | null;
  is_downloadable: boolean;
  file_extension: string;
  is_tax_charged: boolean;
  payment_method: string | null;
  delivery_method: string | null;
  organization_sender_user_id: string | null;
  organization_receiver_user_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface InvoiceRecord {
  data: InvoiceData;
  /** The other party's name, printed on the PDF. */
  counterparty: string;
  seq: number;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string as received, without `?` (may be ''). */
  rawQuery: string;
  /** Parsed query: `k[]=`/`k[0]=` become arrays under `k`. */
  query: Record<string, string | string[]>;
  /** Parsed JSON or form body; the raw text when it could not be parsed; undefined when empty. */
  body: unknown;
  /** Request headers, lower-case names, without `authorization`. */
  headers: Record<string, string>;
  /** Whether an Authorization header was present (its value is never recorded). */
  hasAuthorization: boolean;
  /** Simulated time the request arrived (ISO). */
  time: string;
  /** Wall-clock time the request arrived (ms since epoch). */
  receivedAt: number;
  /** Status answered; undefined while the request is still being served. */
  status?: number;
}

export type FaultSpec = (
  | {
      kind: 'status';
      status: number;
      /** Seconds, sent as the Retry-After header. */
      retryAfter?: number;
      /** JSON body; default `{message: <reason>}`. */
      body?: unknown;
    }
  | { kind: 'delay'; ms: number }
  | {
      kind: 'malformed';
      /** `invalid_json` (default): a cut-off JSON text; `wrong_shape`: valid JSON lacking the fields. */
      variant?: 'invalid_json' | 'wrong_shape';
    }
  /** Destroys the socket without answering (a connection error for the client). */
  | { kind: 'reset' }
  /** Answers normally, but the body's second half follows `ms` later (a body still streaming). */
  | { kind: 'stall_body'; ms: number }
) & {
  /** Only requests with this method (case-insensitive). */
  method?: string;
  /** Only requests whose path contains this text; with a final `$`, whose path ends with it. */
  path?: string;
  /** How many matching requests it affects; default 1. */
  times?: number;
  /** How many matching requests pass untouched before it affects any (page 2 of a list, say); default 0. */
  after?: number;
};
