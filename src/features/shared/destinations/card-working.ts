import type { Translator } from '../../../platform/i18n/index.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { workingMessage } from '../../../slack/working-notice.js';

/**
 * For a card button whose answer redraws the card's message: that message meanwhile (a click on
 * a card in a modal has no message to redraw, and gets none). `line`: the words, in `t`'s language.
 */
export function cardWorking(line: (t: Translator) => string) {
  return (click: { body: { view?: unknown } }, t: Translator): SlackMessage | undefined =>
    click.body.view === undefined ? workingMessage(line(t)) : undefined;
}
