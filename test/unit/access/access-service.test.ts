import { describe, expect, it, vi } from 'vitest';
import { createAccessService } from '../../../src/core/access/access-service.js';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { AppError } from '../../../src/platform/app-error.js';
import type { RoleGrant, SealedConnection, WorkspaceRef } from '../../../src/store/index.js';
import { en } from '../../translators.js';

const ws: WorkspaceRef = { teamId: 'T1', isEnterpriseInstall: false };

function fakeStores(grants: Record<string, RoleGrant['role']>, connectedBy?: string) {
  return {
    connections: {
      getSealed: async () => (connectedBy ? ({ connectedBy } as SealedConnection) : undefined),
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

type Over = Partial<{
  isAdmin: boolean;
  isOwner: boolean;
  isOrgAdmin: boolean;
  teamId: string;
  enterpriseId: string;
  teams: string[];
}>;

const member = (id: string, over: Over = {}) =>
  vi.fn(async () => ({
    id,
    teamId: 'T1',
    enterpriseId: undefined as string | undefined,
    teams: [] as string[],
    isAdmin: false,
    isOwner: false,
    isOrgAdmin: false,
    tz: undefined,
    locale: undefined,
    ...over,
  }));

/** The actor shape a Request has. */
const as = (
  workspace: WorkspaceRef,
  userId: string,
  lookup: ReturnType<typeof member>,
  userTeamId?: string,
) => ({
  workspace,
  userId,
  userTeamId,
  ui: { userInfo: lookup },
});

describe('access service', () => {
  it('makes Slack admins, owners and the connecting user admins', async () => {
    const access = createAccessService(fakeStores({}, 'UCONN'));
    expect(await access.roleOf(as(ws, 'UADM', member('UADM', { isAdmin: true })))).toBe('admin');
    expect(await access.roleOf(as(ws, 'UOWN', member('UOWN', { isOwner: true })))).toBe('admin');
    expect(await access.roleOf(as(ws, 'UCONN', member('UCONN')))).toBe('admin');
  });

  it('uses grants for editors and makes everyone else a viewer', async () => {
    const access = createAccessService(fakeStores({ UED: 'editor', UAD: 'admin' }));
    expect(await access.roleOf(as(ws, 'UED', member('UED')))).toBe('editor');
    expect(await access.roleOf(as(ws, 'UAD', member('UAD')))).toBe('admin');
    expect(await access.roleOf(as(ws, 'UNONE', member('UNONE')))).toBe('viewer');
  });

  it('refuses with forbidden_role naming the needed role', async () => {
    const access = createAccessService(fakeStores({ UED: 'editor' }));
    const err = await access
      .require(as(ws, 'UED', member('UED')), 'admin')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('forbidden_role');
    expect((err as AppError).details.requiredRole).toBe('admin');
    expect(await access.require(as(ws, 'UED', member('UED')), 'editor')).toBe('editor');
  });

  it('for an org-wide Grid install, makes org admins admins but not each workspace’s admins', async () => {
    const access = createAccessService(fakeStores({}));
    const org: WorkspaceRef = { enterpriseId: 'E1', isEnterpriseInstall: true };
    const inOrg = { enterpriseId: 'E1' };
    expect(
      await access.roleOf(
        as(org, 'UWSADM', member('UWSADM', { ...inOrg, isAdmin: true, isOwner: true })),
      ),
    ).toBe('viewer');
    expect(
      await access.roleOf(as(org, 'UORG', member('UORG', { ...inOrg, isOrgAdmin: true }))),
    ).toBe('admin');
  });

  it('asks Slack about a user at most once a minute', async () => {
    let clock = 0;
    const access = createAccessService(fakeStores({}), { now: () => clock });
    const lookup = member('U1');
    await access.roleOf(as(ws, 'U1', lookup));
    await access.roleOf(as(ws, 'U1', lookup));
    expect(lookup).toHaveBeenCalledTimes(1);
    clock = 61_000;
    await access.roleOf(as(ws, 'U1', lookup));
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('makes people from another workspace viewers, whatever Slack or a grant says', async () => {
    const access = createAccessService(fakeStores({ UEXT: 'admin' }, 'UEXT'));
    const slackConnect = member('UEXT', { teamId: 'T_OTHER', isAdmin: true, isOwner: true });
    expect(await access.standing(as(ws, 'UEXT', slackConnect))).toMatchObject({
      role: 'viewer',
      external: true,
    });
    const err = await access
      .require(as(ws, 'UEXT', slackConnect), 'admin', '`/enlivy connect`')
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe('forbidden_role');
    expect((err as AppError).details).toMatchObject({ refusal: 'external', currentRole: 'viewer' });
    expect(toUserError(err, 'E-1', en).message).toContain('from another Slack workspace');
  });

  it('trusts the payload team too: a member record with a foreign user.team_id is external', async () => {
    const access = createAccessService(fakeStores({}));
    const admin = member('UADM', { isAdmin: true });
    expect(await access.roleOf(as(ws, 'UADM', admin, 'T1'))).toBe('admin');
    expect(await access.roleOf(as(ws, 'UADM', admin, 'T_OTHER'))).toBe('viewer');
  });

  it('counts a Grid user listed in this workspace as a member, and checks the org for org-wide installs', async () => {
    const access = createAccessService(fakeStores({}));
    const gridUser = member('UGRID', {
      teamId: 'T9',
      enterpriseId: 'E1',
      teams: ['T9', 'T1'],
      isAdmin: true,
    });
    expect(await access.roleOf(as(ws, 'UGRID', gridUser, 'T9'))).toBe('admin');
    const org: WorkspaceRef = { enterpriseId: 'E1', isEnterpriseInstall: true };
    const otherOrg = member('UOTHER', { teamId: 'T5', enterpriseId: 'E2', isOrgAdmin: true });
    expect(await access.roleOf(as(org, 'UOTHER', otherOrg))).toBe('viewer');
  });
});
