/**
 * The whole system on loopback with the app in Socket Mode: the Enlivy simulator, the fake
 * Slack (Web API + Socket Mode server) with a seeded workspace, and the real app (createApp) run
 * with SLACK_APP_TOKEN + SLACK_BOT_TOKEN and no signing secret. Store set-up mirrors stack.ts.
 */
import { randomBytes } from 'node:crypto';
import { createApp, type EnlivySlackApp } from '../../../src/app.js';
import { createEnlivyClient, type EnlivyClient } from '../../../src/enlivy/index.js';
import { type Config, loadConfig } from '../../../src/platform/config.js';
import { openStore, type Stores, type WorkspaceRef } from '../../../src/store/index.js';
import { SEED, type Simulator, startSimulator } from '../../fakes/service/index.js';
import {
  createSocketDriver,
  type FakeSlack,
  onFreePort,
  type SocketDriver,
  startFakeSlack,
} from '../../fakes/slack/index.js';
import { memoryLogger, prepareWorkspace } from './parts.js';

export interface SocketStack {
  sim: Simulator;
  slack: FakeSlack;
  driver: SocketDriver;
  app: EnlivySlackApp;
  /** `http://127.0.0.1:<PORT>`: health, readiness and the connect page. */
  appUrl: string;
  appToken: string;
  config: Config;
  workspace: WorkspaceRef;
  users: { admin: string; owner: string; editor: string; viewer: string };
  channels: { finance: string; general: string };
  stores: Stores;
  logText(): string;
  /** Stops the app, then the stores, the simulator and the fake (idempotent). */
  stop(): Promise<void>;
}

export async function startSocketStack(): Promise<SocketStack> {
  const sim = await startSimulator();
  const slack = await startFakeSlack();
  const seeded = slack.seedWorkspace();
  const teamId = seeded.team.id;
  slack.addMember(seeded.general.id, seeded.bot.botUserId);
  sim.setSlackApiUrl(slack.apiUrl);
  sim.setSlackCredentialToken(SEED.organizations.demo, seeded.bot.botToken, seeded.team.id);
  const appToken = slack.issueAppToken({ appId: seeded.bot.appId });

  const configFor = (port: number) =>
    loadConfig({
      SLACK_APP_TOKEN: appToken,
      SLACK_BOT_TOKEN: seeded.bot.botToken,
      SLACK_API_URL: slack.apiUrl,
      ENLIVY_API_URL: sim.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STORE_URL: 'memory://',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    });
  const settings = configFor(0);
  const log = memoryLogger(settings.logLevel);
  const { logger } = log;
  const stores = await openStore({
    url: settings.store.url,
    encryptionKey: randomBytes(32),
    logger,
  });
  const enlivy: EnlivyClient = createEnlivyClient({
    baseUrl: settings.enlivy.apiUrl,
    timeoutMs: settings.enlivy.timeoutMs,
  });
  const workspace: WorkspaceRef = { teamId, isEnterpriseInstall: false };
  await prepareWorkspace(stores, workspace, seeded, { simUrl: sim.url });

  let started: { app: EnlivySlackApp; config: Config; port: number };
  try {
    started = await onFreePort(async (port) => {
      const config = configFor(port);
      const app = createApp({ config, logger, stores, enlivy, linkSecret: randomBytes(32) });
      await app.start().catch(async (error: unknown) => {
        await app.stop().catch(() => undefined);
        throw error;
      });
      return { app, config, port };
    });
  } catch (error) {
    await Promise.allSettled([stores.close(), enlivy.close(), sim.close()]);
    await slack.close();
    throw error;
  }
  const { app, config, port } = started;
  let stopped = false;
  let closing: Promise<void> | undefined;
  const stopApp = async () => {
    if (stopped) return;
    stopped = true;
    await app.stop();
  };

  return {
    sim,
    slack,
    driver: createSocketDriver({ slack, appId: seeded.bot.appId }),
    app,
    appUrl: `http://127.0.0.1:${port}`,
    appToken,
    config,
    workspace,
    users: {
      admin: seeded.admin.id,
      owner: seeded.owner.id,
      editor: seeded.alice.id,
      viewer: seeded.bob.id,
    },
    channels: { finance: seeded.finance.id, general: seeded.general.id },
    stores,
    logText: () => log.text(),
    stop() {
      closing ??= (async () => {
        await stopApp().catch(() => undefined);
        await Promise.allSettled([stores.close(), enlivy.close(), sim.close(), slack.close()]);
      })();
      return closing;
    },
  };
}
