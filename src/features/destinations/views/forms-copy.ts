import { copyFor, type Translator } from '../../../platform/i18n/index.js';
import type { DestinationFormsCopy } from '../copy/index.js';

/** The `destinationForms` text in the translator's language. */
export function formsCopy(t: Translator) {
  return copyFor<DestinationFormsCopy>(t, 'destinationForms');
}
