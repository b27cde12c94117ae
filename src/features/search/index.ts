/** What other features use of search: a results page shown again (after an invoice is deleted, from a shortcut). */
export { showSearchPage } from './search.js';
