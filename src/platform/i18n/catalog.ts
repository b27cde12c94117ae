import type { Language } from './languages.js';

/** The plural suffixes i18next picks with Intl.PluralRules (English: one/other; Romanian adds few). */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** A key as code passes it to `t`: `items_one`/`items_other` are both `items` (with `count`). */
export type CopyKey<C> = keyof C extends infer K
  ? K extends `${infer Base}${PluralSuffix}`
    ? Base
    : K & string
  : never;

/**
 * Another language's catalog for an English one: every English key, and for a plural the
 * forms that language adds (`_few` in Romanian). A missing key is a type error.
 */
export type Translation<C> = { readonly [K in keyof C]: string } & {
  readonly [K in keyof C as K extends `${infer Base}_other` ? `${Base}_few` : never]?: string;
};

/** One namespace's text in every language; English is the source of the keys. */
export interface NamespaceCopy<C extends Record<string, string> = Record<string, string>> {
  readonly en: C;
  readonly ro: Translation<C>;
}

/** Every namespace the app registers, by name. */
export type CopyRegistry = Readonly<Record<string, NamespaceCopy>>;

export function copyOf<C extends Record<string, string>>(
  en: C,
  ro: Translation<C>,
): NamespaceCopy<C> {
  return { en, ro };
}

export type { Language };
