import type { Translator } from '../../../platform/i18n/index.js';
import { literalText } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { filtersText } from '../../shared/destinations/views/phrases.js';
import { destinationsSay, withPackWarning } from './phrases.js';

/** The channel's receipt of a new cards destination, in the workspace default (`t`). */
export function cardsCreatedReceipt(
  made: { userId: string; channelId: string; name: string },
  input: { events: number; filters: readonly string[]; noPaidPack?: boolean },
  t: Translator,
): SlackMessage {
  const { userId, channelId, name } = made;
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
  return withPackWarning(text, input.noPaidPack === true, t);
}
