/**
 * Every id the app's messages and views carry, wherever it lives now (core/ids.ts or the feature
 * that owns it), for tests that click, submit or fuzz them.
 */
export * from '../src/core/ids.js';
export { CONNECTION } from '../src/features/connection/ids.js';
export { DELIVERIES } from '../src/features/deliveries/ids.js';
export { HOME } from '../src/features/help/ids.js';
export { SEARCH } from '../src/features/search/ids.js';
export { INVOICES } from '../src/features/shared/invoices/ids.js';
export { SHORTCUTS } from '../src/features/shortcuts/ids.js';
export { STEPS } from '../src/features/workflow-steps/ids.js';
