import { list } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type SearchItem, searchItemSchema } from '../schemas/search.js';

export interface SearchQuery {
  /** At least 3 characters, or Enlivy answers 422. */
  text: string;
  limit?: number;
}

export type SearchFn = (orgId: string, q: SearchQuery) => Promise<SearchItem[]>;

export function searchApi(http: Http): SearchFn {
  return async (orgId, q) => {
    const page = await http.request({
      method: 'GET',
      path: path`/organizations/${orgId}/search`,
      query: { q: q.text, limit: q.limit },
      schema: list(searchItemSchema),
    });
    return page.items;
  };
}
