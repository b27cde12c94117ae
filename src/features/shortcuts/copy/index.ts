import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type ShortcutsCopy, shortcutsEn } from './en.js';
import { shortcutsRo } from './ro.js';

export const shortcutsCopy = copyOf(shortcutsEn, shortcutsRo);
export type { ShortcutsCopy } from './en.js';

/** The `shortcuts` texts in `t`'s language. */
export const shortcutsSay = (t: Translator) => copyFor<ShortcutsCopy>(t, 'shortcuts');
