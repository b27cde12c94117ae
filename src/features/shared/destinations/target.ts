import type { AppServices, Request } from '../../../core/context.js';
import type { Destination, EnlivyClient } from '../../../enlivy/index.js';
import { requestChannel } from './channel.js';
import { channelDestinationIds } from './overview.js';
import { resolveDestination } from './resolve.js';

/**
 * NAME as typed in a command → one destination. Without NAME, the channel's only destination
 * (by the notes kept here, or a Slack destination whose channel is this one).
 */
export async function destinationFromCommand(
  connected: { api: EnlivyClient; orgId: string },
  request: Request,
  services: Pick<AppServices, 'stores'>,
  query: string,
): Promise<Destination> {
  const destinations = await connected.api.destinations.listAll(connected.orgId);
  return destinationFromList(request, services, query, destinations);
}

/** As `destinationFromCommand`, from the organization's destinations already read. */
export async function destinationFromList(
  request: Request,
  services: Pick<AppServices, 'stores'>,
  query: string,
  destinations: readonly Destination[],
): Promise<Destination> {
  const t = await request.t();
  if (query.trim() !== '') return resolveDestination({ query, destinations }, t);
  const [channel, notes] = await Promise.all([
    requestChannel(request, services),
    services.stores.notes.getMany(
      request.workspace,
      destinations.map((d) => d.id),
    ),
  ]);
  return resolveDestination(
    {
      query,
      destinations,
      channelDestinationIds: channelDestinationIds(destinations, notes, channel),
    },
    t,
  );
}
