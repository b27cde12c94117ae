import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { INVOICES } from '../shared/invoices/ids.js';
import { invoicesCopy, invoicesSay } from './copy/index.js';
import type { InvoicesDeps } from './deps.js';
import { invoiceCommand } from './invoice.js';
import { invoiceListeners } from './listeners.js';

export type { InvoicesDeps } from './deps.js';

/**
 * `/enlivy invoice`: an invoice's card, its PDF (DM or channel) and its deletion; the card's
 * buttons wherever a card shows (search, event cards, previews, the due list).
 */
export const invoices: Feature<InvoicesDeps> = {
  name: 'invoices',
  copy: { invoices: invoicesCopy },
  ids: INVOICES,
  register(app, deps) {
    deps.commands.add({
      name: 'invoice',
      role: 'editor',
      needsConnection: true,
      examples: [
        '/enlivy invoice INV-2026-0001',
        '/enlivy invoice INV-2026-0001 pdf',
        '/enlivy invoice INV-2026-0001 pdf here',
      ],
      ...commandTexts(invoicesSay),
      rank: 110,
      run: (request) => invoiceCommand(request, deps),
    });
    invoiceListeners(app, deps);
  },
};
