import { copyOf } from '../../platform/i18n/index.js';
import { commonEn } from './en.js';
import { commonRo } from './ro.js';

/** The `common` namespace: errors and the command catalog, shared by every feature. */
export const commonCopy = copyOf(commonEn, commonRo);
export type { CommonCopy } from './en.js';
