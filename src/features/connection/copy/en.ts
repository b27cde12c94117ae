/** The `connection` namespace in English (the source of its keys). */
export const connectionEn = {
  // Slack date formats (inside `<!date^…>` tokens; "on" comes before the first one)
  'date.on': '{date_short} at {time}',
  'date.renews': '{date_short_pretty} at {time_secs}',

  'method.password.how': 'email and password',
  'method.token.how': 'an API token',
  'method.oauth.how': 'Continue with Enlivy',
  'method.password.label': 'password login',
  'method.token.label': 'API token',
  'method.oauth.label': 'OAuth (Continue with Enlivy)',
  summary:
    '*{{organization}}* (`{{organizationId}}`), connected by <@{{user}}> on {{date}} with {{how}}',

  'retirement.password': 'Its token, which the app got by signing in, will be revoked at Enlivy.',
  'retirement.oauth': 'Its Enlivy authorization (Continue with Enlivy) will be revoked at Enlivy.',
  'retirement.token':
    'Its API token will only be forgotten here; it keeps working in Enlivy until someone deletes it there.',
  'retirement.refused': 'Enlivy no longer accepts its API token, so nothing is left to revoke.',
  'fate.revoked.oauth': 'Its Enlivy authorization (Continue with Enlivy) was revoked at Enlivy.',
  'fate.revoked.password': 'Its token, which the app got by signing in, was revoked at Enlivy.',
  'fate.forgotten':
    'Its API token was only forgotten here; it keeps working in Enlivy until someone deletes it there.',
  'fate.revokeFailed.oauth':
    "Its Enlivy authorization could not be revoked at Enlivy just now (ref {{reference}}); remove the app's access in Enlivy.",
  'fate.revokeFailed.password':
    'Its token, which the app got by signing in, could not be revoked at Enlivy just now (ref {{reference}}); revoke it in Enlivy, or it stays valid until it expires.',
  'fate.kept': 'It uses the same token as before.',
  'fate.refused': 'Enlivy had already stopped accepting its old token.',

  // /enlivy connect
  'link.expired':
    ':warning: The connection of this workspace to {{summary}} stopped working: Enlivy no longer accepts its token. Connecting again replaces it.',
  'link.connected':
    ':warning: This workspace is connected to {{summary}}. The page asks you to confirm before a new connection replaces it. {{retirement}}',
  link_one: 'Open this one-time link to connect Enlivy (valid {{count}} minute): {{url}}',
  link_other: 'Open this one-time link to connect Enlivy (valid {{count}} minutes): {{url}}',
  'link.intro.oauth':
    "*Connect this workspace to Enlivy*\nOn a secure page, choose *Continue with Enlivy* and approve on Enlivy's own page (the app never sees your password), or sign in or paste an API token instead.",
  'link.intro.password':
    '*Connect this workspace to Enlivy*\nSign in with your Enlivy email and password, or paste an API token, on a secure page. Your password is used once to get a token and is never stored.',
  'link.button': 'Open the connect page',
  'link.modalTitle': 'Reconnect Enlivy',
  'link.note_one':
    'The link works once, for {{count}} minute. Do not forward it: whoever opens it connects this workspace.  ·  Prefer a token in Slack? `/enlivy connect token`',
  'link.note_other':
    'The link works once, for {{count}} minutes. Do not forward it: whoever opens it connects this workspace.  ·  Prefer a token in Slack? `/enlivy connect token`',
  'connect.badOption': '`/enlivy connect {{mode}}` is not a connect option.',
  'connect.badOptionHint':
    'Use `/enlivy connect` for the secure page, or `/enlivy connect token` to paste an API token.',

  // /enlivy status
  'health.ok': ':large_green_circle: token works',
  'health.expired': ':red_circle: token expired or revoked: an admin must run `/enlivy connect`',
  'health.serverError':
    ':large_yellow_circle: Enlivy answered with an error (HTTP {{status}}), so the token could not be checked. Try again in a minute',
  'health.timeout':
    ':large_yellow_circle: Enlivy did not answer in time, so the token was not checked. Try again in a minute',
  'health.unreachable':
    ':large_yellow_circle: the app could not connect to Enlivy, so the token was not checked. Try again in a minute',
  'health.rateLimited':
    ':large_yellow_circle: Enlivy is busy (too many requests), so the token was not checked. Try again in a minute',
  'health.refused':
    ':red_circle: Enlivy refused to open the organization with this token (HTTP {{status}}): the connected account may have lost access to it, or the organization is gone. An admin can reconnect with `/enlivy connect`',
  'health.unexpected':
    ':large_yellow_circle: Enlivy answered in a way the app does not understand, so the token was not checked',
  'health.renewing':
    ':large_yellow_circle: Enlivy is slow to renew the token; the app is still waiting for its answer. Try again in a moment',
  'health.notChecked': 'not checked',
  'state.ok': 'ok',
  'state.expired': 'expired',
  'state.serverError': 'Enlivy answered with an error',
  'state.timeout': 'Enlivy did not answer',
  'state.unreachable': 'Enlivy unreachable',
  'state.rateLimited': 'Enlivy busy',
  'state.refused': 'organization refused',
  'state.unexpected': 'unexpected answer',
  'state.renewing': 'renewing',
  'state.notChecked': 'not checked',
  'status.none':
    'This workspace is not connected to Enlivy. A workspace admin can connect it with `/enlivy connect`.',
  'status.organization': '*Organization:* {{organization}} (`{{organizationId}}`)',
  'status.connectedBy': '*Connected by:* <@{{user}}> on {{date}}',
  'status.method': '*Method:* {{method}}',
  'status.health': '*Health:* {{health}}',
  'status.scopes': '*Scopes granted:* {{scopes}}',
  'status.noScopes': 'none',
  'status.tokenExpired':
    '*Access token:* expired, and Enlivy no longer renews it. An admin must run `/enlivy connect` and choose *Continue with Enlivy* again.',
  'status.tokenRenews': '*Access token:* renews automatically {{date}}',
  'status.text': 'Connected to {{organization}} ({{organizationId}}); {{state}}',

  // /enlivy disconnect
  'disconnect.notConnected':
    'This workspace is not connected to Enlivy, so there is nothing to disconnect.',
  'disconnect.text': 'Disconnect {{organization}}? {{note}}',
  'disconnect.body':
    '*Disconnect {{organization}}?*\n{{note}} Destinations in Enlivy keep delivering; nobody here can manage them until an admin connects again.',
  'disconnect.confirm': 'Disconnect',
  'disconnect.cancel': 'Cancel',
  'disconnect.kept': 'Kept the Enlivy connection.',
  'disconnect.already': 'This workspace was already disconnected.',
  'disconnect.changed':
    'The connection changed after this prompt was shown (it is now *{{organization}}*). Nothing was disconnected; run `/enlivy disconnect` again if you still want to.',
  'disconnected.receipt': '<@{{user}}> disconnected this workspace from Enlivy ({{organization}}).',
  'disconnected.watch':
    'The failure watch sends no alerts until an admin connects again with `/enlivy connect`.',
  'disconnected.message': 'Disconnected from {{organization}}. {{fate}}',

  // After connecting
  'connected.receipt':
    '<@{{user}}> connected this workspace to Enlivy organization {{organization}}.',
  'connected.replacing':
    '<@{{user}}> connected this workspace to Enlivy organization {{organization}}, replacing {{old}} (`{{oldId}}`). {{fate}}',
  'connected.newToken':
    '<@{{user}}> reconnected this workspace to Enlivy organization {{organization}} with a new token. {{fate}}',
  'connected.restored':
    '<@{{user}}> reconnected this workspace to Enlivy organization {{organization}} with the same token, which Enlivy accepts again.',
  'connected.unchanged':
    '<@{{user}}> entered the token this workspace already uses for Enlivy organization {{organization}}, so nothing changed.',
  'connected.help': 'Type `/enlivy help` to see what you can do.',

  // The token modal
  'modal.title': 'Connect Enlivy',
  'modal.submit': 'Connect',
  'modal.cancel': 'Cancel',
  'modal.expired':
    ':warning: The connection of this workspace to {{summary}} stopped working: Enlivy no longer accepts its token. Connecting replaces it.',
  'modal.unreadable':
    ':warning: The saved connection of this workspace could not be read; connecting replaces it.',
  'modal.connected': ':warning: This workspace is connected to {{summary}}. {{retirement}}',
  'modal.replaceLabel': 'Replace the current connection',
  'modal.replaceUnreadable': 'Replace the connection that could not be read',
  'modal.replaceNamed': 'Replace the connection to {{organization}}',
  'modal.tokenIntro':
    '*The app acts in Enlivy with this token*: it lists and changes the organization’s event destinations and reads its deliveries and invoices for people here, as far as each one’s role allows.\nCreate one in Enlivy under your profile → API tokens (it looks like `12|AbC…`). The app stores it encrypted and never shows it again.',
  'modal.tokenLabel': 'API token',
  'modal.orgLabel': 'Organization id',
  'modal.orgHint': 'Starts with org_ — shown in Enlivy under Settings → Organization.',
  'modal.error': ':warning: {{error}}',
  'modal.badToken': 'Paste the whole token, without spaces.',
  'modal.badOrg': 'An organization id looks like org_… (letters, digits, _ and -).',
  'modal.checking': ':hourglass_flowing_sand: Checking the token with Enlivy…',
  'modal.connectedTitle': 'Connected',
  'modal.connected.done':
    ':white_check_mark: {{receipt}} Type `/enlivy help` to see what you can do.',

  installationProblem:
    "The Enlivy app's installation for this workspace is missing or unreadable, so it cannot act here. A Slack admin should reinstall the app.",
  installationProblemRef:
    "The Enlivy app's installation for this workspace is missing or unreadable, so it cannot act here. A Slack admin should reinstall the app (ref {{reference}}).",

  // Refusals while connecting (page and modal)
  'replace.unreadable': 'a connection that could not be read',
  'replace.named': '“{{organization}}”',
  'replace.confirm':
    'This workspace is already connected to {{what}}. Confirm that you want to replace it.',
  'replace.changed':
    'The connection changed while this form was open: it is now {{what}}. Nothing was replaced; confirm again to replace it.',
  'refused.token': 'Enlivy did not accept this token.',
  'refused.tokenHint': 'Check that you copied the whole token and that it was not revoked.',
  'refused.organization': 'This account cannot open organization {{organizationId}}.',
  'refused.organizationHint':
    'Check the organization id (it starts with org_) and that the account is a member.',
  'refused.password': 'Enlivy did not accept this email and password.',
  'refused.passwordHint': 'Check them and try again, or connect with an API token instead.',
  'missing.organization': 'Enter the organization id (it starts with org_).',
  'missing.token': 'Paste an API token.',
  'missing.email': 'Enter your email.',
  'missing.password': 'Enter your password.',

  // The connect page
  'page.who': 'Slack workspace <strong>{{workspace}}</strong>',
  'page.whoRequested':
    'Slack workspace <strong>{{workspace}}</strong> · requested by <strong>@{{user}}</strong>',
  'page.titleSuffix': '{{title}} · Enlivy for Slack',
  'page.title': 'Connect Enlivy',
  'landing.lead_one':
    'This page connects a Slack workspace to an Enlivy organization. The link works once and for {{count}} more minute; it is used up when you continue.',
  'landing.lead_other':
    'This page connects a Slack workspace to an Enlivy organization. The link works once and for {{count}} more minutes; it is used up when you continue.',
  'landing.note': 'Only continue if you asked for this link in your own Slack workspace.',
  'landing.continue': 'Continue',
  'current.unreadable': 'a connection whose saved record could not be read',
  'current.named': '<strong>{{organization}}</strong> (<code>{{organizationId}}</code>)',
  'current.namedOn':
    '<strong>{{organization}}</strong> (<code>{{organizationId}}</code>), connected {{date}}',
  'current.expired':
    'The connection of this workspace to {{what}} expired. Connecting here replaces it.',
  'current.connected': 'This workspace is connected to {{what}} now. Connecting here replaces it.',
  'replaceBox.named': 'Replace the connection to {{organization}}',
  'replaceBox.unreadable': 'Replace the current connection',
  'form.lead_one':
    "Connect this Slack workspace to an Enlivy organization. Everyone in it with the right role will manage that organization's event destinations and invoices from Slack. This page works for {{count}} more minute.",
  'form.lead_other':
    "Connect this Slack workspace to an Enlivy organization. Everyone in it with the right role will manage that organization's event destinations and invoices from Slack. This page works for {{count}} more minutes.",
  'form.orgLabel': 'Organization id',
  'form.passwordLegend': 'Sign in with your Enlivy account',
  'form.email': 'Email',
  'form.password': 'Password',
  'form.remember': 'Keep me signed in (a longer-lived token)',
  'form.signIn': 'Sign in and connect',
  'form.tokenLegend': '…or use an API token',
  'form.tokenLabel': 'API token',
  'form.tokenButton': 'Connect with token',
  'form.note':
    'Your password is sent to Enlivy once to obtain a token and is never stored. The token is kept encrypted.',
  'oauth.legend': 'Recommended',
  'oauth.intro':
    "Approve on Enlivy's own page: the app never sees your password, and gets only this access:",
  'oauth.scope': '<code>{{scope}}</code>: to {{purpose}}',
  'oauth.note': 'You also choose there which organization this workspace uses.',
  'oauth.button': 'Continue with Enlivy',
  'install.done.title': 'Enlivy is installed',
  'install.done.lead': 'The app is in your workspace.',
  'install.done.next':
    'Next, a workspace admin runs <code>/enlivy connect</code> in any channel to link your Enlivy organization.',
  'install.again': 'Start the installation again',
  'install.cancelled.title': 'Installation cancelled',
  'install.cancelled.lead':
    'You cancelled the installation, so nothing was added to your Slack workspace.',
  'install.cancelled.note': 'You can close this tab if you did not mean to install Enlivy.',
  'install.failed.title': 'Installation did not finish',
  'install.failed.lead': 'Slack did not complete the installation.',
  'install.failed.note':
    'If it keeps failing, ask your Slack admin whether apps may be installed in this workspace.',

  'done.title': 'Connected',
  'done.lead':
    'This Slack workspace now uses the Enlivy organization <strong>{{organization}}</strong>.',
  'done.replaced': 'It replaced the connection to {{organization}} ({{organizationId}}). {{fate}}',
  'done.newToken': 'It now uses the new token. {{fate}}',
  'done.restored': 'It uses the same token as before, which Enlivy accepts again.',
  'done.unchanged': 'This is the token it already used, so nothing changed.',
  'done.back': 'Back to Slack',
  'done.note':
    'You can close this tab. Type <code>/enlivy help</code> in Slack to see what you can do.',
  'crash.title': 'Error',
  'crash.text':
    'Something went wrong (ref {{reference}}). Run /enlivy connect in Slack to try again.',

  // Problem pages
  'problem.invalidLink': 'Link no longer valid',
  'problem.newLink': 'Run <code>/enlivy connect</code> in Slack to get a new link.',
  'problem.startAgain': 'Run <code>/enlivy connect</code> in Slack to start again.',
  'problem.expired.text': 'This connect link has expired (links work for 10 minutes).',
  'problem.invalid.text': 'This connect link is not valid.',
  'problem.used.text':
    'This connect link was already opened, in another tab or browser (a link opens once).',
  'problem.used.next':
    'Go on in the tab where it was opened, or run <code>/enlivy connect</code> in Slack to get a new link.',
  'problem.closed.title': 'Page no longer open',
  'problem.closed.text':
    'This connect page was already used, in this or another tab or window, or its 10 minutes are up.',
  'problem.busy.title': 'Page in use',
  'problem.busy.text': 'This connect page is being sent from another tab or window right now.',
  'problem.busy.next': 'Wait for that tab to finish, then <a href="/connect">reload the page</a>.',
  'problem.stale.title': 'Form out of date',
  'problem.stale.text':
    'This form did not come from the connect page open now, so nothing was sent to Enlivy.',
  'problem.stale.next': 'The page is still open: <a href="/connect">show it again</a>.',
  'problem.oauth_invalid.title': 'Sign-in not recognised',
  'problem.oauth_invalid.text':
    'This answer from Enlivy does not belong to a connect page this app opened (its state is unknown or was altered), so nothing was connected or stored.',
  'problem.oauth_used.title': 'Sign-in already used',
  'problem.oauth_used.text':
    'This answer from Enlivy was already used (each one works once), so nothing more was connected or stored.',
  'problem.oauth_used.next':
    'Check in Slack with <code>/enlivy status</code>, or run <code>/enlivy connect</code> to start again.',
  'problem.oauth_elsewhere.title': 'Sign-in started elsewhere',
  'problem.oauth_elsewhere.text':
    'This sign-in with Enlivy was started in another browser (or this browser lost its cookie), so nothing was connected or stored.',
  'problem.oauth_elsewhere.next':
    'Finish it in the browser where you pressed Continue with Enlivy, or run <code>/enlivy connect</code> to start again.',
  'problem.malformed.title': 'Bad request',
  'problem.malformed.text':
    'The request was malformed (a cookie or field this page does not send), so nothing happened.',

  // Continue with Enlivy
  'oauth.notSetUp': 'Continue with Enlivy is not set up for this app.',
  'oauth.notSetUpHint': 'Sign in with email and password, or use an API token.',
  'oauth.refused': 'Enlivy refused this sign-in ({{reason}}), so nothing was connected or stored.',
  'oauth.tryAgain': 'Press Continue with Enlivy to try again.',
  'oauth.denied':
    "You pressed Deny on Enlivy's page, so nothing was connected and nothing was stored.",
  'oauth.deniedHint':
    'If you change your mind, press Continue with Enlivy again, or connect another way below.',
  'oauth.notGiven': 'Enlivy did not give access ({{error}}); nothing was stored.',
  'oauth.notGivenHint': 'Press Continue with Enlivy to try again, or connect another way below.',
  'oauth.noCode': 'Enlivy sent no sign-in code back; nothing was stored.',
  'oauth.noOrganization':
    'The access you approved on Enlivy covers no organization, so there is nothing to connect; nothing was stored.',
  'oauth.noOrganizationHint':
    "Press Continue with Enlivy again and tick the organization this workspace should use on Enlivy's page.",
  'oauth.notListed': 'Choose one of the organizations listed; nothing was stored.',
  'oauth.startAgain': 'Press Continue with Enlivy to start again.',

  // The organization picker
  'picker.title': 'Choose the organization',
  'picker.lead_one':
    'You gave the app access to {{count}} Enlivy organization. Choose the one this Slack workspace will use.',
  'picker.lead_other':
    'You gave the app access to {{count}} Enlivy organizations. Choose the one this Slack workspace will use.',
  'picker.legend': 'Organization',
  'picker.connect': 'Connect this organization',
  'picker.cancel': 'Cancel',
  'picker.note_one':
    'This choice works for {{count}} more minute. Cancel, or a choice left unmade, withdraws the access you gave the app on Enlivy.',
  'picker.note_other':
    'This choice works for {{count}} more minutes. Cancel, or a choice left unmade, withdraws the access you gave the app on Enlivy.',
  'withdrawn.title': 'Nothing was connected',
  'withdrawn.cancelled':
    'You cancelled the choice of organization, so nothing was connected or stored.',
  'withdrawn.expired':
    'This choice of organization expired (it works for 10 minutes), so nothing was connected or stored.',
  'withdrawn.revoked': 'The access you gave the app on Enlivy was withdrawn.',
  'withdrawn.notRevoked':
    'The access you gave the app on Enlivy could not be withdrawn just now (reference <code>{{reference}}</code>); ask an Enlivy admin to revoke it.',
  'withdrawn.again': 'Run <code>/enlivy connect</code> in Slack to start again.',
  'command.status.usage': '/enlivy status',
  'command.status.summary':
    'Which Enlivy organization this workspace uses, who connected it and how, and whether it works.',
  'command.status.working': 'Checking the connection with Enlivy…',
  'command.connect.usage': '/enlivy connect [token]',
  'command.connect.summary':
    'Connect this workspace to an Enlivy organization (secure page, or an API token).',
  'command.connect.working': 'Preparing a connect link…',
  'command.disconnect.usage': '/enlivy disconnect',
  'command.disconnect.summary': 'Forget the stored Enlivy token for this workspace.',
  'command.disconnect.working': 'Reading the connection…',
} as const;

export type ConnectionCopy = typeof connectionEn;
