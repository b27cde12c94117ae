import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../fakes/slack/index.js';
import { call, type Json, SEED } from './helpers.js';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no match for ${pattern} in:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited with ${code}:\n${output}`));
    });
  });
}

describe('simulator: npm run simulator', () => {
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    // The child leads its own process group (npm → sh → tsx → node): stop that group only.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  });

  it('starts on the given port, prints the seed, and serves the API', async () => {
    const port = await freePort();
    const args = ['run', 'simulator', '--', '--port', String(port), '--oauth-access-ttl', '7'];
    child = spawn('npm', args, {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = await waitForOutput(child, /Press Ctrl\+C to stop/, 30_000);
    const baseUrl = `http://127.0.0.1:${port}`;
    expect(output).toContain(`listening on ${baseUrl}`);
    for (const expected of [
      SEED.account.email,
      SEED.account.password,
      SEED.apiToken,
      SEED.organizations.demo,
      SEED.organizations.free,
      SEED.destinations.slack,
      SEED.destinations.webhook,
      SEED.destinations.paused,
      'oac_demo / demo-client-secret',
      'access tokens live 7 s',
    ]) {
      expect(output).toContain(expected);
    }

    const login = await call(baseUrl, 'POST', '/authentication/login', {
      body: { email: SEED.account.email, password: SEED.account.password, remember: true },
    });
    expect(login.status).toBe(200);
    const list = await call<Json>(
      baseUrl,
      'GET',
      `/organizations/${SEED.organizations.demo}/event-destinations`,
      {
        token: login.body.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: Json) => d.id).sort()).toEqual(
      [SEED.destinations.slack, SEED.destinations.webhook, SEED.destinations.paused].sort(),
    );
    expect(list.body.meta.pagination).toMatchObject({ total: 3, current_page: 1, per_page: 30 });

    const exited = new Promise<number | null>((resolve) =>
      child?.once('exit', (code) => resolve(code)),
    );
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
    // npm may exit before the simulator process under it has finished closing.
    const deadline = Date.now() + 10_000;
    let stopped = false;
    while (!stopped && Date.now() < deadline) {
      stopped = await fetch(`${baseUrl}/organizations/org_demo`, {
        headers: { connection: 'close' },
      }).then(
        () => false,
        () => true,
      );
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stopped).toBe(true);
  });
});
