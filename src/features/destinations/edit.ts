import type { Request } from '../../core/context.js';
import { type Destination, EnlivySchemaError } from '../../enlivy/index.js';
import { refuseBlankName } from '../shared/destinations/resolve.js';
import type { SubscriptionSpec } from '../shared/destinations/subscriptions.js';
import { destinationFromCommand } from '../shared/destinations/target.js';
import { slackChannelLabel } from '../shared/destinations/views/card.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import { type EditMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';
import type { FormValues } from './form-values.js';
import { inModal } from './modal-steps.js';
import { includePairsOf, sharedMessage, specOf } from './subscriptions.js';
import { formTitle } from './views/form.js';
import { loadingFromEnlivy } from './views/results.js';

/** The destination with its subscriptions; refuses to go on without them (a PUT would drop them). */
export async function retrieveWithSubscriptions(
  services: DestinationsDeps,
  request: Request,
  id: string,
): Promise<{ destination: Destination; subscriptions: SubscriptionSpec[] }> {
  const destination = await services.connections.use(request.workspace, ({ api, orgId }) =>
    api.destinations.retrieve(orgId, id, { include: ['event_subscriptions'] }),
  );
  if (destination.event_subscriptions === undefined) {
    throw new EnlivySchemaError('Enlivy returned the destination without its subscriptions', [
      'data.event_subscriptions: missing',
    ]);
  }
  return { destination, subscriptions: destination.event_subscriptions.map(specOf) };
}

export function editValues(
  destination: Destination,
  subscriptions: SubscriptionSpec[],
  cardsFilters?: readonly string[],
): FormValues {
  const events = subscriptions.map((s) => s.event);
  return {
    name: destination.name ?? '',
    url: destination.destination_url ?? '',
    // Every event is in the select (those the catalog does not list under "Other events").
    events,
    otherEvents: '',
    includes: includePairsOf(subscriptions),
    message: sharedMessage(subscriptions),
    active: destination.is_active,
    ...(cardsFilters ? { filters: cardsFilters.join(' ') } : {}),
  };
}

async function loadEditForm(
  services: DestinationsDeps,
  request: Request,
  viewId: string,
  destinationId: string,
): Promise<void> {
  const { destination, subscriptions } = await retrieveWithSubscriptions(
    services,
    request,
    destinationId,
  );
  const note = await services.stores.notes
    .get(request.workspace, destination.id)
    .catch(() => undefined);
  const cards = note?.cards;
  const channelLabel =
    destination.type === 'slack' || cards ? slackChannelLabel(destination, note) : undefined;
  const meta: EditMeta = {
    form: 'edit',
    kind: destination.type,
    id: destination.id,
    ...(request.channelId ? { origin: request.channelId } : {}),
    name: destination.name ?? '',
    ...(destination.destination_url ? { url: destination.destination_url } : {}),
    active: destination.is_active,
    ...(channelLabel ? { channelLabel } : {}),
    ...(cards ? { cards } : {}),
    subscriptions,
  };
  const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
  await request.ui.updateModal(
    viewId,
    renderForm(
      {
        meta,
        privateMetadata,
        values: editValues(destination, subscriptions, cards?.filters),
        extras: {},
      },
      await request.t(),
    ),
  );
}

/** Opens the edit form at once (loading), then fills it from Enlivy. For buttons and App Home. */
export async function openEditModal(
  request: Request,
  services: DestinationsDeps,
  destinationId: string,
): Promise<void> {
  const title = formTitle('slack', 'edit', await request.t());
  const { viewId } = await request.ui.openModal(loadingFromEnlivy(title, await request.t()));
  await inModal(services, request, { viewId, where: { action: 'edit:open', title } }, async () => {
    await services.access.require(request, 'editor');
    await loadEditForm(services, request, viewId, destinationId);
  });
}

/** `/enlivy edit NAME`. */
export const edit: DestinationsCommand = async (request, services) => {
  refuseBlankName(request.args, 'edit', await request.t());
  const title = formTitle('slack', 'edit', await request.t());
  const { viewId } = await request.ui.openModal(loadingFromEnlivy(title, await request.t()));
  await inModal(services, request, { viewId, where: { action: 'edit:open', title } }, async () => {
    // NAME as pause, test and delete read it: without NAME, the channel's only destination
    // (by the notes kept here, or a Slack destination configured as this channel's id or #name).
    const { id } = await services.connections.use(request.workspace, (connected) =>
      destinationFromCommand(connected, request, services, request.args.join(' ')),
    );
    await loadEditForm(services, request, viewId, id);
  });
};
