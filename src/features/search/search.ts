import type { Role } from '../../core/access/roles.js';
import type { CommandHandler, Request, Services } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import type { RespondOptions } from '../../slack/ui.js';
import { MAX_SEARCH_TEXT, type SearchPlace } from '../invoices/values.js';
import { noMatchesMessage, searchGuidanceMessage, searchResultsMessage } from './views/search.js';

/** Results asked of Enlivy per search; pages of 10 are cut from them locally. */
export const SEARCH_LIMIT = 50;
const MIN_SEARCH_TEXT = 3;

/**
 * Runs the search and shows one page. Paging re-runs the search (the query and page travel in
 * the button value), so no result set is kept between requests.
 */
export async function showSearchPage(
  request: Request,
  services: Services,
  place: SearchPlace,
  options: { role: Role; respond?: RespondOptions; notice?: string },
): Promise<void> {
  const user = await request.ui.userInfo(request.userId);
  const items = await services.connections.use(request.workspace, ({ api, orgId }) =>
    api.search(orgId, { text: place.q, limit: SEARCH_LIMIT }),
  );
  const message =
    items.length === 0
      ? noMatchesMessage(place.q, options.notice)
      : searchResultsMessage({
          query: place.q,
          items,
          page: place.p,
          role: options.role,
          limit: SEARCH_LIMIT,
          ...(user.locale ? { locale: user.locale } : {}),
          ...(options.notice ? { notice: options.notice } : {}),
        });
  await request.ui.respond(message, options.respond);
}

/** `/enlivy search TEXT`: quotes are fine, the words are joined back. */
export const search: CommandHandler = async (request, services) => {
  const text = request.args.join(' ').replace(/\s+/g, ' ').trim();
  if (text.length < MIN_SEARCH_TEXT) {
    await request.ui.respond(searchGuidanceMessage(text));
    return;
  }
  if (text.length > MAX_SEARCH_TEXT) {
    throw new AppError('bad_input', `That search is ${text.length} characters long.`, {
      hint: `Search with at most ${MAX_SEARCH_TEXT} characters: a number, a customer or a few words of the title.`,
    });
  }
  await showSearchPage(request, services, { q: text, p: 1 }, { role: request.role });
};
