import type { Translation } from '../../../platform/i18n/index.js';
import type { SearchCopy } from './en.js';

export const searchRo: Translation<SearchCopy> = {};
