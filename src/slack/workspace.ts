import type { Context } from '@slack/bolt';
import type { WorkspaceRef } from '../store/index.js';

/** The workspace a request belongs to, as Bolt authorized it. */
export function workspaceOf(context: Context): WorkspaceRef {
  return {
    enterpriseId: context.enterpriseId,
    teamId: context.teamId,
    isEnterpriseInstall: context.isEnterpriseInstall,
  };
}

/** Where the app's middleware keeps the payload's `user.team_id` for requestFrom. */
export const USER_TEAM_KEY = 'actingUserTeamId';

/**
 * `user.team_id` of an interaction payload: the acting person's own workspace, which differs from
 * the installation's for Slack Connect users. Slash commands and events carry none.
 */
export function payloadUserTeam(body: unknown): string | undefined {
  const user = (body as { user?: unknown } | null)?.user;
  if (user === null || typeof user !== 'object') return undefined;
  const teamId = (user as { team_id?: unknown }).team_id;
  return typeof teamId === 'string' && teamId !== '' ? teamId : undefined;
}
