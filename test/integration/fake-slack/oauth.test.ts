import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Installation, InstallProvider, LogLevel } from '@slack/oauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_CODE_TTL_MS,
  type FakeSlack,
  type SeededWorkspace,
  startFakeSlack,
} from '../../fakes/slack/index.js';
import { rawApi, slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
  fake.configureApp({
    clientId: '111.222',
    clientSecret: 'shh-secret',
    redirectUrls: ['https://app.example/slack/oauth_redirect'],
  });
});
afterEach(async () => {
  await fake.close();
});

const access = (args: Record<string, string>) => webClient(fake).oauth.v2.access(args as never);

describe('oauth.v2.access', () => {
  it('exchanges a workspace install code once', async () => {
    const newTeam = fake.addTeam({ name: 'Globex' });
    const admin = fake.addUser({ teamId: newTeam.id, name: 'gina', isAdmin: true });
    const code = fake.authorizeInstall({
      teamId: newTeam.id,
      userId: admin.id,
      scopes: ['commands', 'chat:write'],
    });
    const result = await access({ code, client_id: '111.222', client_secret: 'shh-secret' });
    expect(result).toMatchObject({
      ok: true,
      token_type: 'bot',
      scope: 'commands,chat:write',
      app_id: fake.app.appId,
      team: { id: newTeam.id, name: 'Globex' },
      enterprise: null,
      is_enterprise_install: false,
      authed_user: { id: admin.id },
    });
    expect(result.access_token).toMatch(/^xoxb-/);
    const test = await webClient(fake, result.access_token).auth.test();
    expect(test).toMatchObject({ team_id: newTeam.id, user_id: result.bot_user_id });
    expect(
      await slackError(access({ code, client_id: '111.222', client_secret: 'shh-secret' })),
    ).toMatchObject({
      error: 'invalid_code',
    });
  });

  it('exchanges an org-wide install: team null, is_enterprise_install true, token reaches every workspace', async () => {
    const org = fake.addEnterprise({ name: 'Initech' });
    const east = fake.addTeam({ name: 'Initech East', enterpriseId: org.id });
    const west = fake.addTeam({ name: 'Initech West', enterpriseId: org.id });
    const orgAdmin = fake.addUser({ teamId: east.id, name: 'bill', isAdmin: true });
    const westChannel = fake.addChannel({ teamId: west.id, name: 'ops' });
    const code = fake.authorizeInstall({
      enterpriseId: org.id,
      userId: orgAdmin.id,
      scopes: ['chat:write', 'chat:write.public'],
    });
    const result = await access({ code, client_id: '111.222', client_secret: 'shh-secret' });
    expect(result).toMatchObject({
      team: null,
      enterprise: { id: org.id, name: 'Initech' },
      is_enterprise_install: true,
    });
    const bot = webClient(fake, result.access_token);
    await expect(bot.auth.test()).resolves.toMatchObject({
      is_enterprise_install: true,
      enterprise_id: org.id,
    });
    await bot.chat.postMessage({ channel: westChannel.id, text: 'hello west' });
    expect(fake.messages(westChannel.id)[0]?.text).toBe('hello west');
    expect(
      await slackError(bot.chat.postMessage({ channel: ws.finance.id, text: 'not ours' })),
    ).toMatchObject({
      error: 'channel_not_found',
    });
  });

  it('client credentials: form fields or HTTP Basic; bad secret and unknown client refused', async () => {
    const code = () =>
      fake.authorizeInstall({ teamId: ws.team.id, userId: ws.admin.id, scopes: ['chat:write'] });
    const basic = await rawApi(fake, 'oauth.v2.access', {
      body: new URLSearchParams({ code: code() }),
      headers: { authorization: `Basic ${Buffer.from('111.222:shh-secret').toString('base64')}` },
    });
    expect(basic.json).toMatchObject({ ok: true });
    expect(
      await slackError(access({ code: code(), client_id: '111.222', client_secret: 'wrong' })),
    ).toMatchObject({
      error: 'bad_client_secret',
    });
    expect(
      await slackError(access({ code: code(), client_id: '999', client_secret: 'shh-secret' })),
    ).toMatchObject({
      error: 'invalid_client_id',
    });
  });

  it('codes expire after about 10 minutes', async () => {
    const code = fake.authorizeInstall({
      teamId: ws.team.id,
      userId: ws.admin.id,
      scopes: ['chat:write'],
    });
    fake.clock.advance(AUTH_CODE_TTL_MS + 1000);
    expect(
      await slackError(access({ code, client_id: '111.222', client_secret: 'shh-secret' })),
    ).toMatchObject({
      error: 'invalid_code',
    });
  });

  it('redirect_uri must match the one the code was issued for', async () => {
    const redirectUri = 'https://app.example/slack/oauth_redirect';
    const code = fake.authorizeInstall({
      teamId: ws.team.id,
      userId: ws.admin.id,
      scopes: ['chat:write'],
      redirectUri,
    });
    expect(
      await slackError(
        access({
          code,
          client_id: '111.222',
          client_secret: 'shh-secret',
          redirect_uri: 'https://evil.example/',
        }),
      ),
    ).toMatchObject({ error: 'bad_redirect_uri' });
    await expect(
      access({
        code,
        client_id: '111.222',
        client_secret: 'shh-secret',
        redirect_uri: redirectUri,
      }),
    ).resolves.toMatchObject({ ok: true });
  });
});

describe('GET /oauth/v2/authorize', () => {
  it('redirects to redirect_uri with code and state for the default authorizing user', async () => {
    fake.setAuthorizingUser(ws.admin.id);
    const url = `${fake.authorizeUrl}?client_id=111.222&scope=commands,chat:write&state=st-1&redirect_uri=${encodeURIComponent('https://app.example/slack/oauth_redirect')}`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://app.example/slack/oauth_redirect');
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code') ?? '';
    const result = await access({
      code,
      client_id: '111.222',
      client_secret: 'shh-secret',
      redirect_uri: 'https://app.example/slack/oauth_redirect',
    });
    expect(result).toMatchObject({
      team: { id: ws.team.id },
      scope: expect.stringContaining('commands'),
    });
  });

  it('deny=1 redirects with error=access_denied; unknown client and foreign redirect refused', async () => {
    const denied = await fetch(
      `${fake.authorizeUrl}?client_id=111.222&scope=chat:write&state=s&team=${ws.team.id}&deny=1`,
      {
        redirect: 'manual',
      },
    );
    expect(new URL(denied.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'access_denied',
    );
    expect(
      (await fetch(`${fake.authorizeUrl}?client_id=nope&scope=x`, { redirect: 'manual' })).status,
    ).toBe(400);
    const foreign = await fetch(
      `${fake.authorizeUrl}?client_id=111.222&scope=x&team=${ws.team.id}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { redirect: 'manual' },
    );
    expect(foreign.status).toBe(400);
  });
});

describe('@slack/oauth InstallProvider against the fake', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('completes handleCallback and stores an Installation with bot id and user', async () => {
    const stored: Installation[] = [];
    const installer = new InstallProvider({
      clientId: '111.222',
      clientSecret: 'shh-secret',
      stateVerification: false,
      logLevel: LogLevel.ERROR,
      clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
      installationStore: {
        storeInstallation: async (installation) => {
          stored.push(installation as Installation);
        },
        fetchInstallation: async () => {
          throw new Error('unused');
        },
      },
    });
    server = createServer((req, res) => {
      void installer.handleCallback(req, res, {
        success: (_installation, _options, _req, callbackRes) => {
          callbackRes.writeHead(200);
          callbackRes.end('installed');
        },
        failure: (error, _options, _req, callbackRes) => {
          callbackRes.writeHead(500);
          callbackRes.end(String(error));
        },
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    const code = fake.authorizeInstall({
      teamId: ws.team.id,
      userId: ws.admin.id,
      scopes: ['commands', 'chat:write'],
    });
    const response = await fetch(
      `http://127.0.0.1:${port}/slack/oauth_redirect?code=${code}&state=x`,
    );
    expect(await response.text()).toBe('installed');
    expect(stored[0]).toMatchObject({
      team: { id: ws.team.id, name: 'Acme' },
      isEnterpriseInstall: false,
      bot: {
        id: ws.bot.botId,
        userId: ws.bot.botUserId,
        scopes: expect.arrayContaining(['commands', 'chat:write']),
      },
      user: { id: ws.admin.id },
      appId: fake.app.appId,
    });
  });
});
