/**
 * The common namespace in English: what several features say (errors, the command catalog).
 * English is the source: every other language must have the same keys (see ./ro.ts).
 */
export const commonEn = {
  'command.help.usage': '/enlivy help [command]',
  'command.help.summary': 'Show what you can do here.',
  'command.status.usage': '/enlivy status',
  'command.status.summary':
    'Which Enlivy organization this workspace uses, who connected it and how, and whether it works.',
  'command.connect.usage': '/enlivy connect [token]',
  'command.connect.summary':
    'Connect this workspace to an Enlivy organization (secure page, or an API token).',
  'command.disconnect.usage': '/enlivy disconnect',
  'command.disconnect.summary': 'Forget the stored Enlivy token for this workspace.',
  'command.access.usage': '/enlivy access [grant @user editor|admin] [revoke @user]',
  'command.access.summary': 'List, grant and revoke who may change things.',
  'command.deliveries.usage': '/enlivy deliveries [NAME] [status:…] [event:…] [since:…] [until:…]',
  'command.deliveries.summary':
    'The delivery log: filter by destination, status, event and dates (`2026-11-20`, `7d`, `24h`, `today`), page, Inspect one.',
  'command.invoice.usage': '/enlivy invoice NUMBER|ID [pdf [here]]',
  'command.invoice.summary':
    'An invoice card with Download PDF and Delete; `pdf` sends the PDF to your DM, `pdf here` posts it in this channel.',
  'command.search.usage': '/enlivy search TEXT',
  'command.search.summary':
    'Search Enlivy (invoice numbers, customers, titles); invoices come with actions.',
  'command.list.usage': '/enlivy list [all]',
  'command.list.summary':
    "Event destinations as cards (this channel's first; `all` for every one) with Test, Pause/Resume, Deliveries, Edit and Delete.",
  'command.pause.usage': '/enlivy pause [NAME] [for 2h | until 18:00]',
  'command.pause.summary':
    "Stop delivering to a destination and keep its settings; with `for`/`until` it is resumed automatically then (your time zone). NAME is an id, a name or its start; without NAME, this channel's only destination. Admins: `pause all [webhooks|slack|cards|failing|NAME, …]` pauses several after a confirmation.",
  'command.resume.usage': '/enlivy resume [NAME]',
  'command.resume.summary': 'Deliver to a paused destination again.',
  'command.test.usage': '/enlivy test [NAME] [event]',
  'command.test.summary':
    'Send a test event to a destination and watch the delivery: delivered, failed (with the answer) or still pending.',
  'command.delete.usage': '/enlivy delete NAME',
  'command.delete.summary':
    'Delete a destination, after a confirm step naming it and its event count.',
  'command.subscribe.usage': '/enlivy subscribe [event …] [#channel]',
  'command.subscribe.summary':
    'Post Enlivy events to a Slack channel. Alone: a form (channel, events, includes, message template with preview). With events: created at once for this channel or the one named.',
  'command.cards.usage': '/enlivy cards EVENT… [#channel] [filters]',
  'command.cards.summary':
    'Post events as rich cards (buttons, later updates threaded under the first card). Filters: `amount>=1000`, `direction:outgoing`, `status:overdue`, `currency:EUR`.',
  'command.webhook.usage': '/enlivy webhook',
  'command.webhook.summary':
    'Send Enlivy events to an https endpoint. The signing secret is shown once, only to you.',
  'command.edit.usage': '/enlivy edit [NAME]',
  'command.edit.summary':
    "Change a destination's name, events, includes, message or state; shows what is added and removed before saving. Without NAME, this channel's only destination.",
  'command.language.usage': '/enlivy language [ro|en|auto] | workspace ro|en',
  'command.language.summary':
    'The language Enlivy for Slack speaks to you (`auto`: your Slack language); admins: `workspace` sets it for channel messages.',
  'command.watch.usage':
    '/enlivy watch [#channel | off | mute NAME [for 2h] | unmute NAME | threshold N MINUTES | digest on|off]',
  'command.watch.summary':
    'Failure alerts in a channel: one message per failing destination with Deliveries, Send test, Pause and Mute; follow-ups in its thread; "recovered" when deliveries work again. `digest on|off`: every day at 09:00 (the timezone of whoever turned it on), the last 24 hours of deliveries per destination.',

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
} as const;

export type CommonCopy = typeof commonEn;
