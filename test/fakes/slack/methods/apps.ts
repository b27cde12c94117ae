import { apiError } from '../errors.js';
import type { MethodSpec } from './types.js';

/** How long the ticket in a Socket Mode URL may wait to be used (a fake's choice; Slack does not say). */
export const SOCKET_TICKET_TTL_MS = 30_000;

export const appMethods: Record<string, MethodSpec> = {
  'apps.connections.open': {
    auth: 'app',
    scopes: ['connections:write'],
    json: true,
    run({ model, appToken }) {
      if (!appToken.scopes.includes('connections:write')) {
        throw apiError('missing_scope', {
          needed: 'connections:write',
          provided: appToken.scopes.join(','),
        });
      }
      const ticket = model.ids.secret(16);
      model.socketTickets.set(ticket, {
        ticket,
        appId: appToken.appId,
        issuedAt: model.now(),
        used: false,
      });
      const origin = model.origin.replace(/^http/, 'ws');
      return { url: `${origin}/socket?ticket=${ticket}&app_id=${appToken.appId}` };
    },
  },
};
