/**
 * Issue 27, item 2: a command on a SQLite store whose write lock another connection holds waits
 * a few seconds at most, then says the storage is unreachable; once the lock is gone, the same
 * command works again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { ephemeralText } from '../core/support.js';
import { type Stack, startStack } from '../support/stack.js';

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
