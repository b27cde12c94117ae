import { AppError } from '../platform/app-error.js';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

function encodeValue(value: QueryScalar): string {
  // Commas stay literal so comma lists (include=a,b) read the same on the wire as in the docs.
  return encodeURIComponent(String(value)).replaceAll('%2C', ',');
}

/**
 * Builds a query string in the seed's form: arrays as `key[]=a&key[]=b`, booleans as
 * `true`/`false`, undefined and null dropped. Returns '' or a string starting with '?'.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[])
        parts.push(`${name}[]=${encodeValue(item)}`);
    } else {
      parts.push(`${name}=${encodeValue(value as QueryScalar)}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Enlivy's ids (`org_evt_dst_…`): letters, digits, `_` and `-`. */
const ENLIVY_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Fixed words of Enlivy's routes where an id would stand (`event-destinations/deliveries`): as an
 * "id" they would address another resource, a list instead of one record.
 */
const ROUTE_WORDS = new Set(['deliveries', 'subscriptions', 'restore', 'download', 'test']);

/** Whether `value` can name one Enlivy record in a path. */
export function isEnlivyId(value: unknown): value is string {
  return typeof value === 'string' && ENLIVY_ID.test(value) && !ROUTE_WORDS.has(value);
}

/**
 * Joins path segments, URL-encoding every interpolated value: path`/organizations/${id}`. Every
 * id is checked here, the one place all of them pass before a request: an empty or malformed id
 * (from a tampered button or form) is refused before anything is sent to Enlivy, since
 * `/event-destinations/` with an empty id is the list, and `..` a parent.
 */
export function path(strings: TemplateStringsArray, ...ids: readonly string[]): string {
  for (const id of ids) {
    if (!isEnlivyId(id)) {
      throw new AppError('bad_input', 'This does not name a valid Enlivy record.', {
        copy: { message: 'error.invalidRecord.message', hint: 'error.invalidRecord.hint' },
      });
    }
  }
  let out = strings[0] ?? '';
  ids.forEach((id, i) => {
    out += encodeURIComponent(id) + (strings[i + 1] ?? '');
  });
  return out;
}
