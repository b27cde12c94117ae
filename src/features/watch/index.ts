import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { watchCommand } from './command.js';
import { watchCopy, watchSay } from './copy/index.js';
import type { WatchDeps } from './deps.js';
import { watchHomeSection } from './home.js';
import { WATCH } from './ids.js';
import { watchListeners } from './listeners.js';

export type { WatchDeps } from './deps.js';
export {
  createFailureWatch,
  type FailureWatch,
  type FailureWatchServices,
  type WatchTuning,
} from './service.js';

/**
 * `/enlivy watch`: failed deliveries become alerts in a channel (polled on the job engine), with
 * mutes, a threshold and a daily digest; the alerts' buttons; its section of the App Home.
 */
export const watch: Feature<WatchDeps> = {
  name: 'watch',
  copy: { watch: watchCopy },
  ids: WATCH,
  register(app, deps) {
    deps.commands.add({
      name: 'watch',
      role: 'editor',
      needsConnection: true,
      examples: [
        '/enlivy watch',
        '/enlivy watch #finance-ops',
        '/enlivy watch mute "Accounting sync" for 2h',
        '/enlivy watch digest on',
        '/enlivy watch off',
      ],
      ...commandTexts(watchSay),
      rank: 130,
      run: (request) => watchCommand(deps, request),
    });
    deps.homeSections.add(watchHomeSection(deps));
    watchListeners(app, deps);
  },
};
