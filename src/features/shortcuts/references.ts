import type { InvoiceReference } from '../shared/invoices/resolve.js';
import { isInvoiceId } from '../shared/invoices/values.js';

/** At most this many invoices are looked up from one message (each card is its own reply). */
export const MAX_LOOKUPS = 4;

/**
 * Invoice numbers as they appear in prose: letters, an optional separator, then a digit
 * (`INV-2026-0001`, `BILL-7781`, `F2026/12`). Bare numbers (years, amounts) are not taken.
 */
const NUMBER_IN_TEXT = /^[A-Za-z]{1,12}[-/#._]?\d[A-Za-z0-9\-/._#]*$/;

/** Slack's `<…>` markup (links, mentions, channels) holds no invoice reference of its own. */
const MARKUP = /<[^>\s]*>/g;

/**
 * The invoice references in a message's text, in order, without repeats: invoice ids
 * (`org_inv_…`) and invoice numbers. Formatting around them (`*…*`, backticks, punctuation) is
 * ignored.
 */
export function invoiceReferencesIn(text: string): InvoiceReference[] {
  const found = new Map<string, InvoiceReference>();
  const words = text.replace(MARKUP, ' ').split(/[\s,;:()[\]{}*`~"'!?|]+/);
  for (const raw of words) {
    const word = raw.replace(/^[._#/-]+|[._#/-]+$/g, '');
    if (word.length < 3 || word.length > 60) continue;
    const reference: InvoiceReference | undefined = isInvoiceId(word)
      ? { kind: 'id', id: word }
      : NUMBER_IN_TEXT.test(word)
        ? { kind: 'number', number: word }
        : undefined;
    if (reference === undefined) continue;
    const key = word.toLowerCase();
    if (!found.has(key)) found.set(key, reference);
  }
  return [...found.values()];
}
