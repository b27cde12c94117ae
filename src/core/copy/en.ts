/**
 * The common namespace in English: what several features say (errors, the command catalog).
 * English is the source: every other language must have the same keys (see ./ro.ts).
 */
export const commonEn = {
  /** A moment as Slack's date token words it (Slack fills in the reader's date and time). */
  'date.instant': '{date_short_pretty} at {time}',

  'modal.close': 'Close',
  'error.slackNotReached.title': 'Still starting',
  'error.slackNotReached.message':
    'Enlivy for Slack has started but has not reached Slack yet, so nothing was run.',
  'error.slackNotReached.hint': 'Try again in a minute.',
  'error.storeUnreachable.title': 'Storage unreachable',
  'error.storeUnreachable.field':
    'Enlivy for Slack cannot reach its storage right now, so nothing was done. Submit again in a minute (ref {{reference}}).',
  'error.storeUnreachable.notice':
    'Enlivy for Slack cannot reach its storage right now, so nothing was done. Try again in a minute (ref {{reference}}).',
  'error.tooSlow.title': 'Took too long',
  'error.tooSlow.field':
    'Enlivy for Slack took too long to take this in, so nothing was done. Submit again (ref {{reference}}).',
  'error.tooSlow.notice':
    'Enlivy for Slack took too long to take this in, so nothing was done. Try again (ref {{reference}}).',

  'error.hint.keepsHappening':
    'If it keeps happening, give the reference to whoever runs Enlivy for Slack for your workspace: it leads them to the details in the app’s log.',
  'error.hint.reconnect': 'An admin can reconnect with `/enlivy connect`.',
  'error.hint.tryAgain': 'Try again.',
  'error.hint.tryAgainInAMinute': 'Try again in a minute.',
  'error.hint.inAFewSeconds': 'Try again in a few seconds.',
  'error.hint.tryAgainInSeconds_one': 'Try again in {{count}} second.',
  'error.hint.tryAgainInSeconds_other': 'Try again in {{count}} seconds.',
  'error.restarted.title': 'Enlivy for Slack restarted',
  'error.restarted.unchanged':
    'Enlivy for Slack restarted while this was running; nothing was changed — run it again.',
  'error.restarted.mayHaveChanged':
    'Enlivy for Slack restarted while this was running; the change may or may not have been applied in Enlivy.',
  'error.restarted.mayHaveChangedHint':
    'Check with `/enlivy list` (or `/enlivy invoice NUMBER` for an invoice) before you run it again.',
  'error.internal.title': 'Something went wrong on our side',
  'error.internal.message': 'The app could not finish this request.',
  'error.notConnected.title': 'Not connected to Enlivy',
  'error.notConnected.message': 'This workspace is not connected to an Enlivy organization yet.',
  'error.notConnected.hint': 'An admin can connect it with `/enlivy connect`.',
  'error.notConnected.yet': 'This workspace is not connected to Enlivy yet.',
  'error.notConnected.anyMore': 'This workspace is not connected to Enlivy any more.',
  'error.expired.tokenRefused':
    'Enlivy no longer accepts the token this workspace was connected with.',
  'error.oauthExpired.message':
    "Enlivy no longer accepts this workspace's authorization (it was revoked in Enlivy, or it lapsed).",
  'error.oauthExpired.hint':
    'An admin must reconnect with `/enlivy connect` (Continue with Enlivy).',
  'error.oauthUnconfigured.message':
    'This workspace was connected with Continue with Enlivy, but the app has no Enlivy OAuth settings now, so its token cannot be renewed.',
  'role.viewer': 'viewer',
  'role.editor': 'editor',
  'role.admin': 'admin',
  'error.forbiddenRole.this': 'This',
  'error.forbiddenRole.needs': '{{what}} needs the {{role}} role; you are {{current}}.',
  'error.forbiddenRole.hidden':
    '{{what}} needs the {{role}} role. Slack does not show this app your profile, so it cannot confirm that you are a member of this workspace, and you can only be a viewer here.',
  'error.forbiddenRole.external':
    '{{what}} needs the {{role}} role. You are from another Slack workspace, and people from other workspaces can only be viewers here.',
  'error.forbiddenRole.askMember':
    'Ask a member of this workspace who is an Enlivy admin to do it for you.',
  'error.invalidRecord.message': 'This does not name a valid Enlivy record.',
  'error.invalidRecord.hint':
    'Nothing was sent to Enlivy. Run the command again to get fresh buttons.',
  'error.staleButton.message': 'This button is from an older version of the app.',
  'error.staleDialog.message': 'This dialog is from an older version of the app.',
  'error.hint.runAgainFresh': 'Run the command again to get a fresh one.',
  'error.languagesBusy.message': 'Language settings are being changed by someone else right now.',
  'error.rolesBusy.message': 'Roles are being changed by someone else right now.',
  'error.pausesBusy.message': 'Timed pauses are being changed by someone else right now.',
  'error.changing.message': 'Someone else is changing this right now.',
  'error.changing.hint': 'Nothing was changed. Wait a moment and try again.',
  'error.outcomeUnknown.notYetApplied': 'Enlivy has not applied it so far.',
  'error.expired.title': 'Enlivy connection expired',
  'error.expired.message': "Enlivy no longer accepts this workspace's token.",
  'error.forbiddenRole.title': 'Not allowed',
  'error.forbiddenRole.message': 'This needs the {{role}} role.',
  'error.forbiddenRole.hintAnyRole':
    'Ask an admin of this workspace to do it, or to grant you a role.',
  'error.forbiddenRole.hint':
    'Ask an admin to run /enlivy access grant <@{{user}}> {{role}}, or to do it for you.',
  'error.forbiddenRole.hintAskAdmin':
    'Ask an admin to grant you the {{role}} role, or to do it for you.',
  'error.badInput.title': 'Check your input',
  'error.badInput.message': 'Part of the command or form is not valid.',
  'error.badInput.hint': 'See `/enlivy help` for how to write this command.',
  'error.notFound.title': 'Nothing found',
  'error.notFound.message': 'Nothing matches that name or id.',
  'error.notFound.hint': 'Check the name or id; `/enlivy list all` shows every destination.',
  'error.ambiguous.title': 'Which one did you mean?',
  'error.ambiguous.message': 'That matches more than one.',
  'error.ambiguous.matches': 'It matches: {{shown}}.',
  'error.ambiguous.matchesMore': 'It matches: {{shown}} and {{rest}} more.',
  'error.ambiguous.hint': 'Use the full name or the id.',
  'error.storeCorrupt.title': "Saved settings can't be read",
  'error.storeCorrupt.message': "This workspace's saved settings could not be read.",
  'error.storeUnavailable.title': 'Storage unreachable',
  'error.storeUnavailable.message': 'Enlivy for Slack cannot reach its storage right now.',
  'error.storeUnavailable.hint': "This is on the app's side, not yours: try again in a minute.",
  'error.notChanged.title': 'Nothing was changed',
  'error.notChanged.hint': 'It is safe to try again.',
  'error.outcomeUnknown.title': 'Outcome unknown',
  'error.outcomeUnknown.hint': 'Check with `/enlivy list` before trying again.',
  'error.busy.title': 'Too busy right now',
  'error.busy.message':
    'Enlivy for Slack is running many requests at once, so this one was not run.',
  'error.busy.hint': 'Nothing was changed. Run it again in a minute.',
  'error.renewalSlow.title': 'Enlivy is slow to renew the token',
  'error.renewalSlow.message':
    "Enlivy is slow to renew this workspace's token; the app is still waiting for its answer.",
  'error.renewalSlow.hint': 'Try again in a moment.',
  'error.enlivyForbidden.title': 'Enlivy refused',
  'error.enlivyForbidden.message': 'Enlivy does not allow this for the connected organization.',
  'error.enlivyForbidden.hint':
    'Check the Enlivy plan and the permissions of the connected account; an admin can reconnect with another account through `/enlivy connect`.',
  'error.enlivyNotFound.title': 'No such record in Enlivy',
  'error.enlivyNotFound.message': 'Enlivy has no such record; it may have been deleted.',
  'error.enlivyNotFound.hint': 'Refresh with `/enlivy list` and pick it again.',
  'error.enlivyValidation.title': 'Enlivy refused the input',
  'error.enlivyValidation.message': 'Some fields are not valid.',
  'error.enlivyValidation.hint': 'Fix the fields mentioned and try again.',
  'error.enlivyRateLimited.title': 'Enlivy is busy',
  'error.enlivyRateLimited.message':
    'Enlivy is receiving too many requests from this organization right now.',
  'error.enlivyServer.title': 'Enlivy answered with an error (HTTP {{status}})',
  'error.enlivyServer.message':
    'The problem is on Enlivy’s side, not in what you did. Try again in a minute.',
  'error.enlivyHttp.title': 'Enlivy refused the request',
  'error.enlivyHttp.message': 'Enlivy refused the request.',
  'error.enlivyHttp.hint': 'Check what you asked for and try again.',
  'error.enlivyUnreachable.title': 'Could not reach Enlivy',
  'error.enlivyNetwork.message': 'The connection to Enlivy failed.',
  'error.enlivyTimeout.message': 'Enlivy did not answer in time.',
  'error.enlivyTimeout.messageSeconds':
    'Enlivy did not answer within {{seconds, number(maximumFractionDigits: 1)}} s (timed out).',
  'error.enlivyUnexpected.title': 'Unexpected answer from Enlivy',
  'error.enlivySchema.message': 'Enlivy answered in a way this app does not understand.',
  'error.enlivySchema.hint': 'Give the reference to the admin who runs this app.',
  'error.enlivyContent.message': 'Enlivy sent something other than the file this app asked for.',
  'error.enlivyContent.hint':
    'Try again later; if it keeps happening, give the reference to the admin who runs this app.',
  'error.missingScope.title': 'Not allowed by the Enlivy connection',
  'error.missingScope.message':
    'The Enlivy authorization of this workspace does not allow the app to {{purpose}} (`{{scope}}`).',
  'error.missingScope.hint':
    'An admin can reconnect with `/enlivy connect` (Continue with Enlivy) and allow “{{purpose}}”.',
  'error.slackRefused.title': 'Slack refused',
  'error.slackRefused.message': 'Slack refused the request (`{{code}}`).',
  'error.slackBusy.title': 'Slack is busy',
  'error.slackUnreachable.title': 'Could not reach Slack',
  'error.slackUnreachable.message': 'The app could not reach Slack.',
  'error.slackHttp.title': 'Slack had a problem',
  'error.slackHttp.message': 'Slack had a problem (HTTP {{status}}).',
  'error.slack.notInChannel.message': 'The app is not a member of this channel.',
  'error.slack.notInChannel.hint':
    'Invite the app to the channel with `/invite @enlivy`, then try again.',
  'error.slack.channelNotFound.message':
    'Slack could not find that channel, or the app cannot see it.',
  'error.slack.channelNotFound.hint':
    'For a private channel, invite the app first with `/invite @enlivy`; otherwise pick another channel.',
  'error.slack.isArchived.message': 'That channel is archived.',
  'error.slack.isArchived.hint': 'Unarchive it or pick another channel.',
  'error.slack.missingScope.message': 'The app lacks a Slack permission this needs.',
  'error.slack.missingScope.hint': 'A Slack admin can reinstall the app to grant it.',
  'error.slack.notAuthed.message': "Slack no longer accepts this app's token for the workspace.",
  'error.slack.notAuthed.hint': 'A Slack admin can reinstall the app.',
  'error.slack.ratelimited.message': 'Slack is limiting how fast the app may act.',
  'error.slack.ratelimited.hint': 'Try again in a minute.',
  'error.slack.expiredTriggerId.message': 'Slack closed the window for opening this dialog.',
  'error.slack.expiredTriggerId.hint': 'Run the command or click the button again.',
  'error.slack.msgTooLong.message': 'The message is longer than Slack allows.',
  'error.slack.msgTooLong.hint': 'Narrow it down (for example with filters) and try again.',
  'error.slack.userNotFound.message':
    'Slack could not find that person, or does not show them to this app.',
  'error.slack.userNotFound.hint':
    'Check who you meant; people from other organizations may be hidden from apps.',
  'error.slack.cantInviteSelf.message': 'The app cannot invite itself to that channel.',
  'error.slack.cantInviteSelf.hint': 'Invite it with `/invite @enlivy` from the channel.',

  // Enlivy's event subjects (`invoice.paid` → Invoice), as cards, forms and the log name them.
  'subject.destination': 'Destination',
  'subject.invoice': 'Invoice',
  'subject.receipt': 'Receipt',
  'subject.bank_account': 'Bank account',
  'subject.bank_transaction': 'Bank transaction',
  'subject.billing_schedule': 'Billing schedule',
  'subject.billing_scheduled_payment': 'Billing scheduled payment',
  'subject.billing_package': 'Billing package',
  'subject.payslip': 'Payslip',
  'subject.contract': 'Contract',
  'subject.contract_signature': 'Contract signature',
  'subject.proposal': 'Proposal',
  'subject.prospect': 'Prospect',
  'subject.prospect_activity': 'Prospect activity',
  'subject.project': 'Project',
  'subject.project.member': 'Project member',
  'subject.playbook': 'Playbook',
  'subject.product': 'Product',
  'subject.user': 'User',
  'subject.network_exchange': 'Network exchange',
  // What each OAuth scope lets the app do (the connect page, a missing-scope error).
  'scope.webhooks_manage': 'manage event destinations and read their delivery log',
  'scope.accounting_read': 'look up and search invoices',
  'scope.accounting_write': 'delete invoices',
  'scope.other': 'use {{scope}}',
  // Durations in words: "45 seconds", "12 minutes", "2 hours and 5 minutes", "for 2 hours".
  'duration.seconds_one': '{{count}} second',
  'duration.seconds_other': '{{count}} seconds',
  'duration.minutes_one': '{{count}} minute',
  'duration.minutes_other': '{{count}} minutes',
  'duration.hours_one': '{{count}} hour',
  'duration.hours_other': '{{count}} hours',
  'duration.days_one': '{{count}} day',
  'duration.days_other': '{{count}} days',
  'duration.pair': '{{larger}} and {{smaller}}',
  'duration.for': 'for {{duration}}',
} as const;

export type CommonCopy = typeof commonEn;
