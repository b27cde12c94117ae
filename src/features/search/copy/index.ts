import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type SearchCopy, searchEn } from './en.js';
import { searchRo } from './ro.js';

export const searchCopy = copyOf(searchEn, searchRo);
export type { SearchCopy } from './en.js';

/** The `search` texts in `t`'s language. */
export const searchSay = (t: Translator) => copyFor<SearchCopy>(t, 'search');
