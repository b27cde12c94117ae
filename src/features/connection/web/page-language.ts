import type { IncomingMessage } from 'node:http';
import type { ConnectGrant } from '../../../core/connect-links.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/index.js';
import { inLanguage } from '../../../platform/request-context.js';

/**
 * The language a connect or OAuth page speaks: that of the person who asked for the link, kept
 * in the link's server-side record (never taken from the URL). A page with no link behind it (an
 * unknown or expired link, a lost session) cannot know who asked: it follows the browser's
 * preferred languages, else the app's default language (`fallback`).
 */
export function pageLanguage(
  grant: Pick<ConnectGrant, 'language'> | undefined,
  fallback: Language,
  req?: IncomingMessage,
): Language {
  if (grant !== undefined) return grant.language ?? fallback;
  return browserLanguage(req?.headers['accept-language']) ?? fallback;
}

/**
 * Runs page work (not a Slack request, so not in anyone's language yet) in the asker's language:
 * its Enlivy calls carry it as Accept-Language.
 */
export function inPageLanguage<T>(
  grant: Pick<ConnectGrant, 'language'>,
  fallback: Language,
  work: () => T,
): T {
  const language = pageLanguage(grant, fallback);
  return inLanguage(() => Promise.resolve(language), work);
}

/** The first of the browser's languages (by preference) that the app speaks. */
export function browserLanguage(header: string | undefined): Language | undefined {
  if (header === undefined) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfLocale(tag);
    if (language !== undefined) return language;
  }
  return undefined;
}
