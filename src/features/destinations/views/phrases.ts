import { type Copy, copyFor, type Translator } from '../../../platform/i18n/index.js';
import { context, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { noPaidPack } from '../../shared/destinations/views/phrases.js';
import type { DestinationsCopy } from '../copy/index.js';

/** The `destinations` catalog in one language. */
export function destinationsSay(t: Translator): Copy<DestinationsCopy> {
  return copyFor<DestinationsCopy>(t, 'destinations');
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
