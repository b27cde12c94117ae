import type { Feature } from '../../core/feature.js';
import { DESTINATION_CARD } from '../shared/destinations/ids.js';
import { destinationCommands } from './commands.js';
import { destinationFormsCopy, destinationsCopy } from './copy/index.js';
import type { DestinationsDeps } from './deps.js';
import { destinationFormListeners } from './form-listeners.js';
import { destinationsHomeSection } from './home.js';
import { DESTINATION, DESTINATION_FORM } from './ids.js';
import { destinationListeners } from './listeners.js';

/**
 * What other features use of destinations: a test event sent and followed (workflow steps, watch
 * alerts), the subscribe modal (shortcuts). What two features show alike (the card, the list,
 * name resolution) is in `shared/destinations`.
 */
export type { DestinationsDeps } from './deps.js';
export { openSubscribeModal } from './subscribe.js';
export { runTest, type TestProgress, testWithProgress } from './test.js';
export { DEFAULT_FOLLOW, type FollowOptions } from './test-follow.js';
export { testLine } from './views/test.js';

/**
 * Event destinations: `/enlivy list`, `subscribe`, `cards`, `webhook`, `edit`, `test`, `delete`;
 * the cards' buttons (but Pause/Resume, which pausing handles), the forms and their
 * submissions, and the destinations section of the App Home.
 */
export const destinations: Feature<DestinationsDeps> = {
  name: 'destinations',
  copy: { destinations: destinationsCopy, destinationForms: destinationFormsCopy },
  ids: { DESTINATION, DESTINATION_CARD, DESTINATION_FORM },
  register(app, deps) {
    for (const command of destinationCommands(deps)) deps.commands.add(command);
    deps.homeSections.add(destinationsHomeSection(deps));
    destinationListeners(app, deps);
    destinationFormListeners(app, deps);
  },
};
