import { type Copy, copyFor, type Translator } from '../../../platform/i18n/index.js';
import { context, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DestinationsCopy } from '../copy/index.js';

/** The `destinations` catalog in one language. */
export function destinationsSay(t: Translator): Copy<DestinationsCopy> {
  return copyFor<DestinationsCopy>(t, 'destinations');
}

/** Said wherever destinations are made or counted when the organization has no paid pack. */
export function noPaidPack(t: Translator): string {
  return destinationsSay(t)('noPaidPack');
}

/** A receipt, plus the no-paid-pack line when nothing will be delivered yet. */
export function withPackWarning(text: string, noPack: boolean, t: Translator): SlackMessage {
  if (!noPack) return { text, blocks: [section(text)] };
  const warning = noPaidPack(t);
  return {
    text: `${text} ${warning}`,
    blocks: [section(text), context(`:warning: ${warning}`)],
  };
}

/** "amount>=1000 · direction:outgoing" as inline code, or undefined without filters. */
export function filtersText(filters: readonly string[]): string | undefined {
  if (filters.length === 0) return undefined;
  return filters.map((f) => `\`${escapeMrkdwn(f.replaceAll('`', ''))}\``).join(' · ');
}
