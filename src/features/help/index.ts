import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { helpCopy, helpSay } from './copy/index.js';
import type { HelpDeps } from './deps.js';
import { registerEnlivyCommand } from './enlivy-command.js';
import { homeListeners } from './events.js';
import { help as helpCommand } from './help.js';
import { HOME } from './ids.js';

export type { HelpDeps } from './deps.js';

/**
 * `/enlivy` itself (the one small dispatcher: each subcommand's spec lives in its feature),
 * `/enlivy help`, and the App Home.
 */
export const help: Feature<HelpDeps> = {
  name: 'help',
  copy: { help: helpCopy },
  ids: HOME,
  register(app, deps) {
    deps.commands.add({
      name: 'help',
      role: 'viewer',
      needsConnection: false,
      examples: ['/enlivy help', '/enlivy help deliveries'],
      ...commandTexts(helpSay),
      rank: 150,
      run: (request) => helpCommand(request, deps),
    });
    registerEnlivyCommand(app, deps);
    homeListeners(app, deps);
  },
};
