import { apiError } from '../errors.js';
import { userJson } from '../wire.js';
import { type MethodSpec, requireScope } from './types.js';

export const userMethods: Record<string, MethodSpec> = {
  'users.info': {
    auth: 'token',
    scopes: ['users:read'],
    json: false,
    run(ctx) {
      requireScope(ctx, 'users:read');
      const userId = ctx.args.string('user');
      const user = userId ? ctx.model.users.get(userId) : undefined;
      if (!user) throw apiError('user_not_found');
      if (!ctx.model.reachesUser(ctx.inst, user) || user.profileHidden === true) {
        throw apiError('user_not_visible');
      }
      // Slack only includes `locale` when asked with include_locale=true.
      return { user: userJson(ctx.model, user, ctx.args.bool('include_locale')) };
    },
  },
};
