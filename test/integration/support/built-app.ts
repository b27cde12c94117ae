/**
 * The built entry point as a real process, for what only a process shows: signals, exit codes,
 * stdout/stderr pipes and memory. It is the production build (build.mjs) written to
 * .test-dist/ instead of dist/, so that `npm start` (whose prestart rebuilds dist/) in another
 * test file can never swap files under a running test. It is rebuilt when any file in src/ is
 * newer, under a lock so that test files running in parallel build once.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { request } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import type { Stores, WorkspaceRef } from '../../../src/store/index.js';
import { type Simulator, startSimulator } from '../../fakes/service/index.js';
import {
  canListen,
  createDriver,
  type Driver,
  type FakeSlack,
  freePort,
  type SeededWorkspace,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { collectOutput, cpuMsOf, ensureBuilt, OUT_DIR, ROOT, rssMbOf } from './build.js';
import { preparedSqliteStore } from './parts.js';

export const SIGNING_SECRET = 'b0117a9916a9d5ec4e70123456789abc';

export interface BuiltApp {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves with the exit code (null when killed by a signal) and when it happened. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Resolves once the process exited and its stdout and stderr were read to the end. */
  closed: Promise<void>;
  port: number;
  driver: Driver;
  /** Starts reading stdout and stderr (nothing reads them until this is called). */
  collectOutput(): () => { stdout: string; stderr: string };
  /** Resident memory of the process, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time (user + system) the process used so far, in ms. */
  cpuMs(): number;
  /** Kills the process if it still runs. */
  kill(): void;
}

export interface BuiltStackOptions {
  /** Default: a SQLite file in the data directory. A shared Redis or PostgreSQL URL works too. */
  storeUrl?: string;
  /** STORE_NAMESPACE of the processes: a unique one per test on a shared store. */
  namespace?: string;
}

export interface BuiltStack {
  sim: Simulator;
  slack: FakeSlack;
  seeded: SeededWorkspace;
  dataDir: string;
  /** Opens the processes' store from the test (close it after use). */
  openStores(): Promise<Stores>;
  start(env?: Record<string, string>): Promise<BuiltApp>;
  close(): Promise<void>;
}

/**
 * The simulator, the fake Slack with a seeded workspace, and a data directory whose SQLite store
 * already holds the workspace's Enlivy connection (so the process starts connected).
 */
export async function builtStack(options: BuiltStackOptions = {}): Promise<BuiltStack> {
  await ensureBuilt();
  const sim = await startSimulator();
  const slack = await startFakeSlack();
  const seeded = slack.seedWorkspace();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-built-'));
  const workspace: WorkspaceRef = { teamId: seeded.team.id, isEnterpriseInstall: false };
  const namespace = options.namespace;
  const { storeUrl, encryptionKey, open } = await preparedSqliteStore(
    dataDir,
    workspace,
    seeded,
    sim.url,
    {
      ...(options.storeUrl === undefined ? {} : { url: options.storeUrl }),
      ...(namespace === undefined ? {} : { namespace }),
    },
  );
  const started: BuiltApp[] = [];

  /** The app started on `port`, or undefined when it exited because the port was taken. */
  async function startOn(port: number, env: Record<string, string>): Promise<BuiltApp | undefined> {
    const child = spawn(process.execPath, [path.join(ROOT, OUT_DIR, 'main.js')], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        // PostgreSQL's client takes the user name from these when the URL has none.
        ...pick(process.env, ['USER', 'PGUSER', 'PGPASSWORD']),
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_BOT_TOKEN: seeded.bot.botToken,
        SLACK_API_URL: slack.apiUrl,
        ENLIVY_API_URL: sim.url,
        PORT: String(port),
        STORE_URL: storeUrl,
        ENCRYPTION_KEY: encryptionKey,
        LOG_LEVEL: 'info',
        ...(namespace === undefined ? {} : { STORE_NAMESPACE: namespace }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{
      code: number | null;
      signal: NodeJS.Signals | null;
      at: number;
    }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    const app: BuiltApp = {
      child,
      exited,
      closed,
      port,
      driver: createDriver({
        slack,
        url: `http://127.0.0.1:${port}/slack/events`,
        signingSecret: SIGNING_SECRET,
        appId: seeded.bot.appId,
      }),
      collectOutput: () => collectOutput(child),
      rssMb: () => rssMbOf(child.pid as number),
      cpuMs: () => cpuMsOf(child.pid as number),
      kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      },
    };
    started.push(app);
    const outcome = await waitFor(
      async () => {
        if (child.exitCode !== null) return 'exited';
        const res = await request(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        await res?.body.dump();
        return res?.statusCode === 200 ? 'answering' : undefined;
      },
      { timeoutMs: 20_000, message: 'the app answering /healthz' },
    );
    if (outcome === 'answering') return app;
    // An app that could not listen exits; something else holds the port then.
    if (!(await canListen(port))) return undefined;
    throw new Error(`the app exited (${child.exitCode})`);
  }

  return {
    sim,
    slack,
    seeded,
    dataDir,
    openStores: open,
    async start(env = {}) {
      for (let attempt = 1; ; attempt++) {
        const app = await startOn(await freePort(), env);
        if (app !== undefined) return app;
        // Something took the port between finding it free and the app listening: another one.
        if (attempt >= 5) throw new Error('the app found no free port in 5 tries');
      }
    },
    async close() {
      for (const app of started) app.kill();
      await Promise.allSettled([sim.close(), slack.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = env[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A fresh builtStack for each test of the calling describe block, closed after it. */
export function useBuiltStack(): () => BuiltStack {
  let stack: BuiltStack | undefined;
  beforeEach(async () => {
    stack = await builtStack();
  }, 120_000);
  afterEach(async () => {
    await stack?.close();
  });
  return () => {
    if (stack === undefined) throw new Error('useBuiltStack: no stack outside a test');
    return stack;
  };
}

export { collectOutput, ensureBuilt, ROOT } from './build.js';
