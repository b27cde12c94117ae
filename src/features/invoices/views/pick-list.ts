import type { KnownBlock } from '@slack/types';
import { INVOICES } from '../../../core/ids.js';
import type { Invoice } from '../../../enlivy/index.js';
import { button, context, escapeMrkdwn, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { encodeInvoiceAction } from '../values.js';
import { counterpartyName, formatAmount, statusWords } from './invoice-format.js';
import { invoiceLabel } from './invoices.js';

/** Rows shown at most; a number shared by more invoices than this needs Enlivy itself. */
export const PICK_LIST_ROWS = 10;

/** Who the invoice is with: the other party when Enlivy named it, else the invoice's title. */
function partyOf(invoice: Invoice, label: string): string | undefined {
  const name = counterpartyName(invoice);
  if (name !== undefined) return name;
  return invoice.title && invoice.title !== label ? invoice.title : undefined;
}

function row(invoice: Invoice, locale: string | undefined): KnownBlock {
  const label = invoiceLabel(invoice);
  const facts = [
    partyOf(invoice, label) ?? 'Unknown customer',
    formatAmount(invoice.total, invoice.currency, locale) ?? 'No total',
    statusWords(invoice.status),
  ].map((fact) => escapeMrkdwn(truncate(fact, 200)));
  return section(
    `*${escapeMrkdwn(label)}* · ${facts.join(' · ')}\n\`${escapeMrkdwn(invoice.id)}\``,
    button('Open', INVOICES.action.open, {
      value: encodeInvoiceAction({ id: invoice.id, from: 'card' }),
    }),
  );
}

/** Several invoices carry the number typed: one row each, with a button that opens its card. */
export function invoicePickList(
  number: string,
  invoices: readonly Invoice[],
  locale?: string,
): SlackMessage {
  const shown = invoices.slice(0, PICK_LIST_ROWS);
  const name = escapeMrkdwn(truncate(number, 60));
  const blocks: KnownBlock[] = [
    section(`:receipt: *${invoices.length} invoices are numbered ${name}.* Which one?`),
    ...shown.map((invoice) => row(invoice, locale)),
  ];
  if (invoices.length > shown.length) {
    blocks.push(
      context(
        `${invoices.length - shown.length} more not shown: open the one you mean by its id, \`/enlivy invoice org_inv_…\`.`,
      ),
    );
  }
  return { text: `${invoices.length} invoices are numbered ${name}. Which one?`, blocks };
}
