import { copyOf } from '../../../platform/i18n/index.js';
import { deliveriesEn } from './en.js';
import { deliveriesRo } from './ro.js';

export const deliveriesCopy = copyOf(deliveriesEn, deliveriesRo);
export type { DeliveriesCopy } from './en.js';
