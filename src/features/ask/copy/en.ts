/** The `ask` namespace in English: Ask Enlivy, the conversation in the app's Messages tab. */
export const askEn = {
  'command.usage': '/enlivy ask [on|off]',
  'command.summary':
    'Ask Enlivy in words, in the app’s Messages tab or by mentioning @enlivy. Admins: `on` and `off` turn it on or off for the workspace.',
  'command.working': 'Reading the Ask Enlivy setting…',
  'setting.on':
    'Ask Enlivy is *on* in this workspace: people can ask it in the app’s Messages tab or by mentioning @enlivy.',
  'setting.off':
    'Ask Enlivy is *off* in this workspace. An admin turns it on with `/enlivy ask on`.',
  'setting.turnedOn': '<@{{userId}}> turned Ask Enlivy *on* for this workspace.',
  'setting.turnedOff': '<@{{userId}}> turned Ask Enlivy *off* for this workspace.',
  'setting.model': 'Questions are answered by the model {{model}}, with what the asker may see.',
  'setting.interpreter':
    'Questions are answered by the built-in interpreter: no model is set up, nothing leaves this app.',

  'setting.invalid': '`{{word}}` is not a setting of Ask Enlivy.',
  'setting.invalid.hint':
    'Type `/enlivy ask on`, `/enlivy ask off`, or `/enlivy ask` to see the setting.',

  'thread.status': 'is reading Enlivy…',
  'prompts.title': 'Ask about your Enlivy organization',
  'prompt.failed.title': 'Failed deliveries',
  'prompt.failed.message': 'Which deliveries failed?',
  'prompt.due.title': 'Invoices overdue',
  'prompt.due.message': 'What’s overdue?',
  'prompt.destinations.title': 'Destinations',
  'prompt.destinations.message': 'List the destinations',
  'prompt.status.title': 'Connection',
  'prompt.status.message': 'Status',

  'help.intro':
    'I answer questions about the Enlivy organization this workspace is connected to, with what you may see, and I prepare changes for you to confirm. For example:',
  'help.examples':
    '• Which deliveries failed?\n• Is Accounting sync paused?\n• What’s overdue?\n• Find invoice INV-2026-0004\n• Search acme\n• Is the failure watch on?\n• Status\n• pause Accounting sync for 2 hours (anything `/enlivy` understands: pause, resume, test, delete)',
  'unknown.intro': 'I did not understand that, so I will not guess.',
  'off.answer':
    'Ask Enlivy is turned off in this workspace. An admin can turn it on with `/enlivy ask on`; `/enlivy help` lists the commands.',
  'rateLimited.answer':
    'You asked {{count}} questions in the last minute, the most I answer. Ask again in a minute.',
  'storeDown.answer':
    'I cannot keep this conversation right now (the app’s storage does not answer), so I did not answer. Try again in a few minutes.',

  'confirm.text':
    'This runs `/enlivy {{command}}` as you, with your role, exactly as the command would. Nothing changes in Enlivy until you press *Run it*.',
  'confirm.button': 'Run it',
  'confirm.done': 'Done: `/enlivy {{command}}` ran as you. The receipt is below.',
  'confirm.expired':
    'This button no longer carries a command I can read. Ask again, or type the command with `/enlivy`.',
  'feedback.good': 'Good answer',
  'feedback.bad': 'Bad answer',
  'feedback.thanks': 'Thanks: your feedback is noted.',
  'channel.privateRead':
    'I answer that only in a direct message: in a channel, everyone would read it. Ask me in the app’s Messages tab.',

  'model.failed':
    'The model ({{model}}) did not answer in time or failed, so here is what the built-in interpreter makes of your question:',
  'model.language': 'Answer in English.',

  'destinations.none': 'This organization has no event destinations yet.',
  'destinations.heading_one': '{{count}} destination:',
  'destinations.heading_other': '{{count}} destinations:',
  'destinations.line': '• {{name}} ({{type}}): {{state}}{{last}}',
  'destinations.one': '{{name}} ({{type}}) is {{state}}.{{last}}',
  'state.active': 'active',
  'state.paused': 'paused',
  'state.pausedUntil': 'paused until {{until}}',
  'destinations.last': ' Newest delivery: {{status}}, {{when}}.',
  'destinations.lastShort': ' · newest delivery {{status}}, {{when}}',

  'deliveries.none': 'No deliveries match{{filters}}.',
  'deliveries.heading_one': '{{count}} delivery{{filters}}, newest first:',
  'deliveries.heading_other': '{{count}} deliveries{{filters}}, newest first:',
  'deliveries.line': '• {{when}} · {{destination}} · `{{event}}` · {{status}}{{http}}',
  'deliveries.http': ' (HTTP {{code}})',
  'deliveries.more': 'There are older ones: `/enlivy deliveries` opens the whole log with filters.',
  'filter.status': ' with status {{status}}',
  'filter.destination': ' for {{destination}}',
  'filter.event': ' of `{{event}}`',
  'filter.since_one': ' in the last day',
  'filter.since_other': ' in the last {{count}} days',

  'due.none_one': 'Nothing is overdue or due within {{count}} day.',
  'due.none_other': 'Nothing is overdue or due within {{count}} days.',
  'due.heading_one': '{{count}} invoice overdue or due soon:',
  'due.heading_other': '{{count}} invoices overdue or due soon:',
  'due.line': '• {{number}} · {{party}} · {{total}} · {{when}} · {{group}}',
  'due.late_one': '{{count}} day overdue',
  'due.late_other': '{{count}} days overdue',
  'due.today': 'due today',
  'due.in_one': 'due in {{count}} day',
  'due.in_other': 'due in {{count}} days',
  'due.collect': 'to collect',
  'due.pay': 'to pay',
  'due.incomplete': 'There are more than I read: `/enlivy due` lists them all.',
  'due.noParty': 'no party named',

  'invoice.none': 'No invoice is numbered {{number}}.',
  'invoice.line': '• {{number}} · {{status}} · {{party}} · {{total}} · due {{due}}',

  'search.quoted': '“{{query}}”',
  'search.none': 'Nothing in Enlivy matches {{query}}.',
  'search.heading_one': '{{count}} result for {{query}}, best first:',
  'search.heading_other': '{{count}} results for {{query}}, best first:',
  'search.line': '• {{what}} {{name}}{{title}}{{status}}',
  'search.title': ' · {{title}}',
  'search.status': ' · {{status}}',
  'search.more':
    'These are the best of them: `/enlivy search` pages through them all, with their actions.',

  'watch.off':
    'The failure watch is off: no channel is told about failed deliveries. An editor turns it on with `/enlivy watch #channel`.',
  'watch.on':
    'The failure watch alerts {{channel}} when a destination fails {{attempts}} times within {{minutes}} minutes.',
  'watch.stopped': 'It stopped itself and waits for an editor: `/enlivy watch` says why.',
  'watch.muted': '• {{destination}} is muted until {{until}}.',

  'status.notConnected':
    'This workspace is not connected to Enlivy yet. An admin connects it with `/enlivy connect`.',
  'status.connected':
    'Connected to {{organization}} (`{{organizationId}}`) by <@{{by}}> on {{when}}.',
  'status.expired':
    'Enlivy no longer accepts its token: an admin reconnects with `/enlivy connect`.',
} as const;

export type AskCopy = typeof askEn;
