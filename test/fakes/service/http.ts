/** Small HTTP helpers: replies, errors with the Laravel shape, query and body parsing. */

export interface Reply {
  status: number;
  /** Serialised as JSON unless `raw` is set. */
  body?: unknown;
  /** Bytes sent as they are (e.g. a PDF); `headers` must carry the content type. */
  raw?: Buffer;
  headers?: Record<string, string>;
}

export type FieldErrors = Record<string, string[]>;

/** An error answer: `{message}` or `{message, errors}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toReply(): Reply {
    const body = this.errors
      ? { message: this.message, errors: this.errors }
      : { message: this.message };
    return { status: this.status, body, headers: this.headers };
  }
}

export function ok(body: unknown, status = 200): Reply {
  return { status, body };
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found.`);
}

/** Laravel's summary line: the first message, plus "(and N more errors)". */
export function validationMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(422, validationMessage(errors), errors);
}

export type ParsedQuery = Record<string, string | string[]>;

const ARRAY_KEY = /^([^[\]]+)\[(\d*)\]$/;

/**
 * Parses a query string the way PHP does for the forms the contract names: `k[]=a&k[]=b` and
 * `k[0]=a&k[1]=b` (raw or percent-encoded brackets) give `k: ['a','b']`; a bare `k=a` gives
 * `k: 'a'` (the last one wins).
 */
export function parseQuery(rawQuery: string): ParsedQuery {
  const out: ParsedQuery = {};
  const indexed = new Map<string, Array<[number, string]>>();
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    const match = ARRAY_KEY.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const name = match[1] ?? key;
    const index = match[2] ?? '';
    const list = indexed.get(name) ?? [];
    list.push([index === '' ? Number.POSITIVE_INFINITY : Number(index), value]);
    indexed.set(name, list);
  }
  for (const [name, entries] of indexed) {
    // Stable sort keeps `k[]` values in arrival order after the indexed ones.
    out[name] = entries.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  }
  return out;
}

/** A query value as a list: arrays stay, a bare value becomes one element, absent → undefined. */
export function queryList(query: ParsedQuery, key: string): string[] | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}

/** A query value as one string; an array form → 422 for that key. */
export function queryString(query: ParsedQuery, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    throw validationError({ [key]: [`The ${key} field must be a string.`] });
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Laravel's `boolean` rule: true, false, 1, 0, "1", "0". */
export function asBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  return undefined;
}

/** The `include` query parameter: comma list, checked against the allowed names. */
export function parseIncludes(query: ParsedQuery, allowed: readonly string[]): Set<string> {
  const raw = query.include;
  if (raw === undefined) return new Set();
  const names = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw validationError({
      include: [
        `Requested include(s) \`${unknown.join(', ')}\` are not allowed. Allowed include(s) are \`${allowed.join(', ')}\`.`,
      ],
    });
  }
  return new Set(names);
}
