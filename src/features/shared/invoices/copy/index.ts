import { copyFor, copyOf, type Translator } from '../../../../platform/i18n/index.js';
import { type SharedInvoicesCopy, sharedInvoicesEn } from './en.js';
import { sharedInvoicesRo } from './ro.js';

export const sharedInvoicesCopy = copyOf(sharedInvoicesEn, sharedInvoicesRo);
export type { SharedInvoicesCopy } from './en.js';

/** The `sharedInvoices` texts in `t`'s language. */
export const sharedInvoicesSay = (t: Translator) =>
  copyFor<SharedInvoicesCopy>(t, 'sharedInvoices');
