import type { Button, KnownBlock } from '@slack/types';
import type { Invoice } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import { unfurlsSay } from '../copy/index.js';
import {
  amountText,
  counterpartyName,
  dayText,
  encodeInvoiceAction,
  hasPdf,
  INVOICES,
  invoiceLabel,
  invoicesSay,
  statusText,
} from '../invoice-parts.js';
import type { MinimalReason } from '../preview.js';

/**
 * What one link unfolds into under the message (a `chat.unfurl` attachment). Previews carry no
 * block ids: several hang under one message, where ids must differ.
 */
export interface InvoicePreview {
  blocks: KnownBlock[];
}

function field(label: string, value: string): { type: 'mrkdwn'; text: string } {
  return { type: 'mrkdwn', text: truncate(`*${label}*\n${value}`, 2000) };
}

function heading(invoice: Invoice, t: Translator): KnownBlock {
  return section(invoicesSay(t)('card.heading', { label: escapeMrkdwn(invoiceLabel(invoice)) }));
}

/**
 * The invoice card, compact: number, counterparty, amount, status, due date; Download PDF (when
 * the invoice has one; the click checks the clicker's role) and Open in Enlivy. Everyone in the
 * conversation reads it, so it carries no action only some may take (no Delete).
 */
export function fullInvoicePreview(
  invoice: Invoice,
  openUrl: string,
  t: Translator,
): InvoicePreview {
  const say = invoicesSay(t);
  const amount = amountText(invoice.total, invoice.currency, t);
  const counterparty = counterpartyName(invoice);
  const buttons: Button[] = [];
  if (hasPdf(invoice)) {
    buttons.push(
      button(say('button.pdf'), INVOICES.action.download, {
        value: encodeInvoiceAction({ id: invoice.id, from: 'card' }),
      }),
    );
  }
  buttons.push(button(say('button.openInEnlivy'), INVOICES.action.openInEnlivy, { url: openUrl }));
  return {
    blocks: [
      heading(invoice, t),
      {
        type: 'section',
        fields: [
          field(
            unfurlsSay(t)('card.counterparty'),
            counterparty === undefined ? '—' : literalText(counterparty),
          ),
          field(say('card.amount'), amount === undefined ? '—' : escapeMrkdwn(amount)),
          field(say('card.status'), escapeMrkdwn(statusText(invoice.status, t))),
          field(say('card.due'), escapeMrkdwn(dayText(invoice.due_at, t))),
        ],
      },
      actions(buttons),
    ],
  };
}

const MINIMAL_KEY = {
  shared: 'minimal.shared',
  chosen: 'minimal.chosen',
  unknown: 'minimal.unknown',
} as const;

/** The number and status only, and why: nothing another organization should not read. */
export function minimalInvoicePreview(
  invoice: Invoice,
  reason: MinimalReason,
  t: Translator,
): InvoicePreview {
  const status = escapeMrkdwn(statusText(invoice.status, t));
  return {
    blocks: [
      heading(invoice, t),
      {
        type: 'section',
        fields: [field(invoicesSay(t)('card.status'), status)],
      },
      context(unfurlsSay(t)(MINIMAL_KEY[reason])),
    ],
  };
}
