/**
 * A PostgreSQL and a Redis of the test's own, on spare ports, that the test stops and starts
 * (the shared servers of REDIS_URL and DATABASE_URL must never be stopped). PostgreSQL is a
 * cluster of the Debian tools (`initdb` refuses root; `pg_createcluster` runs it as postgres);
 * Redis is `redis-server --daemonize`. Tests skip when the binaries are missing; whatever
 * happens, `remove()` drops the cluster and stops the server (call it in afterAll/afterEach).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../fakes/slack/index.js';

const run = promisify(execFile);

/** How soon the app must be back once its store answers again (issue 38). */
export const BACK_WITHIN_MS = 10_000;
const PG_VERSION = '15';

export const canRunOwnPostgres =
  existsSync('/usr/bin/pg_createcluster') && existsSync(`/usr/lib/postgresql/${PG_VERSION}/bin`);
export const canRunOwnRedis = existsSync('/usr/bin/redis-server');

export interface OwnServer {
  /** The URL the app is given. */
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own (created stopped; `start()` it): a new database, no table yet.
 */
export async function ownPostgres(): Promise<OwnServer> {
  const name = `enlivy_test_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  await run('pg_createcluster', [PG_VERSION, name, '-p', String(port), '--', '--auth=trust']);
  const ctl = (action: string) => run('pg_ctlcluster', [PG_VERSION, name, action]);
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await ctl('start');
    },
    // `fast`: open connections are ended, as a restart of the server does.
    stop: async () => {
      await run('pg_ctlcluster', [PG_VERSION, name, 'stop', '-m', 'fast']);
    },
    async remove() {
      if (removed) return;
      removed = true;
      await run('pg_dropcluster', [PG_VERSION, name, '--stop']).catch(() => undefined);
    },
  };
}

/**
 * A Redis of its own (created stopped; `start()` it). Its append-only file is synced on every
 * write, so a restart keeps every acknowledged write (what a production Redis holding jobs does).
 */
export async function ownRedis(): Promise<OwnServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-own-redis-'));
  const pidFile = path.join(dir, 'redis.pid');
  let removed = false;
  const stop = async () => {
    await run('redis-cli', ['-p', String(port), 'shutdown']).catch(() => undefined);
    // SHUTDOWN answers nothing when it works; wait until the process is gone.
    for (let i = 0; i < 200 && existsSync(pidFile); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      if (pid > 0) process.kill(pid, 'SIGKILL');
      rmSync(pidFile, { force: true });
    }
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      await run('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--daemonize',
        'yes',
        '--dir',
        dir,
        '--pidfile',
        pidFile,
        '--logfile',
        path.join(dir, 'redis.log'),
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ]);
      for (let i = 0; i < 200; i++) {
        const pong = await run('redis-cli', ['-p', String(port), 'ping']).catch(() => undefined);
        if (pong?.stdout.trim() === 'PONG') return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`redis-server on ${port} did not answer`);
    },
    stop,
    async remove() {
      if (removed) return;
      removed = true;
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
