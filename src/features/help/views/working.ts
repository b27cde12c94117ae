import type { Translator } from '../../../platform/i18n/index.js';
import { context } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';

/**
 * What shows while an answer waits on Enlivy ("Loading destinations…"), until the answer takes
 * its place. `line` comes from the catalogs, already in the reader's language.
 */
export function workingMessage(line: string, _t: Translator): SlackMessage {
  return { text: line, blocks: [context(`:hourglass_flowing_sand: ${line}`)] };
}
