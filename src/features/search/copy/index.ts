import { copyOf } from '../../../platform/i18n/index.js';
import { searchEn } from './en.js';
import { searchRo } from './ro.js';

export const searchCopy = copyOf(searchEn, searchRo);
export type { SearchCopy } from './en.js';
