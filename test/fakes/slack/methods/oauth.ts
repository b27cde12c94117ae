import { apiError } from '../errors.js';
import { installApp } from '../installations.js';
import type { MethodSpec, PublicContext } from './types.js';

export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;

function clientCredentials(ctx: PublicContext): { id?: string; secret?: string } {
  const header = ctx.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i >= 0) return { id: decoded.slice(0, i), secret: decoded.slice(i + 1) };
  }
  return { id: ctx.args.string('client_id'), secret: ctx.args.string('client_secret') };
}

export const oauthMethods: Record<string, MethodSpec> = {
  'oauth.v2.access': {
    auth: 'none',
    scopes: [],
    json: false,
    run(ctx) {
      const { model, args } = ctx;
      const client = clientCredentials(ctx);
      if (!client.id || client.id !== model.app.clientId) throw apiError('invalid_client_id');
      if (client.secret !== model.app.clientSecret) throw apiError('bad_client_secret');
      const grantType = args.string('grant_type') ?? 'authorization_code';
      if (grantType === 'refresh_token') throw apiError('invalid_refresh_token');
      if (grantType !== 'authorization_code') throw apiError('invalid_grant_type');
      const code = args.string('code');
      const record = code ? model.authCodes.get(code) : undefined;
      if (!record || record.used || model.now() - record.issuedAt > AUTH_CODE_TTL_MS) {
        throw apiError('invalid_code');
      }
      const redirectUri = args.string('redirect_uri');
      if (record.redirectUri !== undefined && redirectUri !== record.redirectUri) {
        throw apiError('bad_redirect_uri');
      }
      if (
        record.redirectUri === undefined &&
        redirectUri !== undefined &&
        model.app.redirectUrls.length > 0 &&
        !model.app.redirectUrls.some((u) => redirectUri.startsWith(u))
      ) {
        throw apiError('bad_redirect_uri');
      }
      record.used = true;
      const inst = installApp(model, {
        ...(record.isEnterpriseInstall
          ? { enterpriseId: record.enterpriseId }
          : { teamId: record.teamId }),
        scopes: record.scopes,
        installerUserId: record.userId,
        userScopes: record.userScopes,
      });
      const team = inst.teamId ? model.teams.get(inst.teamId) : undefined;
      const enterprise = inst.enterpriseId ? model.enterprises.get(inst.enterpriseId) : undefined;
      const userToken = record.userScopes.length > 0 ? inst.userToken : undefined;
      return {
        app_id: inst.appId,
        authed_user: {
          id: record.userId,
          ...(userToken
            ? { scope: record.userScopes.join(','), access_token: userToken, token_type: 'user' }
            : {}),
        },
        scope: inst.scopes.join(','),
        token_type: 'bot',
        access_token: inst.botToken,
        bot_user_id: inst.botUserId,
        team: team ? { id: team.id, name: team.name } : null,
        enterprise: enterprise ? { id: enterprise.id, name: enterprise.name } : null,
        is_enterprise_install: inst.isEnterpriseInstall,
      };
    },
  },
};
