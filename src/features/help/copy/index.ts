import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type HelpCopy, helpEn } from './en.js';
import { helpRo } from './ro.js';

export const helpCopy = copyOf(helpEn, helpRo);
export type { HelpCopy } from './en.js';

/** The `help` texts in `t`'s language. */
export const helpSay = (t: Translator) => copyFor<HelpCopy>(t, 'help');
