import {
  type Delivery,
  type Destination,
  type DestinationAllowance,
  EnlivyAuthenticationError,
  type EnlivyClient,
  isEnlivyError,
  type Subscription,
} from '../../../enlivy/index.js';
import type { DestinationNote, PauseTimer, Stores, WorkspaceRef } from '../../../store/index.js';

/** The channel a request came from; `name` is known for clicks and looked up for commands. */
export interface ChannelRef {
  id: string | undefined;
  name?: string | undefined;
}

/** Everything a list or the App Home shows, from a few Enlivy calls. */
export interface DestinationsOverview {
  /**
   * `event_subscriptions` is filled in when the organization's subscriptions were read in full;
   * otherwise it is left undefined, for `withSubscriptions` to fill for the cards shown.
   */
  destinations: Destination[];
  notes: Map<string, DestinationNote>;
  /** Newest known delivery per destination id. */
  lastDeliveries: Map<string, Delivery>;
  /** What the plan allows (no paid pack: nothing is delivered). */
  allowance: DestinationAllowance;
  /** Timed pauses by destination id (the card says until when). */
  timers?: Map<string, PauseTimer>;
}

/** The plan's allowance, or `unknown` when Enlivy will not say: never a reason to fail a list. */
export async function destinationAllowance(
  api: EnlivyClient,
  orgId: string,
): Promise<DestinationAllowance> {
  try {
    return await api.billing.destinationAllowance(orgId);
  } catch (err) {
    if (isEnlivyError(err) && !(err instanceof EnlivyAuthenticationError))
      return { state: 'unknown' };
    throw err;
  }
}

/**
 * Pages of the organization's subscription list read for an overview. Up to 200 subscriptions
 * (most organizations) cost one to four calls; beyond that (25 destinations × 77 events can reach
 * 1925) the cards shown are read one by one instead, so no card shows a partial event list.
 */
const SUBSCRIPTION_PAGES = 4;
const PER_PAGE = 50;
/** At most one list page of cards is filled; each is one call, all in parallel. */
const MAX_FILLS = 10;

/** Every subscription of the organization, or undefined when there are more than we read. */
async function allSubscriptions(
  api: EnlivyClient,
  orgId: string,
): Promise<Subscription[] | undefined> {
  const first = await api.subscriptions.list(orgId, { page: 1, perPage: PER_PAGE });
  if (!first.hasMore) return first.items;
  if (first.totalPages > SUBSCRIPTION_PAGES) return undefined;
  const pages = Array.from({ length: first.totalPages - 1 }, (_, i) => i + 2);
  const rest = await Promise.all(
    pages.map((page) => api.subscriptions.list(orgId, { page, perPage: PER_PAGE })),
  );
  if (rest.at(-1)?.hasMore === true) return undefined; // grew while we read it
  return [...first.items, ...rest.flatMap((current) => current.items)];
}

function groupSubscriptions(subscriptions: readonly Subscription[]): Map<string, Subscription[]> {
  const byDestination = new Map<string, Subscription[]>();
  for (const subscription of subscriptions) {
    const id = subscription.organization_event_destination_id;
    if (!id) continue;
    const list = byDestination.get(id) ?? [];
    list.push(subscription);
    byDestination.set(id, list);
  }
  return byDestination;
}

/** Timed pauses by destination id. */
export async function timersOf(
  stores: Pick<Stores, 'pauses'>,
  workspace: WorkspaceRef,
): Promise<Map<string, PauseTimer>> {
  const timers = await stores.pauses.timers(workspace);
  return new Map(timers.map((timer) => [timer.destinationId, timer]));
}

/** The first (newest) delivery per destination in a newest-first list. */
export function newestPerDestination(deliveries: readonly Delivery[]): Map<string, Delivery> {
  const newest = new Map<string, Delivery>();
  for (const delivery of deliveries) {
    if (!newest.has(delivery.organization_event_destination_id)) {
      newest.set(delivery.organization_event_destination_id, delivery);
    }
  }
  return newest;
}

/**
 * Destinations, their subscriptions, the newest delivery of each (from one page of the
 * organization's delivery log), the plan's allowance and the notes kept in Slack: four Enlivy
 * calls in parallel (a few more for an organization with many subscriptions; see
 * SUBSCRIPTION_PAGES). `lastDeliveries: false` skips the log for callers that show no card
 * history.
 */
export async function loadOverview(
  { api, orgId }: { api: EnlivyClient; orgId: string },
  stores: Pick<Stores, 'notes' | 'pauses'>,
  workspace: WorkspaceRef,
  options: { lastDeliveries?: boolean } = {},
): Promise<DestinationsOverview> {
  const [destinations, subscriptions, deliveries, allowance] = await Promise.all([
    api.destinations.listAll(orgId),
    allSubscriptions(api, orgId),
    options.lastDeliveries === false
      ? { items: [] as Delivery[] }
      : api.deliveries.list(orgId, { perPage: PER_PAGE }),
    destinationAllowance(api, orgId),
  ]);
  const byDestination = subscriptions && groupSubscriptions(subscriptions);
  const [notes, timers] = await Promise.all([
    stores.notes.getMany(
      workspace,
      destinations.map((d) => d.id),
    ),
    timersOf(stores, workspace),
  ]);
  return {
    destinations: destinations.map((d) => {
      const known = d.event_subscriptions ?? (byDestination && (byDestination.get(d.id) ?? []));
      return known === undefined ? d : { ...d, event_subscriptions: known };
    }),
    notes,
    lastDeliveries: newestPerDestination(deliveries.items),
    allowance,
    timers,
  };
}

/**
 * The overview with `event_subscriptions` filled in for `ids` (the cards about to be shown) where
 * the overview could not: one retrieve per card, at most ten, in parallel. A card whose read
 * fails keeps no event list (the card then shows no Events line rather than a wrong one).
 */
export async function withSubscriptions(
  api: EnlivyClient,
  orgId: string,
  overview: DestinationsOverview,
  ids: readonly string[],
): Promise<DestinationsOverview> {
  const wanted = new Set(ids);
  const missing = overview.destinations
    .filter((d) => wanted.has(d.id) && d.event_subscriptions === undefined)
    .slice(0, MAX_FILLS);
  if (missing.length === 0) return overview;
  const read = await Promise.allSettled(
    missing.map((d) =>
      api.destinations.retrieve(orgId, d.id, { include: ['event_subscriptions'] }),
    ),
  );
  const filled = new Map<string, Destination['event_subscriptions']>();
  read.forEach((result, index) => {
    const id = missing[index]?.id;
    if (id !== undefined && result.status === 'fulfilled') {
      filled.set(id, result.value.event_subscriptions ?? []);
    }
  });
  return {
    ...overview,
    destinations: overview.destinations.map((d) => {
      const subscriptions = filled.get(d.id);
      return subscriptions === undefined ? d : { ...d, event_subscriptions: subscriptions };
    }),
  };
}

function normalizedChannel(value: string): string {
  const trimmed = value.trim();
  const mention = /^<#([A-Z0-9]+)(?:\|[^>]*)?>$/.exec(trimmed);
  return (mention?.[1] ?? trimmed.replace(/^#/, '')).toLowerCase();
}

/** Whether a destination posts to the channel: by its note, or its Slack `config.channel`. */
export function postsToChannel(
  destination: Destination,
  note: DestinationNote | undefined,
  channel: ChannelRef,
): boolean {
  if (channel.id === undefined) return false;
  if (note?.channelId === channel.id) return true;
  const configured = destination.type === 'slack' ? destination.config?.channel : undefined;
  if (!configured) return false;
  const wanted = normalizedChannel(configured);
  return (
    wanted === channel.id.toLowerCase() ||
    (channel.name !== undefined && wanted === channel.name.toLowerCase())
  );
}

export function channelDestinationIds(
  destinations: readonly Destination[],
  notes: ReadonlyMap<string, DestinationNote>,
  channel: ChannelRef,
): Set<string> {
  return new Set(
    destinations.filter((d) => postsToChannel(d, notes.get(d.id), channel)).map((d) => d.id),
  );
}
