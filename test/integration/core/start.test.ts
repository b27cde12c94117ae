import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Simulator, startSimulator } from '../../fakes/service/index.js';
import { type FakeSlack, freePort, startFakeSlack, waitFor } from '../../fakes/slack/index.js';
import { collectOutput } from '../support/built-app.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };
const START_SECRET = '5a7e5716a9d5ec4e70123456789abcde';

function run(command: string, args: string[], env: Record<string, string>, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  // 'close' comes after stdout and stderr are read to the end, so output() is complete by then.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  return { child, exited, output };
}

describe('npm start', () => {
  // `npm start` compiles first (prestart): tens of seconds on a loaded 2-core machine.
  it('without Slack settings lists what to set and exits 1, without a stack trace', async () => {
    const started = run('npm', ['start', '--silent'], BASE_ENV);
    const code = await started.exited;
    const { stderr } = started.output();
    expect(code).toBe(1);
    expect(stderr).toContain('SLACK_SIGNING_SECRET');
    expect(stderr).toContain('SLACK_BOT_TOKEN');
    expect(stderr).toContain('SLACK_CLIENT_ID');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('with a malformed SLACK_SIGNING_SECRET says what it should look like and exits 1', async () => {
    const started = run('npm', ['start', '--silent'], {
      ...BASE_ENV,
      SLACK_SIGNING_SECRET: 'not-hex!',
      SLACK_BOT_TOKEN: 'xoxb-1-2-3',
    });
    const code = await started.exited;
    const { stderr, stdout } = started.output();
    expect(code).toBe(1);
    expect(stderr).toContain('enlivy-slack cannot start: the configuration has 1 problem.');
    expect(stderr).toContain('SLACK_SIGNING_SECRET must be 32 hexadecimal characters');
    expect(stderr).toContain("the Signing Secret from your Slack app's Basic Information page");
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(`${stdout}${stderr}`).not.toContain('not-hex!');
  }, 180_000);

  describe('with the fakes’ settings (built entry point)', () => {
    let sim: Simulator;
    let slack: FakeSlack;
    let app: ReturnType<typeof run>;
    let port: number;
    let dataDir: string;
    let botToken: string;

    beforeAll(async () => {
      if (!existsSync(path.join(ROOT, 'dist/main.js'))) {
        expect(await run('npm', ['run', 'build', '--silent'], BASE_ENV).exited).toBe(0);
      }
      sim = await startSimulator();
      slack = await startFakeSlack();
      const workspace = slack.seedWorkspace();
      botToken = workspace.bot.botToken;
      port = await freePort();
      dataDir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-start-'));
      app = run(
        'node',
        [path.join(ROOT, 'dist/main.js')],
        {
          ...BASE_ENV,
          SLACK_SIGNING_SECRET: START_SECRET,
          SLACK_BOT_TOKEN: workspace.bot.botToken,
          SLACK_API_URL: slack.apiUrl,
          ENLIVY_API_URL: sim.url,
          PORT: String(port),
          STORE_URL: `sqlite://${path.join(dataDir, 'enlivy.sqlite')}`,
          LOG_LEVEL: 'info',
        },
        dataDir,
      );
      await waitFor(
        async () => {
          const res = await request(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
          await res?.body.dump();
          return res?.statusCode === 200;
        },
        { timeoutMs: 20_000, message: 'the app answering /healthz' },
      );
    }, 60_000);

    afterAll(async () => {
      if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
      await Promise.allSettled([sim?.close(), slack?.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves /healthz and /readyz, generates a private encryption key, and stops cleanly on SIGTERM', async () => {
      // Ready once Slack accepted the bot token (auth.test runs after the port opened).
      const ready = await waitFor(async () => {
        const res = await request(`http://127.0.0.1:${port}/readyz`);
        const body = await res.body.json();
        return res.statusCode === 200 ? body : undefined;
      });
      expect(ready).toEqual({ status: 'ready' });
      const keyFile = statSync(path.join(dataDir, 'encryption.key'));
      expect(keyFile.mode & 0o777).toBe(0o600);
      expect(app.output().stdout).toContain('ENCRYPTION_KEY');
      expect(app.output().stdout).not.toContain(botToken);
      expect(app.output().stdout).not.toContain(START_SECRET);

      (app.child as ChildProcess).kill('SIGTERM');
      expect(await app.exited).toBe(0);
      expect(app.output().stdout).toContain('stopped');
    });
  });
});
