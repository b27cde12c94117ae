import { AppError } from '../errors.js';
import type { SlackUserInfo } from '../slack/ui.js';
import type { Stores, WorkspaceRef } from '../store/index.js';
import { type Role, roleAllows } from './roles.js';

export interface AccessService {
  roleOf(workspace: WorkspaceRef, userId: string, lookup: SlackUserLookup): Promise<Role>;
  /** Resolves the role and throws `forbidden_role` when it is below `needed`. */
  require(
    workspace: WorkspaceRef,
    userId: string,
    needed: Role,
    lookup: SlackUserLookup,
  ): Promise<Role>;
}

export type SlackUserLookup = (userId: string) => Promise<SlackUserInfo>;

interface CachedUser {
  info: SlackUserInfo;
  expiresAt: number;
}

/**
 * Roles: Slack workspace admins and owners (for an org-wide Grid install: org admins and
 * owners), and whoever connected the workspace, are admins;
 * grants in the store add editors and admins; everyone else is a viewer.
 * users.info answers are cached briefly: a demoted Slack admin loses the role within a minute,
 * and a burst of clicks costs one Slack call, not one per click.
 */
export function createAccessService(
  stores: Pick<Stores, 'connections' | 'roles'>,
  options: { cacheMs?: number; now?: () => number } = {},
): AccessService {
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedUser>();

  async function slackUser(key: string, userId: string, lookup: SlackUserLookup) {
    const hit = cache.get(key);
    if (hit !== undefined && hit.expiresAt > now()) return hit.info;
    const info = await lookup(userId);
    cache.set(key, { info, expiresAt: now() + cacheMs });
    if (cache.size > 5_000) cache.delete(cache.keys().next().value as string);
    return info;
  }

  async function roleOf(workspace: WorkspaceRef, userId: string, lookup: SlackUserLookup) {
    const [connection, grant] = await Promise.all([
      stores.connections.get(workspace).catch(() => undefined),
      stores.roles.get(workspace, userId),
    ]);
    if (connection?.connectedBy === userId || grant?.role === 'admin') return 'admin';
    const key = `${workspace.enterpriseId ?? '-'}:${workspace.teamId ?? '-'}:${userId}`;
    const info = await slackUser(key, userId, lookup);
    // An org-wide install has one connection for every workspace of the Grid org, so only org
    // admins and owners, not each workspace's admins, administer it implicitly.
    const slackAdmin =
      workspace.isEnterpriseInstall === true ? info.isOrgAdmin : info.isAdmin || info.isOwner;
    if (slackAdmin) return 'admin';
    return grant?.role ?? 'viewer';
  }

  return {
    roleOf,
    async require(workspace, userId, needed, lookup) {
      const role = await roleOf(workspace, userId, lookup);
      if (!roleAllows(role, needed)) {
        throw new AppError('forbidden_role', `This needs the ${needed} role; you are ${role}.`, {
          requiredRole: needed,
        });
      }
      return role;
    },
  };
}
