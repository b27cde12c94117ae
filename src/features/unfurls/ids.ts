/** Block ids of invoice previews (their buttons are the invoice card's: Download PDF, Open in Enlivy). */
export const UNFURLS = {
  block: {
    facts: 'unfurl_invoice_facts',
    actions: 'unfurl_invoice_actions',
  },
} as const;
