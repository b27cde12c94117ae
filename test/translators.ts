import { COPY } from '../src/features/copy.js';
import { createTranslators } from '../src/platform/i18n/index.js';

/** The app's catalogs, for tests that render views directly. */
export const translators = createTranslators(COPY);
export const en = translators.for('en');
export const ro = translators.for('ro');
/** The pseudo-locale: every catalog string wrapped in ⟦ ⟧. */
export const xx = translators.for('xx');
