/**
 * What the list of invoices due borrows from the invoices feature, in one place: the rows show an
 * invoice as its card does (number, party, amount) with the card's own Open in Enlivy and PDF
 * buttons, whose clicks the invoices feature answers (the PDF goes to the clicker's DM).
 */
export { invoiceAppUrl } from '../shared/invoices/urls.js';
export { hasPdf, invoiceButtons, invoiceLabel } from '../shared/invoices/views/card.js';
export { amountText, counterpartyName, statusText } from '../shared/invoices/views/format.js';

import type { Button } from '@slack/types';
import type { Translator } from '../../platform/i18n/index.js';
import { button } from '../../slack/blocks.js';
import { sharedInvoicesSay as invoicesSay } from '../shared/invoices/copy/index.js';
import { INVOICES } from '../shared/invoices/ids.js';

/** The invoice card's Open in Enlivy link button. */
export function openInEnlivyButton(url: string, t: Translator): Button {
  return button(invoicesSay(t)('button.openInEnlivy'), INVOICES.action.openInEnlivy, { url });
}
