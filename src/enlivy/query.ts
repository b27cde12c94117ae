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

/** Joins path segments, URL-encoding every interpolated value: path`/organizations/${id}`. */
export function path(strings: TemplateStringsArray, ...ids: readonly string[]): string {
  let out = strings[0] ?? '';
  ids.forEach((id, i) => {
    out += encodeURIComponent(id) + (strings[i + 1] ?? '');
  });
  return out;
}
