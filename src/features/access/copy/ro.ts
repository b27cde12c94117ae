import type { Translation } from '../../../platform/i18n/index.js';
import type { AccessCopy } from './en.js';

export const accessRo: Translation<AccessCopy> = {};
