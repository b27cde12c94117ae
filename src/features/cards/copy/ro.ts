import type { Translation } from '../../../platform/i18n/index.js';
import type { CardsCopy } from './en.js';

export const cardsRo: Translation<CardsCopy> = {};
