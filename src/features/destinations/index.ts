/**
 * What other features use of destinations: a test event sent and followed (workflow steps, watch
 * alerts), the subscribe modal (shortcuts), the destinations sections of the App Home (help).
 * What two features show alike (the card, the list, name resolution) is in `shared/destinations`.
 */
export { homeDestinationSections } from './home.js';
export { openSubscribeModal } from './subscribe.js';
export { runTest, type TestProgress, testWithProgress } from './test.js';
export { DEFAULT_FOLLOW, type FollowOptions } from './test-follow.js';
export { testLine } from './views/test.js';
