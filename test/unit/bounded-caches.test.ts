/**
 * Issue 38: every in-process cache keyed by what a request names (team, user and channel ids,
 * texts with what a person typed) stays within its bound when 20,000 distinct ids arrive, as
 * `/metrics` shows it (enlivy_slack_cache_entries and _chars).
 */
import { describe, expect, it } from 'vitest';
import { createAccessService } from '../../src/core/access/access-service.js';
import { createLanguageResolver } from '../../src/core/language.js';
import { createChannelSharing } from '../../src/features/unfurls/sharing.js';
import { createTranslators } from '../../src/platform/i18n/index.js';
import { createLogger } from '../../src/platform/logging/logger.js';
import { registry } from '../../src/platform/metrics.js';
import { createSlackClients } from '../../src/slack/slack-clients.js';
import type { SlackUi, SlackUserInfo } from '../../src/slack/ui.js';
import type { Stores, WorkspaceRef } from '../../src/store/index.js';

const ATTACKER_IDS = 20_000;
const WORKSPACE: WorkspaceRef = { teamId: 'T1', isEnterpriseInstall: false };
/** Ids as a hostile request may carry them: distinct, some of them long. */
const attackerId = (n: number) => (n % 10 === 0 ? `U${n}${'x'.repeat(2_000)}` : `U${n}`);

async function series(metric: string, cache: string) {
  const found = await registry.getSingleMetric(metric)?.get();
  return found?.values.find((v) => v.labels.cache === cache)?.value;
}

/**
 * What `cache` holds after `burst`, beyond what it held before: the gauge counts every instance
 * in the process, and test files share a worker with other apps' caches (idle meanwhile).
 */
async function heldBy(cache: string, burst: () => Promise<void>) {
  const before = {
    entries: (await series('enlivy_slack_cache_entries', cache)) ?? 0,
    chars: (await series('enlivy_slack_cache_chars', cache)) ?? 0,
  };
  await burst();
  const entries = await series('enlivy_slack_cache_entries', cache);
  const chars = await series('enlivy_slack_cache_chars', cache);
  if (entries === undefined || chars === undefined)
    throw new Error(`/metrics shows no cache "${cache}"`);
  return { entries: entries - before.entries, chars: chars - before.chars };
}

const userInfo = async (id: string) =>
  ({ id, teamId: 'T1', teams: [], isAdmin: false, isOwner: false, locale: 'en-US' }) as never;

describe('caches keyed by attacker-chosen ids', () => {
  it('slack-users (roles): 20,000 people → at most 5,000 kept, in bounded characters', async () => {
    const stores = {
      connections: { get: async () => undefined },
      roles: { get: async () => undefined },
    } as never;
    const access = createAccessService(stores);
    const held = await heldBy('slack-users', async () => {
      for (let n = 0; n < ATTACKER_IDS; n++)
        await access.roleOf({ workspace: WORKSPACE, userId: attackerId(n), ui: { userInfo } });
    });
    expect(held.entries).toBeLessThanOrEqual(5_000);
    expect(held.chars).toBeLessThanOrEqual(1_000_000);
  });

  it('slack-locales (languages): 20,000 people → at most 10,000 kept', async () => {
    const resolver = createLanguageResolver({
      stores: {
        languages: { get: async () => ({ workspace: undefined, users: {} }) },
      } as unknown as Pick<Stores, 'languages'>,
      translators: createTranslators({}),
      logger: createLogger({ level: 'silent' }),
    });
    const ui = { userInfo: async (id: string) => ({ id, locale: 'ro-RO' }) as SlackUserInfo };
    const held = await heldBy('slack-locales', async () => {
      for (let n = 0; n < ATTACKER_IDS; n++)
        await resolver.userLanguage(WORKSPACE, attackerId(n), ui);
    });
    expect(held.entries).toBeLessThanOrEqual(10_000);
    expect(held.chars).toBeLessThanOrEqual(2_000_000);
  });

  it('channel-sharing (unfurls): 20,000 channels → at most 10,000 kept', async () => {
    const sharing = createChannelSharing();
    const ui = { channelInfo: async () => ({ isExtShared: false }) } as unknown as SlackUi;
    const held = await heldBy('channel-sharing', async () => {
      for (let n = 0; n < ATTACKER_IDS; n++)
        await sharing.isShared(ui, WORKSPACE, `C${attackerId(n)}`);
    });
    expect(held.entries).toBeGreaterThan(0);
    expect(held.entries).toBeLessThanOrEqual(10_000);
    expect(held.chars).toBeLessThanOrEqual(2_000_000);
  });

  // Each client is a real WebClient: 2,000 workspaces are 20 times the bound, and quick to make.
  it('slack-clients: 2,000 workspaces → at most 100 clients kept', async () => {
    const clients = createSlackClients({
      clientOptions: { slackApiUrl: 'http://127.0.0.1:9/api/' },
      authorizeRequest: async () => ({}),
      botToken: async () => 'xoxb-1',
    });
    const held = await heldBy('slack-clients', async () => {
      for (let n = 0; n < 2_000; n++)
        await clients.botClients({ teamId: `T${n}`, isEnterpriseInstall: false });
    });
    expect(held.entries).toBeLessThanOrEqual(100);
  });

  it('texts with values: 20,000 long typed texts → at most 1,000,000 characters kept', async () => {
    const en = createTranslators({
      t: { en: { echo: 'You typed {{text}}' }, ro: { echo: 'Ai scris {{text}}' } },
    }).for('en');
    const held = await heldBy('texts', async () => {
      for (let n = 0; n < ATTACKER_IDS; n++) {
        const typed = `${n}${'y'.repeat(n % 5 === 0 ? 8_000 : 20)}`;
        expect(en.text('t', 'echo', { text: typed })).toBe(`You typed ${typed}`);
      }
    });
    expect(held.entries).toBeLessThanOrEqual(1_000);
    expect(held.chars).toBeLessThanOrEqual(1_000_000);
  });
});
