import type { Role } from '../../../core/access/roles.js';
import { dateText } from '../../../core/copy/dates.js';
import { roleName } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { RoleGrant } from '../../../store/index.js';
import { accessSay } from '../copy/index.js';

const LINES_PER_SECTION = 20;
/** 80 lines of ~120 characters: within Slack's ~11,000 characters of block text per message. */
const MAX_SECTIONS = 4;

function grantNote(g: RoleGrant, t: Translator): string {
  return accessSay(t)('grant.note', {
    by: g.grantedBy,
    date: dateText(g.grantedAt, '{date_short}', t),
  });
}

export function accessListMessage(
  grants: readonly RoleGrant[],
  connectedBy: string | undefined,
  t: Translator,
): SlackMessage {
  const say = accessSay(t);
  // The person who connected is an admin anyway: one line, with any grant they also hold.
  const lines = grants
    .filter((g) => g.userId !== connectedBy)
    .map((g) =>
      say('list.line', { user: g.userId, role: roleName(t, g.role), note: grantNote(g, t) }),
    );
  if (connectedBy !== undefined) {
    const own = grants.find((g) => g.userId === connectedBy);
    const admin = { user: connectedBy, role: roleName(t, 'admin') };
    lines.unshift(
      own === undefined
        ? say('list.connected', admin)
        : say('list.connectedAlso', {
            ...admin,
            grantedRole: roleName(t, own.role),
            note: grantNote(own, t),
          }),
    );
  }
  const shown = lines.slice(0, LINES_PER_SECTION * MAX_SECTIONS);
  const sections = [];
  for (let i = 0; i < shown.length; i += LINES_PER_SECTION) {
    sections.push(section(shown.slice(i, i + LINES_PER_SECTION).join('\n')));
  }
  const hidden = lines.length - shown.length;
  const heading = say('list.heading');
  return {
    text: say('list.text', { number: grants.length }),
    blocks: [
      section(lines.length === 0 ? `${heading}\n${say('list.none')}` : heading),
      ...sections,
      ...(hidden > 0 ? [context(say('list.hidden', { count: hidden }))] : []),
      context(say('list.rules'), say('list.usage')),
    ],
  };
}

export function roleGrantedReceipt(
  by: string,
  userId: string,
  role: Role,
  t: Translator,
): SlackMessage {
  const text = accessSay(t)('granted', { by, user: userId, role: roleName(t, role) });
  return { text, blocks: [section(text)] };
}

/** After a revoke the person keeps whatever Slack itself gives them (e.g. Slack admins stay admins). */
export function roleRevokedReceipt(
  by: string,
  userId: string,
  nowRole: Role,
  t: Translator,
): SlackMessage {
  const text =
    nowRole === 'viewer'
      ? accessSay(t)('revoked.viewer', { by, user: userId })
      : accessSay(t)('revoked.still', { by, user: userId, role: roleName(t, nowRole) });
  return { text, blocks: [section(text)] };
}

export function noGrantMessage(userId: string, t: Translator): SlackMessage {
  const text = accessSay(t)('noGrant', { user: userId });
  return { text, blocks: [section(text)] };
}

/** Why a grant would change nothing. */
export type RefusalReason = 'connected' | 'slack_admin' | 'external' | 'hidden';

/** A grant that would change nothing (implicit admin, Slack Connect user): said privately. */
export function grantRefusedMessage(
  userId: string,
  reason: RefusalReason,
  t: Translator,
): SlackMessage {
  const text = accessSay(t)(`refused.${reason}`, { user: userId });
  return { text, blocks: [section(text)] };
}

export function alreadyGrantedMessage(grant: RoleGrant, t: Translator): SlackMessage {
  const text = accessSay(t)('alreadyGranted', {
    user: grant.userId,
    role: roleName(t, grant.role),
    note: grantNote(grant, t),
  });
  return { text, blocks: [section(text)] };
}
