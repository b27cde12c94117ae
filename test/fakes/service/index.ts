/**
 * The Enlivy simulator: a real HTTP server that follows the service contract
 * (/work/shared/service-contract.md, §7 "Simulator" decisions). Start it with `startSimulator`.
 */
import { authRoutes } from './auth.js';
import { DEFAULT_TEST_EVENT } from './catalog.js';
import { SimulatedClock } from './clock.js';
import {
  INVOICE_DELETE_MODES,
  type InvoiceDeleteMode,
  isInvoiceDeleteMode,
  type SimulatorConfig,
  type SimulatorDeps,
} from './context.js';
import { deliveryRoutes } from './deliveries.js';
import { destinationRoutes } from './destinations.js';
import { DeliveryEngine, normalizeSlackApiUrl } from './engine.js';
import { FaultRegistry, parseFaultSpec } from './faults.js';
import { invoiceRoutes } from './invoices.js';
import { oauthRoutes } from './oauth.js';
import { OAuthProvider } from './oauth-provider.js';
import { organizationRoutes } from './organizations.js';
import type { Route } from './router.js';
import { searchRoutes } from './search.js';
import { applySeed, SEED } from './seed.js';
import { createServer } from './server.js';
import { SimulatorState } from './state.js';
import type { DeliveryRecord, FaultSpec, RecordedRequest } from './types.js';

export { DEFAULT_TEST_EVENT, EVENT_CATALOG, INCLUDES_BY_SUBJECT } from './catalog.js';
export type { InvoiceDeleteMode } from './context.js';
export { signBody } from './engine.js';
export { DEMO_CLIENT, OAUTH_SCOPES, OAuthProvider } from './oauth-provider.js';
export { SEED } from './seed.js';
export { SimulatorState } from './state.js';
export type * from './types.js';

export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [0, 30_000, 120_000, 300_000, 600_000];

export interface SimulatorOptions {
  /** Default 0 = a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Web API base for Slack-type deliveries, e.g. http://127.0.0.1:5555/api/ (trailing slash optional). */
  slackApiUrl?: string;
  /** Offsets (ms from the first attempt) of every attempt; default [0, 30 s, 2 min, 5 min, 10 min]. */
  retrySchedule?: number[];
  /** Name of the generic test event; default 'destination.test' (invented, for tests only). */
  defaultTestEvent?: string;
  /** Seed the demo data set (see SEED); default true. */
  seed?: boolean;
  /** Timeout of webhook and Slack sends; default 5000 ms. */
  webhookTimeoutMs?: number;
  /** Freeze the clock at this time (moves only with advanceClock); default: wall clock. */
  startTime?: string | number | Date;
  /** Run due retries on a real-time ticker too (for people trying the app); default false. */
  realTimeRetries?: boolean;
  /** Event names accepted besides the catalog and the test event (e.g. Helpdesk names). */
  extraEvents?: string[];
  /** Accept http:// webhook URLs on 127.0.0.1 / localhost / [::1]; default true. */
  allowHttpLoopback?: boolean;
  /** Destinations per paid pack; default 25. */
  destinationsPerPack?: number;
  /** Invoice DELETE: `permanent` (default, as the seed) or `soft` (as the SDK; restorable). */
  invoiceDelete?: InvoiceDeleteMode;
  /** Send webhooks to loopback hosts only; any other URL fails with no network access. */
  loopbackOnly?: boolean;
  /** Lifetime of OAuth access tokens in seconds; default 3600 (`--oauth-access-ttl`). */
  oauthAccessTtlSeconds?: number;
}

export interface Simulator {
  /** Base URL without trailing slash. */
  url: string;
  /** In-memory state: read it, or insert records with addDelivery, addInvoice, addDestination … */
  state: SimulatorState;
  /** A valid token for that account (default the demo account). */
  issueToken(email?: string): string;
  /** The token chat.postMessage is called with for that organization's Slack credential. */
  /** The organization's Slack credential posts with `botToken`, to the Slack team `slackTeamId`. */
  setSlackCredentialToken(organizationId: string, botToken: string, slackTeamId?: string): void;
  setSlackApiUrl(url: string): void;
  /** Same as POST /__control/invoice-delete: what invoice DELETE does from now on. */
  setInvoiceDelete(mode: InvoiceDeleteMode): void;
  /** Moves the simulated clock; runs every due retry and awaits their sends. */
  advanceClock(ms: number): Promise<void>;
  /** Awaits all sends in flight. */
  settle(): Promise<void>;
  /** Fires an organization event to every subscribed destination; returns the deliveries. */
  emitEvent(
    organizationId: string,
    event: string,
    data?: Record<string, unknown>,
  ): DeliveryRecord[];
  /** Same as POST /__control/faults. */
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** The OAuth provider: client `oac_demo`, codes, grants, tokens (`revokeAll`, `accessTtlSeconds`). */
  oauth: OAuthProvider;
  /** Every API request received (not /__control ones); never the Authorization value. */
  requests: RecordedRequest[];
  /** The simulated time, in ms. */
  now(): number;
  close(): Promise<void>;
}

const API_ROUTES: readonly Route[] = [
  ...authRoutes,
  ...oauthRoutes,
  ...organizationRoutes,
  // The fixed words `deliveries` and `subscriptions` come before `{event_destination_id}`.
  ...deliveryRoutes,
  ...destinationRoutes,
  ...invoiceRoutes,
  ...searchRoutes,
];

function checkSchedule(schedule: readonly number[]): number[] {
  if (
    schedule.length === 0 ||
    schedule.some(
      (offset, i) => !Number.isFinite(offset) || offset < 0 || offset < (schedule[i - 1] ?? 0),
    )
  ) {
    throw new RangeError('retrySchedule must be non-empty, non-negative and non-decreasing');
  }
  return [...schedule];
}

function checkInvoiceDelete(mode: unknown): InvoiceDeleteMode {
  if (!isInvoiceDeleteMode(mode)) {
    throw new RangeError(`invoiceDelete must be one of ${INVOICE_DELETE_MODES.join(', ')}`);
  }
  return mode;
}

function parseStartTime(value: SimulatorOptions['startTime']): number | undefined {
  if (value === undefined) return undefined;
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`startTime is not a valid time: ${String(value)}`);
  return ms;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1';
  const clock = new SimulatedClock(
    parseStartTime(options.startTime),
    options.realTimeRetries ?? false,
  );
  const state = new SimulatorState(() => clock.now());
  const engine = new DeliveryEngine(state, clock, {
    slackApiUrl: normalizeSlackApiUrl(options.slackApiUrl),
    retrySchedule: checkSchedule(options.retrySchedule ?? DEFAULT_RETRY_SCHEDULE),
    webhookTimeoutMs: options.webhookTimeoutMs ?? 5000,
    loopbackOnly: options.loopbackOnly ?? false,
  });
  const config: SimulatorConfig = {
    defaultTestEvent: options.defaultTestEvent ?? DEFAULT_TEST_EVENT,
    extraEvents: [...(options.extraEvents ?? [])],
    allowHttpLoopback: options.allowHttpLoopback ?? true,
    destinationsPerPack: options.destinationsPerPack ?? 25,
    invoiceDelete: checkInvoiceDelete(options.invoiceDelete ?? 'permanent'),
  };
  const faults = new FaultRegistry();
  const requests: RecordedRequest[] = [];
  const oauth = new OAuthProvider(() => clock.now(), options.oauthAccessTtlSeconds ?? 3600);
  let url = '';
  const deps: SimulatorDeps = {
    state,
    clock,
    engine,
    faults,
    config,
    requests,
    oauth,
    baseUrl: () => url,
  };
  if (options.seed !== false) applySeed(state, clock.now());

  const server = createServer(deps, API_ROUTES);
  const port = await server.listen(options.port ?? 0, host);
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const ticker = options.realTimeRetries
    ? setInterval(() => {
        void clock.runDue();
      }, 250)
    : undefined;
  ticker?.unref();

  let closed: Promise<void> | undefined;
  return {
    url,
    state,
    requests,
    oauth,
    issueToken(email = SEED.account.email) {
      const account = state.accountByEmail(email);
      if (!account) throw new Error(`no simulator account ${email}`);
      return state.issueToken(account.id);
    },
    setSlackCredentialToken(organizationId, botToken, slackTeamId) {
      state.setSlackToken(organizationId, botToken, slackTeamId);
    },
    setSlackApiUrl(next) {
      engine.settings.slackApiUrl = normalizeSlackApiUrl(next);
    },
    async advanceClock(ms) {
      // Sends in flight finish first, so the retries they schedule count from their own time.
      await engine.settle();
      await clock.advance(ms);
      await engine.settle();
    },
    setInvoiceDelete(mode) {
      config.invoiceDelete = checkInvoiceDelete(mode);
    },
    settle: () => engine.settle(),
    emitEvent: (organizationId, event, data = {}) => engine.emit(organizationId, event, data),
    injectFault(fault) {
      faults.add(parseFaultSpec(fault));
    },
    clearFaults: () => faults.clear(),
    now: () => clock.now(),
    close() {
      closed ??= (async () => {
        if (ticker) clearInterval(ticker);
        clock.clear();
        await engine.close();
        await server.close();
      })();
      return closed;
    },
  };
}
