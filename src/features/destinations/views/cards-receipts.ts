import type { Translator } from '../../../platform/i18n/index.js';
import { context, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { cardsSay, englishCards } from '../../cards/copy/index.js';
import { filtersText } from './phrases.js';

/**
 * The channel's receipt of a new cards destination, in the workspace default (`t`: the command
 * passes `request.channelT()`; the subscribe form still English until it passes its own).
 */
export function cardsCreatedReceipt(
  userId: string,
  channelId: string,
  name: string,
  input: { events: number; filters: readonly string[]; noPaidPack?: boolean },
  t: Translator = englishCards,
): SlackMessage {
  const say = cardsSay(t);
  const filters = filtersText(input.filters);
  const values = {
    user: userId,
    channel: channelId,
    events: say('receipt.events', { count: input.events }),
    name: literalText(name, { strong: true }),
  };
  const text = filters
    ? say('receipt.textFiltered', { ...values, filters })
    : say('receipt.text', values);
  if (input.noPaidPack !== true) return { text, blocks: [section(text)] };
  const noPaidPack = say('receipt.noPaidPack');
  return {
    text: `${text} ${noPaidPack}`,
    blocks: [section(text), context(`:warning: ${noPaidPack}`)],
  };
}
