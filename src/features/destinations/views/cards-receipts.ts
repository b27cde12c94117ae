import type { Translator } from '../../../platform/i18n/index.js';
import { context, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { destinationsSay, filtersText, noPaidPack } from './phrases.js';

/**
 * The channel's receipt of a new cards destination, in the workspace default (`t`: the command
 * passes `request.channelT()`; the subscribe form still English until it passes its own).
 */
export function cardsCreatedReceipt(
  userId: string,
  channelId: string,
  name: string,
  input: { events: number; filters: readonly string[]; noPaidPack?: boolean },
  t: Translator,
): SlackMessage {
  const say = destinationsSay(t);
  const filters = filtersText(input.filters);
  const values = {
    user: userId,
    channel: channelId,
    events: say('events.count', { count: input.events }),
    name: literalText(name, { strong: true }),
  };
  const text = filters
    ? say('cards.receiptOnly', { ...values, filters })
    : say('cards.receipt', values);
  if (input.noPaidPack !== true) return { text, blocks: [section(text)] };
  const warning = noPaidPack(t);
  return {
    text: `${text} ${warning}`,
    blocks: [section(text), context(`:warning: ${warning}`)],
  };
}
