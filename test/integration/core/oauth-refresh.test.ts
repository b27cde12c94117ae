/**
 * Issue 13: an OAuth connection renews its access token before expiry and once after a 401,
 * with rotation; exactly one refresh per expiry, also with two instances on one Redis store.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/app-error.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';
import { command, connectWithOAuth, tokenCalls } from './oauth-support.js';

const LISTED = 'All event destinations';

/** Moves the app's and Enlivy's clocks until the stored access token has expired at Enlivy. */
async function untilExpired(stack: Stack): Promise<void> {
  const connection = await stack.stores.connections.get(stack.workspace);
  const expiresAt = Date.parse(connection?.oauth?.accessExpiresAt ?? '');
  expect(Number.isNaN(expiresAt)).toBe(false);
  await untilExpiredAt(stack, expiresAt);
}

async function untilExpiredAt(stack: Stack, expiresAt: number): Promise<void> {
  await stack.advanceTime(Math.max(0, expiresAt + 250 - stack.now()));
}

describe('OAuth token renewal', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });
  const start = async (options: StackOptions = {}) => {
    stack = await startStack({
      connected: false,
      oauth: true,
      oauthAccessTtlSeconds: 2,
      ...options,
    });
    return stack;
  };
  const connected = async (options: StackOptions = {}) => {
    const s = await start(options);
    expect((await connectWithOAuth(s)).status).toBe(200);
    return s;
  };

  it('keeps commands working across several expiries, one rotation each', async () => {
    const s = await connected();
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      if (round > 0) await untilExpired(s);
      await command(s, 'list all', [LISTED]);
      const connection = await s.stores.connections.get(s.workspace);
      seen.add(connection?.oauth?.refreshToken ?? '');
      expect(tokenCalls(s, 'refresh_token')).toHaveLength(round);
    }
    expect(seen.size).toBe(3);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200, 200]);
    // Each refresh sent the refresh token the one before it issued (rotation).
    const sent = tokenCalls(s, 'refresh_token').map(
      (r) => (r.body as Record<string, string>).refresh_token,
    );
    expect(new Set(sent).size).toBe(2);
    // Renewed before use: Enlivy never saw an expired token.
    expect(s.sim.requests.filter((r) => r.status === 401)).toEqual([]);

    // /enlivy status renews an expired token too, and shows when the new one renews.
    await untilExpired(s);
    const status = await command(s, 'status', ['Method']);
    expect(status).toContain('token works');
    const renewAt = (await s.stores.connections.get(s.workspace))?.oauth?.renewAt ?? '';
    expect(Date.parse(renewAt)).toBeGreaterThan(s.now() - 2_000);
    expect(status).toContain(`<!date^${Math.floor(Date.parse(renewAt) / 1000)}^`);
    expect(tokenCalls(s, 'refresh_token')).toHaveLength(3);
  });

  it('renews once after a 401 and sends the call again', async () => {
    const s = await connected();
    const connection = await s.stores.connections.get(s.workspace);
    if (connection?.oauth === undefined) throw new Error('not an OAuth connection');
    // The app believes the token lives on (a clock that is behind): Enlivy says 401 first.
    const later = new Date(s.now() + 3_600_000).toISOString();
    await s.stores.connections.save(s.workspace, {
      ...connection,
      oauth: { ...connection.oauth, renewAt: later, accessExpiresAt: later },
    });
    await untilExpiredAt(s, Date.parse(connection.oauth.accessExpiresAt));
    await command(s, 'list all', [LISTED]);
    expect(s.sim.requests.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(1);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200]);
    expect((await s.stores.connections.get(s.workspace))?.state).toBe('ok');
  });

  it('a network failure while renewing does not expire the connection', async () => {
    const s = await connected();
    await untilExpired(s);
    s.sim.injectFault({ kind: 'reset', path: '/oauth/token$', times: 1 });
    const failed = await command(s, 'list all', ['Could not reach Enlivy']);
    expect(failed).not.toContain('reconnect');
    expect((await s.stores.connections.get(s.workspace))?.state).toBe('ok');
    // The refresh token was not spent: the next command renews with it.
    await command(s, 'list all', [LISTED]);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([0, 200]);
  });

  /** Makes saving a connection fail `times` times (the store not answering), then work again. */
  function failSaves(s: Stack, times: number): () => void {
    const connections = s.stores.connections;
    const save = connections.save;
    let left = times;
    connections.save = async (workspace, connection) => {
      if (left-- > 0) throw new AppError('store_unavailable', 'The store did not answer.');
      return save.call(connections, workspace, connection);
    };
    return () => {
      connections.save = save;
    };
  }

  /** The stored pair once it is no longer the one holding `refreshToken` (a retry stored it). */
  async function storedOtherThan(s: Stack, refreshToken: string | undefined) {
    return waitFor(
      async () => {
        const stored = await s.stores.connections.get(s.workspace);
        return stored?.oauth?.refreshToken === refreshToken ? undefined : stored;
      },
      { timeoutMs: 10_000 },
    );
  }

  it('a store that blinks while the renewed pair is saved is tried again: the renewal holds', async () => {
    const s = await connected();
    const before = (await s.stores.connections.get(s.workspace))?.oauth?.refreshToken;
    await untilExpired(s);
    const restore = failSaves(s, 2);
    await command(s, 'list all', [LISTED]);
    const stored = await storedOtherThan(s, before);
    restore();
    const issued = tokenCalls(s, 'refresh_token');
    expect(issued).toHaveLength(1);
    expect(stored?.state).toBe('ok');
    // The next expiry renews with the rotated refresh token: Enlivy accepts it.
    await untilExpired(s);
    await command(s, 'list all', [LISTED]);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200, 200]);
    const second = tokenCalls(s, 'refresh_token')[1]?.body as Record<string, string> | undefined;
    expect(second?.refresh_token).toBe(stored?.oauth?.refreshToken);
  });

  it('a store that stays down after Enlivy renewed: the pair is kept and stored once it answers', async () => {
    const s = await connected();
    const before = (await s.stores.connections.get(s.workspace))?.oauth?.refreshToken;
    await untilExpired(s);
    const restore = failSaves(s, 1_000);
    // Enlivy has spent the old refresh token; losing the new pair would lose the grant.
    await command(s, 'list all', [LISTED]);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200]);
    expect((await s.stores.connections.get(s.workspace))?.oauth?.refreshToken).toBe(before);
    expect(s.logText()).toContain('kept in memory');
    restore();
    // Stored by the retries once the store answers, without waiting for a command.
    const stored = await storedOtherThan(s, before);
    expect(stored?.state).toBe('ok');
    expect(s.logText()).toContain('kept in memory is now stored');
    await command(s, 'list all', [LISTED]);
    // Renewing again starts from the stored pair, which Enlivy accepts.
    await untilExpired(s);
    await command(s, 'list all', [LISTED]);
    expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual([200, 200]);
  });

  describe.skipIf(!process.env.REDIS_URL)('two instances on one Redis store', () => {
    it('race on an expired token: one refresh per expiry, never invalid_grant', async () => {
      const s = await start({
        storeUrl: process.env.REDIS_URL as string,
        namespace: `oauth-${randomUUID()}`,
      });
      const other = await s.addInstance();
      // Started on one instance, Enlivy's redirect lands on the other (a load balancer).
      const page = await connectWithOAuth(s, undefined, other);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Demo Trading Ltd');
      for (let round = 1; round <= 3; round++) {
        await untilExpired(s);
        await Promise.all([
          command(s, 'list all', [LISTED], s, s.users.admin),
          command(s, 'list all', [LISTED], other, s.users.owner),
          // The editor's Slack locale is ro-RO: her list is in Romanian.
          command(s, 'list all', ['Toate destinațiile de evenimente'], other, s.users.editor),
        ]);
        expect(tokenCalls(s, 'refresh_token').map((r) => r.status)).toEqual(
          Array.from({ length: round }, () => 200),
        );
      }
      expect(s.sim.requests.filter((r) => r.status === 401)).toEqual([]);
    }, 60_000); // three expiries plus the connect flow; slow on a loaded 2-core runner
  });
});
