import i18next, { type i18n } from 'i18next';
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

function bind(instance: i18n, language: RenderLanguage): Translator {
  // i18next's plural resolver knows no `xx`; it reads English plural rules for it.
  const fixed = instance.getFixedT(language);
  const tag = intlTag(language);
  const numbers = new Map<string, Intl.NumberFormat>();
  return {
    language,
    text(namespace, key, values) {
      return fixed(`${namespace}:${key}`, values as Record<string, unknown>) as string;
    },
    number(value, options) {
      const cacheKey = JSON.stringify(options ?? {});
      let format = numbers.get(cacheKey);
      if (format === undefined) {
        format = new Intl.NumberFormat(tag, options);
        numbers.set(cacheKey, format);
      }
      return format.format(value);
    },
    amount(value, currency) {
      return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value);
    },
    date(value, options) {
      return new Intl.DateTimeFormat(tag, options ?? { dateStyle: 'medium' }).format(value);
    },
  };
}

export type { Language };
