/**
 * The invoice pieces previews reuse, from the invoices feature: imported here only, so that
 * when they move (to `features/shared/invoices/`) one file follows.
 */
export { INVOICES } from '../../core/ids.js';
export { invoicesSay } from '../invoices/copy/index.js';
export { invoiceAppUrl } from '../invoices/urls.js';
export { encodeInvoiceAction, isInvoiceId } from '../invoices/values.js';
export {
  amountText,
  counterpartyName,
  dayText,
  statusText,
} from '../invoices/views/invoice-format.js';
export { hasPdf, invoiceLabel } from '../invoices/views/invoices.js';
