import type { Feature } from '../../core/feature.js';
import { shortcutsCopy } from './copy/index.js';
import { SHORTCUTS } from './ids.js';
import { type ShortcutsDeps, shortcutListeners } from './listeners.js';

export type { ShortcutsDeps } from './listeners.js';

/**
 * Slack shortcuts: the ⚡ menu's "Subscribe a channel…" and a message's "Look up Enlivy
 * invoices" (with "Search Enlivy" when the message names none).
 */
export const shortcuts: Feature<ShortcutsDeps> = {
  name: 'shortcuts',
  copy: { shortcuts: shortcutsCopy },
  ids: SHORTCUTS,
  register(app, deps) {
    shortcutListeners(app, deps);
  },
};
