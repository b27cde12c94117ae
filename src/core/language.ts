import { boundedCache } from '../platform/bounded-cache.js';
import {
  DEFAULT_LANGUAGE,
  inZone,
  isLanguage,
  type Language,
  languageOfLocale,
  type Translator,
  type Translators,
} from '../platform/i18n/index.js';
import { settlesWithin } from '../platform/inflight.js';
import type { Logger } from '../platform/logging/logger.js';
import type { SlackUi, SlackUserInfo } from '../slack/ui.js';
import { type Stores, type WorkspaceRef, workspaceKey } from '../store/index.js';
import { safeTimeZone } from './time-zones.js';

/**
 * Whose language a text is in (issue 31): what one user reads (ephemeral messages, modals, App
 * Home) is their own choice, else their Slack locale, else the workspace default; what a channel
 * reads (receipts, cards, alerts, digests) is the workspace default.
 */
export interface LanguageResolver {
  readonly translators: Translators;
  /** A workspace's language until its admin picks one; also the answer's when no one is known. */
  readonly defaultLanguage: Language;
  userLanguage(
    workspace: WorkspaceRef,
    userId: string,
    ui: Pick<SlackUi, 'userInfo'>,
  ): Promise<Language>;
  workspaceLanguage(workspace: WorkspaceRef): Promise<Language>;
  /**
   * One request's languages, each resolved on first use: the person's and the workspace's,
   * reading the stored choices once for both.
   */
  languagesOf(
    workspace: WorkspaceRef,
    userId: string,
    ui: Pick<SlackUi, 'userInfo'>,
  ): { user: () => Promise<Language>; workspace: () => Promise<Language> };
}

type Choices = Awaited<ReturnType<Stores['languages']['get']>>;

/** Slack locales change rarely; users.info is asked at most once an hour per user and instance. */
const LOCALE_TTL_MS = 60 * 60 * 1000;

/**
 * How long a person's Slack locale may hold an answer. A modal's submission is answered in its
 * ack, within Slack's 3 s, and may land on an instance that has not seen the person yet: past
 * this, that answer is in the workspace default and the locale serves the next one.
 */
export const LOCALE_WAIT_MS = 1_000;

export function createLanguageResolver(deps: {
  stores: Pick<Stores, 'languages'>;
  translators: Translators;
  logger: Logger;
  defaultLanguage?: Language;
  localeWaitMs?: number;
}): LanguageResolver {
  const localeWaitMs = deps.localeWaitMs ?? LOCALE_WAIT_MS;
  const defaultLanguage = deps.defaultLanguage ?? DEFAULT_LANGUAGE;
  const workspaceDefault = (stored: Choices): Language =>
    isLanguage(stored.workspace) ? stored.workspace : defaultLanguage;
  const slackLocales = boundedCache<string>('slack-locales', {
    max: 10_000,
    ttlMs: LOCALE_TTL_MS,
  });

  /** The stored choices; an unreadable store is no reason to fail a request: defaults then. */
  async function choices(workspace: WorkspaceRef) {
    try {
      return await deps.stores.languages.get(workspace);
    } catch (err) {
      deps.logger.debug({ err }, 'language choices unreadable; using defaults');
      return { workspace: undefined, users: {} as Record<string, string> };
    }
  }

  async function slackLocale(
    workspace: WorkspaceRef,
    userId: string,
    ui: Pick<SlackUi, 'userInfo'>,
  ) {
    const key = `${workspaceKey(workspace)}:${userId}`;
    const cached = slackLocales.get(key);
    if (cached !== undefined) return cached;
    const asked = ui.userInfo(userId).then(
      (info) => {
        const locale = info.locale ?? '';
        slackLocales.set(key, locale);
        return locale;
      },
      () => '',
    );
    return (await settlesWithin(asked, localeWaitMs)) ? asked : '';
  }

  async function userLanguage(
    workspace: WorkspaceRef,
    userId: string,
    ui: Pick<SlackUi, 'userInfo'>,
    stored: Choices,
  ): Promise<Language> {
    const own = Object.hasOwn(stored.users, userId) ? stored.users[userId] : undefined;
    if (isLanguage(own)) return own;
    return languageOfLocale(await slackLocale(workspace, userId, ui)) ?? workspaceDefault(stored);
  }

  return {
    translators: deps.translators,
    defaultLanguage,
    async userLanguage(workspace, userId, ui) {
      return userLanguage(workspace, userId, ui, await choices(workspace));
    },
    async workspaceLanguage(workspace) {
      return workspaceDefault(await choices(workspace));
    },
    languagesOf(workspace, userId, ui) {
      const stored = once(() => choices(workspace));
      return {
        user: once(async () => userLanguage(workspace, userId, ui, await stored())),
        workspace: once(async () => workspaceDefault(await stored())),
      };
    },
  };
}

/** The lazy language functions a Request carries; each resolves once, on first use. */
export interface RequestLanguage {
  language: () => Promise<Language>;
  t: () => Promise<Translator>;
  channelT: () => Promise<Translator>;
}

/** Where the app's middleware leaves the resolver in Bolt's context, for `requestFrom`. */
export const LANGUAGE_RESOLVER_KEY = 'enlivyLanguages';
/** Where it leaves the acting person's language (resolved once per request), for `requestFrom`. */
export const ACTING_LANGUAGE_KEY = 'enlivyActingLanguage';

/** The acting person of a request, their languages and their Slack profile, each read once. */
export interface ActingLanguage {
  userId: string;
  user: () => Promise<Language>;
  workspace: () => Promise<Language>;
  userInfo: () => Promise<SlackUserInfo>;
}

export function requestLanguage(
  resolver: LanguageResolver,
  who: { workspace: WorkspaceRef; userId: string; ui: SlackUi },
  acting?: ActingLanguage,
): RequestLanguage {
  const { user, workspace } =
    acting?.userId === who.userId
      ? acting
      : resolver.languagesOf(who.workspace, who.userId, who.ui);
  const { translators } = resolver;
  return {
    language: user,
    t: once(async () => personal(translators.for(await user()), who)),
    channelT: async () => translators.for(await workspace()),
  };
}

/**
 * What one person reads: in Romanian, dates are written out in their Slack time zone, since
 * Slack renders its date tokens in its own display languages, Romanian not among them
 * (docs/decisions/language-and-copy.md). Without a time zone Slack gives (a hidden profile, a
 * failed read), the tokens stay: they still show the reader's own clock.
 */
async function personal(
  t: Translator,
  who: { userId: string; ui: Pick<SlackUi, 'userInfo'> },
): Promise<Translator> {
  if (t.language !== 'ro') return t;
  const zone = await who.ui.userInfo(who.userId).then(
    (info) => info.tz,
    () => undefined,
  );
  return zone === undefined || safeTimeZone(zone) !== zone ? t : inZone(t, zone);
}

export function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= work();
    return result;
  };
}
