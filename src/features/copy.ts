import { commonCopy } from '../core/copy/index.js';
import type { CopyRegistry } from '../platform/i18n/index.js';
import { FEATURES } from './index.js';
import { sharedCardsCopy } from './shared/cards/copy/index.js';
import { sharedDeliveriesCopy } from './shared/deliveries/copy/index.js';
import { sharedDestinationsCopy } from './shared/destinations/copy/index.js';
import { sharedInvoicesCopy } from './shared/invoices/copy/index.js';
import { sharedPausingCopy } from './shared/pausing/copy/index.js';

/**
 * Every text namespace the app speaks, in one place: `common` (errors, the command catalog) and
 * one per feature, each kept next to its feature in `copy/en.ts` and `copy/ro.ts`.
 */
export const COPY: CopyRegistry = {
  ...Object.fromEntries(FEATURES.flatMap((feature) => Object.entries(feature.copy))),
  common: commonCopy,
  sharedCards: sharedCardsCopy,
  sharedDeliveries: sharedDeliveriesCopy,
  sharedDestinations: sharedDestinationsCopy,
  sharedInvoices: sharedInvoicesCopy,
  sharedPausing: sharedPausingCopy,
};
