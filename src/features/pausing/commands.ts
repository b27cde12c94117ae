import type { CommandHandler, CommandRequest, Request, Services } from '../../core/context.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { PauseTimer } from '../../store/index.js';
import { safeTimeZone } from '../deliveries/filters.js';
import { loadPlace } from '../destinations/place.js';
import { destinationFromCommand } from '../destinations/target.js';
import type { CardPlace } from '../destinations/views/card.js';
import { activeChangedReceipt, alreadyInStateMessage } from '../destinations/views/messages.js';
import { type ActiveChange, changeActive } from './active.js';
import { pauseAll } from './bulk.js';
import { keepReceipt } from './timers.js';
import { pausedForGoodMessage, timedPauseReceipt, untimedReceipt } from './views/messages.js';
import { type PauseEnd, splitPauseEnd } from './when.js';

/** The user's Slack time zone, asked only when the command names a time. */
export async function userZone(request: Request): Promise<string> {
  return safeTimeZone((await request.ui.userInfo(request.userId)).tz);
}

const mentionsTime = (args: readonly string[]) => args.some((word) => /^(for|until)$/i.test(word));

/** What a pause or resume tells: a public receipt when something changed, else a private note. */
export async function activeChangeAnswer(
  request: Request,
  result: ActiveChange,
  active: boolean,
  end: PauseEnd | undefined,
): Promise<{ message: SlackMessage; inChannel: boolean; timer?: PauseTimer }> {
  const { userId } = request;
  if (result.changed) {
    if (!result.timer) {
      const channelT = await request.channelT();
      const receipt = activeChangedReceipt(userId, result.destination, active, channelT);
      return { message: receipt, inChannel: true };
    }
    const channelT = await request.channelT();
    const receipt = timedPauseReceipt(
      userId,
      result.destination,
      result.timer,
      undefined,
      channelT,
    );
    return { message: receipt, inChannel: true, timer: result.timer };
  }
  const change = result.timerChange;
  if (change?.kind === 'extended' && result.timer) {
    const channelT = await request.channelT();
    const receipt = timedPauseReceipt(
      userId,
      result.destination,
      result.timer,
      change.before,
      channelT,
    );
    return { message: receipt, inChannel: true, timer: result.timer };
  }
  if (change?.kind === 'untimed') {
    const channelT = await request.channelT();
    const receipt = untimedReceipt(userId, result.destination, change.before, channelT);
    return { message: receipt, inChannel: true };
  }
  if (!active && end !== undefined) {
    const t = await request.t();
    return {
      message: pausedForGoodMessage(result.destination, result.byUserId, t),
      inChannel: false,
    };
  }
  return {
    message: alreadyInStateMessage(result.destination, active, result.byUserId, await request.t()),
    inChannel: false,
  };
}

/** Slack could not post there (not a member of a private channel, someone else's DM…). */
function slackRefused(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'slack_webapi_platform_error';
}

/**
 * Says what a pause or resume did. A timed pause's receipt (Resume now, Extend) is posted with
 * chat.postMessage and kept with its timer, so whichever instance ends the pause can replace its
 * buttons with what ended it; where the app cannot post, it goes out as before (response_url).
 */
export async function tellActiveChange(
  request: Request,
  services: Services,
  result: ActiveChange,
  active: boolean,
  end: PauseEnd | undefined,
): Promise<void> {
  const answer = await activeChangeAnswer(request, result, active, end);
  if (!answer.inChannel) return request.ui.respond(answer.message);
  const { timer } = answer;
  if (timer !== undefined && request.channelId !== undefined) {
    const posted = await request.ui.postMessage(request.channelId, answer.message).catch((err) => {
      if (slackRefused(err)) return undefined;
      throw err;
    });
    if (posted !== undefined) {
      await keepReceipt(services, request.workspace, timer.id, posted);
      return;
    }
  }
  await request.ui.respond(answer.message, { inChannel: true });
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
    const split = splitPauseEnd(words, { now: services.now(), zone, t: await request.t() });
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
  await tellActiveChange(request, services, result, active, end);
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
  await tellActiveChange(request, services, change, input.active, input.end);
}
