import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type DeliveriesCopy, deliveriesEn } from './en.js';
import { deliveriesRo } from './ro.js';

export const deliveriesCopy = copyOf(deliveriesEn, deliveriesRo);
export type { DeliveriesCopy } from './en.js';

/** The `deliveries` texts in `t`'s language. */
export const deliveriesSay = (t: Translator) => copyFor<DeliveriesCopy>(t, 'deliveries');
