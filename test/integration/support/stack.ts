/**
 * The whole system on loopback: the Enlivy simulator, the fake Slack with a seeded workspace,
 * and the real app (createApp) in OAuth mode with the workspace's installation in its store.
 * Tests drive it through the signed-request driver and read what people see in the fake Slack.
 */
import { randomBytes } from 'node:crypto';
import {
  type AppTiming,
  createApp,
  type EnlivySlackApp,
  type StopOptions,
} from '../../../src/app.js';
import { createEnlivyClient, type EnlivyClient } from '../../../src/enlivy/index.js';
import type { TimedPauseTuning } from '../../../src/features/pausing/service.js';
import type { WatchTuning } from '../../../src/features/watch/service.js';
import { type Config, loadConfig } from '../../../src/platform/config.js';
import type { Logger } from '../../../src/platform/logging/logger.js';
import { openStore, type Stores, type WorkspaceRef } from '../../../src/store/index.js';
import { DEMO_CLIENT, SEED, type Simulator, startSimulator } from '../../fakes/service/index.js';
import {
  createDriver,
  type Driver,
  type FakeSlack,
  onFreePort,
  startFakeSlack,
} from '../../fakes/slack/index.js';
import { memoryStoreText } from '../store/helpers.js';
import { memoryLogger, prepareWorkspace } from './parts.js';

export const SIGNING_SECRET = '57ac4516a9d5ec4e70123456789abcde';

/**
 * The app's own waits, shortened: tests drive time rather than wait for it. Enlivy's retries
 * follow at once (their delays are unit-tested in http-retry), failed jobs run again after 0.1 s
 * doubling to 1 s (20 retries still span about 17 s), pg-boss looks for due jobs twice a second,
 * and event cards follow each other 50 ms apart (cards/burst keeps Slack's real pace).
 */
export const TEST_TIMING = {
  jobs: { retryDelayMs: 100, retryDelayMaxMs: 1_000, pollIntervalMs: 500 },
  cardsPaceMs: 50,
} satisfies AppTiming;
export const noBackoff = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A stack's own stop, after its test: work a fault still holds (an Enlivy call delayed for 10 s,
 * say) is cut off after a short drain instead of the production 6 s. Tests of the stop itself
 * call `app.stop` with the windows they test.
 */
const TEARDOWN: StopOptions = { drainMs: 500, notifyMs: 500 };

export interface StackOptions {
  /** Default true: the workspace is connected to org_demo with the demo API token. */
  connected?: boolean;
  /** Enlivy timeout for the app (default 10 000 ms, as in production). */
  enlivyTimeoutMs?: number;
  logLevel?: 'info' | 'debug' | 'trace';
  /** Default `memory://`; a Redis URL lets `addInstance` share the store like production. */
  storeUrl?: string;
  /** Key prefix in a shared store (use a unique one per test). */
  namespace?: string;
  /** More settings for the app, as environment variables (e.g. `METRICS_TOKEN`, `FAILURE_WATCH_INTERVAL`). */
  env?: Record<string, string>;
  /** PUBLIC_URL (default: the app's own loopback address). */
  publicUrl?: string;
  /** Offer "Continue with Enlivy" with the simulator's demo OAuth client. */
  oauth?: boolean;
  /** Lifetime of the simulator's OAuth access tokens (default 3600 s). */
  oauthAccessTtlSeconds?: number;
  /** The failure watch's pace and poll notifications (per instance). */
  watchTuning?: (instance: number) => WatchTuning;
  /** The timed pauses' sweep interval and notifications (per instance). */
  pauseTuning?: (instance: number) => TimedPauseTuning;
  /** The app's clock (every instance), e.g. one a test moves past a deadline; without it, `advanceTime` moves the stack's. */
  now?: () => Date;
  /** The app's own waits (default TEST_TIMING). */
  timing?: AppTiming;
  /** The stores the (first) app is given, e.g. with a part made to fail for a while. */
  wrapStores?: (stores: Stores) => Stores;
}

/** Another app instance on the same store, Slack and Enlivy, with its own driver. */
export interface Instance {
  app: EnlivySlackApp;
  /** Its base URL (`http://127.0.0.1:<port>`). */
  url: string;
  driver: Driver;
  stop(): Promise<void>;
}

export interface Stack {
  sim: Simulator;
  slack: FakeSlack;
  driver: Driver;
  app: EnlivySlackApp;
  appUrl: string;
  config: Config;
  teamId: string;
  workspace: WorkspaceRef;
  users: { admin: string; owner: string; editor: string; viewer: string };
  channels: { finance: string; general: string; private: string };
  botToken: string;
  stores: Stores;
  enlivy: EnlivyClient;
  logger: Logger;
  /** Everything the app logged so far, as text. */
  logText(): string;
  /** Starts another instance of the app on the same store (meaningful with a shared storeUrl). */
  addInstance(): Promise<Instance>;
  /** The app's clock, in ms. */
  now(): number;
  /**
   * Moves the app's clock (every instance) and Enlivy's forward by `ms`, as if that much time had
   * passed: token lifetimes, deadlines. Not with a clock of the test's own (`now`).
   */
  advanceTime(ms: number): Promise<void>;
  /** Every key and value in the app's (memory) store exactly as stored, as text. */
  rawStoreText(): string;
  stop(): Promise<void>;
}

/** A networked store connects lazily: wait until it answers before the app uses it. */
async function ready(stores: Stores): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await stores.ping();
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sim = await startSimulator(
    options.oauthAccessTtlSeconds === undefined
      ? {}
      : { oauthAccessTtlSeconds: options.oauthAccessTtlSeconds },
  );
  const slack = await startFakeSlack();
  const seeded = slack.seedWorkspace();
  const teamId = seeded.team.id;
  const everyone = [seeded.admin.id, seeded.owner.id, seeded.alice.id, seeded.bob.id];
  const privateChannel = slack.addChannel({
    teamId,
    name: 'payroll',
    isPrivate: true,
    members: everyone,
  });
  slack.addMember(seeded.general.id, seeded.bot.botUserId);
  sim.setSlackApiUrl(slack.apiUrl);
  sim.setSlackCredentialToken(SEED.organizations.demo, seeded.bot.botToken, seeded.team.id);

  const configFor = (port: number) =>
    loadConfig({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_CLIENT_ID: slack.app.clientId,
      SLACK_CLIENT_SECRET: slack.app.clientSecret,
      SLACK_STATE_SECRET: 'stack-state-secret-0123456789',
      SLACK_API_URL: slack.apiUrl,
      ENLIVY_API_URL: sim.url,
      ENLIVY_TIMEOUT_MS: String(options.enlivyTimeoutMs ?? 10_000),
      PORT: String(port),
      PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${port}`,
      STORE_URL: options.storeUrl ?? 'memory://',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: options.logLevel ?? 'info',
      NODE_ENV: 'test',
      ...(options.oauth
        ? { ENLIVY_OAUTH_CLIENT_ID: DEMO_CLIENT.id, ENLIVY_OAUTH_CLIENT_SECRET: DEMO_CLIENT.secret }
        : {}),
      ...options.env,
    });
  const settings = configFor(0);
  const log = memoryLogger(settings.logLevel);
  const { logger } = log;
  const encryptionKey = randomBytes(32);
  const storeOptions = {
    url: settings.store.url,
    encryptionKey,
    logger,
    ...(options.namespace ? { namespace: options.namespace } : {}),
  };
  const stores = await openStore(storeOptions);
  await ready(stores);
  const enlivy = createEnlivyClient({
    baseUrl: settings.enlivy.apiUrl,
    timeoutMs: settings.enlivy.timeoutMs,
    sleep: noBackoff,
  });
  const workspace: WorkspaceRef = { teamId, isEnterpriseInstall: false };
  await stores.installations.storeInstallation({
    team: { id: teamId, name: seeded.team.name },
    enterprise: undefined,
    user: { id: seeded.admin.id, token: undefined, scopes: undefined },
    bot: {
      token: seeded.bot.botToken,
      scopes: seeded.bot.scopes,
      id: seeded.bot.botId,
      userId: seeded.bot.botUserId,
    },
    appId: seeded.bot.appId,
    tokenType: 'bot',
    isEnterpriseInstall: false,
    authVersion: 'v2',
  });
  await prepareWorkspace(stores, workspace, seeded, {
    simUrl: sim.url,
    ...(options.connected === false ? { connected: false } : {}),
  });

  const linkSecret = randomBytes(32);
  let aheadMs = 0;
  const now = options.now ?? (() => new Date(Date.now() + aheadMs));
  const { app, config, port } = await onFreePort(async (port) => {
    const config = configFor(port);
    const app = createApp({
      config,
      logger,
      stores: options.wrapStores ? options.wrapStores(stores) : stores,
      enlivy,
      linkSecret,
      authorizationUrl: slack.authorizeUrl,
      timing: options.timing ?? TEST_TIMING,
      ...(options.watchTuning ? { watchTuning: options.watchTuning(0) } : {}),
      ...(options.pauseTuning ? { pauseTuning: options.pauseTuning(0) } : {}),
      now,
    });
    await app.start();
    return { app, config, port };
  });
  const appUrl = `http://127.0.0.1:${port}`;
  const driverFor = (url: string) =>
    createDriver({
      slack,
      url: `${url}/slack/events`,
      signingSecret: SIGNING_SECRET,
      appId: seeded.bot.appId,
    });
  const driver = driverFor(appUrl);
  const instances: Instance[] = [];

  async function addInstance(): Promise<Instance> {
    const otherStores = await openStore(storeOptions);
    await ready(otherStores);
    const otherEnlivy = createEnlivyClient({
      baseUrl: config.enlivy.apiUrl,
      timeoutMs: config.enlivy.timeoutMs,
      sleep: noBackoff,
    });
    const { other, otherPort } = await onFreePort(async (otherPort) => {
      const other = createApp({
        config: { ...config, port: otherPort },
        logger,
        stores: otherStores,
        enlivy: otherEnlivy,
        linkSecret,
        authorizationUrl: slack.authorizeUrl,
        timing: options.timing ?? TEST_TIMING,
        ...(options.watchTuning ? { watchTuning: options.watchTuning(instances.length + 1) } : {}),
        ...(options.pauseTuning ? { pauseTuning: options.pauseTuning(instances.length + 1) } : {}),
        now,
      });
      await other.start();
      return { other, otherPort };
    });
    const instance: Instance = {
      app: other,
      url: `http://127.0.0.1:${otherPort}`,
      driver: driverFor(`http://127.0.0.1:${otherPort}`),
      async stop() {
        await other.stop(TEARDOWN).catch(() => undefined);
        await Promise.allSettled([otherStores.close(), otherEnlivy.close()]);
      },
    };
    instances.push(instance);
    return instance;
  }

  return {
    sim,
    slack,
    driver,
    app,
    appUrl,
    config,
    teamId,
    workspace,
    users: {
      admin: seeded.admin.id,
      owner: seeded.owner.id,
      editor: seeded.alice.id,
      viewer: seeded.bob.id,
    },
    channels: {
      finance: seeded.finance.id,
      general: seeded.general.id,
      private: privateChannel.id,
    },
    botToken: seeded.bot.botToken,
    stores,
    enlivy,
    logger,
    logText: () => log.text(),
    addInstance,
    now: () => now().getTime(),
    async advanceTime(ms) {
      if (options.now) throw new Error('This stack runs on the test’s own clock: move that one');
      aheadMs += ms;
      await sim.advanceClock(ms);
    },
    rawStoreText: () => memoryStoreText(stores.keyv.store),
    async stop() {
      await Promise.allSettled(instances.map((instance) => instance.stop()));
      await app.stop(TEARDOWN).catch(() => undefined);
      await Promise.allSettled([stores.close(), enlivy.close(), sim.close(), slack.close()]);
    },
  };
}
