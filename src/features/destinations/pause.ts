import { changedBy, recordChange, withChangeLock } from '../../core/change-lock.js';
import type { ConnectedApi } from '../../core/connections.js';
import type { CommandHandler, CommandRequest, Request, Services } from '../../core/context.js';
import { reconciledWrite } from '../../core/reconcile.js';
import { type Destination, newIdempotencyKey } from '../../enlivy/index.js';
import { syncCardsState } from '../cards/lifecycle.js';
import { loadPlace } from './place.js';
import { destinationFromCommand } from './target.js';
import { type CardPlace, destinationName } from './views/card.js';
import { activeChangedReceipt, alreadyInStateMessage } from './views/messages.js';

export type ActiveChange =
  | { changed: true; destination: Destination }
  | { changed: false; destination: Destination; byUserId?: string };

const verbOf = (active: boolean) => (active ? 'resumed' : 'paused');

/**
 * Pause or resume under the destination's change lock (shared by every instance): the state is
 * read under the lock, so of N identical clicks one PUTs and the others learn who did it. The
 * PUT carries one Idempotency-Key for this click; an unclear answer is settled by reading the
 * destination back (reconcile) instead of being reported as a failure.
 */
export async function changeActive(
  { api, orgId }: ConnectedApi,
  request: Request,
  services: Services,
  destinationId: string,
  active: boolean,
): Promise<ActiveChange> {
  const subject = `destination:${destinationId}`;
  return withChangeLock(services, request, subject, async () => {
    const current = await api.destinations.retrieve(orgId, destinationId);
    if (current.is_active === active) {
      const byUserId = await changedBy(services, request, subject, verbOf(active));
      return { changed: false, destination: current, ...(byUserId ? { byUserId } : {}) };
    }
    const idempotencyKey = newIdempotencyKey();
    const name = `*${destinationName(current)}*`;
    const verb = verbOf(active);
    const updated = await reconciledWrite({
      write: () =>
        api.destinations.update(orgId, current.id, { is_active: active }, { idempotencyKey }),
      readBack: async () => {
        const now = await api.destinations.retrieve(orgId, current.id);
        return now.is_active === active ? now : undefined;
      },
      notChanged: `${name} was not ${verb}: Enlivy still shows it ${active ? 'paused' : 'active'}.`,
      unknown: `It is not known whether ${name} was ${verb}: Enlivy did not answer clearly and could not be asked again.`,
      howToCheck: 'Check its state with `/enlivy list` before trying again.',
    });
    await recordChange(services, request, subject, verb);
    await syncCardsState(services, request.workspace, current.id, active ? 'active' : 'paused');
    return { changed: true, destination: { ...current, ...updated } };
  });
}

async function setActiveByName(
  request: CommandRequest,
  services: Services,
  active: boolean,
): Promise<void> {
  const result = await services.connections.use(request.workspace, async (connected) => {
    const destination = await destinationFromCommand(
      connected,
      request,
      services,
      request.args.join(' '),
    );
    return changeActive(connected, request, services, destination.id, active);
  });
  if (!result.changed) {
    await request.ui.respond(alreadyInStateMessage(result.destination, active, result.byUserId));
    return;
  }
  await request.ui.respond(activeChangedReceipt(request.userId, result.destination, active), {
    inChannel: true,
  });
}

/** `/enlivy pause NAME` */
export const pause: CommandHandler = (request, services) =>
  setActiveByName(request, services, false);

/** `/enlivy resume NAME` */
export const resume: CommandHandler = (request, services) =>
  setActiveByName(request, services, true);

/**
 * Pause / Resume on a card: PUT only when the state differs, re-render the message the card is
 * on in place, and post the receipt in the channel.
 */
export async function setActiveFromCard(
  request: Request,
  services: Services,
  input: { destinationId: string; active: boolean; place: CardPlace; channelName?: string },
): Promise<void> {
  const role = await services.access.require(request, 'editor');
  const result = await services.connections.use(request.workspace, async (connected) => {
    const change = await changeActive(
      connected,
      request,
      services,
      input.destinationId,
      input.active,
    );
    const place = await loadPlace(connected, request, services, {
      role,
      place: input.place,
      destinationId: change.destination.id,
      ...(input.channelName ? { channelName: input.channelName } : {}),
    });
    return {
      ...change,
      destination: place.destination ?? change.destination,
      message: place.render(),
    };
  });
  await request.ui.respond(result.message, { replaceOriginal: true });
  if (!result.changed) {
    const by = 'byUserId' in result ? result.byUserId : undefined;
    await request.ui.respond(alreadyInStateMessage(result.destination, input.active, by));
    return;
  }
  await request.ui.respond(activeChangedReceipt(request.userId, result.destination, input.active), {
    inChannel: true,
  });
}
