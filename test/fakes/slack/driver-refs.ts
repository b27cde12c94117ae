/** The `team`, `user`, `enterprise` objects Slack puts in payloads, derived from the model. */
import type { SlackModel } from './model.js';
import type { EnterpriseRef, TeamRef, UserRef } from './payloads.js';
import type { InstallationRecord, UserRecord } from './types.js';

export interface Actor {
  user: UserRecord;
  inst: InstallationRecord;
  team: TeamRef | null;
  userRef: UserRef;
  enterprise: EnterpriseRef | null;
  isEnterpriseInstall: boolean;
}

export function actor(model: SlackModel, userId: string): Actor {
  const user = model.users.get(userId);
  if (!user) throw new Error(`fake-slack driver: unknown user ${userId}`);
  const actingTeam = model.actingTeamId(user);
  const inst = model.installationForTeam(actingTeam);
  if (!inst)
    throw new Error(
      `fake-slack driver: the app is not installed in ${actingTeam} (user ${userId})`,
    );
  const team = model.team(actingTeam);
  const enterprise = team.enterpriseId ? model.enterprises.get(team.enterpriseId) : undefined;
  const teamRef: TeamRef = {
    id: team.id,
    domain: team.domain,
    ...(enterprise ? { enterprise_id: enterprise.id, enterprise_name: enterprise.name } : {}),
  };
  return {
    user,
    inst,
    // Org-wide installs get `team: null` in interaction payloads.
    team: inst.isEnterpriseInstall ? null : teamRef,
    userRef: { id: user.id, username: user.name, name: user.name, team_id: user.teamId },
    enterprise: enterprise ? { id: enterprise.id, name: enterprise.name } : null,
    isEnterpriseInstall: inst.isEnterpriseInstall,
  };
}

/** Common fields of every interactivity payload. */
export function interactionBase(model: SlackModel, who: Actor, triggerId: string) {
  return {
    team: who.team,
    user: who.userRef,
    api_app_id: model.app.appId,
    token: model.app.verificationToken,
    trigger_id: triggerId,
    enterprise: who.enterprise,
    is_enterprise_install: who.isEnterpriseInstall,
  };
}
