import type { Translation } from '../../../platform/i18n/index.js';
import type { ShortcutsCopy } from './en.js';

export const shortcutsRo: Translation<ShortcutsCopy> = {};
