import { copyFor, createTranslators, type Translator } from '../../../platform/i18n/index.js';
import { type DestinationFormsCopy, destinationFormsCopy } from '../copy/index.js';

/** The `destinationForms` text in the translator's language. */
export function formsCopy(t: Translator) {
  return copyFor<DestinationFormsCopy>(t, 'destinationForms');
}

/**
 * English form text for the callers outside the forms that do not pass the reader's translator
 * yet (the `/enlivy cards` command); the app's own translators hold the same catalog.
 */
export const englishForms = createTranslators({ destinationForms: destinationFormsCopy }).for('en');
