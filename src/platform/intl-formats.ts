import { boundedCache } from './bounded-cache.js';

/**
 * Intl formatters, each made once per locale and options (a time zone among them) and kept:
 * making one costs tens of microseconds, formatting with it about one. Time zones come from
 * Slack profiles, so the cache is bounded like every cache keyed by request data. A formatter is
 * a pure function of its key: nothing it holds goes stale.
 */
const dateFormats = boundedCache<Intl.DateTimeFormat>('intl-formats', { max: 2_000 });
const numberFormats = boundedCache<Intl.NumberFormat>('intl-formats', { max: 500 });

/** `new Intl.DateTimeFormat(locale, options)`, made once; throws a RangeError for a bad zone. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return madeOnce(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

function madeOnce<F extends object>(
  cache: ReturnType<typeof boundedCache<F>>,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}
