/** Short-lived handles Slack gives out: trigger ids, response_urls, OAuth codes. */
import { randomInt } from 'node:crypto';
import type { SlackModel } from './model.js';
import type { AuthCodeRecord, ResponseUrlRecord, TriggerRecord } from './types.js';

export function issueTrigger(model: SlackModel, userId: string): TriggerRecord {
  const user = model.user(userId);
  const trigger: TriggerRecord = {
    id: model.ids.triggerId(),
    userId,
    teamId: model.actingTeamId(user),
    issuedAt: model.now(),
    used: false,
  };
  model.triggers.set(trigger.id, trigger);
  return trigger;
}

export interface ResponseUrlInput {
  channelId: string;
  userId: string;
  teamId?: string;
  /** The message the interaction came from; replace_original / delete_original act on it. */
  messageTs?: string;
  messageIsEphemeral?: boolean;
  /** `commands` (slash commands) or `actions` (interactions); only the URL shape differs. */
  kind?: 'commands' | 'actions';
}

export function issueResponseUrl(model: SlackModel, input: ResponseUrlInput): ResponseUrlRecord {
  const teamId = input.teamId ?? model.actingTeamId(model.user(input.userId));
  model.channel(input.channelId);
  const path = `/${input.kind ?? 'commands'}/${teamId}/${randomInt(1e11, 9e11)}/${model.ids.secret(12)}`;
  const record: ResponseUrlRecord = {
    id: path,
    url: `${model.origin}${path}`,
    teamId,
    channelId: input.channelId,
    userId: input.userId,
    ...(input.messageTs ? { messageTs: input.messageTs } : {}),
    messageIsEphemeral: input.messageIsEphemeral ?? false,
    issuedAt: model.now(),
    uses: 0,
  };
  model.responseUrls.set(path, record);
  return record;
}

export interface AuthCodeInput {
  /** A workspace install … */
  teamId?: string;
  /** … or an org-wide install (Enterprise Grid). */
  enterpriseId?: string;
  userId: string;
  scopes: string[];
  userScopes?: string[];
  redirectUri?: string;
}

/** As if `userId` clicked "Allow" on the authorize page. */
export function issueAuthCode(model: SlackModel, input: AuthCodeInput): AuthCodeRecord {
  const user = model.user(input.userId);
  const isEnterpriseInstall = !input.teamId;
  if (isEnterpriseInstall) {
    if (!input.enterpriseId)
      throw new Error('fake-slack: authorizeInstall needs teamId or enterpriseId');
    const userEnterprise = model.teams.get(user.teamId)?.enterpriseId;
    if (userEnterprise !== input.enterpriseId) {
      throw new Error(`fake-slack: user ${user.id} is not in enterprise ${input.enterpriseId}`);
    }
    if (!user.is_admin && !user.is_owner) {
      throw new Error(
        `fake-slack: only an org admin/owner can install org-wide (${user.id} is neither)`,
      );
    }
  } else if (user.teamId !== input.teamId) {
    throw new Error(`fake-slack: user ${user.id} is not in team ${String(input.teamId)}`);
  }
  const record: AuthCodeRecord = {
    code: model.ids.oauthCode(),
    teamId: input.teamId,
    enterpriseId: input.enterpriseId ?? model.teams.get(user.teamId)?.enterpriseId,
    isEnterpriseInstall,
    userId: user.id,
    scopes: input.scopes,
    userScopes: input.userScopes ?? [],
    ...(input.redirectUri ? { redirectUri: input.redirectUri } : {}),
    issuedAt: model.now(),
    used: false,
  };
  model.authCodes.set(record.code, record);
  return record;
}
