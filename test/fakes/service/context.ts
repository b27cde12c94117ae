/** What every route handler receives, and the shared services behind it. */
import type { IncomingHttpHeaders } from 'node:http';
import type { SimulatedClock } from './clock.js';
import type { DeliveryEngine } from './engine.js';
import type { FaultRegistry } from './faults.js';
import { HttpError, isPlainObject, type ParsedQuery, type Reply } from './http.js';
import type { OAuthGrant, OAuthProvider } from './oauth-provider.js';
import type { SimulatorState } from './state.js';
import type { AccountRecord, OrganizationRecord, RecordedRequest } from './types.js';

export interface SimulatorConfig {
  /** Name of the generic test event (invented; contract §7 #6). */
  defaultTestEvent: string;
  /** Event names accepted besides the 77 of the catalog and the test event. */
  extraEvents: string[];
  /** Accept `http://` webhook URLs on loopback hosts (127.0.0.1, localhost, ::1). */
  allowHttpLoopback: boolean;
  /** Destinations allowed per paid pack (an organization without a pack counts as one). */
  destinationsPerPack: number;
  /** What invoice DELETE does (the seed and the SDK disagree); changeable at run time. */
  invoiceDelete: InvoiceDeleteMode;
}

/** `permanent`: `{"status":"ok"}` and the record is gone. `soft`: `{data: invoice}` with `deleted_at`. */
export type InvoiceDeleteMode = 'permanent' | 'soft';
export const INVOICE_DELETE_MODES: readonly InvoiceDeleteMode[] = ['permanent', 'soft'];
export function isInvoiceDeleteMode(value: unknown): value is InvoiceDeleteMode {
  return INVOICE_DELETE_MODES.includes(value as InvoiceDeleteMode);
}

export interface SimulatorDeps {
  state: SimulatorState;
  clock: SimulatedClock;
  engine: DeliveryEngine;
  faults: FaultRegistry;
  config: SimulatorConfig;
  requests: RecordedRequest[];
  oauth: OAuthProvider;
  /** The server's base URL, without a trailing slash. */
  baseUrl: () => string;
}

export interface RouteContext {
  deps: SimulatorDeps;
  method: string;
  path: string;
  rawQuery: string;
  query: ParsedQuery;
  /** Parsed body; undefined when the request had none. */
  body: unknown;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
}

export interface AccountContext extends RouteContext {
  account: AccountRecord;
  token: string;
  /** Set when the token is an OAuth access token: what its grant allows. */
  grant?: OAuthGrant;
}

export interface OrganizationContext extends AccountContext {
  organization: OrganizationRecord;
}

export type Handler<C extends RouteContext> = (ctx: C) => Reply | Promise<Reply>;

export function param(ctx: RouteContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`route has no parameter ${name}`);
  return value;
}

/** The body as an object; an absent body is `{}`; anything else is a 422. */
export function bodyObject(ctx: RouteContext): Record<string, unknown> {
  if (ctx.body === undefined) return {};
  if (!isPlainObject(ctx.body)) {
    throw new HttpError(422, 'The request body must be a JSON object.');
  }
  return ctx.body;
}

/** Builds the URL of another page of the current list: same query, other `page`. */
export function pageUrl(ctx: RouteContext): (page: number) => string {
  return (page) => {
    const params = new URLSearchParams(ctx.rawQuery);
    params.set('page', String(page));
    return `${ctx.deps.baseUrl()}${ctx.path}?${params.toString()}`;
  };
}
