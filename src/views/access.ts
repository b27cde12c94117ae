import type { SlackMessage } from '../slack/ui.js';
import type { RoleGrant } from '../store/index.js';
import { context, section, slackDate } from './blocks.js';

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
  const body = lines.length > 0 ? lines.join('\n') : '_No roles granted yet._';
  return {
    text: `Enlivy roles in this workspace: ${grants.length} granted`,
    blocks: [
      section(`*Who may change things*\n${body}`),
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

export function roleRevokedReceipt(by: string, userId: string): SlackMessage {
  const text = `<@${by}> removed the Enlivy role of <@${userId}>; they are a viewer now.`;
  return { text, blocks: [section(text)] };
}
