import { expect, it } from 'vitest';
import { COPY } from '../src/features/copy.js';
import { createTranslators, untranslatedText } from '../src/platform/i18n/index.js';

/** The app's catalogs, for tests that render views directly. */
export const translators = createTranslators(COPY);
export const en = translators.for('en');
export const ro = translators.for('ro');
/** The pseudo-locale: every catalog string wrapped in ⟦ ⟧. */
export const xx = translators.for('xx');

/** Every text a person sees in a Slack message, modal or ack: `text` fields and field errors. */
export function shownText(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(shownText);
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key === 'text' && typeof inner === 'string') return [inner];
    if (key === 'errors' && typeof inner === 'object' && inner !== null) {
      return Object.values(inner).filter((v): v is string => typeof v === 'string');
    }
    return shownText(inner);
  });
}

/** What a browser shows of a page: no script, style or tags (attributes with them). */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!doctype[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Words a person would see outside the pseudo-locale's ⟦ ⟧ (English that bypassed the catalogs), less data. */
export function leakedWords(rendered: unknown, data: ReadonlySet<string> = new Set()): string[] {
  return shownText(rendered)
    .flatMap(untranslatedText)
    .filter((word) => !data.has(word));
}

/** One test per view, rendered in `xx`: no word but data may bypass the catalogs. */
export function itShowsOnlyCatalogText(
  views: Readonly<Record<string, () => unknown>>,
  data?: ReadonlySet<string>,
): void {
  for (const [name, render] of Object.entries(views)) {
    it(name, () => {
      expect(leakedWords(render(), data)).toEqual([]);
    });
  }
}
