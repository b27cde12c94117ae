import type { Role } from '../../core/access/roles.js';
import { requireCommandRole } from '../../core/commands.js';
import type { CommandRequest, Request } from '../../core/context.js';
import { postReceipt, type ReceiptView, slackRefused } from '../../core/receipts.js';
import { userZone } from '../../core/time-zones.js';
import { type Destination, EnlivyNotFoundError } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { PauseTimer } from '../../store/index.js';
import { loadPlace } from '../shared/destinations/place.js';
import { namesDestination, refuseBlankName } from '../shared/destinations/resolve.js';
import { destinationFromList } from '../shared/destinations/target.js';
import type { CardPlace } from '../shared/destinations/views/card.js';
import {
  activeChangedReceipt,
  alreadyInStateMessage,
  channelGoneMessage,
} from '../shared/destinations/views/messages.js';
import {
  lastTimePhrase,
  type PauseEnd,
  type SplitArgs,
  splitPauseEnd,
} from '../shared/pausing/when.js';
import { type ActiveChange, changeActive } from './active.js';
import { pauseAll } from './bulk.js';
import { askAboutChannelDestination, endAtClick, readIntent } from './channel-ask.js';
import type { PausingDeps } from './deps.js';
import { keepReceipt } from './timers.js';
import {
  channelDoneMessage,
  pausedForGoodMessage,
  timedPauseReceipt,
  untimedReceipt,
} from './views/messages.js';

/**
 * What a pause or resume says: a public receipt (`view`, in any language) when something
 * changed, else a private note; `timer`: the timed pause whose receipt has Resume now and Extend.
 */
type ChangeAnswer =
  | { inChannel: true; view: ReceiptView; timer?: PauseTimer }
  | { inChannel: false; message: SlackMessage };

/** What a pause or resume tells: a public receipt when something changed, else a private note. */
export async function activeChangeAnswer(
  request: Request,
  result: ActiveChange,
  active: boolean,
  end: PauseEnd | undefined,
): Promise<ChangeAnswer> {
  const { userId } = request;
  const { destination, timer } = result;
  if (result.changed) {
    if (!timer) {
      return { inChannel: true, view: (t) => activeChangedReceipt(userId, destination, active, t) };
    }
    const view = (t: Translator) => timedPauseReceipt({ userId, destination, timer }, t);
    return { inChannel: true, view, timer };
  }
  const change = result.timerChange;
  if (change?.kind === 'extended' && timer) {
    const view = (t: Translator) =>
      timedPauseReceipt({ userId, destination, timer, before: change.before }, t);
    return { inChannel: true, view, timer };
  }
  if (change?.kind === 'untimed') {
    return { inChannel: true, view: (t) => untimedReceipt(userId, destination, change.before, t) };
  }
  const t = await request.t();
  if (!active && end !== undefined) {
    return { inChannel: false, message: pausedForGoodMessage(destination, result.byUserId, t) };
  }
  return {
    inChannel: false,
    message: alreadyInStateMessage(destination, active, result.byUserId, t),
  };
}

/**
 * Posts a public receipt. A timed pause's (Resume now, Extend) goes out with chat.postMessage and
 * is kept with its timer, so whichever instance ends the pause can replace its buttons with what
 * ended it; where the app cannot post, it goes out as the others do (response_url).
 */
async function postChangeReceipt(
  request: Request,
  services: Pick<PausingDeps, 'stores' | 'logger'>,
  answer: Extract<ChangeAnswer, { inChannel: true }>,
) {
  const { timer } = answer;
  const inReply = (message: SlackMessage) => request.ui.respond(message, { inChannel: true });
  const channelId = request.channelId;
  if (timer === undefined || channelId === undefined) {
    await postReceipt(request, answer.view, { logger: services.logger });
    return;
  }
  const post = async (message: SlackMessage) => {
    const posted = await request.ui.postMessage(channelId, message).catch((err) => {
      if (slackRefused(err)) return undefined;
      throw err;
    });
    if (posted !== undefined) await keepReceipt(services, request.workspace, timer.id, posted);
    else await inReply(message);
  };
  await postReceipt(request, answer.view, { logger: services.logger, post });
}

/** Says what a pause or resume did: the public receipt, or a private note. */
export async function tellActiveChange(
  request: Request,
  services: Pick<PausingDeps, 'stores' | 'logger'>,
  change: { result: ActiveChange; active: boolean; end: PauseEnd | undefined },
): Promise<void> {
  const { result, active, end } = change;
  const answer = await activeChangeAnswer(request, result, active, end);
  if (answer.inChannel) return postChangeReceipt(request, services, answer);
  await request.ui.respond(answer.message);
}

/** Whether the words typed after `pause` name a destination (for `all …`: the last name). */
function wordsName(words: readonly string[], destinations: readonly Destination[]): boolean {
  const bulk = words[0]?.toLowerCase() === 'all';
  const text = bulk ? (words.slice(1).join(' ').split(',').at(-1) ?? '') : words.join(' ');
  return namesDestination(text, destinations);
}

/**
 * `pause [NAME] [for …|until …]`: NAME and the end, by splitPauseEnd's rule. Enlivy's
 * destinations are read only when the words hold a time keyword (to tell a name from a time);
 * `destinations` is what was read, if anything.
 */
async function readPauseWords(
  request: CommandRequest,
  services: PausingDeps,
  t: Translator,
): Promise<SplitArgs & { destinations?: Destination[] }> {
  if (lastTimePhrase(request.args) === undefined) return { words: request.args };
  const [zone, destinations] = await Promise.all([
    userZone(request),
    services.connections.use(request.workspace, ({ api, orgId }) =>
      api.destinations.listAll(orgId),
    ),
  ]);
  const split = splitPauseEnd(request.args, { now: services.now(), zone, t }, (words) =>
    wordsName(words, destinations),
  );
  return { ...split, destinations };
}

/**
 * Pause or resume one destination as the command does: the change under its lock, then a public
 * receipt when something changed (`question`: the question this answers is replaced by "Done"),
 * else a private note (in place of the question, if any).
 */
export async function setActiveOf(
  request: Request,
  services: PausingDeps,
  input: { destinationId: string; active: boolean; end: PauseEnd | undefined; question?: true },
): Promise<void> {
  const { destinationId, active, end } = input;
  const result = await services.connections.use(request.workspace, (connected) =>
    changeActive(services, { connected, request, destinationId, active, end }),
  );
  const answer = await activeChangeAnswer(request, result, active, end);
  if (answer.inChannel) {
    await postChangeReceipt(request, services, answer);
    if (input.question) {
      await request.ui.respond(channelDoneMessage(await request.t()), { replaceOriginal: true });
    }
    return;
  }
  await request.ui.respond(answer.message, input.question ? { replaceOriginal: true } : undefined);
}

async function setActiveByName(
  request: CommandRequest,
  services: PausingDeps,
  active: boolean,
): Promise<void> {
  const t = await request.t();
  refuseBlankName(request.args, active ? 'resume' : 'pause', t);
  const read = active ? { words: request.args } : await readPauseWords(request, services, t);
  const { words, end } = read;
  if (!active && words[0]?.toLowerCase() === 'all') {
    // The role depends on the words: `pause` is for editors, `pause all` for admins.
    await services.access.require(request, 'admin');
    await pauseAll(request, services, words.slice(1), end);
    return;
  }
  const destination = await services.connections.use(request.workspace, async ({ api, orgId }) =>
    destinationFromList(
      request,
      services,
      words.join(' '),
      read.destinations ?? (await api.destinations.listAll(orgId)),
    ),
  );
  if (words.length === 0) {
    await askAboutChannelDestination(request, destination, active, end);
    return;
  }
  await setActiveOf(request, services, { destinationId: destination.id, active, end });
}

/** `/enlivy pause NAME [for 2h | until 18:00]`, `/enlivy pause all […]` */
export const pauseCommand = (services: PausingDeps, request: CommandRequest) =>
  setActiveByName(request, services, false);

/** `/enlivy resume NAME` */
export const resumeCommand = (services: PausingDeps, request: CommandRequest) =>
  setActiveByName(request, services, true);

/**
 * The button of the question `pause` / `resume` without NAME asks: the command's own role check
 * (at the click), then exactly what the command would have done. A destination deleted since is
 * said as such, in place of the question.
 */
export async function confirmChannelChange(
  request: Request,
  services: PausingDeps,
  value: string,
): Promise<void> {
  const t = await request.t();
  const intent = readIntent(value, t);
  // The role is the command's the question stands for (pause or resume), read from the value.
  await requireCommandRole(services, request, intent.active ? 'resume' : 'pause');
  const end = endAtClick(intent, services.now(), t);
  try {
    await setActiveOf(request, services, { ...intent, end, question: true });
  } catch (err) {
    if (!(err instanceof EnlivyNotFoundError)) throw err;
    await request.ui.respond(channelGoneMessage(intent.name, t), { replaceOriginal: true });
  }
}

/**
 * Pause / Resume on a card (and its "Pause for…" / "Extend…" menus): PUT only when the state
 * differs, re-render the message the card is on in place, and post the receipt in the channel.
 * `role`: the clicker's, as the listener checked it (the card shows what it allows).
 */
export async function setActiveFromCard(
  request: Request,
  services: PausingDeps,
  input: {
    role: Role;
    destinationId: string;
    active: boolean;
    place: CardPlace;
    channelName?: string;
    end?: PauseEnd;
  },
): Promise<void> {
  const { role } = input;
  const result = await services.connections.use(request.workspace, async (connected) => {
    const change = await changeActive(services, {
      connected,
      request,
      destinationId: input.destinationId,
      active: input.active,
      ...(input.end ? { end: input.end } : {}),
    });
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
  await tellActiveChange(request, services, {
    result: change,
    active: input.active,
    end: input.end,
  });
}
