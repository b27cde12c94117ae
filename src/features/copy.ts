import { commonCopy } from '../core/copy/index.js';
import type { CopyRegistry } from '../platform/i18n/index.js';
import { accessCopy } from './access/copy/index.js';
import { cardsCopy } from './cards/copy/index.js';
import { connectionCopy } from './connection/copy/index.js';
import { deliveriesCopy } from './deliveries/copy/index.js';
import { helpCopy } from './help/copy/index.js';
import { FEATURES } from './index.js';
import { invoicesCopy } from './invoices/copy/index.js';
import { searchCopy } from './search/copy/index.js';
import { sharedCardsCopy } from './shared/cards/copy/index.js';
import { sharedDeliveriesCopy } from './shared/deliveries/copy/index.js';
import { sharedDestinationsCopy } from './shared/destinations/copy/index.js';
import { sharedInvoicesCopy } from './shared/invoices/copy/index.js';
import { sharedPausingCopy } from './shared/pausing/copy/index.js';
import { shortcutsCopy } from './shortcuts/copy/index.js';
import { workflowStepsCopy } from './workflow-steps/copy/index.js';

/**
 * Every text namespace the app speaks, in one place: `common` (errors, the command catalog) and
 * one per feature, each kept next to its feature in `copy/en.ts` and `copy/ro.ts`.
 */
export const COPY: CopyRegistry = {
  ...Object.fromEntries(FEATURES.flatMap((feature) => Object.entries(feature.copy))),
  common: commonCopy,
  help: helpCopy,
  deliveries: deliveriesCopy,
  invoices: invoicesCopy,
  search: searchCopy,
  cards: cardsCopy,
  connection: connectionCopy,
  access: accessCopy,
  'workflow-steps': workflowStepsCopy,
  shortcuts: shortcutsCopy,
  sharedCards: sharedCardsCopy,
  sharedDeliveries: sharedDeliveriesCopy,
  sharedDestinations: sharedDestinationsCopy,
  sharedInvoices: sharedInvoicesCopy,
  sharedPausing: sharedPausingCopy,
};
