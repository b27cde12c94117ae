import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type WatchCopy, watchEn } from './en.js';
import { watchRo } from './ro.js';

export const watchCopy = copyOf(watchEn, watchRo);
export type { WatchCopy } from './en.js';

/** The `watch` texts in `t`'s language. */
export const watchSay = (t: Translator) => copyFor<WatchCopy>(t, 'watch');
