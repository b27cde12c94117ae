import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type UnfurlsCopy, unfurlsEn } from './en.js';
import { unfurlsRo } from './ro.js';

export const unfurlsCopy = copyOf(unfurlsEn, unfurlsRo);
export type { UnfurlsCopy } from './en.js';

/** The `unfurls` texts in `t`'s language. */
export const unfurlsSay = (t: Translator) => copyFor<UnfurlsCopy>(t, 'unfurls');
