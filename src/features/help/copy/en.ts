/** The `help` namespace in English: help, unknown commands, did-you-mean and the App Home. */
export const helpEn = {
  'command.example': '_e.g._ {{examples}}',
  'topic.allowed': 'You can run this (you are {{role}}).',
  'topic.needsRole':
    'This needs the *{{required}}* role; you are *{{role}}*. Ask a workspace admin.',
  'list.heading': '*Enlivy for Slack* — what you can do here (you are *{{role}}*):',
  'list.adminHeading': '*Admin commands*',
  'list.storeProblem':
    'Enlivy for Slack cannot reach its storage right now, so your role and the Enlivy connection could not be read: this lists what everyone can run (ref {{reference}}).',
  'list.expired.admin':
    "This workspace's Enlivy connection expired (Enlivy no longer accepts its token): reconnect with `/enlivy connect`.",
  'list.expired.member':
    "This workspace's Enlivy connection expired (Enlivy no longer accepts its token): ask a workspace admin to run `/enlivy connect`.",
  'list.none.admin': 'This workspace is not connected to Enlivy yet: start with `/enlivy connect`.',
  'list.none.member':
    'This workspace is not connected to Enlivy yet: ask a workspace admin to run `/enlivy connect`.',
  'list.hidden_one': '{{count}} more command needs a higher role.',
  'list.hidden_other': '{{count}} more commands need a higher role.',
  'list.text': 'Enlivy commands you can run: {{names}}',
  'unknownTopic.text': 'No help topic {{topic}}.',
  'unknownTopic.guess': 'Did you mean {{guess}}?',
  'unknownTopic.topics': '*Topics:* {{topics}}',
  'unknownTopic.topicsText': 'Topics: {{topics}}.',
  'unknownTopic.hint':
    '`/enlivy help TOPIC` explains one command; `/enlivy help` lists everything you can run.',
  'unknownCommand.text': "I don't know {{word}}.",
  'unknownCommand.guess': 'Did you mean {{suggestion}}?',
  'unknownCommand.hint': 'Type `/enlivy help` to see what you can run.',
  'home.header': 'Enlivy for Slack',
  'home.notConnected.admin':
    ':electric_plug: *Not connected.* Run `/enlivy connect` in any channel to connect this workspace to your Enlivy organization.',
  'home.notConnected.member':
    ':electric_plug: *Not connected.* Ask a workspace admin to run `/enlivy connect`.',
  'home.expired.admin':
    ":red_circle: *{{organization}}*: Enlivy no longer accepts this workspace's token, so nothing reaches Enlivy until you reconnect.",
  'home.expired.member':
    ":red_circle: *{{organization}}*: Enlivy no longer accepts this workspace's token. Only an admin of this workspace can reconnect it: <@{{user}}>, who connected it, or another admin.",
  'home.reconnect': 'Reconnect',
  'home.connected':
    ':large_green_circle: Connected to *{{organization}}* (`{{organizationId}}`) by <@{{user}}> on {{date}}.',
  'home.commands': '*Commands you can run* (you are *{{role}}*)',
  'home.footer': 'Type `/enlivy help` in any channel for examples.',
  'command.usage': '/enlivy help [command]',
  'command.summary': 'Show what you can do here.',
  'command.working': 'Loading help…',
} as const;

export type HelpCopy = typeof helpEn;
