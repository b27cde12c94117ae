/**
 * `npm run sandbox` as a person runs it: Ctrl-C stops everything it started and leaves nothing
 * behind (no build folder, no processes), the app's log stays where the start said; a start on
 * a port in use fails with a clear message and leaves nothing behind either.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../fakes/slack/index.js';
import { ROOT } from './build-app.js';

const CACHE = path.join(ROOT, 'node_modules/.cache/enlivy-slack-sandbox');

interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
}

/** The CLI in its own process group, as a terminal starts it (Ctrl-C signals the whole group). */
function runCli(args: string[]): Run {
  // As package.json's `sandbox` script runs it: the sandbox seeds its SQLite store in this process,
  // and Node 22 warns once that node:sqlite is experimental (docs/decisions/stores.md).
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'test/sandbox/cli.ts', ...args],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    },
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, out: () => out, err: () => err, exit };
}

/** Every process below `pid` (Linux `ps`). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes running something from the sandbox's build folder (the app). */
function appProcessesOf(pid: number): string[] {
  return execFileSync('ps', ['-e', '-o', 'args='], { encoding: 'utf8' })
    .split('\n')
    .filter((args) => args.includes(`enlivy-slack-sandbox/build-${pid}-`));
}

const buildDirsOf = (pid: number) =>
  existsSync(CACHE) ? readdirSync(CACHE).filter((name) => name.startsWith(`build-${pid}-`)) : [];

describe('the sandbox CLI', { timeout: 60_000 }, () => {
  let run: Run | undefined;
  let busy: Server | undefined;
  const logs: string[] = [];

  afterEach(async () => {
    const pid = run?.child.pid;
    if (pid && run?.child.exitCode === null) process.kill(-pid, 'SIGKILL');
    run = undefined;
    await new Promise((resolve) => (busy ? busy.close(resolve) : resolve(undefined)));
    busy = undefined;
    for (const log of logs.splice(0)) rmSync(log, { force: true });
  });

  it('prints the URL and the log path; Ctrl-C exits 0 leaving no build folder and no processes', async () => {
    run = runCli(['--port', '0']);
    const started = run;
    await waitFor(() => /Enlivy sandbox: http:\/\/127\.0\.0\.1:\d+\//.test(started.out()), {
      timeoutMs: 45_000,
      message: 'the sandbox URL',
    });
    await waitFor(() => /log.*: (\S+\.log)/.test(started.out()), { message: 'the log path' });
    const log = /log.*: (\S+\.log)/.exec(started.out())?.[1] ?? '';
    logs.push(log);
    const pid = started.child.pid ?? 0;
    const children = descendants(pid);
    expect(children.length).toBeGreaterThan(0); // the app, at least
    expect(buildDirsOf(pid)).toHaveLength(1);
    expect(existsSync(log)).toBe(true);

    process.kill(-pid, 'SIGINT');
    expect(await started.exit).toBe(0);
    expect(started.err()).toBe('');
    expect(buildDirsOf(pid)).toEqual([]);
    await waitFor(() => children.every((child) => !alive(child)), {
      message: 'every process the sandbox started gone',
    });
    expect(existsSync(log)).toBe(true);
    expect(appProcessesOf(pid)).toEqual([]);
  });

  it('Ctrl-C while it is still starting exits 0 and leaves nothing behind', async () => {
    run = runCli(['--port', '0']);
    const pid = run.child.pid ?? 0;
    await waitFor(() => buildDirsOf(pid).length === 1, {
      timeoutMs: 30_000,
      message: 'the build under way',
    });
    process.kill(-pid, 'SIGINT');
    const code = await run.exit;
    expect({ code, err: run.err() }).toEqual({ code: 0, err: '' });
    expect(buildDirsOf(pid)).toEqual([]);
    await waitFor(() => appProcessesOf(pid).length === 0, { message: 'no app process left' });
    const log = /log.*: (\S+\.log)/.exec(run.out())?.[1];
    if (log) logs.push(log);
  });

  it('on a port in use, exits 1 saying so and leaves no build folder behind', async () => {
    busy = createServer();
    const server = busy;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    run = runCli(['--port', String(port)]);
    const pid = run.child.pid ?? 0;
    expect(await run.exit).toBe(1);
    expect(run.err()).toContain('the port is in use');
    expect(run.out()).not.toContain('Enlivy sandbox:');
    expect(buildDirsOf(pid)).toEqual([]);
    expect(appProcessesOf(pid)).toEqual([]);
  });
});
