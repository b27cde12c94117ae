/** The `destinations` namespace in English (the source of its keys). */
export const destinationsEn = {
  noPaidPack: 'This Enlivy organization has no paid pack: nothing is delivered until it has one.',
  'events.count_one': '{{count}} event',
  'events.count_other': '{{count}} events',

  'state.active': ':large_green_circle: Active',
  'state.paused': ':double_vertical_bar: Paused',
  'state.word.active': 'active',
  'state.word.paused': 'paused',

  'target.cards': ':card_index: Cards in Slack to {{channel}}',
  'target.channelNotNoted': '(channel not noted)',
  'target.slack': 'Slack channel {{channel}}',
  'target.channelNotSet': '(channel not set)',
  'target.webhook': 'Webhook',
  'target.webhookTo': 'Webhook to {{host}}',

  'events.none': 'no events',
  'events.more': '{{shown}} +{{count}} more',

  'delivery.http': '(HTTP {{status}})',
  'delivery.slackAnswered': 'Slack answered {{code}}',

  'card.id': 'id {{id}}',
  'card.events': '*Events:* {{events}}',
  'card.only': '*Only:* {{filters}}',
  'card.lastDelivery': '*Last delivery:* {{line}}',
  'card.createdBy': 'Created by <@{{user}}> {{date}}',
  'card.text': '{{name}}: {{state}}',

  'button.sendTest': 'Send test',
  'button.pause': 'Pause',
  'button.resume': 'Resume',
  'button.resumeNow': 'Resume now',
  'button.deliveries': 'Deliveries',
  'button.edit': 'Edit',
  'button.delete': 'Delete',
  'button.previous': 'Previous',
  'button.next': 'Next',
  'button.cancel': 'Cancel',

  'quota.count_one': '{{count}} destination',
  'quota.count_other': '{{count}} destinations',
  'quota.paid_one': '{{total}} of {{count}} destination used ({{perPack}} per paid pack)',
  'quota.paid_other': '{{total}} of {{count}} destinations used ({{perPack}} per paid pack)',
  'quota.unknown': '{{destinations}} (limit {{perPack}} per paid pack)',

  'list.title.all': '*All event destinations*',
  'list.loading': 'Loading destinations…',
  'list.readOnly.hint': 'To test, pause, edit or delete one, run `/enlivy list` in a channel.',
  'list.title.fellBack': '*No destination posts to {{channel}} yet.* Here are all of them.',
  'list.title.channel': '*Event destinations posting to {{channel}}*',
  'list.thisConversation': 'this conversation',
  'list.empty.text':
    'This Enlivy organization has no event destinations yet. Run `/enlivy subscribe` in a channel to post events there, or `/enlivy webhook` to send them to your own URL.',
  'list.empty.title': ':inbox_tray: *No event destinations yet.*',
  'list.empty.hint':
    '`/enlivy subscribe` posts events to this channel  ·  `/enlivy webhook` sends them to your own URL',
  'list.group.here': '*In this channel*',
  'list.group.elsewhere': '*Elsewhere*',
  'list.page': 'Page {{page}} of {{pages}}',
  'list.elsewhere_one': '{{count}} more destination posts elsewhere: `/enlivy list all`',
  'list.elsewhere_other': '{{count}} more destinations post elsewhere: `/enlivy list all`',
  'list.nameState': '{{name}} ({{state}})',
  'list.text': 'Event destinations, page {{page}} of {{pages}}: {{names}}. {{quota}}.',
  'list.badOption': '`{{word}}` is not a list option.',
  'list.badOption.hint':
    '`/enlivy list` shows the destinations of this channel first; `/enlivy list all` shows every one.',

  'receipt.resumed': '<@{{user}}> resumed {{name}}. Events are delivered again.',
  'receipt.paused': '<@{{user}}> paused {{name}}. No events are delivered until it is resumed.',
  'already.active': '{{name}} is already active.',
  'already.paused': '{{name}} is already paused.',
  'already.activeBy': '{{name}} is already active (resumed by <@{{user}}>).',
  'already.pausedBy': '{{name}} is already paused (paused by <@{{user}}>).',
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

  'channel.notDm': 'Enlivy posts to channels, not to direct or group messages.',
  'channel.notDm.field': 'Pick a channel.',
  'channel.notDm.hint':
    'Run the command in a channel, or name one: `/enlivy subscribe invoice.paid #finance`.',
  'channel.invite.field':
    'Invite the app first: type `/invite @enlivy` in that channel, then try again.',
  'channel.invite.hint': 'Type `/invite @enlivy` in the channel, then try again.',
  'channel.cannotSee': 'The app cannot see that channel: it is private and the app is not in it.',
  'channel.archived': 'That channel is archived.',
  'channel.archived.field': 'Pick a channel that is not archived.',
  'channel.archived.hint': 'Pick another channel.',
  'channel.notMember': 'The app is not a member of that private channel, so it cannot post there.',

  'resolve.noneHere': 'Say which destination: no destination posts to this channel.',
  'resolve.severalHere': 'Say which destination: several post to this channel.',
  'resolve.which.hint':
    'Give its name or id, e.g. `/enlivy pause "AR alerts"`. `/enlivy list all` shows every destination.',
  'resolve.notFound': 'No destination is called or starts with “{{wanted}}”.',
  'resolve.notFound.hint': '`/enlivy list all` shows every destination with its id.',
  'resolve.ambiguous_one': '“{{wanted}}” matches {{count}} destination.',
  'resolve.ambiguous_other': '“{{wanted}}” matches {{count}} destinations.',
  'resolve.ambiguous.hint': 'Type more of the name, or use the id.',
  'resolve.blank': 'A name is needed: the quotes hold none, so nothing was done.',
  'resolve.blank.hint':
    'Write the destination\'s name between the quotes, e.g. `/enlivy {{command}} "AR alerts"`; `/enlivy list all` shows every name.',
  'ask.test': "Send a test event to {{name}} (this channel's destination)?",
  'ask.cancelled': 'Cancelled: nothing was done.',
  'ask.gone': '{{name}} no longer exists in Enlivy, so nothing was done.',
} as const;

export type DestinationsCopy = typeof destinationsEn;
