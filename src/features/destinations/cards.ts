import type { CommandHandler } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import { truncate } from '../../slack/blocks.js';
import { createCards, requireReachable } from '../cards/create.js';
import {
  type CardFilter,
  filterWord,
  isFilter,
  looksLikeFilter,
  parseFilter,
} from '../cards/filters.js';
import { requirePostableChannel } from './channel-check.js';
import { cardFor } from './create.js';
import { formProblemOf } from './enlivy-problems.js';
import { describeUnknownEvents, parseSubscribeArgs } from './event-input.js';
import { MAX_NAME_LENGTH } from './form-values.js';
import { destinationAllowance } from './overview.js';
import { buildSubscriptions } from './subscriptions.js';
import { cardsCreatedReceipt } from './views/cards-receipts.js';
import { destinationsSay } from './views/phrases.js';

const EXAMPLE = '`/enlivy cards invoice.created invoice.paid #finance amount>=1000`';

/** Filter words out of the command text; a word that looks like one but is not is refused. */
function takeFilters(args: readonly string[]): { filters: CardFilter[]; rest: string[] } {
  const filters: CardFilter[] = [];
  const rest: string[] = [];
  for (const arg of args) {
    if (!looksLikeFilter(arg)) {
      rest.push(arg);
      continue;
    }
    const parsed = parseFilter(arg);
    if (!isFilter(parsed)) throw new AppError('bad_input', parsed.problem, { hint: EXAMPLE });
    filters.push(parsed);
  }
  return { filters, rest };
}

/** `/enlivy cards EVENT… [#channel] [filters]`: a cards destination, created at once. */
export const cards: CommandHandler = async (request, services) => {
  requireReachable(services);
  const t = await request.t();
  const say = destinationsSay(t);
  const forExample = say('cards.forExample', { example: EXAMPLE });
  const { filters, rest } = takeFilters(request.args);
  const parsed = parseSubscribeArgs(rest);
  if (parsed.unknown.length > 0) {
    throw new AppError(
      'bad_input',
      say('cards.unknownEvents', { events: describeUnknownEvents(parsed.unknown) }),
      { hint: say('cards.unknownEvents.hint', { example: EXAMPLE }) },
    );
  }
  if (parsed.unlinkedChannels.length > 0 || parsed.extraChannels.length > 0) {
    throw new AppError('bad_input', say('cards.oneChannel'), { hint: forExample });
  }
  if (parsed.events.length === 0) {
    throw new AppError('bad_input', say('cards.noEvents'), { hint: forExample });
  }
  const channelId = parsed.channelId ?? request.channelId;
  if (channelId === undefined) {
    throw new AppError('bad_input', say('cards.noChannel'), { hint: forExample });
  }
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
    const refused = formProblemOf(err, parsed.events);
    if (refused === undefined) throw err;
    throw new AppError('bad_input', refused.banner ?? say('cards.refused'), {
      fields: refused.fields,
      hint: say('cards.refused.hint'),
      cause: err,
    });
  }
  const role = await services.access.roleOf(request);
  // Best effort, as in the forms: without a paid pack Enlivy sends nothing, so the receipt says so.
  const allowance = await services.connections
    .use(request.workspace, ({ api, orgId }) => destinationAllowance(api, orgId))
    .catch(() => undefined);
  await request.ui.respond(await cardFor(services, request, created.destination, role));
  await request.ui.respond(
    cardsCreatedReceipt(
      request.userId,
      channel.id,
      created.destination.name ?? '',
      {
        events: subscriptions.length,
        filters: words,
        noPaidPack: allowance?.state === 'none',
      },
      channelT,
    ),
    { inChannel: true },
  );
};
