import { describe } from 'vitest';
import type { Invoice } from '../../../src/enlivy/index.js';
import {
  connectFirstHint,
  previewLine,
  previewSettingMessage,
  previewSettingReceipt,
  previewSettingUnchanged,
} from '../../../src/features/unfurls/views/messages.js';
import {
  fullInvoicePreview,
  minimalInvoicePreview,
} from '../../../src/features/unfurls/views/preview.js';
import { itShowsOnlyCatalogText, xx } from '../../translators.js';

/**
 * Invoice previews and `/enlivy unfurls` in the pseudo-locale `xx` (see pseudo-locale.test.ts):
 * words outside ⟦ ⟧ are English that bypassed the catalogs.
 */
const INVOICE: Invoice = {
  id: 'org_inv_demo_0001',
  number: 'INV-2026-0001',
  formatted_number: 'INV-2026-0001',
  status: 'paid',
  title: null,
  currency: 'EUR',
  total: 1250,
  issued_at: '2026-10-01',
  due_at: '2026-10-31',
  paid_at: null,
  finalized_at: '2026-10-01T09:00:00.000000Z',
  direction: 'outbound',
  receiver_user: { name: 'Acme' },
};
const INVOICE_URL = 'https://app.enlivy.com/organizations/org_demo/invoices/org_inv_demo_0001';

describe('invoice previews in the pseudo-locale', () => {
  itShowsOnlyCatalogText(
    {
      'full preview': () => fullInvoicePreview(INVOICE, INVOICE_URL, xx),
      'full preview of a draft without a counterparty': () =>
        fullInvoicePreview(
          { ...INVOICE, status: 'draft', finalized_at: null, receiver_user: null },
          INVOICE_URL,
          xx,
        ),
      'minimal preview, shared channel': () => minimalInvoicePreview(INVOICE, 'shared', xx),
      'minimal preview, admin’s choice': () => minimalInvoicePreview(INVOICE, 'chosen', xx),
      'minimal preview, unknown conversation': () => minimalInvoicePreview(INVOICE, 'unknown', xx),
      'connect first': () => connectFirstHint(xx),
      'status line, full': () => previewLine({ kind: 'full', allowedShared: false }, xx),
      'status line, full in a shared channel': () =>
        previewLine({ kind: 'full', allowedShared: true }, xx),
      'status line, off': () => previewLine({ kind: 'off' }, xx),
      'setting shown': () => previewSettingMessage({ kind: 'minimal', reason: 'shared' }, xx),
      'receipt on, shared': () => previewSettingReceipt('U1', 'on', true, xx),
      'receipt on': () => previewSettingReceipt('U1', 'on', false, xx),
      'receipt minimal': () => previewSettingReceipt('U1', 'minimal', false, xx),
      'receipt off': () => previewSettingReceipt('U1', 'off', false, xx),
      unchanged: () => previewSettingUnchanged('off', xx),
    },
    new Set(['INV', 'Acme', 'EUR', 'Oct']),
  );
});
