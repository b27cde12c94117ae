/** The `pausing` namespace in English (the source of its keys). */
export const pausingEn = {
  'receipt.paused':
    ':double_vertical_bar: <@{{user}}> paused {{name}} {{until}}. It is resumed automatically then.',
  'receipt.pausedFor':
    ':double_vertical_bar: <@{{user}}> paused {{name}} {{until}} ({{howLong}}). It is resumed automatically then.',
  'receipt.moved':
    ':double_vertical_bar: <@{{user}}> moved the end of the pause of {{name}}: paused {{until}} (was {{before}}). It is resumed automatically then.',
  'receipt.paused.text': '<@{{user}}> paused {{name}} until {{end}}.',
  'receipt.moved.text': '<@{{user}}> moved the end of the pause of {{name}} until {{end}}.',
  'button.resumeNow': 'Resume now',
  'ended.when': 'at {time} on {date_short}',
  'ended.auto': ':arrow_forward: Resumed automatically {{when}}.',
  'ended.resumed': ':arrow_forward: <@{{user}}> resumed it {{when}}.',
  'ended.untimed':
    ':double_vertical_bar: <@{{user}}> kept it paused until someone resumes it ({{when}}).',
  'ended.moved': ':double_vertical_bar: <@{{user}}> moved the end {{when}}: now paused {{until}}.',
  'ended.deleted': ':wastebasket: <@{{user}}> deleted it {{when}}.',
  'ended.alreadyActive': ':arrow_forward: It had been resumed already.',
  'untimed.text': '<@{{user}}> keeps {{name}} paused until someone resumes it.',
  'untimed.body':
    ':double_vertical_bar: <@{{user}}> keeps {{name}} paused until someone resumes it (it was to resume {{until}}).',
  'pausedForGood.body':
    '{{name}} is already paused until someone resumes it, so no end was set: the app would otherwise resume what was meant to stay paused. Resume it first if it should only be paused for a while.',
  'pausedForGood.bodyBy':
    '{{name}} is already paused by <@{{by}}> until someone resumes it, so no end was set: the app would otherwise resume what was meant to stay paused. Resume it first if it should only be paused for a while.',
  'pausedForGood.text': '{{name}} is already paused.',
  'pausedForGood.textBy': '{{name}} is already paused by <@{{by}}>.',
  'resumedNow.text': '<@{{user}}> resumed {{name}}.',
  'resumedNow.body': ':arrow_forward: <@{{user}}> resumed {{name}} before its pause ended.',
  'auto.resumed': ':arrow_forward: {{name}} resumed automatically. Events are delivered again.',
  'auto.deleted':
    ':information_source: {{name}} was deleted since, so there was nothing to resume.',
  'auto.edited':
    ':information_source: {{name}} stays paused: it was changed in Enlivy after the pause, so it was left as it is. Resume it with {{command}} when it is ready.',
  'auto.gaveUp': ':warning: {{name}} could not be resumed automatically: {{message}} {{hint}}',
  'auto.origin': 'Paused by <@{{user}}>.',
  'auto.originFor': 'Paused by <@{{user}}> {{howLong}}.',
  'write.notPaused': '{{name}} was not paused: Enlivy still shows it active.',
  'write.notResumed': '{{name}} was not resumed: Enlivy still shows it paused.',
  'write.unknownPaused':
    'It is not known whether {{name}} was paused: Enlivy did not answer clearly and could not be asked again.',
  'write.unknownResumed':
    'It is not known whether {{name}} was resumed: Enlivy did not answer clearly and could not be asked again.',
  'write.howToCheck': 'Check its state with `/enlivy list` before trying again.',
  'ask.pause': "Pause {{name}} (this channel's destination)?",
  'ask.pauseFor':
    "Pause {{name}} (this channel's destination) for {{duration}}, starting when you click?",
  'ask.pauseUntil': "Pause {{name}} (this channel's destination) until {{date}}?",
  'ask.resume': "Resume {{name}} (this channel's destination)?",
  'ask.done': 'Done: the receipt is in the channel.',
  'menu.badChoice': 'That choice is not one this app offers.',
  'menu.badChoice.hint': 'Use the menu on a current card, or `/enlivy pause NAME for 1h`.',
  'extend.asked': 'for 1 more hour',
  'menu.noDestination': 'This button names no destination.',
  'bulk.none.title': 'No matching destination',
  'bulk.none': 'No destination matches `{{scope}}`.',
  'bulk.noneHint':
    'Try `/enlivy pause all`, `all webhooks`, `all slack`, `all cards`, `all failing`, or names separated by commas.',
  'bulk.more': '…and more; `/enlivy list all` shows every one.',
  'bulk.count_one': '{{count}} destination',
  'bulk.count_other': '{{count}} destinations',
  'bulk.untilResumed': 'until someone resumes them',
  'bulk.untilTime': 'until {{date}}, then resumed automatically',
  'bulk.untilTimeFor': 'until {{date}} ({{howLong}}), then resumed automatically',
  'bulk.confirm.head': ':double_vertical_bar: *Pause {{many}}* {{end}}?',
  'bulk.confirm.headWhich': ':double_vertical_bar: *Pause {{many}}* ({{which}}) {{end}}?',
  'bulk.which.webhooks': 'every webhook',
  'bulk.which.slack': 'every Slack destination',
  'bulk.which.cards': 'every destination posting cards in Slack',
  'bulk.which.failing': 'those whose latest delivery failed',
  'bulk.confirm.already':
    'Already paused, left as they are and not part of *Resume these*: {{names}}',
  'bulk.confirm.button': 'Pause {{many}}',
  'bulk.confirm.cancel': 'Cancel',
  'bulk.confirm.text': 'Pause {{many}}?',
  'bulk.nothing':
    'Nothing to pause: every destination in `{{scope}}` ({{many}}) is already paused.',
  'bulk.cancelled': 'Cancelled: nothing was paused.',
  'bulk.settled.cancelled': 'This bulk pause was cancelled; nothing was paused.',
  'bulk.settled.ran': 'This bulk pause already ran; its receipt is in the channel.',
  'bulk.settled.done': 'Done: the receipt is in the channel.',
  'bulk.unknownBatch': 'This bulk pause is no longer known (it is over a month old).',
  'bulk.unknownBatch.hint': 'Use `/enlivy list all` to see and change each destination.',
  'bulk.line.paused': ':white_check_mark: {{name}}: paused',
  'bulk.line.resumed': ':white_check_mark: {{name}}: resumed',
  'bulk.line.alreadyPaused': ':heavy_minus_sign: {{name}}: already paused, left as it is',
  'bulk.line.alreadyActive': ':heavy_minus_sign: {{name}}: already active, left as it is',
  'bulk.line.deleted': ':heavy_minus_sign: {{name}}: deleted since, nothing to do',
  'bulk.line.notPaused': ':x: {{name}}: not paused. {{problem}}',
  'bulk.line.notResumed': ':x: {{name}}: not resumed. {{problem}}',
  'bulk.line.unknownPaused':
    ':grey_question: {{name}}: not known whether it was paused. {{problem}}',
  'bulk.line.unknownResumed':
    ':grey_question: {{name}}: not known whether it was resumed. {{problem}}',
  'bulk.receipt.head': ':double_vertical_bar: <@{{user}}> paused {{many}} {{end}}:',
  'bulk.receipt.headWhich':
    ':double_vertical_bar: <@{{user}}> paused {{many}} ({{which}}) {{end}}:',
  'bulk.receipt.text': '<@{{user}}> paused {{many}}.',
  'bulk.receipt.resumeThese': 'Resume these',
  'bulk.resumed.head': ':arrow_forward: <@{{user}}> resumed {{many}} paused by <@{{by}}>:',
  'bulk.resumed.headWhich':
    ':arrow_forward: <@{{user}}> resumed {{many}} paused by <@{{by}}> ({{which}}):',
  'bulk.resumed.text': '<@{{user}}> resumed {{many}} paused by <@{{by}}>.',
  'bulk.alreadyResumed': 'These destinations were already resumed.',
  'bulk.alreadyResumedBy': 'These destinations were already resumed by <@{{by}}>.',
  'command.pause.usage': '/enlivy pause [NAME] [for 2h | until 18:00]',
  'command.pause.summary':
    "Stop delivering to a destination and keep its settings; with `for`/`until` it is resumed automatically then (your time zone). NAME is an id, a name or its start; without NAME, it first asks whether to pause this channel's only destination. Admins: `pause all [webhooks|slack|cards|failing|NAME, …]` pauses several after a confirmation.",
  'command.resume.usage': '/enlivy resume [NAME]',
  'command.resume.summary': 'Deliver to a paused destination again.',
  'command.pause.working': 'Pausing the destination…',
  'command.pause.working.named': 'Pausing {{name}}…',
  'command.pause.working.all': 'Finding the destinations to pause…',
  'command.resume.working': 'Resuming the destination…',
  'command.resume.working.named': 'Resuming {{name}}…',
} as const;

export type PausingCopy = typeof pausingEn;
