import type { Role } from '../../core/access/roles.js';
import { roleAllows } from '../../core/access/roles.js';
import type { CommandHandler, CommandRequest, Request, Services } from '../../core/context.js';
import type { EnlivyClient } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import { requestChannel } from './channel.js';
import { CARD_FEATURES } from './features.js';
import { inModal } from './modal-steps.js';
import {
  type ChannelRef,
  channelDestinationIds,
  type DestinationsOverview,
  loadOverview,
  withSubscriptions,
} from './overview.js';
import { destinationListMessage, type ListEntry, type ListScope, pageSlice } from './views/list.js';
import { destinationsSay } from './views/phrases.js';
import { loadingModal, messageModal } from './views/results.js';

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

/** Loads what a list shows and renders it, in the language of the person who asked. */
export async function listMessage(
  request: Request & Pick<CommandRequest, 'connection'>,
  services: Services,
  role: Role,
  options: Omit<ListOptions, 'channel'> & { channelName?: string },
): Promise<SlackMessage> {
  return services.connections.use(
    request.workspace,
    async (connected) => {
      const [channel, overview, t] = await Promise.all([
        requestChannel(request, services, options.channelName),
        loadOverview(connected.api, connected.orgId, services.stores, request.workspace),
        request.t(),
      ]);
      const listOptions = { ...options, channel };
      const complete = await completeForPage(connected, overview, listOptions);
      return buildListMessage(complete, role, listOptions, t);
    },
    request.connection,
  );
}

/** `/enlivy list [all]` */
export const list: CommandHandler = async (request, services) => {
  const word = request.args[0]?.toLowerCase();
  if (word !== undefined && word !== 'all') {
    const say = destinationsSay(await request.t());
    throw new AppError('bad_input', say('list.badOption', { word }), {
      hint: say('list.badOption.hint'),
    });
  }
  const message = await listMessage(request, services, request.role, {
    scope: word === 'all' ? 'all' : 'channel',
    page: 1,
  });
  await request.ui.respond(message);
};

/** Previous / Next on a list: re-renders in place. */
export async function showListPage(
  request: Request,
  services: Services,
  options: { scope: ListScope; page: number; channelName?: string },
): Promise<void> {
  const role = await services.access.roleOf(request);
  const message = await listMessage(request, services, role, {
    scope: options.scope,
    page: options.page,
    ...(options.channelName ? { channelName: options.channelName } : {}),
  });
  await request.ui.respond(message, { replaceOriginal: true });
}

/**
 * The App Home's "List destinations": answered on Home, in a modal opened at once (loading) and
 * filled with every destination; Previous / Next page in the same modal (`viewId`).
 */
export async function showListModal(
  request: Request,
  services: Services,
  options: { page: number; viewId?: string | undefined },
): Promise<void> {
  const t = await request.t();
  const title = destinationsSay(t)('home.header');
  const viewId =
    options.viewId ??
    (await request.ui.openModal(loadingModal(title, destinationsSay(t)('list.loading'), t))).viewId;
  await inModal(services, request, viewId, { action: 'home:list', title }, async () => {
    const role = await services.access.roleOf(request);
    const message = await listMessage(request, services, role, {
      scope: 'all',
      page: options.page,
      readOnly: true,
    });
    await request.ui.updateModal(viewId, messageModal(title, message, t));
  });
}
