import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type LanguageCopy, languageEn } from './en.js';
import { languageRo } from './ro.js';

export const languageCopy = copyOf(languageEn, languageRo);
export type { LanguageCopy } from './en.js';

/** The `language` texts in `t`'s language. */
export const languageSay = (t: Translator) => copyFor<LanguageCopy>(t, 'language');
