/**
 * The app with a store that is down: Redis refusing connections, and a "Redis" that accepts the
 * connection and never answers. The ack must not wait on it, the words must name the store (never
 * "reinstall"), and `/enlivy help` works in single-workspace mode.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { WebClient } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type EnlivySlackApp } from '../../../src/app.js';
import { createEnlivyClient } from '../../../src/enlivy/index.js';
import { connectTokenModal } from '../../../src/features/connection/views/token-modal.js';
import { loadConfig } from '../../../src/platform/config.js';
import { openStore, type Stores } from '../../../src/store/index.js';
import {
  createDriver,
  type Driver,
  type FakeSlack,
  freePort,
  type SeededWorkspace,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { issueTrigger } from '../../fakes/slack/issuers.js';
import { CONNECTION, FIELD } from '../../ids.js';
import { en } from '../../translators.js';
import { memoryLogger } from '../support/parts.js';

const SECRET = '0da7a6e516a9d5ec4e70123456789abc';
/** Logged when Slack is answered while the store has not: the ack did not wait for it. */

interface OutageApp {
  slack: FakeSlack;
  seeded: SeededWorkspace;
  driver: Driver;
  url: string;
  logText(): string;
  stop(): Promise<void>;
}

async function startOutageApp(mode: 'oauth' | 'single', storeUrl: string): Promise<OutageApp> {
  const slack = await startFakeSlack();
  const seeded = slack.seedWorkspace();
  const port = await freePort();
  const auth =
    mode === 'oauth'
      ? {
          SLACK_CLIENT_ID: slack.app.clientId,
          SLACK_CLIENT_SECRET: slack.app.clientSecret,
          SLACK_STATE_SECRET: 'outage-state-secret-0123456789',
        }
      : { SLACK_BOT_TOKEN: seeded.bot.botToken };
  const config = loadConfig({
    SLACK_SIGNING_SECRET: SECRET,
    ...auth,
    SLACK_API_URL: slack.apiUrl,
    ENLIVY_API_URL: 'http://127.0.0.1:9',
    PORT: String(port),
    STORE_URL: storeUrl,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
  });
  const log = memoryLogger('info');
  const stores: Stores = await openStore({
    url: storeUrl,
    encryptionKey: randomBytes(32),
    logger: log.logger,
    namespace: `outage-${randomBytes(4).toString('hex')}`,
    // Given up on sooner than the default 2.5 s: the same answers, without waiting that long.
    timeoutMs: 500,
    pingTimeoutMs: 500,
  });
  const enlivy = createEnlivyClient({ baseUrl: config.enlivy.apiUrl, timeoutMs: 2_000 });
  const app: EnlivySlackApp = createApp({
    config,
    logger: log.logger,
    stores,
    enlivy,
    linkSecret: randomBytes(32),
  });
  await app.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    slack,
    seeded,
    url,
    driver: createDriver({
      slack,
      url: `${url}/slack/events`,
      signingSecret: SECRET,
      appId: seeded.bot.appId,
    }),
    logText: () => log.text(),
    async stop() {
      await app.stop({ drainMs: 1_000 }).catch(() => undefined);
      await Promise.allSettled([stores.close(), enlivy.close(), slack.close()]);
    },
  };
}

/** The app for the enclosing describe block (a stand-in that reads through once it started). */
function outageAppFor(mode: 'oauth' | 'single', storeUrl: () => string): OutageApp {
  let app: OutageApp | undefined;
  beforeAll(async () => {
    app = await startOutageApp(mode, storeUrl());
  });
  afterAll(async () => {
    await app?.stop();
  });
  return new Proxy({} as OutageApp, {
    get: (_target, key) => {
      if (app === undefined) throw new Error('the app has not started');
      return app[key as keyof OutageApp];
    },
  });
}

function ephemerals(app: OutageApp, userId: string): string {
  return app.slack
    .ephemerals(userId)
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}

async function waitForEphemeral(app: OutageApp, userId: string, needle: string) {
  return waitFor(() => (ephemerals(app, userId).includes(needle) ? ephemerals(app, userId) : ''), {
    timeoutMs: 15_000,
    message: `ephemeral with ${needle}`,
  });
}

/**
 * Runs `/enlivy TEXT`, checks Slack was acked, waits for `needle`. A slash command's ack never
 * waits on the store (src/slack/request-gate.ts); the driver fails any ack slower than Slack's
 * 3 s, and the silent store would hold a waiting ack for its 5 s limit.
 */
async function commandAckedAtOnce(app: OutageApp, user: string, text: string, needle: string) {
  const ack = await app.driver.command({ user, channel: app.seeded.finance.id, text });
  expect(ack.status).toBe(200);
  expect(app.logText()).not.toContain('nothing acked within');
  return waitForEphemeral(app, user, needle);
}

/** A TCP server that accepts connections and never says a word: a hung Redis. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const STORAGE = 'cannot reach its storage right now';
let silent: Awaited<ReturnType<typeof silentServer>>;
beforeAll(async () => {
  silent = await silentServer();
});
afterAll(async () => {
  await silent?.close();
});

describe.each([
  ['refusing connections', () => 'redis://127.0.0.1:1'],
  ['accepting and never answering', () => silent.url],
])('a store %s', (_name, storeUrl) => {
  describe('OAuth mode', () => {
    const app = outageAppFor('oauth', storeUrl);

    it('acks a command at once, then says the storage is unreachable (not "reinstall")', async () => {
      const user = app.seeded.bob.id;
      const text = await commandAckedAtOnce(app, user, 'list', STORAGE);
      expect(text).toMatch(/ref `?E-[0-9A-Z]{6}/);
      expect(text).not.toMatch(/reinstall/i);
      const ready = await fetch(`${app.url}/readyz`);
      expect(ready.status).toBe(503);
    }, 30_000);

    it('keeps a submitted form open with what was typed, and says nothing was done', async () => {
      const user = app.seeded.admin.id;
      const client = new WebClient(app.seeded.bot.botToken, { slackApiUrl: app.slack.apiUrl });
      await client.views.open({
        trigger_id: issueTrigger(app.slack.model, user).id,
        view: connectTokenModal({ organizationId: 'org_demo' }, en),
      });
      const submitted = await app.driver.submit({
        user,
        values: { [CONNECTION.block.token]: { [FIELD.value]: '12|secret-token-value' } },
      });
      expect(submitted.outcome).toBe('errors');
      const view = app.slack.topView(user);
      expect(JSON.stringify(view?.errors)).toContain(STORAGE);
      expect(JSON.stringify(view?.errors)).toContain('nothing was done');
    }, 30_000);
  });

  describe('single-workspace mode', () => {
    const app = outageAppFor('single', storeUrl);

    it('still answers /enlivy help, and says why it lists only what everyone can run', async () => {
      const user = app.seeded.admin.id;
      const text = await commandAckedAtOnce(app, user, 'help', 'what you can do here');
      expect(text).toContain('/enlivy status');
      expect(text).toContain(STORAGE);
      expect(text).not.toContain('Something went wrong');
      expect(text).not.toContain('not connected');
    }, 30_000);

    it('tells a command that needs the store that the storage is unreachable', async () => {
      const user = app.seeded.bob.id;
      await app.driver.command({ user, channel: app.seeded.finance.id, text: 'status' });
      const text = await waitForEphemeral(app, user, STORAGE);
      expect(text).not.toMatch(/reinstall/i);
    }, 30_000);
  });
});
