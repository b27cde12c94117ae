import type { Translation } from '../../../platform/i18n/index.js';
import type { InvoicesCopy } from './en.js';

export const invoicesRo: Translation<InvoicesCopy> = {};
