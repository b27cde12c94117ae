import type { Role } from '../../../core/access/roles.js';
import { context, section, slackDate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { RoleGrant } from '../../../store/index.js';

const LINES_PER_SECTION = 20;
/** 80 lines of ~120 characters: within Slack's ~11,000 characters of block text per message. */
const MAX_SECTIONS = 4;

function grantNote(g: RoleGrant): string {
  return `granted by <@${g.grantedBy}> on ${slackDate(g.grantedAt, '{date_short}')}`;
}

export function accessListMessage(
  grants: readonly RoleGrant[],
  connectedBy: string | undefined,
): SlackMessage {
  // The person who connected is an admin anyway: one line, with any grant they also hold.
  const lines = grants
    .filter((g) => g.userId !== connectedBy)
    .map((g) => `• <@${g.userId}> — *${g.role}* (${grantNote(g)})`);
  if (connectedBy !== undefined) {
    const own = grants.find((g) => g.userId === connectedBy);
    const also = own === undefined ? '' : `; also ${own.role}, ${grantNote(own)}`;
    lines.unshift(`• <@${connectedBy}> — *admin* (connected the workspace${also})`);
  }
  const shown = lines.slice(0, LINES_PER_SECTION * MAX_SECTIONS);
  const sections = [];
  for (let i = 0; i < shown.length; i += LINES_PER_SECTION) {
    sections.push(section(shown.slice(i, i + LINES_PER_SECTION).join('\n')));
  }
  const hidden = lines.length - shown.length;
  return {
    text: `Enlivy roles in this workspace: ${grants.length} granted`,
    blocks: [
      section(`*Who may change things*${lines.length === 0 ? '\n_No roles granted yet._' : ''}`),
      ...sections,
      ...(hidden > 0 ? [context(`…and ${hidden} more grants not shown.`)] : []),
      context(
        'Slack workspace admins and owners are always admins. Everyone else is a viewer, and people from other Slack workspaces (Slack Connect) are viewers whatever they are granted.',
        'Grant: `/enlivy access grant @user editor|admin`  ·  Revoke: `/enlivy access revoke @user`',
      ),
    ],
  };
}

export function roleGrantedReceipt(by: string, userId: string, role: string): SlackMessage {
  const text = `<@${by}> made <@${userId}> an Enlivy *${role}* in this workspace.`;
  return { text, blocks: [section(text)] };
}

/** After a revoke the person keeps whatever Slack itself gives them (e.g. Slack admins stay admins). */
export function roleRevokedReceipt(by: string, userId: string, nowRole: Role): SlackMessage {
  const after =
    nowRole === 'viewer'
      ? 'they are a viewer now'
      : `they are still an *${nowRole}* through Slack (workspace admin or owner, or the person who connected Enlivy)`;
  const text = `<@${by}> removed the Enlivy role granted to <@${userId}>; ${after}.`;
  return { text, blocks: [section(text)] };
}

export function noGrantMessage(userId: string): SlackMessage {
  const text = `<@${userId}> has no granted Enlivy role, so there is nothing to revoke. \`/enlivy access\` lists the grants.`;
  return { text, blocks: [section(text)] };
}

const IMPLICIT_REASONS = {
  connected: 'is already an Enlivy admin as the person who connected this workspace',
  slack_admin: 'is already an Enlivy admin as a Slack admin or owner of this workspace',
  external:
    'is from another Slack workspace (Slack Connect), and people from other workspaces can only be viewers here',
  hidden:
    'cannot be confirmed as a member of this workspace: Slack does not show this app their profile, and such people can only be viewers here',
} as const;

/** A grant that would change nothing (implicit admin, Slack Connect user): said privately. */
export function grantRefusedMessage(
  userId: string,
  reason: keyof typeof IMPLICIT_REASONS,
): SlackMessage {
  const text = `<@${userId}> ${IMPLICIT_REASONS[reason]}, so nothing was granted.`;
  return { text, blocks: [section(text)] };
}

export function alreadyGrantedMessage(grant: RoleGrant): SlackMessage {
  const text = `<@${grant.userId}> is already an Enlivy *${grant.role}* (${grantNote(grant)}), so nothing changed.`;
  return { text, blocks: [section(text)] };
}
