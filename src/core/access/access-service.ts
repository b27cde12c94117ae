import { AppError } from '../../platform/app-error.js';
import { boundedCache } from '../../platform/bounded-cache.js';
import type { SlackUserInfo } from '../../slack/ui.js';
import type { RoleGrant, SealedConnection, Stores, WorkspaceRef } from '../../store/index.js';
import { type Role, roleAllows } from './roles.js';

export type SlackUserLookup = (userId: string) => Promise<SlackUserInfo>;

/** Who is acting (or being asked about): a Request fits. */
export interface Actor {
  workspace: WorkspaceRef;
  userId: string;
  /** `user.team_id` of the interaction payload, when Slack sent one (slash commands do not). */
  userTeamId?: string | undefined;
  ui: { userInfo: SlackUserLookup };
}

/** Why someone is an admin without a grant. */
export type ImplicitAdmin = 'connected' | 'slack_admin';

export interface Standing {
  role: Role;
  /** From another Slack workspace (Slack Connect): a viewer, whatever else is true. */
  external: boolean;
  /**
   * Slack does not show the app this person's profile (`user_not_visible`): membership cannot be
   * confirmed, so they count as external, and are told this reason instead.
   */
  hidden: boolean;
  implicitAdmin: ImplicitAdmin | undefined;
  grant: RoleGrant | undefined;
  /**
   * The workspace's connection as read for this decision (undefined when there is none or the
   * read failed), its secrets still sealed: the command that follows uses it instead of reading
   * it again, and opens them only if it calls Enlivy.
   */
  connection: SealedConnection | undefined;
}

export interface AccessService {
  roleOf(actor: Actor): Promise<Role>;
  /** Role plus why: external, implicit admin, grant. */
  standing(actor: Actor): Promise<Standing>;
  /**
   * Resolves the role and throws `forbidden_role` when it is below `needed`; `what` names the
   * action in the refusal (e.g. "`/enlivy access`").
   */
  require(actor: Actor, needed: Role, what?: string): Promise<Role>;
  /** `require`, answering with the whole standing. */
  admit(actor: Actor, needed: Role, what?: string): Promise<Standing>;
}

interface CachedUser {
  info: SlackUserInfo;
  expiresAt: number;
}

/**
 * Only people of the installation's own workspace (for an org-wide Grid install: of its
 * enterprise) may hold a role above viewer. Slack Connect users in a shared channel belong to
 * another workspace: Slack says so in `users.info` (`team_id`, or `enterprise_user.teams` for a
 * Grid user in several workspaces) and in the payload's `user.team_id`; either one is enough to
 * make them external.
 */
export function isWorkspaceMember(
  workspace: WorkspaceRef,
  info: SlackUserInfo,
  payloadTeamId: string | undefined,
): boolean {
  if (workspace.isEnterpriseInstall === true) {
    // The payload's user.team_id is one of the org's workspaces, which only users.info maps to
    // the org: the enterprise id decides.
    return info.enterpriseId !== undefined && info.enterpriseId === workspace.enterpriseId;
  }
  const team = workspace.teamId;
  if (team === undefined) return false;
  // A Grid user may act from their home workspace while Slack lists this one among theirs.
  const listedHere = info.teams.includes(team);
  const fromHere = (teamId: string | undefined) => teamId === team || listedHere;
  return fromHere(info.teamId) && (payloadTeamId === undefined || fromHere(payloadTeamId));
}

/**
 * Roles: Slack workspace admins and owners (for an org-wide Grid install: org admins and
 * owners), and whoever connected the workspace, are admins;
 * grants in the store add editors and admins; everyone else is a viewer. People from other
 * workspaces are viewers, whatever Slack or a grant says.
 * users.info answers are cached briefly: a demoted Slack admin loses the role within a minute,
 * and a burst of clicks costs one Slack call, not one per click.
 */
const MAX_CACHED_USERS = 5_000;

export function createAccessService(
  stores: Pick<Stores, 'connections' | 'roles'>,
  options: { cacheMs?: number; now?: () => number } = {},
): AccessService {
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Keyed by ids a request names: a bounded LRU (docs/decisions/public-apis-and-speed.md).
  const cache = boundedCache<CachedUser>('slack-users', { max: MAX_CACHED_USERS });

  async function slackUser(key: string, userId: string, lookup: SlackUserLookup) {
    const hit = cache.get(key);
    if (hit !== undefined && hit.expiresAt > now()) return hit.info;
    const info = await lookup(userId);
    cache.set(key, { info, expiresAt: now() + cacheMs });
    return info;
  }

  async function standing(actor: Actor): Promise<Standing> {
    const { workspace, userId } = actor;
    const key = `${workspace.enterpriseId ?? '-'}:${workspace.teamId ?? '-'}:${userId}`;
    const [connection, grant, info] = await Promise.all([
      stores.connections.getSealed(workspace).catch(() => undefined),
      stores.roles.get(workspace, userId),
      slackUser(key, userId, actor.ui.userInfo),
    ]);
    const hidden = info.hidden === true;
    const external = hidden || !isWorkspaceMember(workspace, info, actor.userTeamId);
    // An org-wide install has one connection for every workspace of the Grid org, so only org
    // admins and owners, not each workspace's admins, administer it implicitly.
    const slackAdmin =
      workspace.isEnterpriseInstall === true ? info.isOrgAdmin : info.isAdmin || info.isOwner;
    const implicitAdmin: ImplicitAdmin | undefined =
      connection?.connectedBy === userId ? 'connected' : slackAdmin ? 'slack_admin' : undefined;
    let role: Role = grant?.role ?? 'viewer';
    if (implicitAdmin !== undefined) role = 'admin';
    if (external) role = 'viewer';
    return { role, external, hidden, implicitAdmin, grant, connection };
  }

  return {
    standing,
    async roleOf(actor) {
      return (await standing(actor)).role;
    },
    async require(actor, needed, what) {
      return (await admit(actor, needed, what)).role;
    },
    admit,
  };

  async function admit(actor: Actor, needed: Role, what?: string): Promise<Standing> {
    const found = await standing(actor);
    const { role, external } = found;
    if (roleAllows(role, needed)) return found;
    const refusal = found.hidden ? 'hidden' : external ? 'external' : undefined;
    throw new AppError(
      'forbidden_role',
      `${what ?? 'This'} needs the ${needed} role; you are ${role}.`,
      {
        requiredRole: needed,
        currentRole: role,
        userId: actor.userId,
        ...(refusal === undefined ? {} : { refusal }),
        ...(what === undefined ? {} : { subject: what }),
      },
    );
  }
}
