import { language } from './language/index.js';

/**
 * Every feature of the app, in the order they register. A new feature is one line here; all of
 * it (listeners, subcommands, copy, views) lives in its folder.
 */
export const FEATURES = [language] as const;
