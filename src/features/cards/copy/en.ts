/** The `cards` namespace in English (the source of its keys). */
export const cardsEn = {
  'action.created': 'New',
  'action.updated': 'Updated',
  'action.deleted': 'Deleted',
  'action.restored': 'Restored',
  'action.paid': 'Paid',
  'action.all_parties_signed': 'Signed by all parties',
  'action.sent': 'Sent',
  'action.accepted': 'Accepted',
  'action.rejected': 'Rejected',
  'action.expired': 'Expired',
  'action.viewed': 'Viewed',
  'action.test': 'Test event',
  'fact.message': 'Message',
  'fact.customer': 'Customer',
  'fact.total': 'Total',
  'fact.due': 'Due',
  'fact.status': 'Status',
  'fact.direction': 'Direction',
  'fact.paid': 'Paid',
  'fact.party': 'Party',
  'fact.value': 'Value',
  'fact.starts': 'Starts',
  'fact.ends': 'Ends',
  'fact.signed': 'Signed',
  'fact.signer': 'Signer',
  'fact.for': 'For',
  'fact.expires': 'Expires',
  'fact.amount': 'Amount',
  'fact.counterparty': 'Counterparty',
  'fact.booked': 'Booked',
  'fact.account': 'Account',
  'fact.email': 'Email',
  'fact.assignedTo': 'Assigned to',
  'fact.source': 'Source',
  'fact.activity': 'Activity',
  'fact.note': 'Note',
  'fact.name': 'Name',
  'fact.title': 'Title',
  'fact.number': 'Number',
  'fact.description': 'Description',
  'fact.currency': 'Currency',
  'direction.outgoing': 'Outgoing',
  'direction.incoming': 'Incoming',
  'value.yes': 'yes',
  'value.no': 'no',
  /** Slack's date token format: the words between the {fields} are shown as they are. */
  'button.pdf': 'Download PDF',
  'button.open': 'Open in Enlivy',
  'reach.socket':
    'This app runs in Socket Mode, so it has no public address Enlivy could post events to.',
  'reach.private':
    "This app's address (`{{host}}`) is not reachable from the internet, so Enlivy could not post events to it.",
  'reach.https':
    "Enlivy posts events only to https addresses, and this app's address is `{{address}}`.",
  'unreachable.message': 'Cards cannot be set up here: {{reason}}',
  'unreachable.hint':
    'Run the app with a public https `PUBLIC_URL` (not Socket Mode), or use `/enlivy subscribe` for Enlivy’s own Slack messages.',
  'noSecret.lost':
    '{{name}} was created in Enlivy, but this app could not learn its signing secret. {{why}}, so this app cannot verify the deliveries to it and will post no cards for it.',
  'noSecret.missing':
    'Enlivy created {{name}} but did not return its signing secret, so its deliveries could not be verified and it will post nothing.',
  'noSecret.title': 'Created, but it cannot post cards',
  'noSecret.hint':
    'Delete it with `/enlivy delete {{id}}` and run the command again: the new destination gets a signing secret of its own.',
} as const;

export type CardsCopy = typeof cardsEn;
