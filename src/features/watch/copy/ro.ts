import type { Translation } from '../../../platform/i18n/index.js';
import type { WatchCopy } from './en.js';

export const watchRo: Translation<WatchCopy> = {};
