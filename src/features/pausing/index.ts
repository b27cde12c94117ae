import type { Feature } from '../../core/feature.js';
import { PAUSE_ACTIONS } from '../shared/pausing/ids.js';
import { pauseCommand, resumeCommand } from './commands.js';
import { pausingCopy, pausingSay } from './copy/index.js';
import type { PausingDeps } from './deps.js';
import { PAUSING } from './ids.js';
import { pausingListeners } from './listeners.js';
import { pauseWorkingLine, resumeWorkingLine } from './working.js';

/**
 * What other features use of pausing: a pause or resume (an alert's Pause button, a workflow
 * step), and a deleted destination's timed pause ended with its receipt. The pause menus and
 * pause times are in `shared/pausing`.
 */
export { changeActive } from './active.js';
export { setActiveFromCard } from './commands.js';
export type { ActiveDeps, PausingDeps } from './deps.js';
export { createTimedPauses, type TimedPauses, type TimedPauseTuning } from './service.js';
export { clearTimer, closeReceipt } from './timers.js';

/**
 * `/enlivy pause` and `/enlivy resume`: one destination (by name, or the channel's after a
 * question), for a while (`for 2h`, `until 18:00`, resumed by the sweep) or for good, and
 * `pause all …` for admins; the card buttons and menus, receipts' Resume now and Extend, bulk
 * confirmations and Resume these.
 */
export const pausing: Feature<PausingDeps> = {
  name: 'pausing',
  copy: { pausing: pausingCopy },
  ids: { PAUSING, PAUSE_ACTIONS },
  register(app, deps) {
    deps.commands.add({
      name: 'pause',
      role: 'editor',
      needsConnection: true,
      examples: [
        '/enlivy pause "Accounting sync"',
        '/enlivy pause "Accounting sync" for 2h',
        '/enlivy pause "Accounting sync" until tomorrow 9:00',
        '/enlivy pause all failing for 1h',
      ],
      usage: (t) => pausingSay(t)('command.pause.usage'),
      summary: (t) => pausingSay(t)('command.pause.summary'),
      working: pauseWorkingLine,
      rank: 50,
      run: (request) => pauseCommand(deps, request),
    });
    deps.commands.add({
      name: 'resume',
      role: 'editor',
      needsConnection: true,
      examples: ['/enlivy resume', '/enlivy resume "Accounting sync"'],
      usage: (t) => pausingSay(t)('command.resume.usage'),
      summary: (t) => pausingSay(t)('command.resume.summary'),
      working: resumeWorkingLine,
      rank: 60,
      run: (request) => resumeCommand(deps, request),
    });
    pausingListeners(app, deps);
  },
};
