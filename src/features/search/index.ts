import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { searchCopy, searchSay } from './copy/index.js';
import { SEARCH } from './ids.js';
import { type SearchDeps, searchListeners } from './listeners.js';
import { searchCommand } from './search.js';

export type { SearchDeps } from './listeners.js';
/**
 * What other features use of search: a results page shown again (after an invoice is deleted,
 * from a shortcut); for Ask Enlivy, the same search, its limits, and how results are named.
 */
export { MIN_SEARCH_TEXT, type SearchFound, searchEnlivy, showSearchPage } from './search.js';
export { entityText as searchEntityText, SEARCH_PAGE_SIZE } from './views/search.js';

/** `/enlivy search TEXT`: Enlivy's global search, paged; invoices come with their actions. */
export const search: Feature<SearchDeps> = {
  name: 'search',
  copy: { search: searchCopy },
  ids: SEARCH,
  register(app, deps) {
    deps.commands.add({
      name: 'search',
      role: 'viewer',
      needsConnection: true,
      examples: [
        '/enlivy search acme',
        '/enlivy search INV-2026',
        '/enlivy search "annual maintenance"',
      ],
      ...commandTexts(searchSay),
      rank: 120,
      run: (request) => searchCommand(request, deps),
    });
    searchListeners(app, deps);
  },
};
