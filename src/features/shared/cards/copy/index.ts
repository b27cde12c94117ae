import { copyFor, copyOf, type Translator } from '../../../../platform/i18n/index.js';
import { type SharedCardsCopy, sharedCardsEn } from './en.js';
import { sharedCardsRo } from './ro.js';

export const sharedCardsCopy = copyOf(sharedCardsEn, sharedCardsRo);
export type { SharedCardsCopy } from './en.js';

/** The `sharedCards` texts in `t`'s language. */
export const sharedCardsSay = (t: Translator) => copyFor<SharedCardsCopy>(t, 'sharedCards');
