import type { CommandHandler, CommandRequest, Request, Services } from '../../core/context.js';
import type { SlackMessage } from '../../slack/ui.js';
import { safeTimeZone } from '../deliveries/filters.js';
import { loadPlace } from '../destinations/place.js';
import { destinationFromCommand } from '../destinations/target.js';
import type { CardPlace } from '../destinations/views/card.js';
import { activeChangedReceipt, alreadyInStateMessage } from '../destinations/views/messages.js';
import { type ActiveChange, changeActive } from './active.js';
import { pauseAll } from './bulk.js';
import { pausedForGoodMessage, timedPauseReceipt, untimedReceipt } from './views/messages.js';
import { type PauseEnd, splitPauseEnd } from './when.js';

/** The user's Slack time zone, asked only when the command names a time. */
export async function userZone(request: Request): Promise<string> {
  return safeTimeZone((await request.ui.userInfo(request.userId)).tz);
}

const mentionsTime = (args: readonly string[]) => args.some((word) => /^(for|until)$/i.test(word));

/** What a pause or resume tells: a public receipt when something changed, else a private note. */
export function activeChangeAnswer(
  userId: string,
  result: ActiveChange,
  active: boolean,
  end: PauseEnd | undefined,
): { message: SlackMessage; inChannel: boolean } {
  if (result.changed) {
    return result.timer
      ? { message: timedPauseReceipt(userId, result.destination, result.timer), inChannel: true }
      : { message: activeChangedReceipt(userId, result.destination, active), inChannel: true };
  }
  const change = result.timerChange;
  if (change?.kind === 'extended' && result.timer) {
    const receipt = timedPauseReceipt(userId, result.destination, result.timer, change.before);
    return { message: receipt, inChannel: true };
  }
  if (change?.kind === 'untimed') {
    return { message: untimedReceipt(userId, result.destination, change.before), inChannel: true };
  }
  if (!active && end !== undefined) {
    return { message: pausedForGoodMessage(result.destination, result.byUserId), inChannel: false };
  }
  return {
    message: alreadyInStateMessage(result.destination, active, result.byUserId),
    inChannel: false,
  };
}

async function setActiveByName(
  request: CommandRequest,
  services: Services,
  active: boolean,
): Promise<void> {
  let words = request.args;
  let end: PauseEnd | undefined;
  if (!active && mentionsTime(words)) {
    const zone = await userZone(request);
    const split = splitPauseEnd(words, { now: services.now(), zone });
    words = split.words;
    end = split.end;
  }
  if (!active && words[0]?.toLowerCase() === 'all') {
    await pauseAll(request, services, words.slice(1), end);
    return;
  }
  const result = await services.connections.use(request.workspace, async (connected) => {
    const destination = await destinationFromCommand(connected, request, services, words.join(' '));
    return changeActive(connected, request, services, destination.id, active, end);
  });
  const answer = activeChangeAnswer(request.userId, result, active, end);
  await request.ui.respond(answer.message, answer.inChannel ? { inChannel: true } : undefined);
}

/** `/enlivy pause NAME [for 2h | until 18:00]`, `/enlivy pause all […]` */
export const pause: CommandHandler = (request, services) =>
  setActiveByName(request, services, false);

/** `/enlivy resume NAME` */
export const resume: CommandHandler = (request, services) =>
  setActiveByName(request, services, true);

/**
 * Pause / Resume on a card (and its "Pause for…" / "Extend…" menus): PUT only when the state
 * differs, re-render the message the card is on in place, and post the receipt in the channel.
 */
export async function setActiveFromCard(
  request: Request,
  services: Services,
  input: {
    destinationId: string;
    active: boolean;
    place: CardPlace;
    channelName?: string;
    end?: PauseEnd;
  },
): Promise<void> {
  const role = await services.access.require(request, 'editor');
  const result = await services.connections.use(request.workspace, async (connected) => {
    const change = await changeActive(
      connected,
      request,
      services,
      input.destinationId,
      input.active,
      input.end,
    );
    const place = await loadPlace(connected, request, services, {
      role,
      place: input.place,
      destinationId: change.destination.id,
      ...(input.channelName ? { channelName: input.channelName } : {}),
    });
    return {
      change,
      destination: place.destination ?? change.destination,
      message: place.render(),
    };
  });
  await request.ui.respond(result.message, { replaceOriginal: true });
  const change = { ...result.change, destination: result.destination };
  const answer = activeChangeAnswer(request.userId, change, input.active, input.end);
  await request.ui.respond(answer.message, answer.inChannel ? { inChannel: true } : undefined);
}
