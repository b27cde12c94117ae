/**
 * The HTTP edge as Slack and a browser see it: the real app (OAuth mode, memory store) on a real
 * port. What the receiver is configured with must hold on its routes: the signing secret guards
 * /slack/events, the body limit answers 413, the installer redirects with our scopes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type EnlivySlackApp } from '../../src/app.js';
import { createEnlivyClient, type EnlivyClient } from '../../src/enlivy/index.js';
import { installPages } from '../../src/features/connection/web/install-pages.js';
import { loadConfig } from '../../src/platform/config.js';
import { slackClientLogger } from '../../src/platform/logging/slack-logger.js';
import { SlackHttpReceiver } from '../../src/slack/http-receiver.js';
import { BOT_SCOPES, oauthInstall } from '../../src/slack/installer.js';
import { slackAppOptions, slackReceiver } from '../../src/slack/receiver.js';
import { openStore, type Stores } from '../../src/store/index.js';
import { signatureHeaders } from '../fakes/slack/signing.js';
import { memoryLogger } from '../integration/support/parts.js';
import { translators } from '../translators.js';

const SECRET = 'ec01be4e7e57516a9d5ec4e70123abcd';
const base = {
  SLACK_API_URL: 'http://127.0.0.1:9/api/',
  PUBLIC_URL: 'https://app.example',
  STORE_URL: 'memory://',
  ENLIVY_API_URL: 'http://127.0.0.1:9',
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  NODE_ENV: 'test',
};
const OAUTH = {
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_CLIENT_ID: '1234.5678',
  SLACK_CLIENT_SECRET: 'client-secret-0123456789',
  SLACK_STATE_SECRET: 'state-secret-0123456789abcdef',
};
const nowSec = () => Math.floor(Date.now() / 1000);

describe('the HTTP edge of the real app', () => {
  const log = memoryLogger('debug');
  let app: EnlivySlackApp;
  let stores: Stores;
  let enlivy: EnlivyClient;
  let url: string;

  beforeAll(async () => {
    // Configured in upper case, signed below with the lowercase secret Slack uses: the same one.
    const config = loadConfig({
      ...base,
      ...OAUTH,
      SLACK_SIGNING_SECRET: SECRET.toUpperCase(),
      PORT: '0',
    });
    stores = await openStore({
      url: 'memory://',
      encryptionKey: randomBytes(32),
      logger: log.logger,
    });
    enlivy = createEnlivyClient({ baseUrl: config.enlivy.apiUrl, timeoutMs: 1_000 });
    app = createApp({ config, logger: log.logger, stores, enlivy, linkSecret: randomBytes(32) });
    const { port } = await app.start();
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app?.stop({ drainMs: 500 });
    await Promise.allSettled([stores?.close(), enlivy?.close()]);
  });

  async function post(
    body: string | Buffer,
    headers: Record<string, string>,
    contentType = 'application/json',
  ) {
    const res = await request(`${url}/slack/events`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
    });
    return { status: res.statusCode, text: await res.body.text() };
  }

  const challenge = (value: string) =>
    JSON.stringify({ type: 'url_verification', token: 't', challenge: value });

  it('answers a request signed with the signing secret, and 401 to any other secret', async () => {
    const body = challenge('c-1');
    const signed = await post(body, signatureHeaders(SECRET, body));
    expect(signed).toEqual({ status: 200, text: JSON.stringify({ challenge: 'c-1' }) });

    const wrong = await post(body, signatureHeaders('some-other-secret', body));
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('c-1');
    expect((await post(body, {})).status).toBe(401);
  });

  it('refuses timestamps over 5 minutes old or ahead (Bolt checks only the old ones)', async () => {
    for (const skew of [-301, 301, 3_600]) {
      const body = challenge(`skew${skew}`);
      const answer = await post(body, signatureHeaders(SECRET, body, nowSec() + skew));
      expect(answer.status, `skew ${skew}`).toBe(401);
    }
  });

  it('answers a body over the receiver limit (4 MB) with 413, whatever its signature', async () => {
    const huge = Buffer.alloc(4 * 1024 * 1024 + 1, 'a');
    const answer = await post(huge, signatureHeaders(SECRET, huge.toString()));
    expect(answer.status).toBe(413);
    expect(log.text()).toContain('body over the size limit');
  });

  it("answers Slack's unsigned ssl_check, and nothing else unsigned", async () => {
    const form = 'application/x-www-form-urlencoded';
    expect((await post('ssl_check=1&token=x', {}, form)).status).toBe(200);
    const smuggled = `ssl_check=0&payload=${encodeURIComponent(challenge('x'))}`;
    expect((await post(smuggled, {}, form)).status).toBe(401);
  });

  it('sends the install page to Slack with our client id and scopes', async () => {
    const res = await request(`${url}/slack/install`);
    await res.body.dump();
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('client_id')).toBe(OAUTH.SLACK_CLIENT_ID);
    expect(location.searchParams.get('scope')?.split(',').sort()).toEqual([...BOT_SCOPES].sort());
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://app.example/slack/oauth_redirect',
    );
  });

  it('answers 404 off every route, and 400 to a malformed address', async () => {
    const missing = await request(`${url}/no/such/page`);
    await missing.body.dump();
    expect(missing.statusCode).toBe(404);
    const malformed = await request(`${url}/connect/%%%`);
    await malformed.body.dump();
    expect(malformed.statusCode).toBe(400);
    const wrongMethod = await request(`${url}/slack/events`);
    await wrongMethod.body.dump();
    expect(wrongMethod.statusCode).toBe(404);
  });
});

describe("the receiver's own routes", () => {
  const log = memoryLogger('silent');
  let receiver: SlackHttpReceiver;
  let url: string;

  beforeAll(async () => {
    const echo = (name: string) => (req: { params?: unknown }, res: ServerResponse) =>
      res.end(JSON.stringify({ name, params: req.params ?? {} }));
    receiver = new SlackHttpReceiver({
      signingSecret: SECRET,
      logger: log.logger,
      slackLogger: slackClientLogger(log.logger),
      locks: { acquire: async () => undefined },
      submissionNotRun: () => ({}),
      routes: [
        { path: '/things/:id', method: 'GET', handler: echo('get thing') },
        { path: '/things/:id', method: 'POST', handler: echo('post thing') },
        { path: '/things', method: ['GET', 'post'], handler: echo('things') },
        {
          path: '/broken',
          method: 'GET',
          handler: () => {
            throw new Error('route failed');
          },
        },
      ],
    });
    const server = await receiver.start(0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => receiver?.stop());

  async function get(path: string, method = 'GET') {
    const res = await request(`${url}${path}`, { method: method as 'GET' });
    return { status: res.statusCode, text: await res.body.text() };
  }

  it('passes each path parameter decoded, by method, with or without a trailing slash', async () => {
    expect(JSON.parse((await get('/things/a%20b')).text)).toEqual({
      name: 'get thing',
      params: { id: 'a b' },
    });
    expect(JSON.parse((await get('/things/x/', 'POST')).text)).toEqual({
      name: 'post thing',
      params: { id: 'x' },
    });
    expect(JSON.parse((await get('/things', 'POST')).text)).toMatchObject({ name: 'things' });
  });

  it('answers 404 off its routes and methods, 500 when a route throws, 400 to a bad escape', async () => {
    expect((await get('/things/a/b')).status).toBe(404);
    expect((await get('/things/a', 'DELETE')).status).toBe(404);
    expect((await get('/slack/events')).status).toBe(404);
    expect((await get('/broken')).status).toBe(500);
    expect((await get('/things/%E0%A4%A')).status).toBe(400);
  });

  it('stops listening, and stops again without complaint', async () => {
    await receiver.stop();
    await expect(get('/things')).rejects.toThrow();
    await receiver.stop();
  });
});

describe('run mode selection', () => {
  const { logger } = memoryLogger('silent');
  const stores = { installations: {} } as Pick<Stores, 'installations'>;
  const options = (env: Record<string, string>) =>
    slackAppOptions({ config: loadConfig({ ...base, ...env }), logger });
  const receiver = (env: Record<string, string>) =>
    slackReceiver({
      config: loadConfig({ ...base, ...env }),
      logger,
      locks: { acquire: async () => undefined },
      routes: [],
      submissionNotRun: () => ({}),
    });
  const install = (env: Record<string, string>) => {
    const config = loadConfig({ ...base, ...env });
    return oauthInstall({
      config,
      logger,
      slackLogger: slackClientLogger(logger),
      stores,
      installPages: installPages(translators, 'en'),
    });
  };

  it('HTTP modes: our receiver is handed to the App, which gets no signing secret, token or installer', () => {
    for (const env of [OAUTH, { SLACK_SIGNING_SECRET: SECRET, SLACK_BOT_TOKEN: 'xoxb-1-2-3' }]) {
      expect(receiver(env)).toBeInstanceOf(SlackHttpReceiver);
      expect(options(env).signingSecret).toBeUndefined();
      expect(options(env).token).toBeUndefined();
      expect(options(env).clientId).toBeUndefined();
      expect(options(env).convoStore).toBe(false);
    }
    expect(install(OAUTH)?.routes.map((route) => route.path)).toEqual([
      '/slack/install',
      '/slack/oauth_redirect',
    ]);
    expect(
      install({ SLACK_SIGNING_SECRET: SECRET, SLACK_BOT_TOKEN: 'xoxb-1-2-3' }),
    ).toBeUndefined();
  });

  it('Socket Mode: Bolt builds its own receiver from the app token; the installer port is PORT', () => {
    const env = { SLACK_APP_TOKEN: 'xapp-1-abc', SLACK_BOT_TOKEN: 'xoxb-1-2-3' };
    expect(receiver(env)).toBeUndefined();
    expect(options(env)).toMatchObject({ socketMode: true, appToken: 'xapp-1-abc' });
    expect(options(env).installerOptions?.port).toBe(3000);
    expect(options({ ...env, PORT: '8080' }).installerOptions?.port).toBe(8080);
  });
});

describe('manifest.yml', () => {
  it('asks only for the scopes the README explains', () => {
    expect([...BOT_SCOPES].sort()).toEqual(
      [
        'channels:read',
        'chat:write',
        'chat:write.public',
        'commands',
        'files:write',
        'groups:read',
        'im:write',
        'links:read',
        'links:write',
        'users:read',
        'app_mentions:read',
        'im:history',
        'assistant:write',
      ].sort(),
    );
  });

  it('requests exactly the bot scopes the app uses, and subscribes to the events it handles', () => {
    const manifest = readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8');
    const bot = /\n {4}bot:\n((?: {6}- .+\n)+)/.exec(manifest)?.[1] ?? '';
    const scopes = bot
      .split('\n')
      .map((l) => l.replace('- ', '').trim())
      .filter(Boolean);
    expect(scopes.sort()).toEqual([...BOT_SCOPES].sort());
    for (const event of [
      'app_home_opened',
      'app_uninstalled',
      'tokens_revoked',
      'link_shared',
      'message.im',
      'app_mention',
    ])
      expect(manifest).toContain(`- ${event}`);
    expect(manifest).toContain('command: /enlivy');
    expect(manifest).toContain('home_tab_enabled: true');
  });
});
