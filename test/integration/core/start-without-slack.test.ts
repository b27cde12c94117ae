/**
 * Starting while Slack cannot be reached (issue 27, item 6): in single-workspace mode the app
 * used to ask Slack who its bot is (`auth.test`) before opening its port, so with no route to
 * Slack `/healthz` and `/readyz` never answered. Now the port opens at once, `/readyz` says 503
 * naming Slack until `auth.test` succeeds (retried with a capped backoff, one warning per try),
 * requests get a clear answer meanwhile, and everything works once Slack is reachable.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type EnlivySlackApp } from '../../../src/app.js';
import { createEnlivyClient } from '../../../src/enlivy/index.js';
import { loadConfig } from '../../../src/platform/config.js';
import { openStore, type Stores } from '../../../src/store/index.js';
import { type Simulator, startSimulator } from '../../fakes/service/index.js';
import {
  createDriver,
  type Driver,
  type FakeSlack,
  freePort,
  type SeededWorkspace,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { memoryLogger, prepareWorkspace } from '../support/parts.js';
import { SIGNING_SECRET } from '../support/stack.js';

/** A port that refuses connections until `open()`, then forwards them to `target`. */
function laterRoute(port: number, target: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    async open() {
      server = createServer((inbound) => {
        const outbound = new Socket();
        sockets.add(inbound).add(outbound);
        outbound.connect(target, '127.0.0.1');
        inbound.pipe(outbound).pipe(inbound);
        const end = () => {
          inbound.destroy();
          outbound.destroy();
        };
        inbound.on('error', end).on('close', end);
        outbound.on('error', end).on('close', end);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

async function get(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(url);
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
}

describe('single-workspace mode with Slack unreachable at start', () => {
  let sim: Simulator;
  let slack: FakeSlack;
  let seeded: SeededWorkspace;
  let stores: Stores;
  let app: EnlivySlackApp;
  let appUrl: string;
  let driver: Driver;
  let route: ReturnType<typeof laterRoute>;
  const log = memoryLogger('info');

  beforeAll(async () => {
    sim = await startSimulator();
    slack = await startFakeSlack();
    seeded = slack.seedWorkspace();
    const slackPort = Number(new URL(slack.apiUrl).port);
    const closedPort = await freePort();
    route = laterRoute(closedPort, slackPort);
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: seeded.bot.botToken,
      // Nothing listens here until the test opens the route.
      SLACK_API_URL: slack.apiUrl.replace(`:${slackPort}`, `:${closedPort}`),
      ENLIVY_API_URL: sim.url,
      PORT: String(port),
      STORE_URL: 'memory://',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    });
    stores = await openStore({
      url: config.store.url,
      encryptionKey: randomBytes(32),
      logger: log.logger,
    });
    await prepareWorkspace(stores, { teamId: seeded.team.id }, seeded, { simUrl: sim.url });
    app = createApp({
      config,
      logger: log.logger,
      stores,
      enlivy: createEnlivyClient({ baseUrl: sim.url, timeoutMs: 5_000 }),
      linkSecret: randomBytes(32),
      slackIdentityRetry: { firstDelayMs: 100, maxDelayMs: 400 },
    });
    driver = createDriver({
      slack,
      url: `${appUrl}/slack/events`,
      signingSecret: SIGNING_SECRET,
      appId: seeded.bot.appId,
    });
  });

  afterAll(async () => {
    await app?.stop({ drainMs: 500, notifyMs: 100 }).catch(() => undefined);
    await route?.close();
    await stores?.close();
    await Promise.allSettled([sim?.close(), slack?.close()]);
  });

  it('opens its port at once and is alive but not ready, naming Slack', async () => {
    const started = await Promise.race([
      app.start().then(() => 'started'),
      new Promise((resolve) => setTimeout(() => resolve('still starting after 3 s'), 3_000)),
    ]);
    expect(started).toBe('started');
    expect(await get(`${appUrl}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await get(`${appUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');
    expect(String(ready.body.reason)).toMatch(/^Slack /);
    expect(String(ready.body.reason)).toContain('auth.test');
    expect(JSON.stringify(ready.body)).not.toContain(seeded.bot.botToken);
  });

  it('answers a command meanwhile with a clear message instead of a crash', async () => {
    const ack = await driver.command({
      user: seeded.alice.id,
      channel: seeded.finance.id,
      text: 'help',
    });
    expect(ack.status).toBe(200);
    const reply = await waitFor(() =>
      slack.ephemerals(seeded.alice.id).find((m) => (m.text ?? '').includes('Slack')),
    );
    expect(reply.text).toContain('has not reached Slack yet');
    expect(reply.text).not.toContain('reinstall');
  });

  it('retries with a capped backoff, one warning per try and no error lines', async () => {
    await waitFor(() => (warnings().length >= 4 ? true : undefined), { timeoutMs: 5_000 });
    const retries = warnings().map((line) => Number(line.retryInMs));
    expect(retries.slice(0, 4)).toEqual([100, 200, 400, 400]);
    // Only ours: the Web API client's own "http request failed" would repeat each try.
    expect(lines().filter((l) => /http request failed/.test(String(l.msg)))).toEqual([]);
    expect(errorLines()).toEqual([]);
    expect(log.text()).not.toContain(seeded.bot.botToken);
  });

  it('becomes ready once Slack answers, and then serves commands', async () => {
    await route.open();
    await waitFor(async () => ((await get(`${appUrl}/readyz`)).status === 200 ? true : undefined), {
      timeoutMs: 5_000,
      message: '/readyz answering 200',
    });
    expect((await get(`${appUrl}/readyz`)).body).toEqual({ status: 'ready' });
    expect(log.text()).toContain('Slack reached');
    await driver.command({ user: seeded.bob.id, channel: seeded.finance.id, text: 'help' });
    await waitFor(() =>
      slack
        .ephemerals(seeded.bob.id)
        .find((m) => JSON.stringify(m).includes('what you can do here')),
    );
    expect(errorLines()).toEqual([]);
  });

  function lines(): Record<string, unknown>[] {
    return log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  function warnings() {
    return lines().filter((l) => l.level === 40 && String(l.msg).startsWith('Slack not reached'));
  }
  function errorLines() {
    return lines().filter((l) => Number(l.level) >= 50);
  }
});
