import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { BOT_SCOPES, slackAppOptions } from '../../src/receiver.js';

const base = {
  SLACK_API_URL: 'http://127.0.0.1:9/api/',
  PUBLIC_URL: 'https://app.example',
  STORE_URL: 'memory://',
};
const stores = {
  installations: {
    storeInstallation: async () => {},
    fetchInstallation: async () => ({ team: { id: 'T1' } }) as never,
    deleteInstallation: async () => {},
  },
};
const logger = pino({ level: 'silent' });

function options(env: Record<string, string>) {
  return slackAppOptions({
    config: loadConfig({ ...base, ...env }),
    logger,
    stores: stores as never,
    customRoutes: [],
  });
}

describe('run mode selection', () => {
  it('HTTP + OAuth: installer with the store, scopes, redirect on PUBLIC_URL, fake-able API URL', async () => {
    const o = options({
      SLACK_SIGNING_SECRET: 's',
      SLACK_CLIENT_ID: 'id',
      SLACK_CLIENT_SECRET: 'sec',
      SLACK_STATE_SECRET: 'state-secret',
    });
    expect(o).toMatchObject({
      signingSecret: 's',
      clientId: 'id',
      clientSecret: 'sec',
      stateSecret: 'state-secret',
      redirectUri: 'https://app.example/slack/oauth_redirect',
      // The store's own installation store, its reads passed through beforeAck (ack-window.ts).
      installationStore: {
        storeInstallation: stores.installations.storeInstallation,
        deleteInstallation: stores.installations.deleteInstallation,
      },
      clientOptions: { slackApiUrl: 'http://127.0.0.1:9/api/' },
      installerOptions: {
        directInstall: true,
        clientOptions: { slackApiUrl: 'http://127.0.0.1:9/api/' },
      },
    });
    await expect(
      o.installationStore?.fetchInstallation({
        teamId: 'T1',
        enterpriseId: undefined,
        isEnterpriseInstall: false,
      }),
    ).resolves.toEqual({ team: { id: 'T1' } });
    expect(o.scopes).toEqual([...BOT_SCOPES]);
    expect(o.convoStore).toBe(false);
    expect(o.token).toBeUndefined();
    expect(o.socketMode).toBeUndefined();
  });

  it('single workspace: a bot token and no installer', () => {
    const o = options({ SLACK_SIGNING_SECRET: 's', SLACK_BOT_TOKEN: 'xoxb-1-2-3' });
    expect(o).toMatchObject({ token: 'xoxb-1-2-3', signingSecret: 's' });
    expect(o.clientId).toBeUndefined();
    expect(o.installationStore).toBeUndefined();
  });

  it('Socket Mode: the app token, no signing secret needed', () => {
    const o = options({ SLACK_APP_TOKEN: 'xapp-1-abc', SLACK_BOT_TOKEN: 'xoxb-1-2-3' });
    expect(o).toMatchObject({ socketMode: true, appToken: 'xapp-1-abc', token: 'xoxb-1-2-3' });
    expect(o.installerOptions?.port).toBe(3000);
    expect(
      options({ SLACK_APP_TOKEN: 'xapp-1-abc', SLACK_BOT_TOKEN: 'xoxb-1-2-3', PORT: '8080' })
        .installerOptions?.port,
    ).toBe(8080);
    expect(o.signingSecret).toBeUndefined();
  });

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
        'users:read',
      ].sort(),
    );
  });
});

describe('manifest.yml', () => {
  it('requests exactly the bot scopes the app uses, and subscribes to the events it handles', async () => {
    const { readFileSync } = await import('node:fs');
    const manifest = readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8');
    const bot = /\n {4}bot:\n((?: {6}- .+\n)+)/.exec(manifest)?.[1] ?? '';
    const scopes = bot
      .split('\n')
      .map((l) => l.replace('- ', '').trim())
      .filter(Boolean);
    expect(scopes.sort()).toEqual([...BOT_SCOPES].sort());
    for (const event of ['app_home_opened', 'app_uninstalled', 'tokens_revoked'])
      expect(manifest).toContain(`- ${event}`);
    expect(manifest).toContain('command: /enlivy');
    expect(manifest).toContain('home_tab_enabled: true');
  });
});
