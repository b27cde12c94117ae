import type { Query } from '../query.js';

export interface PageQuery {
  page?: number;
  /** At most 50 (the server's maximum). */
  perPage?: number;
}

export const MAX_PER_PAGE = 50;

export function pageQuery(q: PageQuery | undefined): Query {
  return { page: q?.page, per_page: q?.perPage };
}
