import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlackClients, slackClientOf } from '../../../src/slack/slack-clients.js';
import type { WorkspaceRef } from '../../../src/store/index.js';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { silentLogger } from './helpers.js';

describe('Slack clients: one per workspace, bounded, shared by requests and background sends', () => {
  let fake: FakeSlack;
  let seeded: SeededWorkspace[];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    fake = await startFakeSlack();
    seeded = ['Acme', 'Globex', 'Initech'].map((teamName) => fake.seedWorkspace({ teamName }));
    for (const s of seeded) tokens.set(s.team.id, s.bot.botToken);
  });
  afterAll(async () => {
    await fake?.close();
  });

  function clients(max: number) {
    return createSlackClients({
      clientOptions: {
        slackApiUrl: fake.apiUrl,
        logger: silentLogger,
        retryConfig: { retries: 0 },
      },
      max,
      authorizeRequest: async (source) => ({
        botToken: tokens.get(source.teamId ?? ''),
        botId: 'B-from-store',
        botUserId: 'U-from-store',
      }),
      botToken: async (workspace) => tokens.get(workspace.teamId ?? ''),
    });
  }

  const workspace = (s: SeededWorkspace): WorkspaceRef => ({
    teamId: s.team.id,
    isEnterpriseInstall: false,
  });

  async function post(
    client: Awaited<ReturnType<ReturnType<typeof clients>['botClients']>>,
    s: SeededWorkspace,
  ) {
    await client.chat.postMessage({ channel: s.finance.id, text: `hello ${s.team.id}` });
    const call = fake.callsTo('chat.postMessage').at(-1);
    return { token: call?.token, ok: call?.ok };
  }

  it('authorizes with the bot identity and the workspace client, never the token itself', async () => {
    const { authorize } = clients(10);
    const [acme, globex] = seeded as [SeededWorkspace, SeededWorkspace];
    const result = await authorize({
      teamId: acme.team.id,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    expect(result.botToken).toBeUndefined();
    expect(JSON.stringify(Object.keys(result))).not.toContain('Token');
    expect(result).toMatchObject({ botId: 'B-from-store', botUserId: 'U-from-store' });
    const acmeClient = slackClientOf({ ...result, isEnterpriseInstall: false });
    expect(acmeClient).toBeDefined();
    expect(await post(acmeClient!, acme)).toEqual({ token: acme.bot.botToken, ok: true });

    const other = await authorize({
      teamId: globex.team.id,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    const globexClient = slackClientOf({ ...other, isEnterpriseInstall: false });
    expect(globexClient).not.toBe(acmeClient);
    expect(await post(globexClient!, globex)).toEqual({ token: globex.bot.botToken, ok: true });
  });

  it('gives a request and a background send of one workspace the same client', async () => {
    const { authorize, botClients } = clients(10);
    const acme = seeded[0]!;
    const result = await authorize({
      teamId: acme.team.id,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    const requestClient = slackClientOf({ ...result, isEnterpriseInstall: false });
    expect(requestClient).toBeDefined();
    expect(await botClients(workspace(acme))).toBe(requestClient);
    // A caller that hands a 429 back gets its own client of the same workspace and token.
    const rejecting = await botClients(workspace(acme), { rejectRateLimited: true });
    expect(rejecting).not.toBe(requestClient);
    expect(await post(rejecting, acme)).toEqual({ token: acme.bot.botToken, ok: true });
  });

  it('keeps at most `max` workspaces; an evicted workspace gets a new client that works', async () => {
    const { botClients } = clients(2);
    const [acme, globex, initech] = seeded as [SeededWorkspace, SeededWorkspace, SeededWorkspace];
    const first = await botClients(workspace(acme));
    await botClients(workspace(globex));
    expect(await botClients(workspace(acme))).toBe(first);
    await botClients(workspace(initech)); // evicts globex, the least recently used
    expect(await botClients(workspace(acme))).toBe(first);
    await botClients(workspace(globex)); // evicts initech; acme is now the oldest
    const initechAgain = await botClients(workspace(initech)); // evicts acme
    expect(await post(initechAgain, initech)).toEqual({ token: initech.bot.botToken, ok: true });
    const acmeAgain = await botClients(workspace(acme));
    expect(acmeAgain).not.toBe(first);
    expect(await post(acmeAgain, acme)).toEqual({ token: acme.bot.botToken, ok: true });
  });

  it('replaces a workspace client when its token changes (reinstall, rotation)', async () => {
    const { botClients } = clients(10);
    const acme = seeded[0]!;
    const before = await botClients(workspace(acme));
    const reinstalled = fake.seedWorkspace({ teamName: 'Acme again' });
    tokens.set(acme.team.id, reinstalled.bot.botToken);
    try {
      const after = await botClients(workspace(acme));
      expect(after).not.toBe(before);
      await after.auth.test();
      expect(fake.callsTo('auth.test').at(-1)?.token).toBe(reinstalled.bot.botToken);
    } finally {
      tokens.set(acme.team.id, acme.bot.botToken);
    }
  });
});
