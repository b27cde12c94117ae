import { copyOf } from '../../../platform/i18n/index.js';
import { languageEn } from './en.js';
import { languageRo } from './ro.js';

export const languageCopy = copyOf(languageEn, languageRo);
export type { LanguageCopy } from './en.js';
