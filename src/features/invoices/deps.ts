import type { AppServices } from '../../core/context.js';

/** What invoice cards, PDFs and deletion use of the app's services. */
export type InvoicesDeps = Pick<
  AppServices,
  'access' | 'commands' | 'config' | 'connections' | 'drainOver' | 'logger' | 'now' | 'stores'
>;
