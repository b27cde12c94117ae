import { copyOf } from '../../../platform/i18n/index.js';
import { shortcutsEn } from './en.js';
import { shortcutsRo } from './ro.js';

export const shortcutsCopy = copyOf(shortcutsEn, shortcutsRo);
export type { ShortcutsCopy } from './en.js';
