import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type AskCopy, askEn } from './en.js';
import { askRo } from './ro.js';

export const askCopy = copyOf(askEn, askRo);
export type { AskCopy } from './en.js';

/** The `ask` texts in `t`'s language. */
export const askSay = (t: Translator) => copyFor<AskCopy>(t, 'ask');
