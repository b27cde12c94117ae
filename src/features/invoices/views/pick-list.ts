import type { KnownBlock } from '@slack/types';
import type { Invoice } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { button, context, escapeMrkdwn, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { INVOICES } from '../../shared/invoices/ids.js';
import { encodeInvoiceAction } from '../../shared/invoices/values.js';
import { invoiceLabel } from '../../shared/invoices/views/card.js';
import { amountText, counterpartyName, statusText } from '../../shared/invoices/views/format.js';
import { invoicesSay } from '../copy/index.js';

/** Rows shown at most; a number shared by more invoices than this needs Enlivy itself. */
export const PICK_LIST_ROWS = 10;

/** Who the invoice is with: the other party when Enlivy named it, else the invoice's title. */
function partyOf(invoice: Invoice, label: string): string | undefined {
  const name = counterpartyName(invoice);
  if (name !== undefined) return name;
  return invoice.title && invoice.title !== label ? invoice.title : undefined;
}

function row(invoice: Invoice, t: Translator): KnownBlock {
  const say = invoicesSay(t);
  const label = invoiceLabel(invoice);
  const facts = [
    partyOf(invoice, label) ?? say('pick.unknownCustomer'),
    amountText(invoice.total, invoice.currency, t) ?? say('pick.noTotal'),
    statusText(invoice.status, t),
  ].map((fact) => escapeMrkdwn(truncate(fact, 200)));
  return section(
    `*${escapeMrkdwn(label)}* · ${facts.join(' · ')}\n\`${escapeMrkdwn(invoice.id)}\``,
    button(say('button.open'), INVOICES.action.open, {
      value: encodeInvoiceAction({ id: invoice.id, from: 'card' }),
    }),
  );
}

/** Several invoices carry the number typed: one row each, with a button that opens its card. */
export function invoicePickList(
  number: string,
  invoices: readonly Invoice[],
  t: Translator,
): SlackMessage {
  const say = invoicesSay(t);
  const shown = invoices.slice(0, PICK_LIST_ROWS);
  const name = escapeMrkdwn(truncate(number, 60));
  const blocks: KnownBlock[] = [
    section(say('pick.heading', { count: invoices.length, number: name })),
    ...shown.map((invoice) => row(invoice, t)),
  ];
  if (invoices.length > shown.length) {
    blocks.push(context(say('pick.more', { count: invoices.length - shown.length })));
  }
  return { text: say('pick.text', { count: invoices.length, number: name }), blocks };
}
