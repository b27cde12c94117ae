import type { EnlivyClient, Invoice } from '../../enlivy/index.js';
import { OPEN_STATUSES } from './digest.js';

/** 50 invoices a page (Enlivy's most), 20 pages a status: 1,000 open invoices of each status. */
const PER_PAGE = 50;
const MAX_PAGES = 20;

export interface OpenInvoices {
  invoices: Invoice[];
  /** false when a status had more pages than were read: the list says so. */
  complete: boolean;
  /** How many invoices of one status are read at most. */
  readLimit: number;
}

/** How far a read got: when a page fails, the reader is told how many came before it. */
export interface ReadProgress {
  pagesRead: number;
}

/**
 * Every open invoice (see OPEN_STATUSES), each status paged through in turn, with the parties'
 * names (`receiver_user`, `sender_user`). Enlivy's list has no due-date filter: the due dates
 * are read from the rows. A page that fails throws Enlivy's error as it came (the connection
 * service tells a 401 by it); `progress` says how many pages came before.
 */
export async function readOpenInvoices(
  api: EnlivyClient,
  orgId: string,
  progress: ReadProgress = { pagesRead: 0 },
): Promise<OpenInvoices> {
  const invoices: Invoice[] = [];
  let complete = true;
  for (const status of OPEN_STATUSES) {
    for (let page = 1; ; page++) {
      const current = await api.invoices.list(orgId, {
        status,
        page,
        perPage: PER_PAGE,
        include: ['receiver_user', 'sender_user'],
      });
      progress.pagesRead += 1;
      invoices.push(...current.items);
      if (!current.hasMore) break;
      if (page === MAX_PAGES) {
        complete = false;
        break;
      }
    }
  }
  return { invoices, complete, readLimit: PER_PAGE * MAX_PAGES };
}
