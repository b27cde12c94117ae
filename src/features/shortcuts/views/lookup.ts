import type { KnownBlock } from '@slack/types';
import { SHORTCUTS } from '../../../core/ids.js';
import { actions, button, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { InvoiceReference } from '../../invoices/resolve.js';

export function referenceWords(reference: InvoiceReference): string {
  return reference.kind === 'id' ? reference.id : reference.number;
}

/** No invoice number or id in the message: say so, and offer a search of its words. */
export function noInvoicesInMessage(searchValue: string | undefined): SlackMessage {
  const text =
    ':mag: This message names no invoice number (like INV-2026-0001) or invoice id (org_inv_…).';
  const blocks: KnownBlock[] = [
    section(
      `${text}\n${searchValue ? 'Search Enlivy for its words instead, or' : 'Try'} \`/enlivy search <number or customer>\`.`,
    ),
  ];
  if (searchValue !== undefined) {
    blocks.push(actions([button('Search Enlivy', SHORTCUTS.searchOffer, { value: searchValue })]));
  }
  return { text, blocks };
}

/** What was looked up but not shown: not found, shared by several invoices, or past the limit. */
export function lookupNotes(input: {
  missing: InvoiceReference[];
  several: string[];
  skipped: InvoiceReference[];
}): SlackMessage | undefined {
  const lines: string[] = [];
  const list = (refs: InvoiceReference[]) =>
    refs.map((r) => `\`${escapeMrkdwn(referenceWords(r)).replaceAll('`', '')}\``).join(', ');
  if (input.missing.length > 0)
    lines.push(`:grey_question: Enlivy has no invoice ${list(input.missing)}.`);
  for (const number of input.several)
    lines.push(
      `:grey_question: Several invoices carry the number \`${escapeMrkdwn(number).replaceAll('`', '')}\`: \`/enlivy invoice ${escapeMrkdwn(number).replaceAll('`', '')}\` lists them.`,
    );
  if (input.skipped.length > 0)
    lines.push(
      `:information_source: Not looked up (${input.skipped.length} more): ${list(input.skipped)}. Use \`/enlivy invoice NUMBER\` for each.`,
    );
  if (lines.length === 0) return undefined;
  const text = lines.join('\n');
  return { text, blocks: [section(text)] };
}
