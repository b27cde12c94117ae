import { copyOf } from '../../../platform/i18n/index.js';
import { invoicesEn } from './en.js';
import { invoicesRo } from './ro.js';

export const invoicesCopy = copyOf(invoicesEn, invoicesRo);
export type { InvoicesCopy } from './en.js';
