import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type PausingCopy, pausingEn } from './en.js';
import { pausingRo } from './ro.js';

export const pausingCopy = copyOf(pausingEn, pausingRo);
export type { PausingCopy } from './en.js';

/** The `pausing` texts in `t`'s language. */
export const pausingSay = (t: Translator) => copyFor<PausingCopy>(t, 'pausing');
