/** The `invoices` namespace in English (the source of its keys). */
export const invoicesEn = {
  'button.open': 'Open',
  'pdf.sent': ':page_facing_up: PDF of {{label}} sent to your DM.',
  'pdf.commentDm': 'PDF of invoice {{label}}, as you asked.',
  'pdf.commentChannel': '<@{{userId}}> shared the PDF of invoice {{label}}.',
  'pdf.fileTitle': 'Invoice {{label}}',
  'pdf.empty':
    ':page_facing_up: Enlivy sent an empty file for invoice {{label}}, so nothing was posted. Try again in a minute.',
  'pdf.tooLarge':
    ':page_facing_up: The PDF of invoice {{label}} is larger than {{megabytes}} MB, too big to pass on through Slack. Download it in Enlivy instead.',
  'pdf.interrupted':
    ':page_facing_up: The PDF of invoice {{label}} did not arrive: Enlivy for Slack restarted while it was being sent, so the download was interrupted and no file was shared. Ask for it again in a minute.',
  'pdf.draft':
    ':page_facing_up: Invoice {{label}} is a draft, so it has no PDF. Only finalized invoices can be downloaded: finalize it in Enlivy, then try again.',
  'pdf.notFinalized':
    ':page_facing_up: Invoice {{label}} is not finalized yet, so it has no PDF. Only finalized invoices can be downloaded: finalize it in Enlivy, then try again.',
  'pdf.noChannel': 'There is no channel here to post the PDF in.',
  'pdf.noChannelHint': 'Run the command in a channel, or leave out `here` to get it in your DM.',
  'delete.title': 'Delete invoice',
  'delete.doneTitle': 'Invoice deleted',
  'delete.submit': 'Delete',
  'delete.cancel': 'Cancel',
  'delete.close': 'Close',
  'delete.lookingUp': ':hourglass_flowing_sand: Looking up the invoice in Enlivy…',
  'delete.deleting': ':hourglass_flowing_sand: Deleting invoice {{label}}…',
  'delete.question': ':warning: *Delete invoice {{label}}?*',
  'delete.explain':
    'Enlivy either moves it to its trash (restorable in Enlivy) or removes it for good; the receipt will say which.',
  'delete.confirmLabel': 'Type {{label}} to confirm',
  'delete.hintId': 'The invoice id, exactly as shown.',
  'delete.hintNumber': 'The invoice number, or its id {{id}}.',
  'delete.mismatch': 'That does not match. Type {{label}} exactly to delete it, or press Cancel.',
  'delete.stale':
    'This dialog is from an older version of the app. Nothing was deleted; click Delete again.',
  'delete.trashed':
    ":wastebasket: Invoice {{label}} was moved to Enlivy's trash. It can be restored in Enlivy.",
  'delete.deleted': ':wastebasket: Invoice {{label}} was deleted.',
  'delete.permanent': ':wastebasket: Invoice {{label}} was deleted permanently.',
  'delete.already': ':wastebasket: Invoice {{label}} was already deleted by <@{{userId}}>.',
  'delete.receiptTrashed':
    "<@{{userId}}> moved invoice {{label}} to Enlivy's trash. It can be restored in Enlivy.",
  'delete.receiptDeleted': '<@{{userId}}> deleted invoice {{label}}.',
  'delete.receiptPermanent': '<@{{userId}}> deleted invoice {{label}} permanently.',
  'delete.notChanged': 'Invoice {{label}} was not deleted: Enlivy still has it.',
  'delete.unknown':
    'It is not known whether invoice {{label}} was deleted: Enlivy did not answer clearly and could not be asked again.',
  'delete.howToCheck': 'Look the invoice up with `/enlivy search` before trying again.',
  'pick.heading_one': ':receipt: *{{count}} invoice is numbered {{number}}.* Which one?',
  'pick.heading_other': ':receipt: *{{count}} invoices are numbered {{number}}.* Which one?',
  'pick.text_one': '{{count}} invoice is numbered {{number}}. Which one?',
  'pick.text_other': '{{count}} invoices are numbered {{number}}. Which one?',
  'pick.more_one':
    '{{count}} more not shown: open the one you mean by its id, `/enlivy invoice org_inv_…`.',
  'pick.more_other':
    '{{count}} more not shown: open the one you mean by its id, `/enlivy invoice org_inv_…`.',
  'pick.unknownCustomer': 'Unknown customer',
  'pick.noTotal': 'No total',
  'command.howTo':
    'Use `/enlivy invoice NUMBER` for the card, `/enlivy invoice NUMBER pdf` for the PDF in your DM, or `/enlivy invoice NUMBER pdf here` to post it in this channel — e.g. `/enlivy invoice INV-2026-0001 pdf`. The invoice id (`org_inv_…`) works too.',
  'command.sayWhich': 'Say which invoice.',
  'command.notReference': '`{{word}}` is neither an invoice number nor an invoice id.',
  'command.notReferenceHint':
    'Give the number as it is on the invoice (at least 3 characters, e.g. `/enlivy invoice INV-2026-0001`) or its id (`org_inv_…`). Find one with `/enlivy search <number or customer>`.',
  'command.notUnderstood': '`{{words}}` is not something `/enlivy invoice` understands.',
  'command.usage': '/enlivy invoice NUMBER|ID [pdf [here]]',
  'command.summary':
    'An invoice card with Download PDF and Delete; `pdf` sends the PDF to your DM, `pdf here` posts it in this channel.',
  'command.working': 'Reading the invoice…',
} as const;

export type InvoicesCopy = typeof invoicesEn;
