import {
  copyFor,
  copyOf,
  createTranslators,
  type Translator,
} from '../../../platform/i18n/index.js';
import { type CardsCopy, cardsEn } from './en.js';
import { cardsRo } from './ro.js';

export const cardsCopy = copyOf(cardsEn, cardsRo);
export type { CardsCopy } from './en.js';

/** The `cards` texts in `t`'s language. */
export const cardsSay = (t: Translator) => copyFor<CardsCopy>(t, 'cards');

/**
 * English, for callers outside this feature that do not pass their reader's language yet (the
 * subscribe form's filters and receipt); each passes its `t` once it is converted.
 */
export const englishCards = createTranslators({ cards: cardsCopy }).for('en');
