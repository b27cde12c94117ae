import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type AccessCopy, accessEn } from './en.js';
import { accessRo } from './ro.js';

export const accessCopy = copyOf(accessEn, accessRo);
export type { AccessCopy } from './en.js';

/** The `access` texts in `t`'s language. */
export const accessSay = (t: Translator) => copyFor<AccessCopy>(t, 'access');
