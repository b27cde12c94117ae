/** The `access` namespace in English (the source of its keys). */
export const accessEn = {
  'grant.note': 'granted by <@{{by}}> on {{date}}',
  'list.line': '• <@{{user}}> — *{{role}}* ({{note}})',
  'list.connected': '• <@{{user}}> — *{{role}}* (connected the workspace)',
  'list.connectedAlso':
    '• <@{{user}}> — *{{role}}* (connected the workspace; also {{grantedRole}}, {{note}})',
  'list.text': 'Enlivy roles in this workspace: {{number}} granted',
  'list.heading': '*Who may change things*',
  'list.none': '_No roles granted yet._',
  'list.hidden_one': '…and {{count}} more grants not shown.',
  'list.hidden_other': '…and {{count}} more grants not shown.',
  'list.rules':
    'Slack workspace admins and owners are always admins. Everyone else is a viewer, and people from other Slack workspaces (Slack Connect) are viewers whatever they are granted.',
  'list.usage':
    'Grant: `/enlivy access grant @user editor|admin`  ·  Revoke: `/enlivy access revoke @user`',
  granted: '<@{{by}}> made <@{{user}}> an Enlivy *{{role}}* in this workspace.',
  'revoked.viewer':
    '<@{{by}}> removed the Enlivy role granted to <@{{user}}>; they are a viewer now.',
  'revoked.still':
    '<@{{by}}> removed the Enlivy role granted to <@{{user}}>; they are still an *{{role}}* through Slack (workspace admin or owner, or the person who connected Enlivy).',
  noGrant:
    '<@{{user}}> has no granted Enlivy role, so there is nothing to revoke. `/enlivy access` lists the grants.',
  'refused.connected':
    '<@{{user}}> is already an Enlivy admin as the person who connected this workspace, so nothing was granted.',
  'refused.slack_admin':
    '<@{{user}}> is already an Enlivy admin as a Slack admin or owner of this workspace, so nothing was granted.',
  'refused.external':
    '<@{{user}}> is from another Slack workspace (Slack Connect), and people from other workspaces can only be viewers here, so nothing was granted.',
  'refused.hidden':
    '<@{{user}}> cannot be confirmed as a member of this workspace: Slack does not show this app their profile, and such people can only be viewers here, so nothing was granted.',
  alreadyGranted: '<@{{user}}> is already an Enlivy *{{role}}* ({{note}}), so nothing changed.',
  usage:
    'Use `/enlivy access`, `/enlivy access grant @user editor|admin` or `/enlivy access revoke @user`.',
  'mention.missing': 'A user is missing.',
  'mention.bad': '`{{word}}` is not a user mention.',
  'mention.hint': 'Mention the person with @, e.g. `/enlivy access grant @ana editor`.',
  'role.missing': 'Say which role to grant: `editor` or `admin`.',
  'role.bad': 'Say which role to grant: `editor` or `admin`, not `{{word}}`.',
  'verb.bad': '`{{word}}` is not an access action.',
  'command.usage': '/enlivy access [grant @user editor|admin] [revoke @user]',
  'command.summary': 'List, grant and revoke who may change things.',
  'command.working': 'Loading roles…',
} as const;

export type AccessCopy = typeof accessEn;
