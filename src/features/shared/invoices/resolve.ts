import {
  type EnlivyClient,
  EnlivyNotFoundError,
  type Invoice,
  type InvoiceInclude,
} from '../../../enlivy/index.js';
import { isInvoiceId } from './values.js';

/**
 * How a person names an invoice: its id (`org_inv_…`) or its number (`INV-2026-0001`). Numbers
 * are looked up with Enlivy's list search, which needs at least 3 characters.
 */
export type InvoiceReference = { kind: 'id'; id: string } | { kind: 'number'; number: string };

export const MIN_NUMBER_LENGTH = 3;
const MAX_NUMBER_LENGTH = 60;
const NUMBER = /^[\p{L}\p{N}][\p{L}\p{N}._/#-]*$/u;

/** The reference a typed word makes, or undefined when it can be neither an id nor a number. */
export function invoiceReference(word: string): InvoiceReference | undefined {
  if (isInvoiceId(word)) return { kind: 'id', id: word };
  if (word.length < MIN_NUMBER_LENGTH || word.length > MAX_NUMBER_LENGTH) return undefined;
  return NUMBER.test(word) ? { kind: 'number', number: word } : undefined;
}

export type InvoiceResolution =
  | { kind: 'found'; invoice: Invoice }
  /** No invoice has that id, or exactly that number. */
  | { kind: 'none'; reference: InvoiceReference }
  /** Several invoices carry that number (e.g. an outbound invoice and a supplier's bill). */
  | { kind: 'several'; number: string; invoices: Invoice[] };

/** The other party's name is read from these, so a pick list can tell the matches apart. */
const PARTIES: InvoiceInclude[] = ['receiver_user', 'sender_user'];
const PER_PAGE = 50;
/** A number search matches numbers that contain it too; past this many pages, stop looking. */
const MAX_PAGES = 4;

function numberOf(invoice: Invoice): string[] {
  return [invoice.number, invoice.formatted_number]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => String(value).toLowerCase());
}

/** Invoices whose number (or formatted number) is exactly `number`, any case. */
async function invoicesNumbered(
  api: EnlivyClient,
  orgId: string,
  number: string,
): Promise<Invoice[]> {
  const wanted = number.toLowerCase();
  const matches: Invoice[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const found = await api.invoices.list(orgId, {
      text: number,
      include: PARTIES,
      page,
      perPage: PER_PAGE,
    });
    matches.push(...found.items.filter((invoice) => numberOf(invoice).includes(wanted)));
    if (!found.hasMore) break;
  }
  return matches;
}

/**
 * Resolves what a person typed to one invoice. An id is retrieved (404 → `none`); a number is
 * searched and only exact matches count. Other Enlivy failures are thrown as they are.
 */
export async function resolveInvoice(
  api: EnlivyClient,
  orgId: string,
  reference: InvoiceReference,
): Promise<InvoiceResolution> {
  if (reference.kind === 'id') {
    try {
      return { kind: 'found', invoice: await api.invoices.retrieve(orgId, reference.id) };
    } catch (err) {
      if (err instanceof EnlivyNotFoundError) return { kind: 'none', reference };
      throw err;
    }
  }
  const matches = await invoicesNumbered(api, orgId, reference.number);
  const [only] = matches;
  if (only === undefined) return { kind: 'none', reference };
  if (matches.length === 1) return { kind: 'found', invoice: only };
  return { kind: 'several', number: reference.number, invoices: matches };
}
