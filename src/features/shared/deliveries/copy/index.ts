import { copyFor, copyOf, type Translator } from '../../../../platform/i18n/index.js';
import { type SharedDeliveriesCopy, sharedDeliveriesEn } from './en.js';
import { sharedDeliveriesRo } from './ro.js';

export const sharedDeliveriesCopy = copyOf(sharedDeliveriesEn, sharedDeliveriesRo);
export type { SharedDeliveriesCopy } from './en.js';

/** The `sharedDeliveries` texts in `t`'s language. */
export const sharedDeliveriesSay = (t: Translator) =>
  copyFor<SharedDeliveriesCopy>(t, 'sharedDeliveries');
