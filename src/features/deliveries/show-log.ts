import { randomUUID } from 'node:crypto';
import type { ModalView } from '@slack/types';
import type { Request } from '../../core/context.js';
import { logFailure, recordFailure } from '../../core/errors/failure-log.js';
import { apiInstant } from '../../core/time-zones.js';
import type { Delivery, Destination, EnlivyClient, Page } from '../../enlivy/index.js';
import { AppError, newReferenceId } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { workspaceKey } from '../../store/index.js';
import { isCardsUrl } from '../shared/cards/urls.js';
import { resolveDestination } from '../shared/destinations/resolve.js';
import { deliveriesSay } from './copy/index.js';
import type { DeliveriesDeps } from './deps.js';
import { createdRange } from './filters.js';
import { dateRangeProblem, LOG_PAGE_SIZE, type LogState } from './log-state.js';
import { isSlackError, isViewGone } from './slack-errors.js';
import { type DestinationChoice, deliveryLogErrorView, deliveryLogView } from './views/log.js';

/** The modal to fill: its id, and the hash it had when the user acted (guards against races). */
export interface LogTarget {
  viewId: string;
  hash?: string | undefined;
}

const LATEST_TTL_MS = 60 * 60 * 1000;

function latestKey(request: Request, viewId: string): string {
  return `deliveries-log:${workspaceKey(request.workspace)}:${viewId}`;
}

/** The destinations as the select lists them; a cards destination says so (in `t`'s language). */
function choicesOf(destinations: readonly Destination[], t: Translator): DestinationChoice[] {
  return destinations.map((d) => {
    const name = d.name ?? d.id;
    return {
      id: d.id,
      name: isCardsUrl(d.destination_url)
        ? deliveriesSay(t)('log.cardsDestination', { name })
        : name,
    };
  });
}

interface Loaded {
  state: LogState;
  destinations: DestinationChoice[];
  page?: Page<Delivery>;
  filterProblem?: string;
}

/** `now` rounded up to the whole second: the pin never leaves out what is already there. */
/** Before any delivery could exist: the open start of a range. */
const EARLIEST_DELIVERY = '2000-01-01T00:00:00Z';

function pinOf(now: Date): string {
  return apiInstant(new Date(Math.ceil(now.getTime() / 1000) * 1000));
}

/**
 * The instants sent to Enlivy: days read in the user's timezone (from its first second to its
 * last), exact instants as they are. Enlivy wants both ends or neither (`required_with`), so
 * both are always sent: without a since the range starts before any delivery could exist; without
 * an until it ends at the pin, unless it starts after it (a From day still to come), where it
 * ends where it starts (still an empty, valid range).
 */
function rangeOf(state: LogState, pin: string): { from: string; to: string } {
  const { from, to } = createdRange(state.filters, state.timeZone);
  const start = from ?? EARLIEST_DELIVERY;
  const end = to ?? (Date.parse(start) > Date.parse(pin) ? start : pin);
  return { from: start, to: end };
}

interface LoadAsk {
  state: LogState;
  destinationQuery: string | undefined;
  now: Date;
  t: Translator;
}

async function load(
  { api, orgId }: { api: EnlivyClient; orgId: string },
  { state, destinationQuery, now, t }: LoadAsk,
): Promise<Loaded> {
  const all = await api.destinations.listAll(orgId);
  const pin = state.asOf ?? pinOf(now);
  let current: LogState = { ...state, asOf: pin };
  if (destinationQuery !== undefined) {
    const found = resolveDestination({ query: destinationQuery, destinations: all }, t);
    current = { ...current, filters: { ...current.filters, destinationId: found.id } };
  }
  const destinations = choicesOf(all, t);
  const filterProblem = dateRangeProblem(current.filters, current.timeZone, t);
  if (filterProblem !== undefined) return { state: current, destinations, filterProblem };
  const { filters } = current;
  const range = rangeOf(current, pin);
  const query = (page: number) =>
    api.deliveries.list(orgId, {
      destinationId: filters.destinationId,
      statuses: filters.statuses,
      events: filters.events,
      createdFrom: range.from,
      createdTo: range.to,
      page,
      perPage: LOG_PAGE_SIZE,
    });
  let page = await query(current.page);
  // The set shrank below this page (deliveries removed, or a page from an older view): show
  // its last page rather than an empty one.
  if (page.items.length === 0 && page.total > 0 && current.page > 1) {
    const last = Math.max(1, Math.min(page.totalPages, current.page - 1));
    page = await query(last);
    current = { ...current, page: last };
  }
  return { state: current, destinations, page };
}

/** Errors about what the user asked for: trying the same thing again will not help. */
function isInputProblem(err: unknown): boolean {
  return (
    err instanceof AppError &&
    (err.code === 'bad_input' || err.code === 'not_found' || err.code === 'ambiguous')
  );
}

/** Who asked last for this modal; a store hiccup must not leave the modal loading forever. */
async function claim(services: DeliveriesDeps, key: string, token: string): Promise<void> {
  try {
    await services.stores.keyv.set(key, token, LATEST_TTL_MS);
  } catch (err) {
    logFailure(services.logger, err, newReferenceId(), { action: 'deliveries:log:claim' });
  }
}

async function stillLatest(services: DeliveriesDeps, key: string, token: string): Promise<boolean> {
  try {
    const latest = await services.stores.keyv.get<string>(key);
    return latest === undefined || latest === token;
  } catch {
    return true;
  }
}

/**
 * Updates the modal unless a newer request for the same modal has taken over. On hash_conflict
 * (someone else updated it meanwhile) it re-reads who asked last and retries once if it was us.
 */
async function updateIfLatest(
  request: Request,
  services: DeliveriesDeps,
  { target, view, key, token }: { target: LogTarget; view: ModalView; key: string; token: string },
): Promise<void> {
  if (!(await stillLatest(services, key, token))) return;
  try {
    await request.ui.updateModal(target.viewId, view, target.hash);
  } catch (err) {
    if (isViewGone(err)) return;
    if (!isSlackError(err, 'hash_conflict')) throw err;
    if (!(await stillLatest(services, key, token))) return;
    await request.ui.updateModal(target.viewId, view).catch((retryErr: unknown) => {
      if (!isViewGone(retryErr)) throw retryErr;
    });
  }
}

/**
 * Runs the query for `state` and puts the result (or what went wrong) into the open log modal.
 * `destinationQuery` is a NAME typed on the command line, resolved against the destinations.
 */
export async function showLog(
  request: Request,
  services: DeliveriesDeps,
  {
    target,
    state,
    destinationQuery,
  }: { target: LogTarget; state: LogState; destinationQuery?: string },
): Promise<void> {
  const key = latestKey(request, target.viewId);
  const token = randomUUID();
  await claim(services, key, token);
  const t = await request.t();
  let view: ModalView;
  try {
    const loaded = await services.connections.use(request.workspace, ({ api, orgId }) =>
      load({ api, orgId }, { state, destinationQuery, now: services.now(), t }),
    );
    view = deliveryLogView(loaded, t);
  } catch (err) {
    const problem = recordFailure(
      services.logger,
      err,
      { action: 'deliveries:log', userId: request.userId },
      t,
    );
    view = deliveryLogErrorView(state, problem, isInputProblem(err) ? 'clear' : 'retry', t);
  }
  await updateIfLatest(request, services, { target, view, key, token });
}
