import { copyFor, copyOf, type Translator } from '../../../../platform/i18n/index.js';
import { type SharedDestinationsCopy, sharedDestinationsEn } from './en.js';
import { sharedDestinationsRo } from './ro.js';

export const sharedDestinationsCopy = copyOf(sharedDestinationsEn, sharedDestinationsRo);
export type { SharedDestinationsCopy } from './en.js';

/** The `sharedDestinations` texts in `t`'s language. */
export const sharedDestinationsSay = (t: Translator) =>
  copyFor<SharedDestinationsCopy>(t, 'sharedDestinations');
