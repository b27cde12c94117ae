import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/app-error.js';
import {
  type Connection,
  openStore,
  type Stores,
  type WorkspaceRef,
} from '../../../src/store/index.js';
import { connectionKey, installationKey, rolesKey } from '../../../src/store/keys.js';
import {
  expiredEntries,
  gridTeamInstall,
  memoryLogger,
  orgInstall,
  rawEntries,
  redisTtls,
  storeCases,
  TOKENS,
  teamInstall,
  testKey,
  uniqueNamespace,
  writeRaw,
} from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-store-'));
const sqliteFile = path.join(tempDir, 'nested', 'store.sqlite');
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const A: WorkspaceRef = { teamId: 'T111' };
const B: WorkspaceRef = { teamId: 'T222' };
const GRID_TEAM: WorkspaceRef = {
  enterpriseId: 'E222',
  teamId: 'T333',
  isEnterpriseInstall: false,
};
const ORG: WorkspaceRef = { enterpriseId: 'E222', teamId: 'T999', isEnterpriseInstall: true };

function connection(token: string, overrides: Partial<Connection> = {}): Connection {
  return {
    organizationId: 'org_1',
    organizationName: 'Acme Finance',
    apiBaseUrl: 'https://api.enlivy.com',
    token,
    connectedBy: 'U100',
    connectedAt: '2026-11-20T10:00:00.000Z',
    method: 'token',
    state: 'ok',
    ...overrides,
  };
}

async function expectCode(work: Promise<unknown>, code: AppError['code']) {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(storeCases(() => sqliteFile))('$name store', ({ name, url }) => {
  const storeUrl = url();
  const namespace = uniqueNamespace();
  const log = memoryLogger();
  const encryptionKey = testKey();
  let stores: Stores;

  describe.skipIf(storeUrl === undefined)(`openStore(${name})`, () => {
    beforeAll(async () => {
      stores = await openStore({
        url: storeUrl ?? '',
        encryptionKey,
        logger: log.logger,
        namespace,
      });
    });
    afterAll(async () => {
      try {
        await stores?.keyv.clear();
      } catch {
        // already closed by the last test
      }
      await stores?.close();
    });

    describe('installations', () => {
      it('stores, fetches and deletes a team install', async () => {
        await stores.installations.storeInstallation(teamInstall);
        const fetched = await stores.installations.fetchInstallation({
          teamId: 'T111',
          enterpriseId: undefined,
          isEnterpriseInstall: false,
        });
        expect(fetched).toEqual(teamInstall);
        await stores.installations.deleteInstallation({
          teamId: 'T111',
          enterpriseId: undefined,
          isEnterpriseInstall: false,
        });
        await expect(
          stores.installations.fetchInstallation({
            teamId: 'T111',
            enterpriseId: undefined,
            isEnterpriseInstall: false,
          }),
        ).rejects.toThrow(/No installation/);
      });

      it('keys an org-wide install by enterprise id, a Grid workspace install by team id', async () => {
        await stores.installations.storeInstallation(orgInstall);
        await stores.installations.storeInstallation(gridTeamInstall);
        const org = await stores.installations.fetchInstallation({
          teamId: 'T999',
          enterpriseId: 'E222',
          isEnterpriseInstall: true,
        });
        expect(org).toEqual(orgInstall);
        const team = await stores.installations.fetchInstallation({
          teamId: 'T333',
          enterpriseId: 'E222',
          isEnterpriseInstall: false,
        });
        expect(team.bot?.token).toBe(TOKENS.bot);
        expect(team.team?.id).toBe('T333');
        await stores.installations.deleteInstallation({
          teamId: undefined,
          enterpriseId: 'E222',
          isEnterpriseInstall: true,
        });
        await expect(
          stores.installations.fetchInstallation({
            teamId: 'T1',
            enterpriseId: 'E222',
            isEnterpriseInstall: true,
          }),
        ).rejects.toThrow(Error);
        expect(
          (
            await stores.installations.fetchInstallation({
              teamId: 'T333',
              enterpriseId: 'E222',
              isEnterpriseInstall: false,
            })
          ).team?.id,
        ).toBe('T333');
      });

      it('a missing installation throws (Bolt requires it)', async () => {
        await expect(
          stores.installations.fetchInstallation({
            teamId: 'T404',
            enterpriseId: undefined,
            isEnterpriseInstall: false,
          }),
        ).rejects.toThrow(/No installation of this app for team T404/);
      });

      it('a corrupt installation is store_corrupt, not a crash', async () => {
        await writeRaw(stores, namespace, installationKey({ teamId: 'T500' }), '{not json');
        await expectCode(
          stores.installations.fetchInstallation({
            teamId: 'T500',
            enterpriseId: undefined,
            isEnterpriseInstall: false,
          }),
          'store_corrupt',
        );
      });
    });

    describe('connections', () => {
      it('saves, reads, marks expired and deletes', async () => {
        expect(await stores.connections.get(A)).toBeUndefined();
        await stores.connections.save(A, connection(TOKENS.enlivyA));
        expect(await stores.connections.get(A)).toEqual(connection(TOKENS.enlivyA));
        expect(await stores.connections.markExpired(A, '2026-11-21T08:00:00.000Z')).toBe(true);
        expect(await stores.connections.get(A)).toEqual(
          connection(TOKENS.enlivyA, { state: 'expired', expiredAt: '2026-11-21T08:00:00.000Z' }),
        );
        await stores.connections.save(A, connection(TOKENS.enlivyA, { method: 'password' }));
        expect((await stores.connections.get(A))?.state).toBe('ok');
        expect(await stores.connections.delete(A)).toBe(true);
        expect(await stores.connections.delete(A)).toBe(false);
        expect(await stores.connections.get(A)).toBeUndefined();
        expect(await stores.connections.markExpired(A, new Date())).toBe(false);
      });

      it('an OAuth connection keeps its refresh token sealed, its scopes and renewal time', async () => {
        const oauth = {
          refreshToken: 'ert_refreshTokenOfWorkspaceA000000000000000000000',
          accessExpiresAt: '2026-11-21T09:00:00.000Z',
          renewAt: '2026-11-21T08:59:00.000Z',
          scopes: ['webhooks:manage', 'accounting:read'],
        };
        const saved = connection('eat_accessTokenOfWorkspaceA0000000000000000', {
          method: 'oauth',
          oauth,
        });
        await stores.connections.save(A, saved);
        expect(await stores.connections.get(A)).toEqual(saved);
        const raw = JSON.stringify(await stores.keyv.get(connectionKey(A)));
        expect(raw).not.toContain(oauth.refreshToken);
        expect(raw).not.toContain(saved.token);
        expect(raw).toContain('accounting:read');
        await stores.connections.delete(A);
      });

      it('workspace B cannot read A: distinct keys, and a ciphertext moved to B fails to decrypt', async () => {
        await stores.connections.save(A, connection(TOKENS.enlivyA));
        expect(await stores.connections.get(B)).toBeUndefined();
        expect(connectionKey(A)).not.toBe(connectionKey(B));

        const recordOfA = await stores.keyv.get(connectionKey(A));
        await stores.keyv.set(connectionKey(B), recordOfA);
        await expectCode(stores.connections.get(B), 'store_corrupt');
        // A is untouched, and the unreadable record of B is kept for the operator.
        expect((await stores.connections.get(A))?.token).toBe(TOKENS.enlivyA);
        expect(await stores.keyv.get(connectionKey(B))).toBeDefined();
        await stores.connections.delete(B);
      });

      it('a sealed read says everything but the secrets, which open only when asked, and a moved ciphertext fails then', async () => {
        const saved = connection(TOKENS.enlivyA);
        await stores.connections.save(A, saved);
        const sealed = await stores.connections.getSealed(A);
        const { token: _token, ...described } = saved;
        expect({ ...sealed, open: undefined }).toEqual({ ...described, open: undefined });
        expect(JSON.stringify(sealed)).not.toContain(TOKENS.enlivyA);
        expect(sealed?.open()).toEqual(saved);

        await stores.keyv.set(connectionKey(B), await stores.keyv.get(connectionKey(A)));
        const moved = await stores.connections.getSealed(B);
        expect(moved?.organizationId).toBe(saved.organizationId);
        expect(() => moved?.open()).toThrow(expect.objectContaining({ code: 'store_corrupt' }));
        await stores.connections.delete(A);
        await stores.connections.delete(B);
      });

      it('an org-wide workspace and a Grid workspace are distinct', async () => {
        await stores.connections.save(ORG, connection(TOKENS.enlivyA, { organizationName: 'Org' }));
        await stores.connections.save(
          GRID_TEAM,
          connection(TOKENS.enlivyB, { organizationName: 'Team' }),
        );
        expect(
          (await stores.connections.get({ enterpriseId: 'E222', isEnterpriseInstall: true }))
            ?.organizationName,
        ).toBe('Org');
        expect((await stores.connections.get(GRID_TEAM))?.token).toBe(TOKENS.enlivyB);
        await stores.connections.delete(ORG);
        await stores.connections.delete(GRID_TEAM);
      });

      it('corrupt records raise store_corrupt and are not deleted', async () => {
        await writeRaw(stores, namespace, connectionKey(B), 'definitely {not json');
        await expectCode(stores.connections.get(B), 'store_corrupt');
        await expectCode(stores.connections.markExpired(B, new Date()), 'store_corrupt');

        await stores.keyv.set(connectionKey(B), { v: 1, organizationId: 42 });
        await expectCode(stores.connections.get(B), 'store_corrupt');
        expect(await stores.keyv.get(connectionKey(B))).toEqual({ v: 1, organizationId: 42 });

        const good = (await stores.keyv.get(connectionKey(A))) as { token: string };
        await stores.keyv.set(connectionKey(B), { ...good, token: 'v1:AAAA:BBBB:CCCC' });
        await expectCode(stores.connections.get(B), 'store_corrupt');
        await stores.connections.delete(B);
      });
    });

    it('no token is stored in clear', async () => {
      await stores.installations.storeInstallation(teamInstall);
      await stores.installations.storeInstallation(orgInstall);
      await stores.connections.save(A, connection(TOKENS.enlivyA));
      await stores.connections.save(B, connection(TOKENS.enlivyB));
      const entries = await rawEntries(stores, namespace);
      expect(entries.length).toBeGreaterThanOrEqual(4);
      const dump = entries.map(([key, value]) => `${key}=${value}`).join('\n');
      for (const token of Object.values(TOKENS)) expect(dump).not.toContain(token);
      expect(dump).toContain('v1:');
      if (name === 'sqlite') {
        // With the write-ahead log, recent rows are in the -wal file until a checkpoint.
        const files = [sqliteFile, `${sqliteFile}-wal`].filter((file) => existsSync(file));
        const bytes = files.map((file) => readFileSync(file).toString('latin1')).join('');
        expect(bytes).toContain(namespace); // the rows are in the files …
        for (const token of Object.values(TOKENS)) expect(bytes).not.toContain(token); // … the tokens are not
      }
    });

    describe('roles', () => {
      it('grant, get, list, revoke', async () => {
        expect(await stores.roles.list(A)).toEqual([]);
        const first = await stores.roles.grant(A, {
          userId: 'U2',
          role: 'editor',
          grantedBy: 'U1',
          at: new Date('2026-11-20T10:00:00Z'),
        });
        expect(first).toEqual({
          userId: 'U2',
          role: 'editor',
          grantedBy: 'U1',
          grantedAt: '2026-11-20T10:00:00.000Z',
        });
        await stores.roles.grant(A, {
          userId: 'U3',
          role: 'admin',
          grantedBy: 'U1',
          at: new Date('2026-11-20T11:00:00Z'),
        });
        await stores.roles.grant(B, { userId: 'U9', role: 'admin', grantedBy: 'U8' });
        expect(await stores.roles.get(A, 'U2')).toEqual(first);
        expect(await stores.roles.get(A, 'U9')).toBeUndefined();
        expect(await stores.roles.get(A, 'constructor')).toBeUndefined();
        expect((await stores.roles.list(A)).map((g) => [g.userId, g.role])).toEqual([
          ['U2', 'editor'],
          ['U3', 'admin'],
        ]);
        await stores.roles.grant(A, {
          userId: 'U2',
          role: 'admin',
          grantedBy: 'U3',
          at: new Date('2026-11-21T10:00:00Z'),
        });
        expect((await stores.roles.get(A, 'U2'))?.role).toBe('admin');
        expect(await stores.roles.revoke(A, 'U2')).toBe(true);
        expect(await stores.roles.revoke(A, 'U2')).toBe(false);
        expect((await stores.roles.list(A)).map((g) => g.userId)).toEqual(['U3']);
        expect((await stores.roles.list(B)).map((g) => g.userId)).toEqual(['U9']);
      });

      it('concurrent grants from two instances all land (no lost update)', async () => {
        const twin =
          name === 'memory'
            ? stores
            : await openStore({
                url: storeUrl ?? '',
                logger: log.logger,
                namespace,
                encryptionKey,
              });
        const C = { teamId: 'TCONCURRENT' };
        try {
          const users = Array.from({ length: 8 }, (_, i) => `UC${i}`);
          await Promise.all(
            users.map((user, i) =>
              (i % 2 === 0 ? stores : twin).roles.grant(C, {
                userId: user,
                role: 'editor',
                grantedBy: 'U1',
              }),
            ),
          );
          expect((await stores.roles.list(C)).map((g) => g.userId).sort()).toEqual(users);
          await Promise.all(
            users.slice(0, 4).map((user, i) => (i % 2 === 0 ? twin : stores).roles.revoke(C, user)),
          );
          expect((await stores.roles.list(C)).map((g) => g.userId).sort()).toEqual(users.slice(4));
        } finally {
          if (twin !== stores) await twin.close();
        }
      });

      it('a corrupt roles record is store_corrupt', async () => {
        await writeRaw(stores, namespace, rolesKey({ teamId: 'T777' }), '[[[');
        await expectCode(stores.roles.list({ teamId: 'T777' }), 'store_corrupt');
      });
    });

    describe('destination notes', () => {
      it('save, get, getMany, delete', async () => {
        await stores.notes.save(A, 'dest-1', {
          channelId: 'C1',
          createdBy: 'U1',
          createdAt: '2026-11-20T10:00:00Z',
        });
        await stores.notes.save(A, 'dest/2', {
          createdBy: 'U2',
          createdAt: '2026-11-20T11:00:00Z',
        });
        expect(await stores.notes.get(A, 'dest-1')).toEqual({
          channelId: 'C1',
          createdBy: 'U1',
          createdAt: '2026-11-20T10:00:00Z',
        });
        expect(await stores.notes.get(B, 'dest-1')).toBeUndefined();
        const many = await stores.notes.getMany(A, ['dest-1', 'dest/2', 'dest-3', 'dest-1']);
        expect([...many.keys()].sort()).toEqual(['dest-1', 'dest/2']);
        expect(many.get('dest/2')).toEqual({ createdBy: 'U2', createdAt: '2026-11-20T11:00:00Z' });
        expect(await stores.notes.delete(A, 'dest-1')).toBe(true);
        expect(await stores.notes.delete(A, 'dest-1')).toBe(false);
        expect(await stores.notes.get(A, 'dest-1')).toBeUndefined();
      });

      it('getMany skips an unreadable note instead of failing the list', async () => {
        await stores.notes.save(B, 'ok', { createdBy: 'U1', createdAt: '2026-11-20T10:00:00Z' });
        await stores.notes.save(B, 'bad', { createdBy: 'U1', createdAt: '2026-11-20T10:00:00Z' });
        await writeRaw(stores, namespace, 'note:E:-:T:T222:bad', '{"value":{"v":7}}');
        const many = await stores.notes.getMany(B, ['ok', 'bad']);
        expect([...many.keys()]).toEqual(['ok']);
        await expectCode(stores.notes.get(B, 'bad'), 'store_corrupt');
      });

      it('getMany skips a note that is not JSON and still returns the others', async () => {
        await stores.notes.save(B, 'fine', { createdBy: 'U1', createdAt: '2026-11-20T10:00:00Z' });
        await writeRaw(stores, namespace, 'note:E:-:T:T222:garbled', 'not json {');
        const many = await stores.notes.getMany(B, ['garbled', 'fine', 'absent']);
        expect([...many.keys()]).toEqual(['fine']);
        expect(many.get('fine')?.createdBy).toBe('U1');
      });
    });

    describe('one-time tokens', () => {
      it('are usable once', async () => {
        const payload = {
          kind: 'link',
          workspace: { teamId: 'T111' },
          userId: 'U1',
          expiresAt: 123,
        };
        const nonce = await stores.oneTime.create(payload, 60_000);
        expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await stores.oneTime.consume(nonce)).toEqual(payload);
        expect(await stores.oneTime.consume(nonce)).toBeUndefined();
        expect(await stores.oneTime.consume('not-a-nonce')).toBeUndefined();
        expect(await stores.oneTime.consume('A'.repeat(43))).toBeUndefined();
      });

      it('two concurrent consumers: exactly one wins', async () => {
        for (let round = 0; round < 5; round++) {
          const nonce = await stores.oneTime.create({ round }, 60_000);
          const results = await Promise.all([
            stores.oneTime.consume(nonce),
            stores.oneTime.consume(nonce),
            stores.oneTime.consume(nonce),
          ]);
          expect(results.filter((r) => r !== undefined)).toEqual([{ round }]);
        }
      });

      it('the nonce itself is not stored', async () => {
        const nonce = await stores.oneTime.create({ x: 1 }, 60_000);
        const dump = (await rawEntries(stores, namespace)).map(([k, v]) => `${k}=${v}`).join('\n');
        expect(dump).not.toContain(nonce);
        await stores.oneTime.consume(nonce);
      });
    });

    describe('locks', () => {
      it('of many simultaneous takers, on this instance and a second one, exactly one wins', async () => {
        const twin =
          name === 'memory'
            ? stores
            : await openStore({
                url: storeUrl ?? '',
                logger: log.logger,
                namespace,
                encryptionKey,
              });
        try {
          for (let round = 0; round < 5; round++) {
            const results = await Promise.all(
              [stores, twin, stores, twin, stores, twin].map((s) =>
                s.locks.acquire(`race-${round}`, 60_000),
              ),
            );
            expect(results.filter((r) => r !== undefined)).toHaveLength(1);
          }
        } finally {
          if (twin !== stores) await twin.close();
        }
      });
    });

    /**
     * Lifetimes are the backends' own (Redis keeps its clock), so these wait in real time: side
     * by side, on keys of their own.
     */
    describe('lifetimes', () => {
      it.concurrent('one-time tokens expire after their TTL', async () => {
        const nonce = await stores.oneTime.create({ short: true }, 150);
        await sleep(400);
        expect(await stores.oneTime.consume(nonce)).toBeUndefined();
      });

      it.concurrent('a lock frees itself after its lifetime unless renewed; only its holder renews or releases it', async () => {
        // Margins of 400 ms: a loaded machine's timers run late.
        const first = await stores.locks.acquire('life', 1_000);
        expect(first).toBeDefined();
        await sleep(600);
        expect(await first?.renew()).toBe(true);
        await sleep(600);
        expect(await stores.locks.acquire('life', 1_000)).toBeUndefined();
        await sleep(1_400);
        const second = await stores.locks.acquire('life', 60_000);
        expect(second).toBeDefined();
        expect(await first?.renew()).toBe(false);
        await first?.release();
        expect(await stores.locks.acquire('life', 60_000)).toBeUndefined();
        await second?.release();
        const third = await stores.locks.acquire('life', 60_000);
        expect(third).toBeDefined();
        await third?.release();
      });

      it.concurrent('expired records are deleted by a sweep (Redis drops them itself); records without a TTL stay', async () => {
        await stores.roles.grant(A, { userId: 'USWEEP', role: 'editor', grantedBy: 'U0' });
        const nonce = await stores.oneTime.create({ link: 'connect' }, 1_000);
        const lock = await stores.locks.acquire('sweep-me', 1_000);
        expect(lock).toBeDefined();
        // Like a delivery-log modal state or a channel-name cache entry.
        await stores.keyv.set('cache:sweep-channel', { name: 'finance' }, 1_000);
        const before = await rawEntries(stores, namespace);
        expect(before.length).toBeGreaterThanOrEqual(4);
        if (name === 'redis') {
          const ttls = await redisTtls(namespace);
          const withTtl = [...ttls].filter(([key]) =>
            /:(atomic:once:|atomic:lock:sweep-me|:cache:sweep-channel)/.test(key),
          );
          expect(withTtl.length).toBeGreaterThanOrEqual(3);
          // A TTL, or gone already (-2: Redis dropped it); -1 would be a key kept for ever.
          for (const [key, ttl] of withTtl) expect([key, ttl !== -1]).toEqual([key, true]);
        }
        await sleep(1_200);
        // What had expired when the sweep began is gone (the lifetimes beside this one end later).
        const sweptAt = Date.now();
        const swept = await stores.sweepExpired();
        const after = await rawEntries(stores, namespace);
        expect(expiredEntries(after, sweptAt)).toEqual([]);
        expect(after.some(([key]) => key.includes('sweep-channel'))).toBe(false);
        expect(after.some(([key]) => key.includes('lock:sweep-me'))).toBe(false);
        expect(after.filter(([key]) => key.includes('once:'))).toEqual([]);
        if (name === 'redis') expect(swept).toBe(0);
        else expect(swept).toBeGreaterThanOrEqual(3);
        expect((await stores.roles.get(A, 'USWEEP'))?.role).toBe('editor');
        expect(await stores.oneTime.consume(nonce)).toBeUndefined();
        await stores.roles.revoke(A, 'USWEEP');
      });
    });

    describe('expired records', () => {
      it('are swept in bounded batches', async () => {
        if (name === 'redis') return;
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => stores.keyv.set(`cache:batch-${i}`, i, 50)),
        );
        await sleep(200);
        expect(await stores.sweepExpired(20)).toBe(20);
        expect(await stores.sweepExpired(20)).toBe(10);
        expect(expiredEntries(await rawEntries(stores, namespace))).toEqual([]);
      });
    });

    it('deleteWorkspace removes installation, connection, roles and notes of that workspace only', async () => {
      await stores.installations.storeInstallation(teamInstall); // T111 = A
      await stores.connections.save(A, connection(TOKENS.enlivyA));
      await stores.roles.grant(A, { userId: 'U2', role: 'editor', grantedBy: 'U1' });
      await stores.notes.save(A, 'd1', { createdBy: 'U1', createdAt: '2026-11-20T10:00:00Z' });
      await stores.connections.save(B, connection(TOKENS.enlivyB));
      await stores.roles.grant(B, { userId: 'U5', role: 'editor', grantedBy: 'U1' });

      await stores.deleteWorkspace(A);
      await expect(
        stores.installations.fetchInstallation({
          teamId: 'T111',
          enterpriseId: undefined,
          isEnterpriseInstall: false,
        }),
      ).rejects.toThrow();
      expect(await stores.connections.get(A)).toBeUndefined();
      expect(await stores.roles.list(A)).toEqual([]);
      expect(await stores.notes.get(A, 'd1')).toBeUndefined();
      expect((await stores.connections.get(B))?.token).toBe(TOKENS.enlivyB);
      expect((await stores.roles.list(B)).map((g) => g.userId)).toContain('U5');

      await stores.installations.storeInstallation(orgInstall);
      await stores.connections.save(ORG, connection(TOKENS.enlivyA));
      await stores.deleteWorkspace(ORG);
      await expect(
        stores.installations.fetchInstallation({
          teamId: undefined,
          enterpriseId: 'E222',
          isEnterpriseInstall: true,
        }),
      ).rejects.toThrow();
      expect(await stores.connections.get(ORG)).toBeUndefined();
    });

    it('another instance with the same key reads the same data; one with another key cannot', async () => {
      if (name === 'memory') return; // memory:// lives and dies with one process
      await stores.connections.save(A, connection(TOKENS.enlivyA));
      const other = { url: storeUrl ?? '', logger: log.logger, namespace };
      const twin = await openStore({ ...other, encryptionKey });
      const stranger = await openStore({ ...other, encryptionKey: testKey() });
      try {
        expect((await twin.connections.get(A))?.token).toBe(TOKENS.enlivyA);
        await expectCode(stranger.connections.get(A), 'store_corrupt');
      } finally {
        await twin.close();
        await stranger.close();
      }
    });

    it('ping is a real round trip; close disconnects and is idempotent', async () => {
      await expect(stores.ping()).resolves.toBeUndefined();
      await stores.keyv.clear();
      await stores.close();
      await stores.close();
      if (name === 'sqlite' || name === 'postgres') await expect(stores.ping()).rejects.toThrow();
      expect(
        log.lines().filter((line) => line.level === 50 && line.msg !== undefined).length,
      ).toBeLessThanOrEqual(1);
    });
  });
});
