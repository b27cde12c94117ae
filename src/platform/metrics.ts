import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { currentTrace } from './request-context.js';

/**
 * What `GET /metrics` shows (Prometheus text, prom-client). One registry per process: the
 * process is what Prometheus scrapes, and every instrumented place (the Enlivy client, the store,
 * Slack calls) reaches it without threading it through every constructor.
 *
 * Labels are bounded by construction: every label value is a name from the code (a registered
 * subcommand, an action id a feature declares, an endpoint template, a Slack method) or a small
 * closed set (an outcome, an HTTP status), passed through the `*Label` helpers below. Never a
 * user id, a token, a channel name, a record id or free text: a new metric must keep to that.
 *
 * To add a metric: define it in `metrics` below (name prefixed `enlivy_slack_`, `registers:
 * [registry]`), say in its help what one increment means, and bound its labels.
 */
export const registry = new Registry();

const PREFIX = 'enlivy_slack_';

/** Seconds: from a few ms (an ack on loopback) to Slack's 3-second limit and beyond. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new Counter<L>({ name: PREFIX + name, help, labelNames, registers: [registry] });
}

function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets = LATENCY_BUCKETS,
) {
  return new Histogram<L>({
    name: PREFIX + name,
    help,
    labelNames,
    buckets,
    registers: [registry],
  });
}

export type Outcome = 'ok' | 'refused' | 'failed' | 'busy';

export const metrics = {
  dueRuns: counter(
    'due_runs_total',
    'Wake-ups of the daily lists of invoices due, by what each did: posted, empty (nothing due, nothing posted), failed (Enlivy gave no list: the channel was told), waiting (not due yet), stopped (no schedule any more, or it stopped itself).',
    ['outcome'],
  ),
  commands: counter(
    'commands_total',
    'Slash commands handled, by subcommand and how they ended for the user.',
    ['command', 'outcome'],
  ),
  interactions: counter(
    'interactions_total',
    'Clicks, form submissions and events handled, by payload type, action or callback id, and outcome.',
    ['type', 'action', 'outcome'],
  ),
  ackSeconds: histogram(
    'ack_duration_seconds',
    'From a Slack request arriving to its HTTP answer (the ack), by request kind.',
    ['kind'],
  ),
  firstAnswerSeconds: histogram(
    'first_answer_duration_seconds',
    'From a Slack request arriving to the first thing its user sees (message, modal, update).',
    ['kind'],
  ),
  enlivyRequests: counter(
    'enlivy_requests_total',
    'Attempts of calls to the Enlivy API, by method, endpoint template and HTTP status (or transport failure).',
    ['method', 'endpoint', 'status'],
  ),
  enlivySeconds: histogram(
    'enlivy_request_duration_seconds',
    'Duration of one attempt of an Enlivy API call, by method and endpoint template.',
    ['method', 'endpoint'],
  ),
  enlivyRetries: counter(
    'enlivy_retries_total',
    'Enlivy calls sent again after a retryable failure, by method and endpoint template.',
    ['method', 'endpoint'],
  ),
  reconciliations: counter(
    'reconciliations_total',
    'Writes with an unclear answer settled by reading back: changed, not_changed or unknown.',
    ['outcome'],
  ),
  slackCalls: counter(
    'slack_api_calls_total',
    'Slack Web API calls, by method and Slack error ("ok" when it succeeded).',
    ['method', 'error'],
  ),
  slackSeconds: histogram('slack_api_call_duration_seconds', 'Slack Web API call duration.', [
    'method',
  ]),
  storeSeconds: histogram(
    'store_operation_duration_seconds',
    'Duration of one store operation, by operation.',
    ['op'],
    STORE_BUCKETS,
  ),
  storeErrors: counter(
    'store_errors_total',
    'Store operations that failed or timed out, by operation.',
    ['op'],
  ),
  locksContended: counter(
    'locks_contended_total',
    'Attempts to take a lock someone else held, by kind of lock.',
    ['lock'],
  ),
  /** Failure watch: how late a failed delivery was noticed after Enlivy recorded it. */
  watchLagSeconds: histogram(
    'watch_lag_seconds',
    'Failure watch: from a delivery failing in Enlivy to the app noticing it.',
    [],
    [1, 5, 15, 30, 60, 120, 300, 600, 1800],
  ),
  /**
   * Event cards: incoming deliveries, by the outcome Enlivy is answered (queued, duplicate,
   * filtered, bad_signature… — the closed set of src/features/cards/receive.ts).
   */
  eventCardDeliveries: counter(
    'event_card_deliveries_total',
    'Event cards: incoming Enlivy deliveries, by outcome.',
    ['outcome'],
  ),
  /**
   * Event cards: posts from the inbox, by outcome (posted, rate_limited, refused, dropped,
   * failed — the closed set of src/features/cards/drain.ts).
   */
  eventCardPosts: counter(
    'event_card_posts_total',
    'Event cards: accepted events posted to Slack (or not), by outcome.',
    ['outcome'],
  ),
  /** Event cards: from a delivery being accepted to its card or reply in Slack. */
  eventCardWaitSeconds: histogram(
    'event_card_wait_seconds',
    'Event cards: from an accepted delivery to its message in Slack.',
    [],
    [0.5, 1, 2, 5, 10, 30, 60, 300, 1800],
  ),
};

let processMetrics = false;

/** Node's process metrics (CPU, memory, event loop lag, GC) on the registry, once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
}

/** Seconds since `startedAt` (a performance.now() value). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}

/** Times `work` into `observe` (seconds) and counts its failure with `onError`, then passes it on. */
export async function timed<T>(
  work: Promise<T>,
  observe: (seconds: number) => void,
  onError?: () => void,
): Promise<T> {
  const started = performance.now();
  try {
    return await work;
  } catch (err) {
    onError?.();
    throw err;
  } finally {
    observe(secondsSince(started));
  }
}

/** The first time a request shows its user something: observes the time to the first answer. */
export function noteAnswerShown(): void {
  const trace = currentTrace();
  if (trace === undefined || trace.answered) return;
  trace.answered = true;
  metrics.firstAnswerSeconds.observe(
    { kind: trace.kind ?? 'other' },
    secondsSince(trace.receivedAt),
  );
}

const ENLIVY_STATIC_SEGMENTS = new Set([
  'organizations',
  'event-destinations',
  'subscriptions',
  'deliveries',
  'test',
  'search',
  'authentication',
  'login',
  'logout',
  'tenant-billing',
  'usage',
  'invoices',
  'download',
  'api-credentials',
]);

/**
 * An Enlivy path as a template: `/organizations/:org/event-destinations/:id`. Only the API's own
 * words are kept; any other segment (an id, whatever it looks like) becomes `:org` or `:id`.
 */
export function endpointLabel(path: string): string {
  const segments = path.split('?')[0]?.split('/') ?? [];
  return segments
    .map((segment, i) => {
      if (segment === '' || ENLIVY_STATIC_SEGMENTS.has(segment)) return segment;
      return segments[i - 1] === 'organizations' ? ':org' : ':id';
    })
    .join('/');
}

/** A Slack Web API method name from the code (`chat.postMessage`), else `other`. */
export function slackMethodLabel(method: string): string {
  return /^[a-z]+(\.[A-Za-z0-9]+){1,3}$/.test(method) ? method : 'other';
}

/** A Slack error code (`not_in_channel`), else `other`: the server's text is not trusted. */
export function slackErrorLabel(error: unknown): string {
  return typeof error === 'string' && /^[a-z_]{1,40}$/.test(error) ? error : 'other';
}

const LOCK_KINDS = new Set([
  'replay',
  'roles',
  'change',
  'destination-test',
  'oauth-refresh',
  'cards-inbox',
  'cards-drain',
  'cards-index',
  'watch-rate',
  'pause-timers',
  'pause-timers-index',
  'watch-poll',
  'watch-settings',
  'watch-index',
]);

/** The kind of a lock, from the first part of its name (`change:E:-:T:…` → `change`). */
export function lockLabel(name: string): string {
  const kind = name.split(':')[0] ?? '';
  return LOCK_KINDS.has(kind) ? kind : 'other';
}

/** A name from a closed list, else `other` (e.g. an action id a client made up). */
export function knownLabel(value: unknown, known: ReadonlySet<string>): string {
  return typeof value === 'string' && known.has(value) ? value : 'other';
}
