import { copyOf } from '../../../platform/i18n/index.js';
import { watchEn } from './en.js';
import { watchRo } from './ro.js';

export const watchCopy = copyOf(watchEn, watchRo);
export type { WatchCopy } from './en.js';
