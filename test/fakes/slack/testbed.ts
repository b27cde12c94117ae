/**
 * One call to get a fake Slack with a seeded workspace, an app under test on a free port,
 * and a driver pointed at it. The app is built by the caller, so any createApp fits.
 */
import { createServer } from 'node:net';
import { createDriver, type Driver } from './driver.js';
import { FakeSlack, type StartFakeSlackOptions } from './fake-slack.js';
import type { SeededWorkspace, SeedOptions } from './seed.js';

export interface TestbedAppContext {
  slack: FakeSlack;
  /** Give to Bolt as `clientOptions.slackApiUrl`. */
  slackApiUrl: string;
  signingSecret: string;
  workspace: SeededWorkspace;
  /** The seeded workspace's bot token (single-workspace apps). */
  botToken: string;
  /** OAuth app credentials of the fake (multi-workspace apps). */
  clientId: string;
  clientSecret: string;
  /** Authorize URL the fake serves (Bolt: installerOptions.authorizationUrl). */
  authorizeUrl: string;
  /** A free port the app may listen on (or listen on 0 and report its own URL). */
  port: number;
}

export interface TestbedApp {
  /** The app's Slack endpoint, e.g. `http://127.0.0.1:<port>/slack/events`. */
  url: string;
  close(): Promise<void>;
}

export interface SlackTestbedOptions {
  signingSecret?: string;
  createApp: (ctx: TestbedAppContext) => Promise<TestbedApp>;
  seed?: SeedOptions;
  fake?: StartFakeSlackOptions;
}

export interface SlackTestbed {
  slack: FakeSlack;
  driver: Driver;
  workspace: SeededWorkspace;
  app: TestbedApp;
  signingSecret: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts something on a free port, and on another one if the port was taken between finding
 * it and listening on it (any socket, even an outgoing connection, may take it meanwhile).
 * `start` must leave nothing running when it throws.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
      if (!taken || attempt >= attempts) throw error;
    }
  }
}

export async function startSlackTestbed(options: SlackTestbedOptions): Promise<SlackTestbed> {
  const signingSecret = options.signingSecret ?? 'fa4e516a9d5ec4e70123456789abcdef';
  const slack = await FakeSlack.start(options.fake);
  try {
    const workspace = slack.seedWorkspace(options.seed);
    const app = await options.createApp({
      slack,
      slackApiUrl: slack.apiUrl,
      signingSecret,
      workspace,
      botToken: workspace.bot.botToken,
      clientId: slack.app.clientId,
      clientSecret: slack.app.clientSecret,
      authorizeUrl: slack.authorizeUrl,
      port: await freePort(),
    });
    const driver = createDriver({ slack, url: app.url, signingSecret });
    return {
      slack,
      driver,
      workspace,
      app,
      signingSecret,
      async stop() {
        try {
          await app.close();
        } finally {
          await slack.close();
        }
      },
    };
  } catch (error) {
    await slack.close();
    throw error;
  }
}
