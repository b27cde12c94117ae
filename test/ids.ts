/**
 * Every id the app's messages and views carry, in the feature
 * (or the shared part) that owns it, for tests that click, submit or fuzz them.
 */

export { CONNECTION } from '../src/features/connection/ids.js';
export { DELIVERIES } from '../src/features/deliveries/ids.js';
export { DESTINATION, DESTINATION_FORM } from '../src/features/destinations/ids.js';
export { HOME } from '../src/features/help/ids.js';
export { PAUSING } from '../src/features/pausing/ids.js';
export { SEARCH } from '../src/features/search/ids.js';
export { DESTINATION_CARD } from '../src/features/shared/destinations/ids.js';
export { INVOICES } from '../src/features/shared/invoices/ids.js';
export { PAUSE_ACTIONS } from '../src/features/shared/pausing/ids.js';
export { SHORTCUTS } from '../src/features/shortcuts/ids.js';
export { WATCH } from '../src/features/watch/ids.js';
export { STEPS } from '../src/features/workflow-steps/ids.js';
export { FIELD } from '../src/slack/blocks.js';
