import { copyOf } from '../../../platform/i18n/index.js';
import { helpEn } from './en.js';
import { helpRo } from './ro.js';

export const helpCopy = copyOf(helpEn, helpRo);
export type { HelpCopy } from './en.js';
