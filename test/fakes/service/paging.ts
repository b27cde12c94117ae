import { type ParsedQuery, queryString, validationError } from './http.js';

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 50;

export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  links: { next: string | null; previous: string | null };
}

export interface ListBody<T> {
  data: T[];
  meta: { pagination: Pagination };
}

function positiveInteger(query: ParsedQuery, key: string, fallback: number): number {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw validationError({ [key]: [`The ${key} field must be an integer.`] });
  return Number(raw);
}

/** Reads and checks `page` (≥ 1) and `per_page` (1–50, default 30). */
export function readPaging(query: ParsedQuery): { page: number; perPage: number } {
  const page = positiveInteger(query, 'page', 1);
  const perPage = positiveInteger(query, 'per_page', DEFAULT_PER_PAGE);
  const errors: Record<string, string[]> = {};
  if (page < 1) errors.page = ['The page field must be at least 1.'];
  if (perPage < 1) errors.per_page = ['The per page field must be at least 1.'];
  if (perPage > MAX_PER_PAGE) {
    errors.per_page = [`The per page field must not be greater than ${MAX_PER_PAGE}.`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { page, perPage };
}

/**
 * The SDK list envelope. `pageUrl` builds the link of another page (same query, other `page`).
 * A page past the last one is empty, like Laravel's paginator.
 */
export function paginate<T>(
  items: readonly T[],
  query: ParsedQuery,
  pageUrl: (page: number) => string,
): ListBody<T> {
  const { page, perPage } = readPaging(query);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const data = items.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    meta: {
      pagination: {
        total,
        count: data.length,
        per_page: perPage,
        current_page: page,
        total_pages: totalPages,
        links: {
          next: page < totalPages ? pageUrl(page + 1) : null,
          previous: page > 1 ? pageUrl(page - 1) : null,
        },
      },
    },
  };
}
