import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type DueCopy, dueEn } from './en.js';
import { dueRo } from './ro.js';

export const dueCopy = copyOf(dueEn, dueRo);
export type { DueCopy } from './en.js';

/** The `due` texts in `t`'s language. */
export const dueSay = (t: Translator) => copyFor<DueCopy>(t, 'due');
