import { describe, expect, it, vi } from 'vitest';
import { createAccessService } from '../../../src/access/access-service.js';
import { AppError } from '../../../src/errors.js';
import type { Connection, RoleGrant, WorkspaceRef } from '../../../src/store/index.js';

const ws: WorkspaceRef = { teamId: 'T1', isEnterpriseInstall: false };

function fakeStores(grants: Record<string, RoleGrant['role']>, connectedBy?: string) {
  return {
    connections: {
      get: async () => (connectedBy ? ({ connectedBy } as Connection) : undefined),
    },
    roles: {
      get: async (_ws: WorkspaceRef, userId: string) =>
        grants[userId]
          ? ({
              userId,
              role: grants[userId],
              grantedBy: 'U0',
              grantedAt: '2026-01-01T00:00:00Z',
            } as RoleGrant)
          : undefined,
    },
  } as never;
}

const member = (
  id: string,
  over: Partial<{ isAdmin: boolean; isOwner: boolean; isOrgAdmin: boolean }> = {},
) =>
  vi.fn(async () => ({
    id,
    isAdmin: false,
    isOwner: false,
    isOrgAdmin: false,
    tz: undefined,
    locale: undefined,
    ...over,
  }));

describe('access service', () => {
  it('makes Slack admins, owners and the connecting user admins', async () => {
    const access = createAccessService(fakeStores({}, 'UCONN'));
    expect(await access.roleOf(ws, 'UADM', member('UADM', { isAdmin: true }))).toBe('admin');
    expect(await access.roleOf(ws, 'UOWN', member('UOWN', { isOwner: true }))).toBe('admin');
    expect(await access.roleOf(ws, 'UCONN', member('UCONN'))).toBe('admin');
  });

  it('uses grants for editors and makes everyone else a viewer', async () => {
    const access = createAccessService(fakeStores({ UED: 'editor', UAD: 'admin' }));
    expect(await access.roleOf(ws, 'UED', member('UED'))).toBe('editor');
    expect(await access.roleOf(ws, 'UAD', member('UAD'))).toBe('admin');
    expect(await access.roleOf(ws, 'UNONE', member('UNONE'))).toBe('viewer');
  });

  it('refuses with forbidden_role naming the needed role', async () => {
    const access = createAccessService(fakeStores({ UED: 'editor' }));
    const err = await access.require(ws, 'UED', 'admin', member('UED')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('forbidden_role');
    expect((err as AppError).details.requiredRole).toBe('admin');
    expect(await access.require(ws, 'UED', 'editor', member('UED'))).toBe('editor');
  });

  it('for an org-wide Grid install, makes org admins admins but not each workspace’s admins', async () => {
    const access = createAccessService(fakeStores({}));
    const org: WorkspaceRef = { enterpriseId: 'E1', isEnterpriseInstall: true };
    expect(
      await access.roleOf(org, 'UWSADM', member('UWSADM', { isAdmin: true, isOwner: true })),
    ).toBe('viewer');
    expect(await access.roleOf(org, 'UORG', member('UORG', { isOrgAdmin: true }))).toBe('admin');
  });

  it('asks Slack about a user at most once a minute', async () => {
    let clock = 0;
    const access = createAccessService(fakeStores({}), { now: () => clock });
    const lookup = member('U1');
    await access.roleOf(ws, 'U1', lookup);
    await access.roleOf(ws, 'U1', lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    clock = 61_000;
    await access.roleOf(ws, 'U1', lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
