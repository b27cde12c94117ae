import { context, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { filtersText, NO_PAID_PACK } from './phrases.js';

export function cardsCreatedReceipt(
  userId: string,
  channelId: string,
  name: string,
  input: { events: number; filters: readonly string[]; noPaidPack?: boolean },
): SlackMessage {
  const filters = filtersText(input.filters);
  const events = input.events === 1 ? '1 event' : `${input.events} events`;
  const text = `<@${userId}> set up event cards in <#${channelId}> for ${events} (${literalText(name, { strong: true })})${filters ? `, only ${filters}` : ''}.`;
  if (input.noPaidPack !== true) return { text, blocks: [section(text)] };
  return {
    text: `${text} ${NO_PAID_PACK}`,
    blocks: [section(text), context(`:warning: ${NO_PAID_PACK}`)],
  };
}
