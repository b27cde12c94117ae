import type { CardPlace } from '../../views/destinations/card.js';
import { activeChangedReceipt, alreadyInStateMessage } from '../../views/destinations/messages.js';
import type { CommandHandler, CommandRequest, Request, Services } from '../context.js';
import { loadPlace } from './place.js';
import { destinationFromCommand } from './target.js';

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
    if (destination.is_active === active) return { changed: false, destination };
    const updated = await connected.api.destinations.update(connected.orgId, destination.id, {
      is_active: active,
    });
    return { changed: true, destination: { ...destination, ...updated } };
  });
  if (!result.changed) {
    await request.ui.respond(alreadyInStateMessage(result.destination, active));
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
    const current = await connected.api.destinations.retrieve(connected.orgId, input.destinationId);
    const changed = current.is_active !== input.active;
    if (changed) {
      await connected.api.destinations.update(connected.orgId, current.id, {
        is_active: input.active,
      });
    }
    const place = await loadPlace(connected, request, services, {
      role,
      place: input.place,
      destinationId: current.id,
      ...(input.channelName ? { channelName: input.channelName } : {}),
    });
    return { changed, destination: place.destination ?? current, message: place.render() };
  });
  await request.ui.respond(result.message, { replaceOriginal: true });
  if (!result.changed) {
    await request.ui.respond(alreadyInStateMessage(result.destination, input.active));
    return;
  }
  await request.ui.respond(activeChangedReceipt(request.userId, result.destination, input.active), {
    inChannel: true,
  });
}
