/** Installing the app into a workspace or an Enterprise Grid org, and revoking tokens. */
import type { SlackModel } from './model.js';
import type { InstallationRecord, UserRecord } from './types.js';

export interface InstallInput {
  teamId?: string;
  enterpriseId?: string;
  scopes: string[];
  installerUserId?: string;
  userScopes?: string[];
}

export const BOT_USER_NAME = 'enlivy';

function createBotUser(
  model: SlackModel,
  teamId: string,
  orgLevel: boolean,
  botId: string,
): UserRecord {
  const user: UserRecord = {
    id: model.ids.id(orgLevel ? 'W' : 'U'),
    teamId,
    name: BOT_USER_NAME,
    real_name: 'Enlivy',
    display_name: 'Enlivy',
    email: '',
    is_admin: false,
    is_owner: false,
    is_primary_owner: false,
    is_bot: true,
    is_restricted: false,
    deleted: false,
    tz: 'America/Los_Angeles',
    tz_label: 'Pacific Standard Time',
    tz_offset: -28800,
    locale: 'en-US',
    botId,
  };
  model.users.set(user.id, user);
  return user;
}

/**
 * Installs (or re-installs) the app. A live installation for the same team/org keeps its bot
 * token and gains the new scopes, as Slack does; after an uninstall a new token is issued.
 */
export function installApp(model: SlackModel, input: InstallInput): InstallationRecord {
  const orgInstall = !input.teamId;
  const team = input.teamId ? model.team(input.teamId) : undefined;
  const enterpriseId = team ? team.enterpriseId : input.enterpriseId;
  if (orgInstall && (!enterpriseId || !model.enterprises.has(enterpriseId))) {
    throw new Error(`fake-slack: unknown enterprise ${String(enterpriseId)}`);
  }
  const sameTarget = (i: InstallationRecord) =>
    i.appId === model.app.appId &&
    (orgInstall
      ? i.isEnterpriseInstall && i.enterpriseId === enterpriseId
      : i.teamId === input.teamId);

  const live = model.installations.find((i) => sameTarget(i) && !i.revoked);
  if (live) {
    live.scopes = [...new Set([...live.scopes, ...input.scopes])];
    const token = model.tokens.get(live.botToken);
    if (token) token.scopes = live.scopes;
    if (input.installerUserId && input.userScopes?.length)
      addUserToken(model, live, input.installerUserId, input.userScopes);
    return live;
  }

  const previous = model.installations.find(sameTarget);
  const botId = previous?.botId ?? model.ids.id('B');
  const firstTeamId =
    team?.id ??
    [...model.teams.values()].find((t) => t.enterpriseId === enterpriseId)?.id ??
    String(enterpriseId);
  const botUserId = previous?.botUserId ?? createBotUser(model, firstTeamId, orgInstall, botId).id;
  const inst: InstallationRecord = {
    appId: model.app.appId,
    teamId: input.teamId,
    enterpriseId,
    isEnterpriseInstall: orgInstall,
    botToken: model.ids.token('xoxb'),
    botId,
    botUserId,
    scopes: [...new Set(input.scopes)],
    ...(input.installerUserId ? { installerUserId: input.installerUserId } : {}),
    revoked: false,
    installedAt: model.now(),
  };
  model.installations.push(inst);
  model.tokens.set(inst.botToken, {
    token: inst.botToken,
    kind: 'bot',
    installation: inst,
    userId: botUserId,
    scopes: inst.scopes,
    revoked: false,
  });
  if (input.installerUserId && input.userScopes?.length) {
    addUserToken(model, inst, input.installerUserId, input.userScopes);
  }
  return inst;
}

function addUserToken(
  model: SlackModel,
  inst: InstallationRecord,
  userId: string,
  scopes: string[],
): void {
  const token = model.ids.token('xoxp');
  inst.userToken = token;
  inst.userScopes = scopes;
  model.tokens.set(token, {
    token,
    kind: 'user',
    installation: inst,
    userId,
    scopes,
    revoked: false,
  });
}

/** Revokes one token; revoking a bot token ends the installation. */
export function revokeToken(model: SlackModel, token: string): void {
  const record = model.tokens.get(token);
  if (!record) throw new Error(`fake-slack: unknown token ${token.slice(0, 10)}…`);
  record.revoked = true;
  if (record.kind === 'bot') record.installation.revoked = true;
}

/** Revokes every token of the app's installation for a team (or org). Returns it. */
export function uninstall(model: SlackModel, teamOrEnterpriseId: string): InstallationRecord {
  const inst = model.installations.find(
    (i) =>
      !i.revoked &&
      (i.teamId === teamOrEnterpriseId ||
        (i.isEnterpriseInstall && i.enterpriseId === teamOrEnterpriseId)),
  );
  if (!inst) throw new Error(`fake-slack: no live installation for ${teamOrEnterpriseId}`);
  for (const record of model.tokens.values()) {
    if (record.installation === inst) record.revoked = true;
  }
  inst.revoked = true;
  return inst;
}
