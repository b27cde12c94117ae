import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import type { EnlivyClient } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { CARD_FEATURES } from './features.js';
import {
  type ChannelRef,
  channelDestinationIds,
  type DestinationsOverview,
  withSubscriptions,
} from './overview.js';
import { destinationListMessage, type ListEntry, type ListScope, pageSlice } from './views/list.js';

export interface ListOptions {
  scope: ListScope;
  page: number;
  channel: ChannelRef;
  /** A line to show under one card (e.g. a test's outcome), by destination id. */
  banners?: ReadonlyMap<string, string>;
  /** Cards without buttons (the App Home's list modal). */
  readOnly?: boolean;
}

/** What a list shows, in order: this channel's destinations first, or only those. */
function scopedEntries(overview: DestinationsOverview, options: ListOptions) {
  const here = channelDestinationIds(overview.destinations, overview.notes, options.channel);
  const entries: ListEntry[] = overview.destinations.map((destination) => {
    const note = overview.notes.get(destination.id);
    const lastDelivery = overview.lastDeliveries.get(destination.id);
    const banner = options.banners?.get(destination.id);
    const timer = overview.timers?.get(destination.id);
    return {
      destination,
      inChannel: here.has(destination.id),
      ...(note ? { note } : {}),
      ...(timer ? { timer } : {}),
      ...(lastDelivery ? { lastDelivery } : {}),
      ...(banner ? { banner } : {}),
    };
  });
  const inChannel = entries.filter((e) => e.inChannel);
  const elsewhere = entries.filter((e) => !e.inChannel);
  const channelOnly = options.scope === 'channel' && inChannel.length > 0;
  return {
    entries: channelOnly ? inChannel : [...inChannel, ...elsewhere],
    total: entries.length,
    elsewhere: channelOnly ? elsewhere.length : 0,
    fellBack: options.scope === 'channel' && inChannel.length === 0,
  };
}

/**
 * The overview ready for one list page: event lists read for the page's cards where the overview
 * could not read them (an organization with very many subscriptions).
 */
export function completeForPage(
  connected: { api: EnlivyClient; orgId: string },
  overview: DestinationsOverview,
  options: ListOptions,
): Promise<DestinationsOverview> {
  const { shown } = pageSlice(scopedEntries(overview, options).entries, options.page);
  return withSubscriptions(
    connected.api,
    connected.orgId,
    overview,
    shown.map((entry) => entry.destination.id),
  );
}

/** Orders and filters an overview into one list message for a role. */
export function buildListMessage(
  overview: DestinationsOverview,
  role: Role,
  options: ListOptions,
  t: Translator,
): SlackMessage {
  const scoped = scopedEntries(overview, options);
  return destinationListMessage(
    {
      scope: options.scope,
      page: options.page,
      channelId: options.channel.id,
      ...scoped,
      canEdit: roleAllows(role, 'editor'),
      canDelete: roleAllows(role, 'admin'),
      hide: CARD_FEATURES,
      ...(options.readOnly ? { readOnly: true } : {}),
      allowance: overview.allowance,
    },
    t,
  );
}
