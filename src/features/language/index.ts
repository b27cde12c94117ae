import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { type LanguageDeps, languageCommand } from './command.js';
import { languageCopy, languageSay } from './copy/index.js';

export type { LanguageDeps } from './command.js';

/** `/enlivy language`: the language the app speaks to a person, and to a workspace's channels. */
export const language: Feature<LanguageDeps> = {
  name: 'language',
  copy: { language: languageCopy },
  register(_app, deps) {
    deps.commands.add({
      name: 'language',
      role: 'viewer',
      needsConnection: false,
      examples: ['/enlivy language ro', '/enlivy language auto', '/enlivy language workspace ro'],
      ...commandTexts(languageSay),
      rank: 140,
      run: (request) => languageCommand(request, deps),
    });
  },
};
