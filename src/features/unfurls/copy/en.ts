/** The `unfurls` namespace in English: invoice link previews and `/enlivy unfurls`. */
export const unfurlsEn = {
  'card.counterparty': 'Counterparty',
  'minimal.shared':
    'This channel is shared with other organizations, so only the number and status are shown. An admin can allow full previews here with `/enlivy unfurls on`.',
  'minimal.chosen':
    'An admin chose to show only the number and status of invoices linked in this channel.',
  'minimal.unknown':
    'Enlivy for Slack cannot tell whether this conversation is shared with other organizations, so only the number and status are shown.',
  'connect.hint':
    'Enlivy for Slack could show a preview of that invoice link, but this workspace is not connected to Enlivy yet. A workspace admin connects it with `/enlivy connect`.',
  'state.full': 'full previews',
  'state.minimal': 'number and status only',
  'state.off': 'off',
  'why.shared': 'the channel is shared with other organizations',
  'why.chosen': 'an admin’s choice',
  'why.unknown': 'Enlivy for Slack cannot tell whether this conversation is shared',
  'why.allowed': 'an admin allowed them in this shared channel',
  'status.line': 'Invoice link previews in this channel: *{{state}}*.',
  'status.lineWhy': 'Invoice link previews in this channel: *{{state}}* ({{why}}).',
  'show.hint': 'Change it with `/enlivy unfurls on`, `minimal` or `off`.',
  'receipt.on':
    '<@{{userId}}> turned full invoice previews on in this channel: links to Enlivy invoices show the number, counterparty, amount, status and due date.',
  'receipt.onShared':
    '<@{{userId}}> turned full invoice previews on in this channel: links to Enlivy invoices show the number, counterparty, amount, status and due date. This channel is shared with other organizations, and their people see these details too.',
  'receipt.minimal':
    '<@{{userId}}> set invoice previews in this channel to the number and status only.',
  'receipt.off':
    '<@{{userId}}> turned invoice previews off in this channel: links to Enlivy invoices no longer unfold here.',
  'already.on': 'Full invoice previews are already on in this channel.',
  'already.minimal': 'Invoice previews in this channel already show the number and status only.',
  'already.off': 'Invoice previews are already off in this channel.',
  'invalid.word': '`{{word}}` is not a setting of `/enlivy unfurls`.',
  'invalid.hint': 'Use `/enlivy unfurls on`, `minimal` or `off`.',
  'command.usage': '/enlivy unfurls [on|minimal|off]',
  'command.summary':
    'How links to Enlivy invoices unfold in this channel: `on` full previews, `minimal` the number and status only, `off` none. Channels shared with other organizations show the number and status until an admin turns previews `on` there.',
  'command.working': 'Checking the invoice previews of this channel…',
} as const;

export type UnfurlsCopy = typeof unfurlsEn;
