import { copyOf } from '../../../platform/i18n/index.js';
import { cardsEn } from './en.js';
import { cardsRo } from './ro.js';

export const cardsCopy = copyOf(cardsEn, cardsRo);
export type { CardsCopy } from './en.js';
