import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type CardsCopy, cardsEn } from './en.js';
import { cardsRo } from './ro.js';

export const cardsCopy = copyOf(cardsEn, cardsRo);
export type { CardsCopy } from './en.js';

/** The `cards` texts in `t`'s language. */
export const cardsSay = (t: Translator) => copyFor<CardsCopy>(t, 'cards');
