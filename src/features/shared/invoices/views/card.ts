import type { Button, KnownBlock, SectionBlock } from '@slack/types';
import { type Role, roleAllows } from '../../../../core/access/roles.js';
import type { Invoice } from '../../../../enlivy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  section,
  truncate,
} from '../../../../slack/blocks.js';
import type { SlackMessage } from '../../../../slack/ui.js';
import { sharedInvoicesSay } from '../copy/index.js';
import { INVOICES } from '../ids.js';
import { encodeInvoiceAction, type InvoiceActionValue } from '../values.js';
import { amountText, dayText, statusText } from './format.js';

/** How people name an invoice: its number, or its id when it has none yet (drafts). */
export function invoiceLabel(invoice: Pick<Invoice, 'id' | 'number' | 'formatted_number'>): string {
  const number = invoice.formatted_number ?? invoice.number;
  return number === null || number === undefined || String(number) === ''
    ? invoice.id
    : String(number);
}

/** Only finalized invoices have a PDF (a draft's download is refused by Enlivy). */
export function hasPdf(
  invoice: Partial<Pick<Invoice, 'status' | 'finalized_at' | 'is_downloadable'>>,
): boolean {
  if (invoice.status === 'draft' || invoice.is_downloadable === false) return false;
  return invoice.finalized_at !== null;
}

/**
 * Download PDF (editors, when the invoice has a PDF) and Delete (admins) for one invoice; none
 * for viewers.
 */
export function invoiceButtons(
  value: InvoiceActionValue,
  role: Role,
  t: Translator,
  options: { pdf: boolean } = { pdf: true },
): Button[] {
  const say = sharedInvoicesSay(t);
  const encoded = encodeInvoiceAction(value);
  const buttons: Button[] = [];
  if (options.pdf && roleAllows(role, 'editor')) {
    buttons.push(button(say('button.pdf'), INVOICES.action.download, { value: encoded }));
  }
  if (roleAllows(role, 'admin')) {
    buttons.push(
      button(say('button.delete'), INVOICES.action.delete, { value: encoded, style: 'danger' }),
    );
  }
  return buttons;
}

function field(label: string, value: string): { type: 'mrkdwn'; text: string } {
  return { type: 'mrkdwn', text: truncate(`*${label}*\n${value}`, 2000) };
}

export function invoiceCard(
  invoice: Invoice,
  options: { role: Role; openUrl?: string },
  t: Translator,
): SlackMessage {
  const say = sharedInvoicesSay(t);
  const label = invoiceLabel(invoice);
  const amount = amountText(invoice.total, invoice.currency, t);
  const status = statusText(invoice.status, t);
  const title = invoice.title && invoice.title !== label ? `\n${escapeMrkdwn(invoice.title)}` : '';
  // Every value here can carry Enlivy's own text (an unknown status, a currency that is not a
  // code, a day that does not parse): escaped like any other Enlivy string.
  const day = (value: string | null | undefined) => escapeMrkdwn(dayText(value, t));
  const facts: SectionBlock = {
    type: 'section',
    fields: [
      field(say('card.status'), escapeMrkdwn(status)),
      field(say('card.amount'), amount === undefined ? '—' : escapeMrkdwn(amount)),
      field(say('card.issued'), day(invoice.issued_at)),
      field(say('card.due'), day(invoice.due_at)),
      field(say('card.paid'), day(invoice.paid_at)),
    ],
  };
  const blocks: KnownBlock[] = [
    section(`${say('card.heading', { label: escapeMrkdwn(label) })}${title}`),
    facts,
  ];
  const pdf = hasPdf(invoice);
  const buttons = invoiceButtons({ id: invoice.id, from: 'card' }, options.role, t, { pdf });
  if (options.openUrl !== undefined) {
    buttons.push(
      button(say('button.openInEnlivy'), INVOICES.action.openInEnlivy, { url: options.openUrl }),
    );
  }
  if (buttons.length > 0) blocks.push(actions(buttons, INVOICES.block.cardActions));
  const id = `\`${escapeMrkdwn(invoice.id)}\``;
  blocks.push(
    context(
      pdf
        ? `${id}  ·  ${say('card.pdfHint', { id: escapeMrkdwn(invoice.id) })}`
        : `${id}  ·  ${say('card.noPdf')}`,
    ),
  );
  return {
    text: escapeMrkdwn(
      amount
        ? say('card.textAmount', { label, status, amount })
        : say('card.text', { label, status }),
    ),
    blocks,
  };
}
