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

/**
 * Who acts in a Slack request: the command's `user_id`, an interaction's `user.id`, an event's
 * `event.user`. Undefined for what no person did (a workflow step run, a bot's event).
 */
export function actingUserId(body: unknown): string | undefined {
  const payload = body as { user_id?: unknown; user?: unknown; event?: { user?: unknown } } | null;
  const candidates = [payload?.user_id, payload?.user, payload?.event?.user];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    const id = (candidate as { id?: unknown } | null | undefined)?.id;
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}
