import { copyFor, copyOf, type Translator } from '../../../../platform/i18n/index.js';
import { type SharedPausingCopy, sharedPausingEn } from './en.js';
import { sharedPausingRo } from './ro.js';

export const sharedPausingCopy = copyOf(sharedPausingEn, sharedPausingRo);
export type { SharedPausingCopy } from './en.js';

/** The `sharedPausing` texts in `t`'s language. */
export const sharedPausingSay = (t: Translator) => copyFor<SharedPausingCopy>(t, 'sharedPausing');
