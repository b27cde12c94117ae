/**
 * The production image, proven without a container engine: the Dockerfile's steps, read from the
 * Dockerfile, repeated in a clean temporary copy of the build context (the tracked files less
 * .dockerignore): the build stage's COPY and RUN steps (`npm ci`, build, `npm prune --omit=dev --omit=optional`),
 * the runtime stage's COPY steps into a second directory, then its CMD with its ENV (the volume
 * mapped to a data directory, PORT to a free port) as an unprivileged user, as USER does. The
 * started app must pass the HEALTHCHECK, answer /readyz, answer a signed `/enlivy help` and stop
 * cleanly on SIGTERM, as `docker stop` asks.
 *
 * One `npm ci` of the whole lock file (a minute or two on two cores, from npm's cache).
 */
import {
  type ChildProcess,
  type ChildProcessByStdio,
  execFileSync,
  spawn,
  spawnSync,
} from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Simulator, startSimulator } from '../../fakes/service/index.js';
import {
  createDriver,
  type FakeSlack,
  freePort,
  type SeededWorkspace,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { collectOutput, ROOT } from '../support/build.js';
import { commandOf, copyOf, envOf, parseDockerfile, type Stage } from './dockerfile.js';

/** The unprivileged user the app runs as (nobody): USER in the image. */
const UID = 65534;
const SIGNING_SECRET = '9d0dc7c09716a9d5ec4e70123456789a';
/** WORKDIR of both stages and the VOLUME: where they land in the temporary copy. */
const IMAGE_APP_DIR = '/app';

const stages = parseDockerfile(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
const buildStage = stages.find((s) => s.name === 'build') as Stage;
const runtimeStage = stages.at(-1) as Stage;
const runtimeEnv = envOf(runtimeStage);
const only = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword);

/** The Docker build context: tracked files that .dockerignore does not exclude. */
function buildContext(): Set<string> {
  const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const matches = (file: string, pattern: string) =>
    pattern.startsWith('*.')
      ? !file.includes('/') && file.endsWith(pattern.slice(1))
      : file === pattern || file.startsWith(`${pattern}/`);
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
  return new Set(tracked.filter((file) => !ignored.some((pattern) => matches(file, pattern))));
}

/**
 * COPY from the build context into a stage's directory: a file lands in a `dir/` destination
 * under its own name, a directory's contents land in the destination.
 */
function copyFromContext(context: Set<string>, sources: string[], dest: string, into: string) {
  for (const source of sources) {
    const files = [...context].filter((f) => f === source || f.startsWith(`${source}/`));
    if (files.length === 0) throw new Error(`COPY ${source}: not in the build context`);
    const isFile = files.length === 1 && files[0] === source;
    const target = isFile && dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
    for (const file of files) {
      const to = path.join(into, target, path.relative(source, file));
      mkdirSync(path.dirname(to), { recursive: true });
      cpSync(path.join(ROOT, file), to);
    }
  }
}

/** An image path inside WORKDIR, in the temporary directory standing for that stage's /app. */
function inStage(dir: string, imagePath: string): string {
  const relative = path.posix.relative(IMAGE_APP_DIR, path.posix.resolve(IMAGE_APP_DIR, imagePath));
  if (relative.startsWith('..')) throw new Error(`${imagePath} is outside ${IMAGE_APP_DIR}`);
  return path.join(dir, relative);
}

/** A process of the image: the exec form as the unprivileged user, in the runtime directory. */
function asImageUser(
  argv: string[],
  cwd: string,
  env: Record<string, string>,
): ChildProcessByStdio<null, Readable, Readable> {
  const setpriv = ['--reuid', String(UID), '--regid', String(UID), '--clear-groups'];
  return spawn('setpriv', [...setpriv, ...argv], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('the production image, built and started from the Dockerfile without Docker', () => {
  let work: string;
  let appDir: string;
  let dataDir: string;
  let sim: Simulator;
  let slack: FakeSlack;
  let seeded: SeededWorkspace;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-image-'));
    chmodSync(work, 0o755);
    sim = await startSimulator();
    slack = await startFakeSlack();
    seeded = slack.seedWorkspace();
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.allSettled([sim?.close(), slack?.close()]);
    // Two node_modules trees: removing them takes a while on a slow disk.
    if (work) await rm(work, { recursive: true, force: true });
  }, 120_000);

  it('reads as expected: Node 24 stages, no toolchain, a non-root user, a data volume', () => {
    expect(stages.map((s) => s.from)).toEqual(['node:24-slim', 'node:24-slim']);
    for (const stage of stages) {
      expect(only(stage, 'WORKDIR').map((i) => i.args)).toEqual([IMAGE_APP_DIR]);
    }
    const runs = only(buildStage, 'RUN').map((i) => i.args);
    expect(runs.join('\n')).not.toMatch(/apt-get|python|g\+\+|make/);
    expect(runs).toContain('npm ci');
    expect(only(runtimeStage, 'USER').map((i) => i.args)).toEqual(['node']);
    expect(runtimeEnv.NODE_ENV).toBe('production');
    expect(runtimeEnv.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
    const volumes = only(runtimeStage, 'VOLUME').flatMap((i) => JSON.parse(i.args) as string[]);
    expect(volumes).toEqual(['/data']);
    expect(runtimeEnv.STORE_URL).toBe('sqlite:///data/enlivy-slack.sqlite');
  });

  it('builds (npm ci, build, prune), starts as nobody, is ready and answers /enlivy help', async () => {
    const context = buildContext();
    const buildDir = path.join(work, 'build');
    appDir = path.join(work, 'app');
    dataDir = path.join(work, 'data');
    for (const dir of [buildDir, appDir, dataDir]) mkdirSync(dir, { mode: 0o755 });

    // The build stage, step by step, in this machine's environment (its registry settings and
    // certificates) less what the test runner set. npm reuses its cache as a layer cache would.
    const toolEnv: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] =>
            entry[1] !== undefined && entry[0] !== 'NODE_ENV' && !/^(VITEST|TEST)/.test(entry[0]),
        ),
      ),
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      npm_config_prefer_offline: 'true',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    };
    for (const instruction of buildStage.instructions) {
      if (instruction.keyword === 'COPY') {
        const { sources, dest } = copyOf(instruction);
        copyFromContext(context, sources, dest, buildDir);
      } else if (instruction.keyword === 'RUN') {
        const run = spawnSync('/bin/sh', ['-c', instruction.args], {
          cwd: buildDir,
          env: toolEnv,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 480_000,
        });
        expect(run.status, `RUN ${instruction.args}: ${run.stderr}`).toBe(0);
        // Every install script is approved or denied in package.json (allowScripts).
        expect(run.stderr).not.toContain('install-scripts');
      } else if (instruction.keyword !== 'WORKDIR') {
        throw new Error(`the test does not know the build stage's ${instruction.keyword}`);
      }
    }
    // The pruned tree holds no development tools.
    expect(existsSync(path.join(buildDir, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(path.join(buildDir, 'node_modules/vitest'))).toBe(false);

    // The runtime stage: its files come from the build stage or the context.
    for (const instruction of only(runtimeStage, 'COPY')) {
      const { sources, dest } = copyOf(instruction);
      if (instruction.flags.from === buildStage.name) {
        for (const source of sources) {
          cpSync(inStage(buildDir, source), inStage(appDir, dest), { recursive: true });
        }
      } else {
        copyFromContext(context, sources, dest, appDir);
      }
      // --chown=node:node: the image's user owns what it was given.
      if (instruction.flags.chown !== undefined) {
        for (const source of sources) {
          const copied = inStage(appDir, dest.endsWith('/') ? path.basename(source) : dest);
          execFileSync('chown', ['-R', `${UID}:${UID}`, copied]);
        }
      }
    }
    // The volume, writable by the app's user (the image's `chown node:node /data`).
    chownSync(dataDir, UID, UID);

    const port = await freePort();
    const env: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(runtimeEnv).map(([name, value]) => [
          name,
          value.replaceAll('/data/', `${dataDir}/`),
        ]),
      ),
      PATH: toolEnv.PATH as string,
      HOME: dataDir,
      PORT: String(port),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: seeded.bot.botToken,
      SLACK_API_URL: slack.apiUrl,
      ENLIVY_API_URL: sim.url,
    };
    const cmd = commandOf(only(runtimeStage, 'CMD')[0]?.args ?? '');
    const app = asImageUser(cmd, appDir, env);
    children.push(app);
    const output = collectOutput(app);
    const exited = new Promise<number | null>((resolve) => app.on('exit', resolve));

    // The image's HEALTHCHECK, run as the same user with the same environment.
    const healthcheck = commandOf(only(runtimeStage, 'HEALTHCHECK')[0]?.args ?? '');
    await waitFor(
      async () => {
        if (app.exitCode !== null) {
          throw new Error(`the app exited (${app.exitCode}): ${output().stderr}`);
        }
        const check = asImageUser(healthcheck, appDir, env);
        return (await new Promise((resolve) => check.on('exit', resolve))) === 0;
      },
      { timeoutMs: 30_000, message: 'the HEALTHCHECK passing' },
    );
    const ready = await request(`http://127.0.0.1:${port}/readyz`);
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toEqual({ status: 'ready' });
    // The SQLite store lives in the volume, written by the app's user.
    expect(statSync(path.join(dataDir, 'enlivy-slack.sqlite')).uid).toBe(UID);

    const driver = createDriver({
      slack,
      url: `http://127.0.0.1:${port}/slack/events`,
      signingSecret: SIGNING_SECRET,
      appId: seeded.bot.appId,
    });
    const ack = await driver.command({
      user: seeded.alice.id,
      channel: seeded.finance.id,
      text: 'help',
    });
    expect(ack.status).toBe(200);
    const answer = await waitFor(() => slack.ephemerals(seeded.alice.id, seeded.finance.id)[0], {
      timeoutMs: 15_000,
      message: 'the answer to /enlivy help',
    });
    expect(`${answer.text ?? ''} ${JSON.stringify(answer.blocks ?? [])}`).toContain('/enlivy');

    // `docker stop`: SIGTERM, and a clean exit.
    app.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 600_000);
});
