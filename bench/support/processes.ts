/** The two apps under load as child processes: the built app and the bare Bolt anchor. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { freePort } from '../../test/fakes/slack/index.js';
import {
  cpuMsOf,
  ensureBuilt,
  OUT_DIR,
  ROOT,
  rssMbOf,
} from '../../test/integration/support/build.js';

export const SIGNING_SECRET = 'be4c516a9d5ec4e70123456789abcdef';

/**
 * The NODE_OPTIONS of the production image (the Dockerfile's ENV), so both apps run with the
 * heap settings the app is deployed with rather than V8's defaults for this (large) host.
 */
export function productionNodeOptions(): string {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const found = /NODE_OPTIONS="([^"]*)"/.exec(dockerfile)?.[1];
  if (found === undefined) throw new Error('No NODE_OPTIONS="…" in the Dockerfile');
  return found;
}

export interface BenchProcess {
  name: string;
  url: string;
  /** Spawn to ready (/readyz answering 200, or the port answering for the bare app), in ms. */
  coldStartMs: number;
  /** User + system CPU time of the process so far, in ms (Linux /proc). */
  cpuMs(): number;
  /** Resident memory, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

async function answers(url: string, wantOk: boolean): Promise<boolean> {
  try {
    const res = await request(url);
    await res.body.dump();
    return wantOk ? res.statusCode === 200 : true;
  } catch {
    return false;
  }
}

async function launch(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string | undefined,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      PORT: String(port),
      NODE_OPTIONS: productionNodeOptions(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const pid = child.pid as number;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
    if (await answers(`${url}${readyPath ?? '/'}`, readyPath !== undefined)) break;
    if (performance.now() - started > 30_000) throw new Error(`${name} not ready in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    name,
    url,
    coldStartMs: performance.now() - started,
    cpuMs: () => cpuMsOf(pid),
    rssMb: () => rssMbOf(pid),
    stop: () => terminate(child, 8_000),
  };
}

/** The production build of this app (node .test-dist/main.js), ready when /readyz says so. */
export async function startBuiltApp(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  await ensureBuilt();
  return launch(
    'enlivy-slack',
    path.join(ROOT, OUT_DIR, 'main.js'),
    { NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    '/readyz',
    nodeArgs,
  );
}

export interface ConnectedApp {
  /** SLACK_* settings: a bot token for one workspace, or the OAuth client for many. */
  slack: Record<string, string>;
  simUrl: string;
  /** A store made ready by prepareStore (bench/support/store.ts), or memory://. */
  storeUrl: string;
  encryptionKey: string;
}

/** This app, connected to the Enlivy simulator through its store. */
export function startConnectedApp(
  app: ConnectedApp,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  return startBuiltApp(
    {
      ...app.slack,
      ENLIVY_API_URL: app.simUrl,
      STORE_URL: app.storeUrl,
      ENCRYPTION_KEY: app.encryptionKey,
      PUBLIC_URL: 'http://127.0.0.1',
    },
    nodeArgs,
  );
}

/** bench/bare-bolt-app.mjs: ready when its port answers. */
export function startBareApp(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  return launch(
    'bare Bolt',
    path.join(ROOT, 'bench', 'bare-bolt-app.mjs'),
    {
      NODE_ENV: 'production',
      ...(process.env.BENCH_BARE_LISTENERS === undefined
        ? {}
        : { BENCH_BARE_LISTENERS: process.env.BENCH_BARE_LISTENERS }),
      ...env,
    },
    undefined,
    nodeArgs,
  );
}

/** The Enlivy simulator as a child process (bench/support/simulator-process.ts, run by tsx). */
export async function startSimulatorProcess(): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'support', 'simulator-process.ts')],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n')[0];
      if (out.includes('\n') && line !== undefined)
        resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) =>
      reject(new Error(`the simulator exited (${code}) before it was ready`)),
    );
  });
  return {
    url,
    close: () => terminate(child, 5_000),
  };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
