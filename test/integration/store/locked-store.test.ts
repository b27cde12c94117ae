/**
 * Issue 27, item 2: a store that another connection holds locked makes the app wait a few seconds
 * at most, then "Storage unreachable"; once the lock is gone, the same change works. SQLite's
 * write lock through the whole app; a PostgreSQL row lock at the store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/app-error.js';
import { openStore } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { ephemeralText } from '../core/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { memoryLogger, testKey, uniqueNamespace } from './helpers.js';

/** Longest a command may wait on the locked store before it is answered. */
const BOUND_MS = 5_000;

describe('a write-locked SQLite store', () => {
  let dir: string;
  let stack: Stack | undefined;
  let unlock: (() => void) | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'enlivy-lock-'));
  });
  afterEach(async () => {
    unlock?.();
    unlock = undefined;
    await stack?.stop();
    stack = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  /** Another connection takes SQLite's write lock (readers still read) until `unlock`. */
  function writeLock(file: string): void {
    const db = new DatabaseSync(file);
    db.exec('BEGIN IMMEDIATE');
    unlock = () => {
      db.exec('ROLLBACK');
      db.close();
    };
  }

  async function timedAnswer(s: Stack, text: string, user: string) {
    const before = s.slack.ephemerals(user).length;
    const started = Date.now();
    await s.driver.command({ user, channel: s.channels.finance, text });
    const said = await waitFor(
      () => {
        const fresh = ephemeralText(s, user, before);
        return fresh === '' ? undefined : fresh;
      },
      { message: `an answer to /enlivy ${text}`, timeoutMs: 60_000 },
    );
    return { said, ms: Date.now() - started };
  }

  it('a command that writes is told "Storage unreachable" within a few seconds, and works once the lock is gone', async () => {
    const file = path.join(dir, 'enlivy.sqlite');
    const s = await startStack({ storeUrl: `sqlite://${file}` });
    stack = s;
    const grant = `access grant <@${s.users.viewer}> editor`;
    writeLock(file);
    const locked = await timedAnswer(s, grant, s.users.admin);
    expect(locked.said).toContain('Storage unreachable');
    expect(locked.ms).toBeLessThan(BOUND_MS);
    expect(await s.stores.roles.get(s.workspace, s.users.viewer)).toBeUndefined();

    unlock?.();
    unlock = undefined;
    await s.driver.command({ user: s.users.admin, channel: s.channels.finance, text: grant });
    const granted = await waitFor(() => s.stores.roles.get(s.workspace, s.users.viewer), {
      timeoutMs: 10_000,
    });
    expect(granted.role).toBe('editor');
  }, 90_000);
});

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL row another client holds locked', () => {
  it('a write to it fails as store_unavailable within the store bound, and works once released', async () => {
    const url = process.env.DATABASE_URL as string;
    const namespace = uniqueNamespace();
    const stores = await openStore({
      url,
      encryptionKey: testKey(),
      logger: memoryLogger().logger,
      namespace,
    });
    const workspace = { teamId: 'T0LOCKED', isEnterpriseInstall: false };
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await stores.roles.grant(workspace, {
        userId: 'U0FIRST',
        role: 'editor',
        grantedBy: 'U0ADMIN',
      });
      await holder.query('BEGIN');
      const locked = await holder.query('SELECT key FROM keyv WHERE namespace = $1 FOR UPDATE', [
        namespace,
      ]);
      expect(locked.rowCount).toBeGreaterThan(0);
      const holderPid = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;

      const started = Date.now();
      const failure = await stores.roles
        .grant(workspace, { userId: 'U0SECOND', role: 'editor', grantedBy: 'U0ADMIN' })
        .catch((err: unknown) => err);
      const waited = Date.now() - started;
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('store_unavailable');
      expect(waited).toBeLessThan(4_000);
      // The server gives the query up too: nothing keeps waiting on this lock (only ours can:
      // other tests on the same server wait on their own rows, never on the holder's).
      await waitFor(
        async () => {
          const waiting = await holder.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
            [holderPid],
          );
          return waiting.rows[0]?.n === 0;
        },
        { timeoutMs: 5_000, message: 'no query waiting on the lock' },
      );

      await holder.query('ROLLBACK');
      await stores.roles.grant(workspace, {
        userId: 'U0SECOND',
        role: 'editor',
        grantedBy: 'U0ADMIN',
      });
      expect((await stores.roles.get(workspace, 'U0SECOND'))?.role).toBe('editor');
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
      await stores.close();
    }
  }, 30_000);
});
