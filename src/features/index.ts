import { ask } from './ask/index.js';
import { due } from './due/index.js';
import { language } from './language/index.js';
import { unfurls } from './unfurls/index.js';

/**
 * Every feature of the app, in the order they register. A new feature is one line here; all of
 * it (listeners, subcommands, copy, views) lives in its folder.
 */
export const FEATURES = [language, unfurls, due, ask] as const;
