/** Invoice cards, invoice PDFs and invoice deletion (`/enlivy invoice`, search rows). */
export const INVOICES = {
  action: {
    download: 'invoice_download_pdf',
    delete: 'invoice_delete',
    /** A row of the pick list shown when several invoices carry the number typed. */
    open: 'invoice_open',
    /** A link button to the invoice in Enlivy: Slack still sends the click, acked and ignored. */
    openInEnlivy: 'invoice_open_in_enlivy',
  },
  callback: {
    delete: 'invoice_delete_confirm',
  },
  block: {
    cardActions: 'invoice_card_actions',
    deleteConfirm: 'invoice_delete_typed',
  },
} as const;
