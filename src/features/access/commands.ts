import type { Standing } from '../../core/access/access-service.js';
import type { CommandHandler } from '../../core/context.js';
import { parseUserMention } from '../../core/parse.js';
import { AppError } from '../../platform/app-error.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { GrantedRole } from '../../store/index.js';
import {
  accessListMessage,
  alreadyGrantedMessage,
  grantRefusedMessage,
  noGrantMessage,
  roleGrantedReceipt,
  roleRevokedReceipt,
} from './views/access.js';

const USAGE =
  'Use `/enlivy access`, `/enlivy access grant @user editor|admin` or `/enlivy access revoke @user`.';

function mentionedUser(word: string | undefined): string {
  const userId = word === undefined ? undefined : parseUserMention(word);
  if (userId === undefined) {
    throw new AppError(
      'bad_input',
      `${word === undefined ? 'A user is missing' : `\`${word}\` is not a user mention`}.`,
      {
        hint: 'Mention the person with @, e.g. `/enlivy access grant @ana editor`.',
      },
    );
  }
  return userId;
}

export const access: CommandHandler = async (request, services) => {
  const [verbWord, who, roleWord] = request.args;
  const verb = verbWord?.toLowerCase();
  const { roles, connections } = services.stores;
  if (verb === undefined || verb === 'list') {
    const [grants, connection] = await Promise.all([
      roles.list(request.workspace),
      connections.get(request.workspace).catch(() => undefined),
    ]);
    await request.ui.respond(accessListMessage(grants, connection?.connectedBy));
    return;
  }
  if (verb === 'grant') {
    const userId = mentionedUser(who);
    const role = roleWord?.toLowerCase();
    if (role !== 'editor' && role !== 'admin') {
      throw new AppError(
        'bad_input',
        `Say which role to grant: \`editor\` or \`admin\`${roleWord ? `, not \`${roleWord}\`` : ''}.`,
        { hint: USAGE },
      );
    }
    // A grant that would change nothing is refused privately: the public receipt must be true.
    const target = await services.access.standing({ ...request, userId, userTeamId: undefined });
    const unchanged = grantWouldNotChange(userId, role, target);
    if (unchanged !== undefined) {
      await request.ui.respond(unchanged);
      return;
    }
    await roles.grant(request.workspace, userId, role, request.userId);
    await request.ui.respond(roleGrantedReceipt(request.userId, userId, role), { inChannel: true });
    return;
  }
  if (verb === 'revoke') {
    const userId = mentionedUser(who);
    if (!(await roles.revoke(request.workspace, userId))) {
      await request.ui.respond(noGrantMessage(userId));
      return;
    }
    const now = await services.access.roleOf({ ...request, userId, userTeamId: undefined });
    await request.ui.respond(roleRevokedReceipt(request.userId, userId, now), { inChannel: true });
    return;
  }
  throw new AppError('bad_input', `\`${verbWord}\` is not an access action.`, { hint: USAGE });
};

function grantWouldNotChange(
  userId: string,
  role: GrantedRole,
  target: Standing,
): SlackMessage | undefined {
  if (target.hidden) return grantRefusedMessage(userId, 'hidden');
  if (target.external) return grantRefusedMessage(userId, 'external');
  if (target.implicitAdmin !== undefined) return grantRefusedMessage(userId, target.implicitAdmin);
  if (target.grant?.role === role) return alreadyGrantedMessage(target.grant);
  return undefined;
}
