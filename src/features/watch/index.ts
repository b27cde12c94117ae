/** What other features use of the failure watch: its App Home sections. */
export { watchHomeSections } from './views/settings.js';
