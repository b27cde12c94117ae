import { changedBy, recordChange, withChangeLock } from '../../core/change-lock.js';
import type { ConnectedApi } from '../../core/connections.js';
import type { Request } from '../../core/context.js';
import { isGone, reconciledWrite } from '../../core/reconcile.js';
import { EnlivyNotFoundError, newIdempotencyKey } from '../../enlivy/index.js';
import { clearTimer, closeReceipt } from '../pausing/index.js';
import { syncCardsState } from '../shared/cards/lifecycle.js';
import { refuseBlankName } from '../shared/destinations/resolve.js';
import { destinationFromCommand } from '../shared/destinations/target.js';
import { destinationName } from '../shared/destinations/views/card.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import {
  alreadyDeletedMessage,
  deleteCancelledMessage,
  deleteConfirmMessage,
  deletedMessage,
} from './views/messages.js';
import { destinationsSay } from './views/phrases.js';

async function askToConfirm(
  request: Request,
  services: DestinationsDeps,
  find: (connected: ConnectedApi) => Promise<string>,
): Promise<void> {
  const t = await request.t();
  const message = await services.connections.use(request.workspace, async (connected) => {
    const id = await find(connected);
    const destination = await connected.api.destinations.retrieve(connected.orgId, id, {
      include: ['event_subscriptions'],
    });
    return deleteConfirmMessage(destination, destination.event_subscriptions?.length ?? 0, t);
  });
  await request.ui.respond(message);
}

/** `/enlivy delete NAME`: nothing is deleted until the confirm button. */
export const deleteDestination: DestinationsCommand = async (request, services) => {
  refuseBlankName(request.args, 'delete', await request.t());
  await askToConfirm(request, services, async (connected) => {
    const destination = await destinationFromCommand(
      connected,
      request,
      services,
      request.args.join(' '),
    );
    return destination.id;
  });
};

/** Delete on a card (for admins, as its listener declares): the same confirm step, as a new message under the card. */
export async function deleteFromCard(
  request: Request,
  services: DestinationsDeps,
  destinationId: string,
): Promise<void> {
  await askToConfirm(request, services, async () => destinationId);
}

type DeleteOutcome = { deleted: true; name: string } | { deleted: false; byUserId: string };

/**
 * DELETE under the destination's change lock, with one Idempotency-Key for this click; an unclear
 * answer is settled by reading it back (gone → deleted). A click after someone deleted it from
 * Slack learns who did.
 */
async function deleteOnce(
  { api, orgId }: ConnectedApi,
  request: Request,
  services: DestinationsDeps,
  destinationId: string,
): Promise<DeleteOutcome> {
  const subject = `destination:${destinationId}`;
  const say = destinationsSay(await request.t());
  return withChangeLock(services, request, subject, async () => {
    let destination: Awaited<ReturnType<typeof api.destinations.retrieve>>;
    try {
      destination = await api.destinations.retrieve(orgId, destinationId);
    } catch (err) {
      if (!(err instanceof EnlivyNotFoundError)) throw err;
      const byUserId = await changedBy(services, request, subject, 'deleted');
      if (byUserId === undefined) throw err;
      return { deleted: false, byUserId };
    }
    const name = destinationName(destination);
    const idempotencyKey = newIdempotencyKey();
    await reconciledWrite({
      write: async () => {
        await api.destinations.delete(orgId, destination.id, { idempotencyKey });
        return true as const;
      },
      readBack: () => isGone(() => api.destinations.retrieve(orgId, destination.id)),
      notChanged: say('delete.notChanged', { name }),
      unknown: say('delete.unknown', { name }),
      howToCheck: say('delete.howToCheck'),
    });
    await recordChange(services, request, subject, 'deleted');
    return { deleted: true, name };
  });
}

/** The danger button of the confirm step (for admins, as its listener declares). */
export async function confirmDelete(
  request: Request,
  services: DestinationsDeps,
  destinationId: string,
): Promise<void> {
  const outcome = await services.connections.use(request.workspace, (connected) =>
    deleteOnce(connected, request, services, destinationId),
  );
  const t = await request.t();
  if (!outcome.deleted) {
    await request.ui.respond(alreadyDeletedMessage(outcome.byUserId, t), {
      replaceOriginal: true,
    });
    return;
  }
  await syncCardsState(services, request.workspace, destinationId, 'deleted');
  await services.stores.notes.delete(request.workspace, destinationId);
  // A timed pause of it has nothing left to resume; its receipt says it was deleted.
  const timer = await clearTimer(services, request.workspace, destinationId).catch(() => undefined);
  const ending = { kind: 'deleted' as const, by: request.userId, at: services.now().toISOString() };
  await closeReceipt(services, request.ui.updateMessage, {
    timer,
    ending,
    t: await request.channelT(),
  });
  // The confirm step is the clicker's; the receipt is the channel's.
  await request.ui.respond(deletedMessage(request.userId, outcome.name, t), {
    replaceOriginal: true,
  });
  const channelT = await request.channelT();
  await request.ui.respond(deletedMessage(request.userId, outcome.name, channelT), {
    inChannel: true,
  });
}

export async function cancelDelete(request: Request): Promise<void> {
  await request.ui.respond(deleteCancelledMessage(await request.t()), { replaceOriginal: true });
}
