export type { CopyKey, CopyRegistry, NamespaceCopy, Translation } from './catalog.js';
export { copyOf } from './catalog.js';
export type { Language, RenderLanguage } from './languages.js';
export {
  DEFAULT_LANGUAGE,
  intlTag,
  isLanguage,
  LANGUAGES,
  languageOfLocale,
} from './languages.js';
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoString, untranslatedText } from './pseudo.js';
export type { Copy, CopyValues, Translator, Translators } from './translator.js';
export { copyFor, createTranslators, inZone } from './translator.js';
