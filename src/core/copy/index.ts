import { copyOf, createTranslators } from '../../platform/i18n/index.js';
import { commonEn } from './en.js';
import { commonRo } from './ro.js';

/** The `common` namespace: errors and the command catalog, shared by every feature. */
export const commonCopy = copyOf(commonEn, commonRo);
export type { CommonCopy } from './en.js';

/**
 * English common text for the callers that do not pass the reader's translator yet (failures
 * reported outside a request); the app's own translators hold the same catalog.
 */
export const englishCommon = createTranslators({ common: commonCopy }).for('en');
