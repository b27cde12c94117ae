import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type InvoicesCopy, invoicesEn } from './en.js';
import { invoicesRo } from './ro.js';

export const invoicesCopy = copyOf(invoicesEn, invoicesRo);
export type { InvoicesCopy } from './en.js';

/** The `invoices` texts in `t`'s language. */
export const invoicesSay = (t: Translator) => copyFor<InvoicesCopy>(t, 'invoices');
