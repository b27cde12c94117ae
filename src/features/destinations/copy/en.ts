/** The `destinations` namespace in English (the source of its keys). */
export const destinationsEn = {
  'events.count_one': '{{count}} event',
  'events.count_other': '{{count}} events',

  'list.loading': 'Loading destinations…',
  'list.badOption': '`{{word}}` is not a list option.',
  'list.badOption.hint':
    '`/enlivy list` shows the destinations of this channel first; `/enlivy list all` shows every one.',

  testRunning: 'A test for {{name}} is already running; its outcome shows where it was started.',
  'testRunning.thisDestination': 'this destination',

  'delete.confirm.text': 'Delete {{name}} ({{events}})? All delivery to it stops.',
  'delete.confirm.body':
    ':warning: *Delete* {{name}} *({{events}})?*\nEnlivy stops delivering to it at once, and this cannot be undone from Slack. {{instead}}',
  'delete.instead.active': 'Pausing it instead keeps its settings.',
  'delete.instead.paused': 'It is paused already; deleting also removes its settings.',
  'delete.button': 'Delete {{name}}',
  'delete.cancelled': 'Nothing was deleted.',
  'delete.alreadyDeleted': 'This destination was already deleted by <@{{user}}>.',
  'delete.done': '{{name}} was deleted by <@{{user}}>.',
  'delete.notChanged': '*{{name}}* was not deleted: Enlivy still has it.',
  'delete.unknown':
    'It is not known whether *{{name}}* was deleted: Enlivy did not answer clearly and could not be asked again.',
  'delete.howToCheck': 'Check with `/enlivy list all` before trying again.',

  'test.sending': ':hourglass_flowing_sand: Sending test event {{event}} to {{name}}…',
  'test.sendingHint.button':
    'If the outcome is not here within 30 seconds, open *Deliveries* to see how it went.',
  'test.sendingHint.command':
    'If the outcome is not here within 30 seconds, run `/enlivy deliveries` to see how it went.',
  'test.stopped.button':
    ':hourglass: Test event {{event}} to {{name}} is still pending: this app was restarting and stopped following it. Enlivy keeps trying; open *Deliveries* to see how it went.',
  'test.stopped.command':
    ':hourglass: Test event {{event}} to {{name}} is still pending: this app was restarting and stopped following it. Enlivy keeps trying; run `/enlivy deliveries` to see how it went.',
  'test.pending':
    ':hourglass: Test event {{event}} to {{name}} is still pending after {{seconds}} s. Enlivy keeps trying; check the deliveries later.',
  'test.success': ':white_check_mark: Test event {{event}} delivered to {{name}}{{http}}.',
  'test.failed': ':x: Test event {{event}} to {{name}} failed',
  'test.anomaly': ':warning: Test event {{event}} to {{name}} got an unexpected answer',
  'test.dropped.noPack':
    ':no_entry_sign: Test event {{event}} to {{name}} was dropped: Enlivy did not send it (sending events requires a paid Enlivy pack).',
  'test.dropped.paused':
    ':no_entry_sign: Test event {{event}} to {{name}} was dropped because {{name}} is paused. Resume it, then test again.',
  'test.other': 'Test event {{event}} to {{name}} ended as {{status}}{{http}}.',
  'test.hint.notInChannel':
    ":bulb: Enlivy's Slack app is not in that channel. Invite it there (in the channel, type `/invite @` and pick Enlivy's app), then test again.",
  'test.hint.channelNotFound':
    ":bulb: Slack could not find the channel for Enlivy's Slack app: it is private and Enlivy's app is not in it (invite it), or Enlivy's Slack credential is connected to another Slack workspace (see `/enlivy subscribe` for which).",
  'test.paidPack':
    'Enlivy refused to send: sending events requires a paid Enlivy pack for this organization.',
  'test.notChanged': 'No test was sent to {{name}}: its delivery log shows none since you asked.',
  'test.unknown':
    'It is not known whether a test was sent to {{name}}: Enlivy did not answer clearly and its delivery log could not be read.',
  'test.howToCheck': 'Check its delivery log ({{command}}) before sending another.',
  'test.unknownEvent': '`{{word}}` is not an event Enlivy sends.',
  'test.didYouMean': 'Did you mean `{{guess}}`?',
  'test.unknownEvent.hint':
    'Give a known event, e.g. `/enlivy test "AR alerts" invoice.paid`, or leave it out for Enlivy’s generic test event.',

  'home.header': 'Event destinations',
  'home.empty':
    'No event destinations yet. `/enlivy subscribe` in a channel posts events there; `/enlivy webhook` sends them to your own URL.',
  'home.more': 'and {{more}} more — `/enlivy list all`',
  'home.unavailable': ':warning: The destinations could not be loaded. {{message}}',
  'home.subscribe': 'Subscribe a channel',
  'home.subscribe.hint': 'Subscribe a channel: `/enlivy subscribe` in that channel',
  'home.list': 'List destinations',
  'home.deliveries': 'Delivery log',
  'home.deliveries.hint': 'Delivery log: `/enlivy deliveries`',
  'home.counts': 'Last 24 h: {{parts}}',
  'home.counts.none': 'Last 24 h: no deliveries',
  'home.counts.noneAmong_one': 'Last 24 h: none among the newest {{count}} delivery',
  'home.counts.noneAmong_other': 'Last 24 h: none among the newest {{count}} deliveries',
  'home.count.success_one': '{{n}} delivered',
  'home.count.success_other': '{{n}} delivered',
  'home.count.failed_one': '{{n}} failed',
  'home.count.failed_other': '{{n}} failed',
  'home.count.anomaly_one': '{{n}} anomaly',
  'home.count.anomaly_other': '{{n}} anomaly',
  'home.count.dropped_one': '{{n}} dropped',
  'home.count.dropped_other': '{{n}} dropped',
  'home.count.pending_one': '{{n}} pending',
  'home.count.pending_other': '{{n}} pending',

  'cards.receipt': '<@{{user}}> set up event cards in <#{{channel}}> for {{events}} ({{name}}).',
  'cards.receiptOnly':
    '<@{{user}}> set up event cards in <#{{channel}}> for {{events}} ({{name}}), only {{filters}}.',
  'cards.name': 'Cards in {{where}} — {{events}}',

  'ask.test': "Send a test event to {{name}} (this channel's destination)?",
  'ask.cancelled': 'Cancelled: nothing was done.',
  'cards.command.example': '`/enlivy cards invoice.created invoice.paid #finance amount>=1000`',
  'cards.command.unknownEvents': 'Unknown events: {{events}}.',
  'cards.command.unknownEvents.hint': 'Event names look like `invoice.paid`, e.g. {{example}}.',
  'cards.command.oneChannel': 'Give one channel, picked from the list Slack shows after `#`.',
  'cards.command.sayEvents': 'Say which events to post as cards.',
  'cards.command.sayChannel': 'Say which channel to post to.',
  'cards.command.forExample': 'For example {{example}}.',
  'cards.command.refused': 'Enlivy refused the destination.',
  'cards.command.refused.hint': 'Fix it and try again.',
  'command.list.usage': '/enlivy list [all]',
  'command.list.summary':
    "Event destinations as cards (this channel's first; `all` for every one) with Test, Pause/Resume, Deliveries, Edit and Delete.",
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
  'command.list.working': 'Loading destinations…',
  'command.test.working': 'Sending a test event…',
  'command.delete.working': 'Looking up the destination…',
  'command.subscribe.working': 'Creating the destination…',
  'command.cards.working': 'Creating the destination…',
  'command.webhook.working': 'Opening the form…',
  'command.edit.working': 'Opening the form…',
} as const;

export type DestinationsCopy = typeof destinationsEn;
