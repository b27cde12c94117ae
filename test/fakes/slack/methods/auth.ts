import type { MethodSpec } from './types.js';

export const authMethods: Record<string, MethodSpec> = {
  'auth.test': {
    auth: 'token',
    scopes: [],
    json: true,
    run({ model, inst, token }) {
      const user = model.users.get(token.userId);
      const enterprise = inst.enterpriseId ? model.enterprises.get(inst.enterpriseId) : undefined;
      const team = inst.teamId ? model.teams.get(inst.teamId) : undefined;
      const url = team
        ? `https://${team.domain}.slack.com/`
        : `https://${enterprise?.domain ?? 'org'}.enterprise.slack.com/`;
      return {
        url,
        team: team?.name ?? enterprise?.name,
        user: user?.name,
        team_id: team?.id ?? inst.enterpriseId,
        user_id: token.userId,
        ...(token.kind === 'bot' ? { bot_id: inst.botId } : {}),
        ...(inst.enterpriseId ? { enterprise_id: inst.enterpriseId } : {}),
        is_enterprise_install: inst.isEnterpriseInstall,
        app_id: inst.appId,
      };
    },
  },
};
