import i18next, { type i18n } from 'i18next';
import { boundedCache } from '../bounded-cache.js';
import { dateTimeFormat, numberFormat } from '../intl-formats.js';
import type { CopyKey, CopyRegistry } from './catalog.js';
import { intlTag, type Language, type RenderLanguage } from './languages.js';
import { pseudoCatalog } from './pseudo.js';

/** Values a catalog string interpolates (`{{name}}`); `count` picks the plural form. */
export type CopyValues = Readonly<Record<string, string | number>>;

/**
 * Text and formats in one language. Views take one as a parameter and never decide the language
 * themselves; handlers get it from the request (`request.t()` for the user, `request.channelT()`
 * for what a channel reads).
 */
export interface Translator {
  readonly language: RenderLanguage;
  /** `ns:key` in this language; values are inserted as they are (Slack text is not HTML). */
  text(namespace: string, key: string, values?: CopyValues): string;
  /** A number with this language's separators (`1,234.5` / `1.234,5`). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount of money in a currency (ISO 4217). */
  amount(value: number, currency: string): string;
  /** A date or time outside Slack's `<!date^…>` tokens (those render in the reader's own locale). */
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
  /**
   * The one reader's IANA time zone, set only on text one person reads in a language Slack's
   * date tokens cannot speak: dates are then written out in it (see `dateText`), not as tokens.
   */
  readonly zone?: string;
}

/** `t` for one reader whose dates are written out in `zone` rather than left to Slack's tokens. */
export function inZone(t: Translator, zone: string): Translator {
  return {
    language: t.language,
    zone,
    text: (namespace, key, values) => t.text(namespace, key, values),
    number: (value, options) => t.number(value, options),
    amount: (value, currency) => t.amount(value, currency),
    date: (value, options) => t.date(value, options),
  };
}

/** The text of one namespace, keys checked against its English catalog. */
export type Copy<C> = (key: CopyKey<C>, values?: CopyValues) => string;

export function copyFor<C>(translator: Translator, namespace: string): Copy<C> {
  return (key, values) => translator.text(namespace, key, values);
}

/** A translator per language, from one i18next instance holding every namespace. */
export interface Translators {
  for(language: RenderLanguage): Translator;
}

export function createTranslators(registry: CopyRegistry): Translators {
  const resources: Record<string, Record<string, Record<string, string>>> = {
    en: {},
    ro: {},
    xx: {},
  };
  for (const [namespace, copy] of Object.entries(registry)) {
    resources.en![namespace] = copy.en;
    resources.ro![namespace] = copy.ro as Record<string, string>;
    resources.xx![namespace] = pseudoCatalog(copy.en);
  }
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    // The pseudo-locale plurals as English (its strings are English ones, wrapped).
    supportedLngs: ['en', 'ro', 'xx'],
    ns: Object.keys(registry),
    defaultNS: false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: ':',
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  const cache = new Map<RenderLanguage, Translator>();
  return {
    for(language) {
      let translator = cache.get(language);
      if (translator === undefined) {
        translator = bind(instance, language);
        cache.set(language, translator);
      }
      return translator;
    },
  };
}

/**
 * Texts with values kept per language: values can be what a person typed (thousands of
 * characters), so the bound is in characters too; the least recently used go first.
 */
const TEXTS_WITH_VALUES = { max: 1_000, maxChars: 1_000_000 };

function bind(instance: i18n, language: RenderLanguage): Translator {
  // i18next's plural resolver knows no `xx`; it reads English plural rules for it.
  const fixed = instance.getFixedT(language);
  const tag = intlTag(language);
  // A text is a pure function of its language, key and values (the catalogs never change while
  // the process runs), so each is rendered once: every key without values (a bounded set, the
  // catalogs), and texts with values up to a bound, after which they are rendered afresh.
  const constant = new Map<string, string>();
  const withValues = boundedCache<string>('texts', TEXTS_WITH_VALUES);
  return {
    language,
    text(namespace, key, values) {
      const id = `${namespace}:${key}`;
      const cacheKey = values === undefined ? undefined : keyWithValues(id, values);
      const cache = cacheKey === undefined ? constant : withValues;
      const known = cache.get(cacheKey ?? id);
      if (known !== undefined) return known;
      const text = fixed(id, values as Record<string, unknown>) as string;
      cache.set(cacheKey ?? id, text);
      return text;
    },
    number(value, options) {
      return numberFormat(tag, options ?? {}).format(value);
    },
    amount(value, currency) {
      return numberFormat(tag, { style: 'currency', currency }).format(value);
    },
    date(value, options) {
      return dateTimeFormat(tag, options ?? { dateStyle: 'medium' }).format(value);
    },
  };
}

/** `ns:key` and its values, in an order-independent form no key or value can forge. */
function keyWithValues(id: string, values: CopyValues): string {
  const names = Object.keys(values).sort();
  return JSON.stringify([id, ...names.map((name) => [name, values[name]])]);
}

export type { Language };
