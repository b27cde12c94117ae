/**
 * Issue 27, items 1 and 2: a token answer slower than the client timeout, and a renewal while the
 * store cannot write. The simulator revokes the whole grant when a refresh token is presented a
 * second time, so "the connection still works afterwards" also proves no refresh token was
 * ever sent twice.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/app-error.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';
import { connectWithOAuth, tokenCalls } from './oauth-support.js';
import { ephemeralText } from './support.js';

const LISTED = 'All event destinations';
const SLOW_RENEWAL = 'slow to renew';
const EXPIRED = 'connection expired';

/** Moves the app's and Enlivy's clocks until the stored access token is due for renewal. */
async function untilDue(stack: Stack): Promise<void> {
  const connection = await stack.stores.connections.get(stack.workspace);
  const renewAt = Date.parse(connection?.oauth?.renewAt ?? '');
  expect(Number.isNaN(renewAt)).toBe(false);
  await stack.advanceTime(Math.max(0, renewAt + 100 - stack.now()));
}

/** Runs a command and waits for its first answer, whatever it says (not its working message). */
async function answer(
  stack: Stack,
  text: string,
  via: Pick<Stack, 'driver'> = stack,
  user = stack.users.admin,
): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await via.driver.command({ user, channel: stack.channels.finance, text });
  return waitFor(
    () => {
      const fresh = ephemeralText(stack, user, before);
      return fresh === '' ? undefined : fresh;
    },
    { message: `an answer to /enlivy ${text}`, timeoutMs: 45_000 },
  );
}

/** Every refresh token the app presented to Enlivy, in order. */
function refreshTokensSent(stack: Stack): string[] {
  return tokenCalls(stack, 'refresh_token').map(
    (r) => (r.body as Record<string, string>).refresh_token ?? '',
  );
}

function expectNoReuse(stack: Stack): void {
  const sent = refreshTokensSent(stack);
  expect(new Set(sent).size).toBe(sent.length);
  expect(stack.sim.oauth.summary().reused_refresh_tokens).toBe(0);
}

/** The simulator has answered the refresh (its delay over): Enlivy rotated the pair. */
async function untilEnlivyRenewed(stack: Stack, count = 1): Promise<void> {
  await waitFor(
    () => tokenCalls(stack, 'refresh_token').filter((r) => r.status === 200).length >= count,
    { timeoutMs: 15_000 },
  );
}

describe('OAuth renewal slower than the client timeout', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });
  const connected = async (options: StackOptions = {}) => {
    stack = await startStack({
      connected: false,
      oauth: true,
      oauthAccessTtlSeconds: 6,
      enlivyTimeoutMs: 1_500,
      ...options,
    });
    expect((await connectWithOAuth(stack)).status).toBe(200);
    return stack;
  };

  it('/enlivy list with several Enlivy calls sends each refresh token once; the next command works', async () => {
    const s = await connected();
    await untilDue(s);
    s.sim.injectFault({ kind: 'delay', ms: 2_500, path: '/oauth/token$', times: 1 });
    const first = await answer(s, 'list all');
    expect(first).not.toContain(EXPIRED);
    expect(first).toMatch(new RegExp(`${LISTED}|${SLOW_RENEWAL}`));
    await untilEnlivyRenewed(s);
    const next = await answer(s, 'list all');
    expect(next).toContain(LISTED);
    expectNoReuse(s);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200]);
    const stored = await s.stores.connections.get(s.workspace);
    expect(stored?.state).toBe('ok');
    expect(stored?.oauth?.refreshToken).not.toBe(refreshTokensSent(s)[0]);
  });

  it('/enlivy status during a slow renewal says so (not "expired"); the next command works', async () => {
    const s = await connected();
    await untilDue(s);
    s.sim.injectFault({ kind: 'delay', ms: 2_500, path: '/oauth/token$', times: 1 });
    const status = await answer(s, 'status');
    expect(status).toContain(SLOW_RENEWAL);
    expect(status).not.toContain('expired');
    // The renewal was not abandoned with the command: Enlivy's answer is stored when it comes.
    await untilEnlivyRenewed(s);
    const next = await answer(s, 'list all');
    expect(next).toContain(LISTED);
    expect(next).not.toContain(EXPIRED);
    expectNoReuse(s);
    expect(tokenCalls(s, 'refresh_token')).toHaveLength(1);
    // Renewing again starts from the stored pair, which Enlivy accepts.
    await untilDue(s);
    expect(await answer(s, 'list all')).toContain(LISTED);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200, 200]);
    expectNoReuse(s);
  }, 40_000);

  it.skipIf(!process.env.REDIS_URL)(
    'two instances on Redis: the one that does not renew waits and reads the pair back',
    async () => {
      const s = await connected({
        storeUrl: process.env.REDIS_URL as string,
        namespace: `slow-renewal-${randomUUID()}`,
      });
      const other = await s.addInstance();
      await untilDue(s);
      s.sim.injectFault({ kind: 'delay', ms: 2_500, path: '/oauth/token$', times: 1 });
      const [here, there] = await Promise.all([
        answer(s, 'list all'),
        answer(s, 'list all', other, s.users.owner),
      ]);
      for (const said of [here, there]) {
        expect(said).not.toContain(EXPIRED);
        expect(said).toMatch(new RegExp(`${LISTED}|${SLOW_RENEWAL}`));
      }
      await untilEnlivyRenewed(s);
      expect(await answer(s, 'list all', other, s.users.owner)).toContain(LISTED);
      expect(await answer(s, 'list all')).toContain(LISTED);
      expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200]);
      expectNoReuse(s);
    },
    40_000,
  );

  describe('stopping with a renewed pair the store has not taken', () => {
    /** Saving a connection fails until the returned switch is called. */
    function savesFailUntil(s: Stack): () => void {
      const connections = s.stores.connections;
      const save = connections.save;
      let failing = true;
      connections.save = async (workspace, connection) => {
        if (failing) throw new AppError('store_unavailable', 'The store did not answer.');
        return save.call(connections, workspace, connection);
      };
      return () => {
        failing = false;
      };
    }

    it('is stored once more by the stop when the store answers again', async () => {
      const s = await connected();
      const before = (await s.stores.connections.get(s.workspace))?.oauth?.refreshToken;
      await untilDue(s);
      const storeBack = savesFailUntil(s);
      expect(await answer(s, 'list all')).toContain(LISTED);
      expect(s.logText()).toContain('the store did not take the new pair');
      storeBack();
      expect(await s.app.stop()).toBe(true);
      const stored = await s.stores.connections.get(s.workspace);
      expect(stored?.oauth?.refreshToken).not.toBe(before);
      expect(stored?.oauth?.refreshToken).not.toBe(refreshTokensSent(s)[0]);
      expect(s.logText()).not.toContain('the store never took');
    });

    it('says loudly that the workspace must reconnect when the store never takes it', async () => {
      const s = await connected();
      await untilDue(s);
      savesFailUntil(s);
      expect(await answer(s, 'list all')).toContain(LISTED);
      expect(await s.app.stop()).toBe(false);
      const line = s
        .logText()
        .split('\n')
        .find((l) => l.includes('the store never took'));
      expect(line).toBeDefined();
      expect(JSON.parse(line ?? '{}').level).toBe(50);
      // No token in the log, whatever happened.
      for (const token of refreshTokensSent(s)) expect(s.logText()).not.toContain(token);
    });
  });

  describe('on a SQLite store', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'enlivy-renewal-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** Another connection holds SQLite's write lock (readers still read) until released. */
    function writeLock(file: string): () => void {
      const db = new DatabaseSync(file);
      db.exec('BEGIN IMMEDIATE');
      return () => {
        db.exec('ROLLBACK');
        db.close();
      };
    }

    it('a renewal while the store is write-locked survives a restart once the store is back', async () => {
      const file = path.join(dir, 'enlivy.sqlite');
      const s = await connected({ storeUrl: `sqlite://${file}` });
      const before = (await s.stores.connections.get(s.workspace))?.oauth?.refreshToken;
      await untilDue(s);
      // The store locks while Enlivy is renewing: the new pair cannot be written when it comes.
      s.sim.injectFault({ kind: 'delay', ms: 1_000, path: '/oauth/token$', times: 1 });
      const sent = s.driver.command({
        user: s.users.admin,
        channel: s.channels.finance,
        text: 'list all',
      });
      await waitFor(() => tokenCalls(s, 'refresh_token').length === 1, { timeoutMs: 10_000 });
      const unlock = writeLock(file);
      try {
        await sent;
        await untilEnlivyRenewed(s);
        await waitFor(() => s.logText().includes('the store did not take the new pair'), {
          message: 'the renewed pair refused by the locked store',
          timeoutMs: 15_000,
        });
      } finally {
        unlock();
      }
      // The store is back; no command runs before the restart: the app's own retry stores it.
      await waitFor(() => s.logText().includes('kept in memory is now stored'), {
        message: 'the renewed pair stored once the lock is gone',
        timeoutMs: 15_000,
      });
      await s.app.stop();
      const restarted = await s.addInstance();

      const stored = await s.stores.connections.get(s.workspace);
      expect(stored?.state).toBe('ok');
      expect(stored?.oauth?.refreshToken).not.toBe(before);
      // After the restart the stored pair is due: renewing presents its refresh token, which
      // Enlivy accepts (the spent one would have revoked the grant).
      await untilDue(s);
      expect(await answer(s, 'list all', restarted)).toContain(LISTED);
      expect(refreshTokensSent(s)[1]).toBe(stored?.oauth?.refreshToken);
      expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200, 200]);
      expectNoReuse(s);
      expect(s.logText()).not.toContain(refreshTokensSent(s)[0]);
    }, 60_000);
  });
});
