import type { Translation } from '../../../platform/i18n/index.js';
import type { PausingCopy } from './en.js';

export const pausingRo: Translation<PausingCopy> = {};
