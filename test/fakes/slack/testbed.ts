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

/**
 * Ports handed out for test servers: below the OS's ephemeral range (where listeners on port 0
 * and outgoing connections get theirs), each vitest worker in a block of its own. A port found
 * free here can then be taken meanwhile only by the same worker, so a test never mistakes
 * another test's server answering on "its" port for its own app (the app that could not listen
 * exits, and the other one answers /healthz with another signing secret).
 */
const FIRST_PORT = 20_000;
const PORTS_PER_WORKER = 400;
const WORKER_BLOCKS = 30;
let nextOffset: number | undefined;

/** A port nothing listens on right now, from this worker's block (see above). */
export async function freePort(): Promise<number> {
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  // Two checkouts testing at once on one machine set TEST_PORT_BLOCKS apart by the number of
  // workers (0, 8, 16, …).
  const shift = Number(process.env.TEST_PORT_BLOCKS ?? 0);
  const worker = (Number.isInteger(pool) && pool > 0 ? pool : 1) - 1;
  const block = (worker + (Number.isInteger(shift) && shift > 0 ? shift : 0)) % WORKER_BLOCKS;
  const base = FIRST_PORT + block * PORTS_PER_WORKER;
  nextOffset ??= Math.floor(Math.random() * PORTS_PER_WORKER);
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = base + (nextOffset++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${base}-${base + PORTS_PER_WORKER - 1}`);
}

/** Whether a server could listen on the port now (on every address, as the app does). */
export function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts something on a free port, and on another one if the port was taken between finding
 * it and listening on it (a process outside the tests may take it meanwhile).
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
