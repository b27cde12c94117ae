import type { Role } from '../../core/access/roles.js';
import type { AppServices, CommandRequest, Request } from '../../core/context.js';
import type { EnlivyClient, SearchItem } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { RespondOptions } from '../../slack/ui.js';
import { MAX_SEARCH_TEXT, type SearchPlace } from '../shared/invoices/values.js';
import { invoiceLabel } from '../shared/invoices/views/card.js';
import { isInvoiceEntity } from '../shared/invoices/views/format.js';
import { searchSay } from './copy/index.js';
import {
  noMatchesMessage,
  pageOf,
  SEARCH_PAGE_SIZE,
  searchGuidanceMessage,
  searchResultsMessage,
} from './views/search.js';

/** Results asked of Enlivy per search; pages of 10 are cut from them locally. */
export const SEARCH_LIMIT = 50;
export const MIN_SEARCH_TEXT = 3;

/**
 * The numbers of the invoices on the page shown, read by id in one list call: search results
 * name an invoice by id and title only, and people know invoices by number.
 */
async function invoiceNumbers(
  api: EnlivyClient,
  orgId: string,
  shown: readonly SearchItem[],
): Promise<Map<string, string>> {
  const ids = shown.filter((item) => isInvoiceEntity(item.entity)).map((item) => item.id);
  const numbers = new Map<string, string>();
  if (ids.length === 0) return numbers;
  const found = await api.invoices.list(orgId, { ids, perPage: SEARCH_PAGE_SIZE });
  for (const invoice of found.items) {
    const label = invoiceLabel(invoice);
    if (label !== invoice.id) numbers.set(invoice.id, label);
  }
  return numbers;
}

/** What one search found: every result, best first, and the invoice numbers of one page. */
export interface SearchFound {
  items: SearchItem[];
  /** Invoice numbers by invoice id, for the results on the page asked. */
  numbers: Map<string, string>;
}

/**
 * Enlivy's global search as `/enlivy search` runs it (one call, up to SEARCH_LIMIT results),
 * with the numbers of the invoices on the page asked.
 */
export async function searchEnlivy(
  api: EnlivyClient,
  orgId: string,
  place: SearchPlace,
): Promise<SearchFound> {
  const items = await api.search(orgId, { text: place.q, limit: SEARCH_LIMIT });
  const shown = pageOf(items, place.p).shown;
  return { items, numbers: await invoiceNumbers(api, orgId, shown) };
}

/**
 * Runs the search and shows one page. Paging re-runs the search (the query and page travel in
 * the button value), so no result set is kept between requests.
 */
export async function showSearchPage(
  request: Request,
  services: Pick<AppServices, 'connections'>,
  place: SearchPlace,
  options: { role: Role; respond?: RespondOptions; notice?: string },
): Promise<void> {
  const t = await request.t();
  const { items, numbers } = await services.connections.use(request.workspace, ({ api, orgId }) =>
    searchEnlivy(api, orgId, place),
  );
  const message =
    items.length === 0
      ? noMatchesMessage(place.q, options.notice, t)
      : searchResultsMessage(
          {
            query: place.q,
            items,
            page: place.p,
            role: options.role,
            limit: SEARCH_LIMIT,
            numbers,
            ...(options.notice ? { notice: options.notice } : {}),
          },
          t,
        );
  await request.ui.respond(message, options.respond);
}

/** `/enlivy search TEXT`: quotes are fine, the words are joined back. */
export async function searchCommand(
  request: CommandRequest,
  services: Pick<AppServices, 'connections'>,
): Promise<void> {
  const text = request.args.join(' ').replace(/\s+/g, ' ').trim();
  const t = await request.t();
  if (text.length < MIN_SEARCH_TEXT) {
    await request.ui.respond(searchGuidanceMessage(text, t));
    return;
  }
  if (text.length > MAX_SEARCH_TEXT) {
    const say = searchSay(t);
    throw new AppError('bad_input', say('tooLong', { count: text.length }), {
      hint: say('tooLong.hint', { max: MAX_SEARCH_TEXT }),
    });
  }
  await showSearchPage(request, services, { q: text, p: 1 }, { role: request.role });
}
