/** The `due` namespace in English: `/enlivy due`, its daily posts and its App Home section. */
export const dueEn = {
  'command.usage':
    '/enlivy due [14d] [to-collect|to-pay] | due daily 09:00 [weekdays] [to-collect|to-pay] | due off',
  'command.summary':
    'Invoices overdue and due soon, to collect and to pay. Editors: `daily` posts them in this channel every day at that time, `off` stops it.',
  'command.working': 'Reading the invoices due…',

  'list.heading': ':date: *Invoices due* · {{horizon}}',
  'list.headingScoped': ':date: *Invoices due* · {{horizon}} · {{scope}}',
  horizon_one: 'overdue, and due within {{count}} day',
  horizon_other: 'overdue, and due within {{count}} days',
  'scope.both': 'to collect and to pay',
  'scope.collect': 'to collect only',
  'scope.pay': 'to pay only',
  'group.collect': 'To collect',
  'group.pay': 'To pay',
  'group.line_one': '*{{group}}* · {{count}} invoice · total {{totals}}',
  'group.line_other': '*{{group}}* · {{count}} invoices · total {{totals}}',
  'group.moreCurrencies_one': '{{count}} more currency',
  'group.moreCurrencies_other': '{{count}} more currencies',
  'group.emptyCollect': 'Nothing to collect is overdue or due that soon.',
  'group.emptyPay': 'Nothing to pay is overdue or due that soon.',
  'row.noParty': 'no party named',
  'row.noTotal': 'no total',
  'row.dateFormat': '{date_short}',
  'when.overdue_one': '{{count}} day overdue',
  'when.overdue_other': '{{count}} days overdue',
  'when.today': 'due today',
  'when.tomorrow': 'due tomorrow',
  'when.weekday': 'due {{weekday}}',
  'when.inDays_one': 'due in {{count}} day',
  'when.inDays_other': 'due in {{count}} days',
  'list.none_one': 'No invoice is overdue or due within {{count}} day ({{scope}}).',
  'list.none_other': 'No invoice is overdue or due within {{count}} days ({{scope}}).',
  'list.incomplete':
    ':warning: Enlivy holds more open invoices of one status than the {{count}} read: this list may miss some. Enlivy’s invoice list shows them all.',
  'list.asOf': 'As of {{date}}',
  'list.footer': 'Page {{page}} of {{pages}} · invoices {{first}}–{{last}} of {{total}}',
  'list.text': 'Invoices due: {{collect}} to collect, {{pay}} to pay',
  'pager.previous': '← Previous',
  'pager.next': 'Next →',

  'read.failed': 'The invoices due could not be listed.',
  'read.failedPart_one':
    'The invoices due could not be listed: Enlivy stopped answering after {{count}} page of its invoice list, and nothing is listed rather than part of the list.',
  'read.failedPart_other':
    'The invoices due could not be listed: Enlivy stopped answering after {{count}} pages of its invoice list, and nothing is listed rather than part of the list.',

  'days.every': 'every day',
  'days.weekdays': 'every weekday',
  'schedule.next': 'This channel gets this list {{days}} at {{time}} ({{zone}}); next: {{next}}.',
  'schedule.nextFormat': '{date_short_pretty} at {time}',
  'daily.set':
    '<@{{userId}}> set the invoices due to be posted here {{days}} at {{time}} ({{zone}}).',
  'daily.setDetail':
    'Listed: {{scope}}, {{horizon}}. First post: {{next}}. A day with nothing due posts nothing. `/enlivy due off` stops it.',
  'daily.replaced': 'It replaces the list this channel got {{days}} at {{time}} ({{zone}}).',
  'daily.off': '<@{{userId}}> stopped the daily list of invoices due in this channel.',
  'daily.none': 'This channel gets no daily list of invoices due.',
  'daily.noneHint': 'Set one with `/enlivy due daily 09:00` in the channel that should get it.',
  'daily.notChannel': 'A daily list is posted in a channel: run `/enlivy due daily` there.',
  'daily.archived': 'This channel is archived: a daily list cannot be posted here.',
  'daily.notMember':
    'Enlivy for Slack is not in this private channel. Invite it with `/invite @enlivy`, then try again.',
  'daily.hint': 'For example `/enlivy due daily 09:00 weekdays to-collect`.',

  'run.failed':
    ':warning: Today’s list of invoices due could not be made: {{problem}} Next: {{next}}.',
  'stopped.archived':
    'The daily list of invoices due in <#{{channel}}> stopped: the channel was archived.',
  'stopped.notFound':
    'The daily list of invoices due in <#{{channel}}> stopped: Slack no longer finds the channel.',
  'stopped.notInChannel':
    'The daily list of invoices due in <#{{channel}}> stopped: Enlivy for Slack is no longer in the channel. Invite it with `/invite @enlivy`, then set the list again with `/enlivy due daily {{time}}`.',
  'stopped.disconnected':
    'The daily list of invoices due in <#{{channel}}> stopped: this workspace is no longer connected to Enlivy. Once an admin connects it again (`/enlivy connect`), set the list again with `/enlivy due daily {{time}}`.',
  'stopped.disconnectedHere':
    'The daily list of invoices due stopped: this workspace is no longer connected to Enlivy.',

  'home.title': '*Daily lists of invoices due*',
  'home.line':
    '<#{{channel}}> · {{days}} at {{time}} ({{zone}}) · {{scope}} · set by <@{{userId}}>',
  'home.more_one': '…and {{count}} more channel.',
  'home.more_other': '…and {{count}} more channels.',
  'home.postNow': 'Post now',
  'postNow.nothing':
    'No invoice is overdue or due soon for the list of <#{{channel}}>: nothing was posted.',
  'postNow.gone': '<#{{channel}}> has no daily list of invoices due any more.',

  'bad.word': '`{{word}}` is not something `/enlivy due` understands.',
  'bad.time': '`{{word}}` is not a time of day: write it as `09:00` (24-hour clock).',
  'bad.noTime': 'Say when: `/enlivy due daily 09:00`.',
  'bad.horizon': '`{{word}}`: say how far ahead to look as 1 to 60 days, e.g. `14d`.',
  'bad.hint':
    'For example `/enlivy due`, `/enlivy due 14d to-pay`, `/enlivy due daily 09:00 weekdays`, `/enlivy due off`.',
} as const;

export type DueCopy = typeof dueEn;
