import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { type AccessDeps, accessCommand } from './commands.js';
import { accessCopy, accessSay } from './copy/index.js';

export type { AccessDeps } from './commands.js';

/** `/enlivy access`: lists, grants and revokes the editor and admin roles of a workspace. */
export const access: Feature<AccessDeps> = {
  name: 'access',
  copy: { access: accessCopy },
  register(_app, deps) {
    deps.commands.add({
      name: 'access',
      role: 'admin',
      needsConnection: false,
      examples: [
        '/enlivy access',
        '/enlivy access grant @ana editor',
        '/enlivy access revoke @ana',
      ],
      ...commandTexts(accessSay),
      rank: 190,
      run: (request) => accessCommand(request, deps),
    });
  },
};
