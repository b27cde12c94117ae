/**
 * The query parameters every Enlivy list accepts (service contract §2, the SDK's HasFilters):
 * `q` (at least 3 characters) searched in `q_in` fields or the resource's own, `ids` (a comma
 * list of at most 30, not together with `q`), `order_by` (default `created_at`) and `order`
 * (`asc` | `desc`, default `desc`), `limit` (caps the results of a `q` search), `deleted`
 * (`-1` with deleted, `0` active only — the default, `1` deleted only) and `tag_ids` (records here
 * carry no tags, so a tag filter matches nothing). Bad values → 422 in Laravel's words.
 */
import {
  type FieldErrors,
  type ParsedQuery,
  queryList,
  queryString,
  validationError,
} from './http.js';

type Row = { id: string; created_at: string; deleted_at?: string | null };

export interface ListSpec<T> {
  /** Fields `q` searches when `q_in` does not say. */
  searchable: readonly (keyof T & string)[];
  /** Fields `order_by` may name besides `created_at`. */
  sortable?: readonly (keyof T & string)[];
}

const MAX_IDS = 30;

function commaList(query: ParsedQuery, key: string): string[] | undefined {
  const raw = queryList(query, key);
  if (raw === undefined) return undefined;
  return raw
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Ascending order of two field values; absent values first. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** `rows`: every record of the list, deleted ones included. */
export function applyListFilters<T extends Row>(
  rows: readonly T[],
  query: ParsedQuery,
  spec: ListSpec<T>,
): T[] {
  const errors: FieldErrors = {};
  const deleted = queryString(query, 'deleted') ?? '0';
  if (!['-1', '0', '1'].includes(deleted)) errors.deleted = ['The selected deleted is invalid.'];

  const q = queryString(query, 'q');
  if (q !== undefined && q.trim().length < 3) {
    errors.q = ['The q field must be at least 3 characters.'];
  }
  const searchIn = commaList(query, 'q_in') ?? [...spec.searchable];
  const unknownFields = searchIn.filter((f) => !(spec.searchable as readonly string[]).includes(f));
  if (unknownFields.length > 0) errors.q_in = ['The selected q in is invalid.'];

  const ids = commaList(query, 'ids');
  if (ids !== undefined && ids.length > MAX_IDS) {
    errors.ids = [`The ids field must not have more than ${MAX_IDS} items.`];
  }
  if (ids !== undefined && q !== undefined)
    errors.ids = ['The ids field prohibits q from being present.'];

  const orderBy = queryString(query, 'order_by') ?? 'created_at';
  const sortable = ['created_at', ...(spec.sortable ?? [])];
  if (!sortable.includes(orderBy)) errors.order_by = ['The selected order by is invalid.'];
  const order = queryString(query, 'order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') errors.order = ['The selected order is invalid.'];

  const limitRaw = queryString(query, 'limit');
  const limit = limitRaw === undefined ? undefined : Number(limitRaw);
  if (limitRaw !== undefined && !(Number.isInteger(limit) && (limit ?? 0) >= 1)) {
    errors.limit = ['The limit field must be an integer of at least 1.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  let out = rows.filter((row) => {
    const isDeleted = row.deleted_at !== undefined && row.deleted_at !== null;
    return deleted === '-1' || (deleted === '1' ? isDeleted : !isDeleted);
  });
  if (ids !== undefined) out = out.filter((row) => ids.includes(row.id));
  if (queryList(query, 'tag_ids') !== undefined) out = [];
  if (q !== undefined) {
    const needle = q.trim().toLowerCase();
    out = out.filter((row) =>
      searchIn.some((field) =>
        String((row as Record<string, unknown>)[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    );
  }
  // Rows come newest first (ties in insertion order); a stable sort keeps that order for ties,
  // and ascending is the exact reverse.
  out = [...out].sort((a, b) =>
    compare((b as Record<string, unknown>)[orderBy], (a as Record<string, unknown>)[orderBy]),
  );
  if (order === 'asc') out.reverse();
  if (q !== undefined && limit !== undefined) out = out.slice(0, limit);
  return out;
}
