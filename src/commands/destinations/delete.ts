import type { ConnectedApi } from '../../connections.js';
import { destinationName } from '../../views/destinations/card.js';
import {
  deleteCancelledMessage,
  deleteConfirmMessage,
  deletedMessage,
} from '../../views/destinations/messages.js';
import type { CommandHandler, Request, Services } from '../context.js';
import { destinationFromCommand } from './target.js';

async function askToConfirm(
  request: Request,
  services: Services,
  find: (connected: ConnectedApi) => Promise<string>,
): Promise<void> {
  const message = await services.connections.use(request.workspace, async (connected) => {
    const id = await find(connected);
    const destination = await connected.api.destinations.retrieve(connected.orgId, id, {
      include: ['event_subscriptions'],
    });
    return deleteConfirmMessage(destination, destination.event_subscriptions?.length ?? 0);
  });
  await request.ui.respond(message);
}

/** `/enlivy delete NAME`: nothing is deleted until the confirm button. */
export const deleteDestination: CommandHandler = (request, services) =>
  askToConfirm(request, services, async (connected) => {
    const destination = await destinationFromCommand(
      connected,
      request,
      services,
      request.args.join(' '),
    );
    return destination.id;
  });

/** Delete on a card: the same confirm step, as a new message under the card. */
export async function deleteFromCard(
  request: Request,
  services: Services,
  destinationId: string,
): Promise<void> {
  await services.access.require(request, 'admin');
  await askToConfirm(request, services, async () => destinationId);
}

/** The danger button of the confirm step. */
export async function confirmDelete(
  request: Request,
  services: Services,
  destinationId: string,
): Promise<void> {
  await services.access.require(request, 'admin');
  const name = await services.connections.use(request.workspace, async ({ api, orgId }) => {
    const destination = await api.destinations.retrieve(orgId, destinationId);
    await api.destinations.delete(orgId, destination.id);
    return destinationName(destination);
  });
  await services.stores.notes.delete(request.workspace, destinationId);
  const done = deletedMessage(request.userId, name);
  await request.ui.respond(done, { replaceOriginal: true });
  await request.ui.respond(done, { inChannel: true });
}

export async function cancelDelete(request: Request): Promise<void> {
  await request.ui.respond(deleteCancelledMessage(), { replaceOriginal: true });
}
