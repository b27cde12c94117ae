import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageResolver, LOCALE_WAIT_MS } from '../../../src/core/language.js';
import type { Language } from '../../../src/platform/i18n/index.js';
import { createLogger } from '../../../src/platform/logging/logger.js';
import type { SlackUserInfo } from '../../../src/slack/ui.js';
import type { Stores, WorkspaceRef } from '../../../src/store/index.js';
import { translators } from '../../translators.js';

const WORKSPACE: WorkspaceRef = { teamId: 'T1', isEnterpriseInstall: false };

function resolverWith(
  stored: { workspace?: string; users?: Record<string, string> },
  defaultLanguage?: Language,
) {
  const stores = {
    languages: { get: async () => ({ workspace: stored.workspace, users: stored.users ?? {} }) },
  } as unknown as Pick<Stores, 'languages'>;
  return createLanguageResolver({
    stores,
    translators,
    logger: createLogger({ level: 'silent' }),
    ...(defaultLanguage ? { defaultLanguage } : {}),
  });
}

/** A Slack whose users.info answers `locale` after `ms` (never, when `ms` is Infinity). */
function slackAnswering(locale: string | undefined, ms = 0) {
  const asked: string[] = [];
  const ui = {
    userInfo: (userId: string) => {
      asked.push(userId);
      const info = { id: userId, locale } as SlackUserInfo;
      if (ms === Number.POSITIVE_INFINITY) return new Promise<SlackUserInfo>(() => undefined);
      return new Promise<SlackUserInfo>((resolve) => setTimeout(() => resolve(info), ms));
    },
  };
  return { ui, asked };
}

describe('whose language', () => {
  it('is the person’s choice, else their Slack locale, else the workspace’s, else the default', async () => {
    const { ui } = slackAnswering('ro-RO');
    expect(await resolverWith({ users: { U1: 'en' } }).userLanguage(WORKSPACE, 'U1', ui)).toBe(
      'en',
    );
    expect(await resolverWith({}).userLanguage(WORKSPACE, 'U1', ui)).toBe('ro');
    const german = slackAnswering('de-DE').ui;
    expect(await resolverWith({ workspace: 'ro' }).userLanguage(WORKSPACE, 'U1', german)).toBe(
      'ro',
    );
    expect(await resolverWith({}, 'ro').userLanguage(WORKSPACE, 'U1', german)).toBe('ro');
    expect(await resolverWith({}).userLanguage(WORKSPACE, 'U1', german)).toBe('en');
    expect(await resolverWith({}, 'ro').workspaceLanguage(WORKSPACE)).toBe('ro');
  });

  describe('a slow Slack', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds an answer at most LOCALE_WAIT_MS: the workspace’s language then, the locale next time', async () => {
      const resolver = resolverWith({ workspace: 'en' });
      const { ui, asked } = slackAnswering('ro-RO', 5_000);
      const first = resolver.userLanguage(WORKSPACE, 'U1', ui);
      await vi.advanceTimersByTimeAsync(LOCALE_WAIT_MS);
      expect(await first).toBe('en');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await resolver.userLanguage(WORKSPACE, 'U1', ui)).toBe('ro');
      expect(asked).toEqual(['U1']);
    });

    it('asks again next time when Slack never answered', async () => {
      const resolver = resolverWith({});
      const { ui, asked } = slackAnswering('ro-RO', Number.POSITIVE_INFINITY);
      const first = resolver.userLanguage(WORKSPACE, 'U1', ui);
      await vi.advanceTimersByTimeAsync(LOCALE_WAIT_MS);
      expect(await first).toBe('en');
      const second = resolver.userLanguage(WORKSPACE, 'U1', ui);
      await vi.advanceTimersByTimeAsync(LOCALE_WAIT_MS);
      expect(await second).toBe('en');
      expect(asked).toEqual(['U1', 'U1']);
    });
  });
});
