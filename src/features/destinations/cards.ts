import { postReceipt } from '../../core/receipts.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { truncate } from '../../slack/blocks.js';
import { createCards, requireReachable } from '../cards/index.js';
import {
  type CardFilter,
  filterWord,
  isFilter,
  looksLikeFilter,
  parseFilter,
} from '../shared/cards/filters.js';
import { requirePostableChannel } from '../shared/destinations/channel-check.js';
import { destinationAllowance } from '../shared/destinations/overview.js';
import { cardFor } from './create.js';
import type { DestinationsCommand } from './deps.js';
import { formProblemOf } from './enlivy-problems.js';
import { describeUnknownEvents, parseSubscribeArgs } from './event-input.js';
import { MAX_NAME_LENGTH } from './form-values.js';
import { buildSubscriptions } from './subscriptions.js';
import { cardsCreatedReceipt } from './views/cards-receipts.js';
import { destinationsSay } from './views/phrases.js';

/** Filter words out of the command text; a word that looks like one but is not is refused. */
function takeFilters(
  args: readonly string[],
  t: Translator,
): { filters: CardFilter[]; rest: string[] } {
  const filters: CardFilter[] = [];
  const rest: string[] = [];
  for (const arg of args) {
    if (!looksLikeFilter(arg)) {
      rest.push(arg);
      continue;
    }
    const parsed = parseFilter(arg, t);
    if (!isFilter(parsed)) {
      throw new AppError('bad_input', parsed.problem, {
        hint: destinationsSay(t)('cards.command.example'),
      });
    }
    filters.push(parsed);
  }
  return { filters, rest };
}

/**
 * `/enlivy cards EVENT… [#channel] [filters]`: a cards destination, created at once. Its answers
 * and refusals are the person's language; the receipt in the channel the workspace default.
 */
export const cards: DestinationsCommand = async (request, services) => {
  const t = await request.t();
  const say = destinationsSay(t);
  const example = say('cards.command.example');
  const refuse = (message: string, hint = say('cards.command.forExample', { example })) =>
    new AppError('bad_input', message, { hint });
  requireReachable(services, t);
  const { filters, rest } = takeFilters(request.args, t);
  const parsed = parseSubscribeArgs(rest);
  if (parsed.unknown.length > 0) {
    throw refuse(
      say('cards.command.unknownEvents', { events: describeUnknownEvents(parsed.unknown, t) }),
      say('cards.command.unknownEvents.hint', { example }),
    );
  }
  if (parsed.unlinkedChannels.length > 0 || parsed.extraChannels.length > 0) {
    throw refuse(say('cards.command.oneChannel'));
  }
  if (parsed.events.length === 0) throw refuse(say('cards.command.sayEvents'));
  const channelId = parsed.channelId ?? request.channelId;
  if (channelId === undefined) throw refuse(say('cards.command.sayChannel'));
  const channel = await requirePostableChannel(request.ui, channelId, t);
  const words = filters.map(filterWord);
  const where = channel.name ? `#${channel.name}` : channel.id;
  const subscriptions = buildSubscriptions(parsed.events, [], '');
  // The destination's name is the workspace's, as the receipt in the channel.
  const channelT = await request.channelT();
  let created: Awaited<ReturnType<typeof createCards>>;
  try {
    created = await createCards(services, request, {
      name: truncate(
        destinationsSay(channelT)('cards.name', { where, events: parsed.events.join(', ') }),
        MAX_NAME_LENGTH,
      ),
      channelId: channel.id,
      filters: words,
      draft: { subscriptions, active: true },
    });
  } catch (err) {
    const refused = formProblemOf(err, parsed.events, new Set(), t);
    if (refused === undefined) throw err;
    throw new AppError('bad_input', refused.banner ?? say('cards.command.refused'), {
      fields: refused.fields,
      hint: say('cards.command.refused.hint'),
      cause: err,
    });
  }
  const role = await services.access.roleOf(request);
  // Best effort, as in the forms: without a paid pack Enlivy sends nothing, so the receipt says so.
  const allowance = await services.connections
    .use(request.workspace, ({ api, orgId }) => destinationAllowance(api, orgId))
    .catch(() => undefined);
  await request.ui.respond(
    await cardFor(services, request, { destination: created.destination, role }),
  );
  await postReceipt(
    request,
    (reader) =>
      cardsCreatedReceipt(
        { userId: request.userId, channelId: channel.id, name: created.destination.name ?? '' },
        { events: subscriptions.length, filters: words, noPaidPack: allowance?.state === 'none' },
        reader,
      ),
    { logger: services.logger },
  );
};
