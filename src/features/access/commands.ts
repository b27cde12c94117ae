import type { Standing } from '../../core/access/access-service.js';
import type { AppServices, CommandRequest } from '../../core/context.js';
import { parseUserMention } from '../../core/parse.js';
import { postReceipt } from '../../core/receipts.js';
import { AppError } from '../../platform/app-error.js';
import type { Copy, Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { GrantedRole } from '../../store/index.js';
import type { AccessCopy } from './copy/index.js';
import { accessSay } from './copy/index.js';
import {
  accessListMessage,
  alreadyGrantedMessage,
  grantRefusedMessage,
  noGrantMessage,
  roleGrantedReceipt,
  roleRevokedReceipt,
} from './views/access.js';

function mentionedUser(word: string | undefined, say: Copy<AccessCopy>): string {
  const userId = word === undefined ? undefined : parseUserMention(word);
  if (userId === undefined) {
    throw new AppError(
      'bad_input',
      word === undefined ? say('mention.missing') : say('mention.bad', { word }),
      { hint: say('mention.hint') },
    );
  }
  return userId;
}

export type AccessDeps = Pick<AppServices, 'access' | 'commands' | 'logger' | 'stores'>;

/** `/enlivy access [grant @user editor|admin] [revoke @user]`: who may change things. */
export async function accessCommand(request: CommandRequest, services: AccessDeps): Promise<void> {
  const [verbWord, who, roleWord] = request.args;
  const verb = verbWord?.toLowerCase();
  const { roles, connections } = services.stores;
  const t = await request.t();
  const say = accessSay(t);
  if (verb === undefined || verb === 'list') {
    const [grants, connection] = await Promise.all([
      roles.list(request.workspace),
      connections.get(request.workspace).catch(() => undefined),
    ]);
    await request.ui.respond(accessListMessage(grants, connection?.connectedBy, t));
    return;
  }
  if (verb === 'grant') {
    const userId = mentionedUser(who, say);
    const role = roleWord?.toLowerCase();
    if (role !== 'editor' && role !== 'admin') {
      throw new AppError(
        'bad_input',
        roleWord ? say('role.bad', { word: roleWord }) : say('role.missing'),
        { hint: say('usage') },
      );
    }
    // A grant that would change nothing is refused privately: the public receipt must be true.
    const target = await services.access.standing({ ...request, userId, userTeamId: undefined });
    const unchanged = grantWouldNotChange(userId, role, target, t);
    if (unchanged !== undefined) {
      await request.ui.respond(unchanged);
      return;
    }
    await roles.grant(request.workspace, { userId, role, grantedBy: request.userId });
    await postReceipt(
      request,
      (reader) => roleGrantedReceipt(request.userId, userId, role, reader),
      {
        logger: services.logger,
      },
    );
    return;
  }
  if (verb === 'revoke') {
    const userId = mentionedUser(who, say);
    if (!(await roles.revoke(request.workspace, userId))) {
      await request.ui.respond(noGrantMessage(userId, t));
      return;
    }
    const now = await services.access.roleOf({ ...request, userId, userTeamId: undefined });
    await postReceipt(
      request,
      (reader) => roleRevokedReceipt(request.userId, userId, now, reader),
      {
        logger: services.logger,
      },
    );
    return;
  }
  throw new AppError('bad_input', say('verb.bad', { word: verbWord ?? '' }), {
    hint: say('usage'),
  });
}

function grantWouldNotChange(
  userId: string,
  role: GrantedRole,
  target: Standing,
  t: Translator,
): SlackMessage | undefined {
  if (target.hidden) return grantRefusedMessage(userId, 'hidden', t);
  if (target.external) return grantRefusedMessage(userId, 'external', t);
  if (target.implicitAdmin !== undefined) {
    return grantRefusedMessage(userId, target.implicitAdmin, t);
  }
  if (target.grant?.role === role) return alreadyGrantedMessage(target.grant, t);
  return undefined;
}
