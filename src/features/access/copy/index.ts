import { copyOf } from '../../../platform/i18n/index.js';
import { accessEn } from './en.js';
import { accessRo } from './ro.js';

export const accessCopy = copyOf(accessEn, accessRo);
export type { AccessCopy } from './en.js';
