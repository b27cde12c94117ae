import type { Delivery, Destination, EnlivyClient, Subscription } from '../../api/index.js';
import type { DestinationNote, Stores, WorkspaceRef } from '../../store/index.js';

/** The channel a request came from; `name` is known for clicks and looked up for commands. */
export interface ChannelRef {
  id: string | undefined;
  name?: string | undefined;
}

/** Everything a list or the App Home shows, from a few Enlivy calls. */
export interface DestinationsOverview {
  /** With `event_subscriptions` filled in when the subscriptions could be read. */
  destinations: Destination[];
  notes: Map<string, DestinationNote>;
  /** Newest known delivery per destination id. */
  lastDeliveries: Map<string, Delivery>;
}

const SUBSCRIPTION_PAGES = 10;
const PER_PAGE = 50;

async function allSubscriptions(api: EnlivyClient, orgId: string): Promise<Subscription[]> {
  const all: Subscription[] = [];
  for (let page = 1; page <= SUBSCRIPTION_PAGES; page++) {
    const current = await api.subscriptions.list(orgId, { page, perPage: PER_PAGE });
    all.push(...current.items);
    if (!current.hasMore) break;
  }
  return all;
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
 * organization's delivery log) and the notes kept in Slack: three Enlivy calls in parallel.
 */
export async function loadOverview(
  api: EnlivyClient,
  orgId: string,
  stores: Pick<Stores, 'notes'>,
  workspace: WorkspaceRef,
): Promise<DestinationsOverview> {
  const [destinations, subscriptions, deliveries] = await Promise.all([
    api.destinations.listAll(orgId),
    allSubscriptions(api, orgId),
    api.deliveries.list(orgId, { perPage: PER_PAGE }),
  ]);
  const byDestination = groupSubscriptions(subscriptions);
  const notes = await stores.notes.getMany(
    workspace,
    destinations.map((d) => d.id),
  );
  return {
    destinations: destinations.map((d) => ({
      ...d,
      event_subscriptions: d.event_subscriptions ?? byDestination.get(d.id) ?? [],
    })),
    notes,
    lastDeliveries: newestPerDestination(deliveries.items),
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
