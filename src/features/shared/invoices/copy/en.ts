/** The `sharedInvoices` namespace in English (the source of its keys). */
export const sharedInvoicesEn = {
  'status.approval_required': 'Awaiting approval',
  'status.draft': 'Draft',
  'status.scheduled': 'Scheduled',
  'status.pending': 'Pending',
  'status.sent_email': 'Sent by email',
  'status.sent_physical': 'Sent by post',
  'status.payment_partial': 'Partly paid',
  'status.paid': 'Paid',
  'status.solved': 'Settled',
  'status.overdue': 'Overdue',
  'status.cancelled': 'Cancelled',
  'status.unknown': 'Unknown status',
  'button.pdf': 'Download PDF',
  'button.delete': 'Delete',
  'button.openInEnlivy': 'Open in Enlivy',
  'card.status': 'Status',
  'card.amount': 'Amount',
  'card.issued': 'Issued',
  'card.due': 'Due',
  'card.paid': 'Paid',
  'card.heading': ':receipt: *Invoice {{label}}*',
  'card.pdfHint':
    'The PDF goes to your DM; `/enlivy invoice {{id}} pdf here` posts it in this channel.',
  'card.noPdf': 'No PDF yet: Enlivy makes one when the invoice is finalized.',
  'card.text': 'Invoice {{label}}: {{status}}',
  'card.textAmount': 'Invoice {{label}}: {{status}}, {{amount}}',
  'notFound.title': 'Invoice not found',
  'notFound.number': 'No invoice numbered `{{number}}`.',
  'notFound.numberHint':
    'Try `/enlivy search {{number}}`: it also finds invoices whose number or title contains it.',
  'notFound.id': 'Enlivy has no invoice `{{id}}` (it may have been deleted).',
  'notFound.idHint':
    'Check the id, or find the invoice with `/enlivy search <number or customer>`.',
} as const;

export type SharedInvoicesCopy = typeof sharedInvoicesEn;
