/** The languages the app speaks; `xx` is the pseudo-locale tests render with to find untranslated text. */
export const LANGUAGES = ['en', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export type RenderLanguage = Language | 'xx';

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `ro-RO`, `ro_RO`, `RO` → `ro`; a locale the app does not speak → undefined. */
export function languageOfLocale(locale: string | undefined): Language | undefined {
  const primary = locale?.split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** The BCP 47 tag `Intl` formats with (the pseudo-locale formats as English). */
export function intlTag(language: RenderLanguage): string {
  return language === 'ro' ? 'ro-RO' : 'en-US';
}
