import type { Role } from '../access/roles.js';
import type { SlackMessage } from '../slack/ui.js';
import type { RoleGrant } from '../store/index.js';
import { context, section, slackDate } from './blocks.js';

const LINES_PER_SECTION = 20;
const MAX_SECTIONS = 10;

export function accessListMessage(
  grants: readonly RoleGrant[],
  connectedBy: string | undefined,
): SlackMessage {
  const lines = grants.map(
    (g) =>
      `• <@${g.userId}> — *${g.role}* (granted by <@${g.grantedBy}> on ${slackDate(g.grantedAt, '{date_short}')})`,
  );
  if (connectedBy !== undefined)
    lines.unshift(`• <@${connectedBy}> — *admin* (connected the workspace)`);
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
        'Slack workspace admins and owners are always admins. Everyone else is a viewer.',
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
