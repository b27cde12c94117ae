import type { Button, KnownBlock, ModalView, SectionBlock } from '@slack/types';
import { type Role, roleAllows } from '../../../core/access/roles.js';
import { hintLine } from '../../../core/error-views.js';
import { FIELD, INVOICES } from '../../../core/ids.js';
import type { Invoice, InvoiceDeletion } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import {
  type DeleteMetadata,
  encodeDeleteMetadata,
  encodeInvoiceAction,
  type InvoiceActionValue,
} from '../values.js';
import { formatAmount, formatDay, statusWords } from './invoice-format.js';

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
  options: { pdf: boolean } = { pdf: true },
): Button[] {
  const encoded = encodeInvoiceAction(value);
  const buttons: Button[] = [];
  if (options.pdf && roleAllows(role, 'editor')) {
    buttons.push(button('Download PDF', INVOICES.action.download, { value: encoded }));
  }
  if (roleAllows(role, 'admin')) {
    buttons.push(button('Delete', INVOICES.action.delete, { value: encoded, style: 'danger' }));
  }
  return buttons;
}

function field(label: string, value: string): { type: 'mrkdwn'; text: string } {
  return { type: 'mrkdwn', text: truncate(`*${label}*\n${value}`, 2000) };
}

export function invoiceCard(
  invoice: Invoice,
  options: { role: Role; locale?: string; openUrl?: string },
): SlackMessage {
  const label = invoiceLabel(invoice);
  const amount = formatAmount(invoice.total, invoice.currency, options.locale);
  const status = statusWords(invoice.status);
  const title = invoice.title && invoice.title !== label ? `\n${escapeMrkdwn(invoice.title)}` : '';
  // Every value here can carry Enlivy's own text (an unknown status, a currency that is not a
  // code, a day that does not parse): escaped like any other Enlivy string.
  const day = (value: string | null | undefined) => escapeMrkdwn(formatDay(value, options.locale));
  const facts: SectionBlock = {
    type: 'section',
    fields: [
      field('Status', escapeMrkdwn(status)),
      field('Amount', amount === undefined ? '—' : escapeMrkdwn(amount)),
      field('Issued', day(invoice.issued_at)),
      field('Due', day(invoice.due_at)),
      field('Paid', day(invoice.paid_at)),
    ],
  };
  const blocks: KnownBlock[] = [
    section(`:receipt: *Invoice ${escapeMrkdwn(label)}*${title}`),
    facts,
  ];
  const pdf = hasPdf(invoice);
  const buttons = invoiceButtons({ id: invoice.id, from: 'card' }, options.role, { pdf });
  if (options.openUrl !== undefined) {
    buttons.push(button('Open in Enlivy', INVOICES.action.openInEnlivy, { url: options.openUrl }));
  }
  if (buttons.length > 0) blocks.push(actions(buttons, INVOICES.block.cardActions));
  const id = `\`${escapeMrkdwn(invoice.id)}\``;
  blocks.push(
    context(
      pdf
        ? `${id}  ·  The PDF goes to your DM; \`/enlivy invoice ${escapeMrkdwn(invoice.id)} pdf here\` posts it in this channel.`
        : `${id}  ·  No PDF yet: Enlivy makes one when the invoice is finalized.`,
    ),
  );
  return {
    text: escapeMrkdwn(`Invoice ${label}: ${status}${amount ? `, ${amount}` : ''}`),
    blocks,
  };
}

export function pdfSentMessage(label: string): SlackMessage {
  const text = `:page_facing_up: PDF of ${escapeMrkdwn(label)} sent to your DM.`;
  return { text, blocks: [section(text)] };
}

/** The initial comment of the uploaded file (mrkdwn: with `pdf here` it is posted in the channel). */
export function pdfComment(label: string, userId: string, where: 'dm' | 'channel'): string {
  const name = escapeMrkdwn(label);
  return where === 'dm'
    ? `PDF of invoice ${name}, as you asked.`
    : `<@${userId}> shared the PDF of invoice ${literalText(label)}.`;
}

/** Enlivy's file could not be passed on: empty, or too big to hold without a length. */
export function pdfNotSentMessage(
  label: string,
  problem: { kind: 'empty' } | { kind: 'too_large'; capBytes: number },
): SlackMessage {
  const name = escapeMrkdwn(label);
  const text =
    problem.kind === 'empty'
      ? `:page_facing_up: Enlivy sent an empty file for invoice ${name}, so nothing was posted. Try again in a minute.`
      : `:page_facing_up: The PDF of invoice ${name} is larger than ${Math.round(problem.capBytes / 1024 / 1024)} MB, too big to pass on through Slack. Download it in Enlivy instead.`;
  return { text, blocks: [section(text)] };
}

/** The PDF was still on its way when the app restarted: no file was shared. */
export function pdfInterruptedMessage(label: string): SlackMessage {
  const text = `:page_facing_up: The PDF of invoice ${escapeMrkdwn(label)} did not arrive: Enlivy for Slack restarted while it was being sent, so the download was interrupted and no file was shared. Ask for it again in a minute.`;
  return { text, blocks: [section(text)] };
}

export function notDownloadableMessage(label: string, status: string | undefined): SlackMessage {
  const state = status === 'draft' ? 'is a draft' : 'is not finalized yet';
  const text = `:page_facing_up: Invoice ${escapeMrkdwn(label)} ${state}, so it has no PDF. Only finalized invoices can be downloaded: finalize it in Enlivy, then try again.`;
  return { text, blocks: [section(text)] };
}

/** What the delete dialog shows while Enlivy deletes. */
export function deletingInvoiceNotice(label: string): string {
  return `:hourglass_flowing_sand: Deleting invoice ${escapeMrkdwn(label)}…`;
}

/**
 * How an invoice was deleted, as far as Enlivy said: `deleted` when only a read-back after an
 * unclear answer showed it gone (a 404 does not tell the trash from a permanent delete).
 */
export type InvoiceDeletedAs = InvoiceDeletion | 'deleted';

const RESTORABLE = 'It can be restored in Enlivy.';

export function invoiceDeletedCard(label: string, as: InvoiceDeletedAs): SlackMessage {
  const name = literalText(label);
  const text =
    as === 'trashed'
      ? `:wastebasket: Invoice ${name} was moved to Enlivy's trash. ${RESTORABLE}`
      : `:wastebasket: Invoice ${name} was deleted${as === 'permanent' ? ' permanently' : ''}.`;
  return { text, blocks: [section(text)] };
}

/** A second confirmation (on any instance) after someone deleted it from Slack. */
export function alreadyDeletedText(label: string, byUserId: string): string {
  return `:wastebasket: Invoice ${escapeMrkdwn(label)} was already deleted by <@${byUserId}>.`;
}

export function invoiceDeletedReceipt(
  userId: string,
  label: string,
  as: InvoiceDeletedAs,
): SlackMessage {
  const name = literalText(label, { strong: true });
  const text =
    as === 'trashed'
      ? `<@${userId}> moved invoice ${name} to Enlivy's trash. ${RESTORABLE}`
      : `<@${userId}> deleted invoice ${name}${as === 'permanent' ? ' permanently' : ''}.`;
  return { text, blocks: [section(text)] };
}

export function deleteInvoiceModal(
  invoice: Invoice,
  metadata: DeleteMetadata,
  locale?: string,
): ModalView {
  const label = metadata.label;
  const amount = formatAmount(invoice.total, invoice.currency, locale);
  const facts = [invoice.title, statusWords(invoice.status), amount]
    .filter((fact): fact is string => typeof fact === 'string' && fact !== '' && fact !== label)
    .map(escapeMrkdwn)
    .join('  ·  ');
  return {
    type: 'modal',
    callback_id: INVOICES.callback.delete,
    private_metadata: encodeDeleteMetadata(metadata),
    title: { type: 'plain_text', text: 'Delete invoice' },
    submit: { type: 'plain_text', text: 'Delete' },
    close: { type: 'plain_text', text: 'Cancel' },
    blocks: [
      section(
        `:warning: *Delete invoice ${escapeMrkdwn(label)}?*${facts ? `\n${facts}` : ''}\nEnlivy either moves it to its trash (restorable in Enlivy) or removes it for good; the receipt will say which.`,
      ),
      {
        type: 'input',
        block_id: INVOICES.block.deleteConfirm,
        label: { type: 'plain_text', text: truncate(`Type ${label} to confirm`, 2000) },
        hint: {
          type: 'plain_text',
          text: truncate(
            label === invoice.id
              ? 'The invoice id, exactly as shown.'
              : `The invoice number, or its id ${invoice.id}.`,
            2000,
          ),
        },
        element: {
          type: 'plain_text_input',
          action_id: FIELD.value,
          placeholder: { type: 'plain_text', text: truncate(label, 150) },
          max_length: 200,
        },
      },
    ],
  };
}

export function deleteMismatchError(label: string): string {
  return `That does not match. Type ${label} exactly to delete it, or press Cancel.`;
}

/** A failure shown inside a modal: what happened, what to do, the reference. */
export function problemModal(title: string, error: UserError): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: truncate(title, 24) },
    close: { type: 'plain_text', text: 'Close' },
    blocks: [
      section(`:warning: *${escapeMrkdwn(error.title)}*\n${escapeMrkdwn(error.message)}`),
      context(hintLine(error)),
    ],
  };
}
