import { copyOf } from '../../../platform/i18n/index.js';
import { pausingEn } from './en.js';
import { pausingRo } from './ro.js';

export const pausingCopy = copyOf(pausingEn, pausingRo);
export type { PausingCopy } from './en.js';
