/**
 * The invoice pieces previews reuse, from the invoices feature: imported here only, so that
 * when they move (to `features/shared/invoices/`) one file follows.
 */

export { sharedInvoicesSay as invoicesSay } from '../shared/invoices/copy/index.js';
export { INVOICES } from '../shared/invoices/ids.js';
export { invoiceAppUrl } from '../shared/invoices/urls.js';
export { encodeInvoiceAction, isInvoiceId } from '../shared/invoices/values.js';
export { hasPdf, invoiceLabel } from '../shared/invoices/views/card.js';
export {
  amountText,
  counterpartyName,
  dayText,
  statusText,
} from '../shared/invoices/views/format.js';
