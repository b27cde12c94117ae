/**
 * Every backend starts and comes back the same way, proven on the built app (the process a
 * deployment runs) against a store the test takes away and gives back: a SQLite file another
 * process holds locked or that cannot be written, and a Redis and a PostgreSQL of the test's own
 * (stopped and started, never the shared servers).
 *
 * - Down at start (PostgreSQL: a new database, no table yet): the port opens, /healthz 200, /readyz 503 naming the store, a command is
 *   answered "Storage unreachable"; once the store answers, /readyz is 200 within 10 s and
 *   commands work, without a restart of the app.
 * - Down while running (a restart of the server; the SQLite file locked): commands work again
 *   within 10 s of the store answering, and every write acknowledged before is still there.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { isWorkingLine } from '../core/support.js';
import { type BuiltApp, type BuiltStack, builtStack } from '../support/built-app.js';
import {
  BACK_WITHIN_MS,
  canRunOwnPostgres,
  canRunOwnRedis,
  type OwnServer,
  ownPostgres,
  ownRedis,
} from '../support/own-servers.js';

/** Whether this machine lets the test make a file immutable (root on a filesystem with chattr). */
function canMakeImmutable(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-chattr-'));
  const file = path.join(dir, 'probe');
  try {
    closeSync(openSync(file, 'w'));
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A way to take a store away and give it back. */
interface Outage {
  name: string;
  can: boolean;
  /** The store for builtStack (undefined: its SQLite file). */
  open(): Promise<{ storeUrl?: string }>;
  /** Takes the store away before the app starts. */
  downAtStart(stack: BuiltStack): Promise<void>;
  /**
   * Takes it away while the app runs (a server restart's first half). None for a file made
   * unwritable: the app already has it open, and an open file stays writable.
   */
  downWhileRunning?(stack: BuiltStack): Promise<void>;
  up(): Promise<void>;
  remove(): Promise<void>;
}

const sqliteFile = (stack: BuiltStack) => path.join(stack.dataDir, 'enlivy.sqlite');

function sqliteLocked(): Outage {
  let release: (() => void) | undefined;
  const hold = (file: string, statements: string) => {
    const db = new DatabaseSync(file);
    db.exec(statements);
    release = () => {
      db.exec('ROLLBACK');
      db.close();
    };
  };
  return {
    name: 'SQLite, its file locked by another process',
    can: true,
    open: async () => ({}),
    // Nothing can read or write the file, not even open it.
    downAtStart: async (stack) =>
      hold(
        sqliteFile(stack),
        'PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; SELECT 1 FROM keyv;',
      ),
    // Another connection holds the write lock: every write waits, then fails.
    downWhileRunning: async (stack) => hold(sqliteFile(stack), 'BEGIN IMMEDIATE'),
    up: async () => {
      release?.();
      release = undefined;
    },
    remove: async () => {
      release?.();
    },
  };
}

function sqliteUnwritable(): Outage {
  let file: string | undefined;
  const chattr = (flag: string) => {
    if (file !== undefined) execFileSync('chattr', [flag, file], { stdio: 'ignore' });
  };
  return {
    name: 'SQLite, its file not writable',
    can: canMakeImmutable(),
    open: async () => ({}),
    downAtStart: async (stack) => {
      file = sqliteFile(stack);
      chattr('+i');
    },
    up: async () => chattr('-i'),
    remove: async () => chattr('-i'),
  };
}

function server(
  name: string,
  make: () => Promise<OwnServer>,
  can: boolean,
  /** Makes the store as a fresh install finds it (before it is stopped for the start). */
  fresh?: (url: string) => Promise<void>,
): Outage {
  let own: OwnServer | undefined;
  return {
    name,
    can,
    async open() {
      own = await make();
      await own.start();
      return { storeUrl: own.url };
    },
    async downAtStart() {
      if (own !== undefined) await fresh?.(own.url);
      await own?.stop();
    },
    downWhileRunning: async () => own?.stop(),
    up: async () => own?.start(),
    remove: async () => own?.remove(),
  };
}

/** No table yet: a new database, as on a fresh install. */
async function withoutTables(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP TABLE IF EXISTS keyv, enlivy_atomic');
  } finally {
    await client.end();
  }
}

const outages: Outage[] = [
  sqliteLocked(),
  sqliteUnwritable(),
  server('Redis, its server stopped', ownRedis, canRunOwnRedis),
  server(
    'PostgreSQL, new (no table yet), its server stopped',
    ownPostgres,
    canRunOwnPostgres,
    withoutTables,
  ),
];

async function get(app: BuiltApp, route: string): Promise<{ status: number; body: string }> {
  const res = await request(`http://127.0.0.1:${app.port}${route}`);
  return { status: res.statusCode, body: await res.body.text() };
}

describe.each(outages)('$name', (outage) => {
  let stack: BuiltStack | undefined;
  let app: BuiltApp | undefined;

  beforeAll(async () => {
    if (!outage.can) return;
    const opened = await outage.open();
    stack = await builtStack({
      ...opened,
      ...(opened.storeUrl === undefined ? {} : { namespace: `back-${randomUUID().slice(0, 8)}` }),
    });
  }, 120_000);
  afterAll(async () => {
    await outage.remove();
    await stack?.close();
  }, 60_000);

  /**
   * Runs `/enlivy <text>` as the admin in #finance; resolves with what came of it: what the admin
   * was shown, and the receipt a change posts in the channel.
   */
  async function answer(text: string): Promise<string> {
    const s = stack as BuiltStack;
    const admin = s.seeded.admin.id;
    const channel = s.seeded.finance.id;
    const seen = s.slack.ephemerals(admin).length;
    const posted = s.slack.messages(channel).length;
    await (app as BuiltApp).driver.command({ user: admin, channel, text });
    // A slow answer shows its working line first (a loaded machine makes any answer slow).
    return waitFor(
      () =>
        [...s.slack.ephemerals(admin).slice(seen), ...s.slack.messages(channel).slice(posted)]
          .filter((m) => !isWorkingLine(m))
          .map((m) => `${m.text ?? ''} ${JSON.stringify(m.blocks ?? [])}`)
          .join('\n'),
      { message: `an answer to /enlivy ${text}`, timeoutMs: 30_000 },
    );
  }

  async function roleOf(user: string): Promise<string | undefined> {
    const stores = await (stack as BuiltStack).openStores();
    try {
      const workspace = {
        teamId: (stack as BuiltStack).seeded.team.id,
        isEnterpriseInstall: false,
      };
      return (await stores.roles.get(workspace, user))?.role;
    } finally {
      await stores.close();
    }
  }

  it.skipIf(!outage.can)(
    'down at start: the app starts unready and says so, then is ready within 10 s of the store answering',
    async () => {
      const s = stack as BuiltStack;
      await outage.downAtStart(s);
      app = await s.start();
      expect((await get(app, '/healthz')).status).toBe(200);
      const unready = await get(app, '/readyz');
      expect(unready.status).toBe(503);
      expect(unready.body).toContain('store unreachable');
      expect(await answer(`access grant <@${s.seeded.bob.id}> editor`)).toContain(
        'Storage unreachable',
      );

      await outage.up();
      const upAt = Date.now();
      await waitFor(async () => (await get(app as BuiltApp, '/readyz')).status === 200, {
        message: '/readyz 200',
        timeoutMs: BACK_WITHIN_MS,
      });
      expect(Date.now() - upAt).toBeLessThan(BACK_WITHIN_MS);
      expect(await answer(`access grant <@${s.seeded.bob.id}> editor`)).not.toContain(
        'Storage unreachable',
      );
      expect(await roleOf(s.seeded.bob.id)).toBe('editor');
    },
    120_000,
  );

  it.skipIf(!outage.can || outage.downWhileRunning === undefined)(
    'down while running: commands work again within 10 s, and every acknowledged write is there',
    async () => {
      const s = stack as BuiltStack;
      const { alice, bob } = s.seeded;
      expect(await answer(`access grant <@${bob.id}> admin`)).not.toContain('Storage unreachable');

      await outage.downWhileRunning?.(s);
      expect(await answer(`access revoke <@${bob.id}>`)).toContain('Storage unreachable');
      await outage.up();
      const upAt = Date.now();
      // Acknowledged before the outage: still there (and the revoke it refused did not land).
      expect(await roleOf(bob.id)).toBe('admin');
      await waitFor(
        async () =>
          !(await answer(`access grant <@${alice.id}> admin`)).includes('Storage unreachable'),
        { message: 'a command that works again', timeoutMs: BACK_WITHIN_MS },
      );
      expect(Date.now() - upAt).toBeLessThan(BACK_WITHIN_MS);
      expect(await roleOf(alice.id)).toBe('admin');
      expect(await roleOf(bob.id)).toBe('admin');
    },
    120_000,
  );
});
