/**
 * The `destinationForms` namespace in English (the source of its keys): the subscribe, webhook
 * and edit modals, their submissions and results, and the receipts they post.
 */
export const destinationFormsEn = {
  'title.newSlack': 'New Slack destination',
  'title.newWebhook': 'New webhook',
  'title.edit': 'Edit destination',
  'button.create': 'Create',
  'button.save': 'Save',
  'button.cancel': 'Cancel',

  'form.name.label': 'Name',
  'form.name.placeholderSlack': '#finance alerts',
  'form.name.placeholderWebhook': 'Accounting sync',
  'form.channel.label': 'Channel',
  'form.channel.placeholder': 'Pick a channel',
  'form.channel.hint': 'For a private channel, invite the app first: /invite @enlivy',
  'form.postsTo': 'Posts to {{channel}}',
  'form.url.label': 'URL',
  'form.url.placeholder': 'https://example.com/enlivy/events',
  'form.url.hint':
    'Enlivy POSTs each event here as JSON, signed with a secret shown once after saving.',
  'form.cards': ':card_index: Cards in Slack',
  'form.cardsTo': ':card_index: Cards in Slack to {{channel}}',
  'form.filters.label': 'Filters',
  'form.filters.placeholder': 'amount>=1000 direction:outgoing',
  'form.filters.hint':
    'Only events that match all of these are posted: amount>=1000, direction:outgoing or incoming, status:overdue, currency:EUR (commas for alternatives).',
  'form.style.label': 'Post as',
  'form.style.enlivy': "Enlivy's messages",
  'form.style.enlivy.description': 'Enlivy posts a line of text, with your message template.',
  'form.style.cards': 'Cards in Slack',
  'form.style.cards.description': 'Posted by this app, with buttons; updates go in its thread.',
  'form.styleFilters.hint':
    'Cards are posted only for events matching all of these: amount>=1000, direction:outgoing or incoming, status:overdue, currency:EUR.',
  'form.credential.textLabel': 'Slack credential id',
  'form.credential.textPlaceholder': 'org_api_cred_…',
  'form.credential.typedNote':
    'Enlivy did not list the organization’s credentials just now. Paste the id of its Slack credential (Enlivy → Settings → Integrations).',
  'form.credential.label': 'Slack credential',
  'form.credential.placeholder': 'The Slack connection Enlivy posts with',
  'form.credential.hint':
    'Enlivy posts with the Slack app connected to your organization in Enlivy.',
  'form.credential.hintWarning':
    'Enlivy posts with the Slack app connected to your organization in Enlivy. ⚠ {{warning}}',
  'form.events.label': 'Events',
  'form.events.placeholder': 'invoice.paid, contract.updated …',
  'form.events.hint': 'Pick at least one: a destination without events delivers nothing.',
  'form.events.otherGroup': 'Other events',
  'form.otherEvents.label': 'Events not in the list',
  'form.otherEvents.placeholder': 'helpdesk.conversation_assigned, …',
  'form.otherEvents.hint':
    'Added to those picked above: names as subject.action, separated by commas or spaces.',
  'form.includes.label': 'Include related data',
  'form.includes.placeholder': 'invoice · line_items …',
  'form.includes.hintCreate':
    'Applies to every selected event of that subject; subjects you did not pick an event for are skipped.',
  'form.includes.hintEdit':
    'Applies to every selected event of that subject. Subjects whose picks you leave as they are keep each subscription’s own includes.',
  'form.message.label': 'Message template',
  'form.message.placeholder': 'Invoice {{number}} was paid: {{total}} {{currency}}',
  'form.message.hint':
    'Placeholders: {{placeholders}}; any field of the event, e.g. {{example}}. Empty: Enlivy’s default line.',
  'form.message.hintMixed':
    'The subscriptions have different templates: leave this empty to keep each one’s own, or type one to use it for all. {{hint}}',
  'form.preview.button': 'Preview message',
  'form.preview.head': '*Preview* for `{{event}}` with sample data:',
  'form.preview.empty': '_(empty: Enlivy posts its default line for the event)_',
  'form.preview.unknown': ':warning: No value in the sample for {{names}} (shown empty).',
  'sample.customer': 'Sample Customer Ltd',
  'sample.contract': 'Sample service agreement',
  'sample.other': 'Sample {{subject}}',
  'form.active.label': 'State',
  'form.active.option': 'Active: deliver events right away',
  'form.active.hint': 'Untick to keep it paused until you resume it.',

  'check.name.empty': 'Give the destination a name.',
  'check.tooLong': 'At most {{max}} characters (this has {{length}}).',
  'check.channel': 'Pick the channel to post to.',
  'check.credential': 'Paste the id of the Slack credential from Enlivy (org_api_cred_…).',
  'check.otherEvents':
    'Not event names: {{words}}. Write them as subject.action, e.g. invoice.paid.',
  'check.events': 'Pick at least one event.',
  'check.url.empty': 'Enter the https URL Enlivy should post events to.',
  'check.url.tooLong': 'At most {{max}} characters.',
  'check.url.invalid': 'That is not a valid URL; it should look like https://example.com/enlivy.',
  'check.url.https': 'Use an https:// URL: Enlivy only posts to https.',
  'check.url.host': 'The URL needs a host name.',
  'check.url.credentials':
    'Leave user names and passwords out of the URL; check the Signature header instead.',
  'form.expired': 'This form is too old to save: its saved state has expired.',
  'form.expired.hint': 'Close it and open it again.',

  'credential.here': '{{name}} · this Slack workspace',
  'credential.elsewhere': '{{name}} · another Slack workspace ({{account}})',
  'credential.elsewhereWarning_one':
    "One credential posts to another Slack workspace: channels of this one do not exist there, so Enlivy could not post. To post here, connect Enlivy's Slack app to this workspace in Enlivy (Settings → Integrations → Slack).",
  'credential.elsewhereWarning_other':
    "{{count}} credentials post to another Slack workspace: channels of this one do not exist there, so Enlivy could not post. To post here, connect Enlivy's Slack app to this workspace in Enlivy (Settings → Integrations → Slack).",

  'problem.limit_one':
    'This organization already has {{limit}} destinations, the limit for one paid pack. Delete one (`/enlivy delete NAME`) or add a pack in Enlivy, then try again.',
  'problem.limit_other':
    'This organization already has {{limit}} destinations, the limit for {{count}} paid packs. Delete one (`/enlivy delete NAME`) or add a pack in Enlivy, then try again.',
  'problem.paidPack':
    'Sending events requires a paid pack. Add one in Enlivy (Billing), then try again.',
  'problem.refused': 'Enlivy refused some fields; see the notes under them.',
  'problem.nothingChanged': 'Nothing was changed.',
  'unknownEvent.guess': '`{{name}}` (did you mean `{{guess}}`?)',

  'loading.default': 'Loading from Enlivy…',
  'loading.creating': 'Creating the destination in Enlivy…',
  'loading.saving': 'Saving the destination in Enlivy…',
  theEndpoint: 'the endpoint',

  'noCredential.head':
    ':electric_plug: *{{organization}} has no Slack credential in Enlivy*, so Enlivy has nothing to post to Slack with.',
  'noCredential.how':
    'In Enlivy, open *Settings → Integrations → Slack* and connect Slack to the organization. Then run `/enlivy subscribe` again.',
  'noCredential.webhook': 'Meanwhile `/enlivy webhook` sends events to any https endpoint.',

  'created.title': 'Destination created',
  'created.slack': ':white_check_mark: {{name}} now posts {{events}} to <#{{channel}}>.',
  'created.cardAt.channel':
    'Its card, with a *Send test* button, is in the channel (only you see it).',
  'created.cardAt.dm':
    'Its card, with a *Send test* button, is in your direct messages with the app.',
  'created.cardAt.nowhere':
    '`/enlivy list` in the channel shows its card, with a *Send test* button.',
  'created.card.text': 'Created {{name}}. Send a test event to check it works.',
  'created.card.head': ':sparkles: *Created.* Send a test now to check that it arrives.',
  'webhookCreated.title': 'Webhook created',
  'webhookCreated.body': ':white_check_mark: {{name}} will POST {{events}} to `{{host}}`.',
  'webhookCreated.noSecret':
    ':warning: Enlivy did not return a signing secret. Ask the Enlivy admin how deliveries to this endpoint are signed.',
  'secret.head': '*Signing secret*: copy it now, {{howLong}}.',
  'secret.howLong.modal': 'it is shown only this once and is not kept anywhere in Slack',
  'secret.howLong.ephemeral': 'only you see this message and it goes away when Slack reloads',
  'secret.howLong.dm':
    'this DM between you and the app is the only place it is kept in Slack, so keep it to yourself',
  'secret.verify':
    '*Verifying a delivery:* each request carries a `Signature` header: the lowercase hex HMAC-SHA256 of the raw request body, keyed with this secret. Compute it over the exact bytes received (before parsing the JSON) and compare in constant time, e.g. `crypto.timingSafeEqual` in Node or `hash_equals` in PHP.',
  'secret.text': 'The signing secret of webhook {{name}}, for you only.',
  'secret.intro':
    ':key: {{name}} (posting to `{{host}}`) is created, but its window had closed before it could show the signing secret, so here it is, for you only.',
  secretLost:
    ':warning: {{name}} *was created, but its signing secret could not be shown to you.* {{why}}, so nobody can check the `Signature` of its deliveries. To get a secret: have an admin delete this webhook (*Delete* on its card, or `/enlivy delete {{quoted}}`), then create it again with `/enlivy webhook`: the new secret is shown once, only to you.',
  secretNotShown:
    ':warning: *The signing secret could not be shown to you*: the window had closed before the webhook was created, and Slack would not take a private message either. It cannot be shown again: create the webhook again to get a new secret, and have this one deleted (an admin can, with *Delete*).',
  'receipt.subscribed': '<@{{user}}> subscribed <#{{channel}}> to {{events}} ({{name}}).',
  'receipt.webhook': '<@{{user}}> created webhook {{name}} to `{{host}}` for {{events}}.',

  'subscribe.defaultName': '#{{channel}} alerts',
  'subscribe.credentialsUnreadable': 'Enlivy did not list the organization’s Slack credentials.',
  'subscribe.useForm': 'Run `/enlivy subscribe` without events to pick it in the form.',
  'subscribe.noCredential': 'This organization has no Slack credential in Enlivy.',
  'subscribe.noCredential.hint':
    'In Enlivy, open Settings → Integrations → Slack and connect Slack, then try again.',
  'subscribe.manyCredentials_one':
    'This organization has {{count}} Slack credential; say which one.',
  'subscribe.manyCredentials_other':
    'This organization has {{count}} Slack credentials; say which one.',
  'subscribe.unknownEvents': 'Unknown events: {{events}}.',
  'subscribe.unknownEvents.hint':
    'Event names look like `invoice.paid`. `/enlivy subscribe` alone opens a form listing them all.',
  'subscribe.unlinked':
    '`{{typed}}` is not a channel Slack linked, so there is no channel to post to.',
  'subscribe.unlinked.hint':
    'Type `#` and pick the channel from the list Slack shows (it turns blue), e.g. `/enlivy subscribe invoice.paid #finance`.',
  'subscribe.oneChannel': 'Give one channel: a destination posts to a single channel.',
  'subscribe.example': 'For example `/enlivy subscribe invoice.paid #finance`.',
  'subscribe.whichChannel': 'Say which channel to post to.',
  'subscribe.already_one':
    ':information_source: <#{{channel}}> already gets this event from this destination, so nothing new was created.',
  'subscribe.already_other':
    ':information_source: <#{{channel}}> already gets these events from this destination, so nothing new was created.',
  'subscribe.refused': 'Enlivy refused the destination.',
  'subscribe.refused.hint': 'Fix it and try again, or use `/enlivy subscribe` alone for the form.',

  'edit.more': '{{names}} +{{count}} more',
  'edit.adding': '*Adding:* {{names}}',
  'edit.removing': '*Removing:* {{names}}',
  'edit.modifying': '*Changing includes or message:* {{names}}',
  'edit.unchanged': '*Unchanged:* {{count}}',
  'edit.rename': '*Name:* {{from}} → {{to}}',
  'edit.state.active': '*State:* active (resumes delivery)',
  'edit.state.paused': '*State:* paused (stops delivery)',
  'edit.url': '*URL:* now posts to `{{host}}`',
  'edit.filters': '*Filters:* {{filters}}',
  'edit.filters.none': 'none (every event is posted)',
  'edit.confirm.title': 'Review changes',
  'edit.confirm.question': 'Save these changes to {{name}}?',
  'edit.confirm.note': 'Subscriptions you did not touch keep their includes and message template.',
  'edit.confirm.back': 'Back to the form',
  'edit.saved.title': 'Destination saved',
  'edit.saved.body': ':white_check_mark: Saved {{name}}.',
  'edit.nothing.title': 'Nothing changed',
  'edit.nothing.body': 'Nothing changed: {{name}} is as it was, so nothing was sent to Enlivy.',
  'edit.receipt': '<@{{user}}> edited {{name}}: {{changes}}',
  'edit.receipt.added_one': '+{{count}} event',
  'edit.receipt.added_other': '+{{count}} events',
  'edit.receipt.removed_one': '−{{count}} event',
  'edit.receipt.removed_other': '−{{count}} events',
  'edit.receipt.modified_one': '{{count}} event reconfigured',
  'edit.receipt.modified_other': '{{count}} events reconfigured',
  'edit.receipt.renamed': 'renamed from {{name}}',
  'edit.receipt.resumed': 'resumed',
  'edit.receipt.paused': 'paused',
  'edit.receipt.url': 'now posts to `{{host}}`',
  'edit.notChanged': '*{{name}}* was not saved: Enlivy still shows it as before.',
  'edit.unknown':
    'It is not known whether *{{name}}* was saved: Enlivy did not answer clearly and could not be asked again.',
  'edit.howToCheck': 'Check it with `/enlivy list` (or open Edit again) before saving again.',
  'edit.filtersNotStored':
    'Enlivy saved the rest of the edit, but the new filters could not be stored, so the old ones still apply. {{message}}',
} as const;

export type DestinationFormsCopy = typeof destinationFormsEn;
