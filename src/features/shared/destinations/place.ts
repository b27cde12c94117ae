import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import type { AppServices, Request } from '../../../core/context.js';
import type { Delivery, Destination, EnlivyClient } from '../../../enlivy/index.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { requestChannel } from './channel.js';
import { CARD_FEATURES } from './features.js';
import { buildListMessage, completeForPage } from './list.js';
import { type DestinationsOverview, loadOverview, timersOf } from './overview.js';
import type { CardPlace } from './views/card.js';
import { singleCardMessage } from './views/messages.js';

/** The message a card button was on, loaded once and re-rendered as things change. */
export interface LoadedPlace {
  /** The destination the button was for; undefined when it no longer exists. */
  destination: Destination | undefined;
  setLastDelivery(delivery: Delivery): void;
  render(banner?: string): SlackMessage;
}

async function loadSingle(
  { api, orgId }: { api: EnlivyClient; orgId: string },
  request: Request,
  services: Pick<AppServices, 'stores'>,
  destinationId: string,
): Promise<DestinationsOverview> {
  const [destination, note, timers] = await Promise.all([
    api.destinations.retrieve(orgId, destinationId, {
      include: ['event_subscriptions', 'event_deliveries'],
    }),
    services.stores.notes.get(request.workspace, destinationId),
    timersOf(services.stores, request.workspace),
  ]);
  const newest = destination.event_deliveries?.[0];
  return {
    destinations: [{ ...destination, event_subscriptions: destination.event_subscriptions ?? [] }],
    notes: new Map(note ? [[destinationId, note]] : []),
    lastDeliveries: new Map(newest ? [[destinationId, newest]] : []),
    // A single card shows no quota line: no need to ask for the plan.
    allowance: { state: 'unknown' },
    timers,
  };
}

export async function loadPlace(
  connected: { api: EnlivyClient; orgId: string },
  request: Request,
  services: Pick<AppServices, 'stores'>,
  input: { role: Role; place: CardPlace; destinationId: string; channelName?: string },
): Promise<LoadedPlace> {
  const { place, destinationId, role } = input;
  // Cards are shown to the person who clicked: their language.
  const t = await request.t();
  if (place.scope === 'single') {
    const overview = await loadSingle(connected, request, services, destinationId);
    const destination = overview.destinations[0];
    return {
      destination,
      setLastDelivery: (delivery) => overview.lastDeliveries.set(destinationId, delivery),
      render(banner) {
        if (destination === undefined) throw new Error('single place without destination');
        const note = overview.notes.get(destinationId);
        const lastDelivery = overview.lastDeliveries.get(destinationId);
        const timer = overview.timers?.get(destinationId);
        return singleCardMessage(
          destination,
          {
            ...(note ? { note } : {}),
            ...(timer ? { timer } : {}),
            ...(lastDelivery ? { lastDelivery } : {}),
            ...(banner ? { banner } : {}),
            canEdit: roleAllows(role, 'editor'),
            canDelete: roleAllows(role, 'admin'),
            hide: CARD_FEATURES,
          },
          t,
        );
      },
    };
  }
  const [loaded, channel] = await Promise.all([
    loadOverview(connected, services.stores, request.workspace),
    requestChannel(request, services, input.channelName),
  ]);
  const listOptions = {
    scope: place.scope === 'all' ? ('all' as const) : ('channel' as const),
    page: place.page,
    channel,
  };
  const overview = await completeForPage(connected, loaded, listOptions);
  return {
    destination: overview.destinations.find((d) => d.id === destinationId),
    setLastDelivery: (delivery) => overview.lastDeliveries.set(destinationId, delivery),
    render: (banner) =>
      buildListMessage(
        overview,
        role,
        {
          ...listOptions,
          ...(banner ? { banners: new Map([[destinationId, banner]]) } : {}),
        },
        t,
      ),
  };
}
