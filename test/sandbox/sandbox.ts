/**
 * The whole sandbox on loopback: the Enlivy simulator with its demo data, the fake Slack with
 * the sandbox workspace, the real app (built, single-workspace mode, SQLite in a temporary
 * directory, already connected to org_demo) as a child process, and the page's server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVENT_CATALOG, SEED, type Simulator, startSimulator } from '../fakes/service/index.js';
import {
  createDriver,
  type Driver,
  type FakeSlack,
  freePort,
  startFakeSlack,
  waitFor,
} from '../fakes/slack/index.js';
import { preparedSqliteStore } from '../integration/support/parts.js';
import { createActions } from './actions.js';
import { automationCatalog } from './automation.js';
import { buildApp } from './build-app.js';
import { serverPort, startSandboxServer } from './server.js';
import type { ErrorEntry } from './snapshot.js';
import { type SandboxWorkspace, seedSandboxWorkspace } from './workspace.js';

const SIGNING_SECRET = randomBytes(16).toString('hex');
/** Retries a person can watch happen (the CLI's --fast-retries). */
const FAST_RETRIES = [0, 3_000, 10_000, 30_000, 60_000];

export interface SandboxOptions {
  /** Port of the page (0 = any free one). */
  port: number;
  /** Where the app's log goes (JSON lines, kept after the sandbox stops); see `appLogPath`. */
  appLog?: string;
}

export interface Sandbox {
  url: string;
  slack: FakeSlack;
  /** Sends the app what the page asks for; `driver.acks` holds every request and answer. */
  driver: Driver;
  sim: Simulator;
  workspace: SandboxWorkspace;
  /** The app's log (JSON lines); it stays there after the sandbox stops. */
  appLog: string;
  stop(): Promise<void>;
}

/** The app's log of the sandbox on a port: one predictable file per port, kept after exit. */
export function appLogPath(port: number): string {
  return path.join(tmpdir(), `enlivy-sandbox-${port}-app.log`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 9_000);
  await exited;
  clearTimeout(timer);
}

/**
 * What has been started so far, stopped in reverse order: on `stop()`, and when the start fails
 * half-way (a port in use), so that nothing is left behind either way.
 */
function teardown() {
  const steps: (() => Promise<unknown> | unknown)[] = [];
  return {
    add(step: () => Promise<unknown> | unknown) {
      steps.push(step);
    },
    async run() {
      for (const step of steps.splice(0).reverse()) {
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => console.error('sandbox: while stopping', error));
      }
    },
  };
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const cleanup = teardown();
  try {
    return await startParts(options, cleanup);
  } catch (error) {
    await cleanup.run();
    throw error;
  }
}

async function startParts(
  options: SandboxOptions,
  cleanup: ReturnType<typeof teardown>,
): Promise<Sandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'enlivy-sandbox-'));
  cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
  // The build runs while the rest starts; its folder is removed however the start ends.
  const built = buildApp();
  cleanup.add(async () => {
    const done = await built.catch(() => undefined);
    if (done) rmSync(done.dir, { recursive: true, force: true });
  });
  const slack = await startFakeSlack();
  cleanup.add(() => slack.close());
  const workspace = seedSandboxWorkspace(slack);
  const sim = await startSimulator({
    slackApiUrl: slack.apiUrl,
    realTimeRetries: true,
    retrySchedule: FAST_RETRIES,
    loopbackOnly: true,
  });
  cleanup.add(() => sim.close());
  // Enlivy's own Slack credential posts into this workspace (as the app's bot: the fake
  // models one app; the page labels those posts with the destination that sent them).
  sim.setSlackCredentialToken(SEED.organizations.demo, workspace.bot.botToken, workspace.teamId);

  const workspaceRef = { teamId: workspace.teamId, isEnterpriseInstall: false };
  const { storeUrl, encryptionKey, open } = await preparedSqliteStore(
    dataDir,
    workspaceRef,
    { admin: workspace.admin, owner: workspace.admin, alice: workspace.editor },
    sim.url,
  );
  const stores = await open();
  await stores.roles.grant(workspaceRef, {
    userId: workspace.romanian.id,
    role: 'editor',
    grantedBy: workspace.admin.id,
  });
  await stores.close();

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const driverErrors: ErrorEntry[] = [];
  let mode = 'normal';
  // What each person last chose with `/enlivy language …` from the page (the app keeps the truth).
  const languages = new Map<string, string>();
  const sources = {
    slack,
    sim,
    workspace,
    driverErrors,
    enlivyMode: () => mode,
    languageChoice: (user: string) => languages.get(user) ?? 'auto',
  };
  const driver = createDriver({
    slack,
    url: `${appUrl}/slack/events`,
    signingSecret: SIGNING_SECRET,
    appId: workspace.bot.appId,
  });
  const actions = createActions({
    slack,
    sim,
    driver,
    driverErrors,
    noteLanguage: (user, language) => {
      languages.set(user, language);
    },
    setMode: (next) => {
      mode = next;
    },
  });
  const server = await startSandboxServer(
    {
      sources,
      actions,
      session: {
        team: workspace.teamName,
        people: workspace.people,
        events: EVENT_CATALOG,
        automation: automationCatalog(),
        organization: SEED.organizationNames.demo,
        // The simulator's public demo credentials, to reconnect after trying the 401 switch.
        demo: {
          organizationId: SEED.organizations.demo,
          apiToken: SEED.apiToken,
          email: SEED.account.email,
          password: SEED.account.password,
        },
        appUrl,
      },
    },
    options.port,
  );
  cleanup.add(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const pagePort = serverPort(server);
  const appLog = options.appLog ?? appLogPath(pagePort);
  const { main } = await built;
  const child = spawn(process.execPath, [main], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dataDir,
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: workspace.bot.botToken,
      SLACK_API_URL: slack.apiUrl,
      ENLIVY_API_URL: sim.url,
      PORT: String(appPort),
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      STORE_URL: storeUrl,
      ENCRYPTION_KEY: encryptionKey,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // However this process ends (an uncaught error included), the app does not outlive it.
  const killApp = () => child.kill('SIGKILL');
  process.once('exit', killApp);
  cleanup.add(async () => {
    await stopChild(child);
    process.off('exit', killApp);
  });
  const log = createWriteStream(appLog);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
        const res = await fetch(`${appUrl}/healthz`).catch(() => undefined);
        return res?.status === 200;
      },
      { timeoutMs: 20_000, message: 'the app answering /healthz' },
    );
  } catch (error) {
    const tail = readFileSync(appLog, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  return {
    url: `http://127.0.0.1:${pagePort}/`,
    slack,
    driver,
    sim,
    workspace,
    appLog,
    stop: () => cleanup.run(),
  };
}
