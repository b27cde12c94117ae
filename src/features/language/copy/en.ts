/** The `language` namespace in English: the `/enlivy language` command. */
export const languageEn = {
  'name.en': 'English',
  'name.ro': 'Romanian',
  'source.chosen': 'your choice',
  'source.auto': 'from your Slack language',
  'current.user': 'Enlivy for Slack speaks *{{language}}* to you ({{source}}).',
  'current.workspace': 'Channel messages in this workspace are in *{{language}}*.',
  'current.hint':
    'Change yours with `/enlivy language ro`, `en` or `auto`; an admin sets the channels’ with `/enlivy language workspace ro|en`.',
  'set.user': 'Enlivy for Slack now speaks *{{language}}* to you.',
  'set.auto': 'Enlivy for Slack now follows your Slack language: *{{language}}*.',
  'set.workspace': 'Channel messages in this workspace are now in *{{language}}*.',
  'invalid.language': '`{{word}}` is not a language Enlivy for Slack speaks.',
  'invalid.hint':
    'Use `/enlivy language ro`, `en` or `auto`, or `/enlivy language workspace ro|en`.',
  'command.usage': '/enlivy language [ro|en|auto] | workspace ro|en',
  'command.summary':
    'The language Enlivy for Slack speaks to you (`auto`: your Slack language); admins: `workspace` sets it for channel messages.',
  'command.working': 'Checking the language settings…',
} as const;

export type LanguageCopy = typeof languageEn;
