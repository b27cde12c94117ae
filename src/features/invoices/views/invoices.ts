import type { ModalView } from '@slack/types';
import { hintLine } from '../../../core/error-views.js';
import type { Invoice, InvoiceDeletion } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  context,
  escapeMrkdwn,
  FIELD,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { INVOICES } from '../../shared/invoices/ids.js';
import { type DeleteMetadata, encodeDeleteMetadata } from '../../shared/invoices/values.js';
import { amountText, statusText } from '../../shared/invoices/views/format.js';
import { invoicesSay } from '../copy/index.js';

export function pdfSentMessage(label: string, t: Translator): SlackMessage {
  const text = invoicesSay(t)('pdf.sent', { label: escapeMrkdwn(label) });
  return { text, blocks: [section(text)] };
}

/** The initial comment of the uploaded file (mrkdwn: with `pdf here` it is posted in the channel). */
export function pdfComment(
  label: string,
  userId: string,
  where: 'dm' | 'channel',
  t: Translator,
): string {
  const say = invoicesSay(t);
  return where === 'dm'
    ? say('pdf.commentDm', { label: escapeMrkdwn(label) })
    : say('pdf.commentChannel', { userId, label: literalText(label) });
}

/** Enlivy's file could not be passed on: empty, or too big to hold without a length. */
export function pdfNotSentMessage(
  label: string,
  problem: { kind: 'empty' } | { kind: 'too_large'; capBytes: number },
  t: Translator,
): SlackMessage {
  const say = invoicesSay(t);
  const name = escapeMrkdwn(label);
  const text =
    problem.kind === 'empty'
      ? say('pdf.empty', { label: name })
      : say('pdf.tooLarge', {
          label: name,
          megabytes: t.number(Math.round(problem.capBytes / 1024 / 1024)),
        });
  return { text, blocks: [section(text)] };
}

/** The PDF was still on its way when the app restarted: no file was shared. */
export function pdfInterruptedMessage(label: string, t: Translator): SlackMessage {
  const text = invoicesSay(t)('pdf.interrupted', { label: escapeMrkdwn(label) });
  return { text, blocks: [section(text)] };
}

export function notDownloadableMessage(
  label: string,
  status: string | undefined,
  t: Translator,
): SlackMessage {
  const key = status === 'draft' ? 'pdf.draft' : 'pdf.notFinalized';
  const text = invoicesSay(t)(key, { label: escapeMrkdwn(label) });
  return { text, blocks: [section(text)] };
}

/** What the delete dialog shows while Enlivy deletes. */
export function deletingInvoiceNotice(label: string, t: Translator): string {
  return invoicesSay(t)('delete.deleting', { label: escapeMrkdwn(label) });
}

/**
 * How an invoice was deleted, as far as Enlivy said: `deleted` when only a read-back after an
 * unclear answer showed it gone (a 404 does not tell the trash from a permanent delete).
 */
export type InvoiceDeletedAs = InvoiceDeletion | 'deleted';

const DELETED_KEY = {
  trashed: 'delete.trashed',
  permanent: 'delete.permanent',
  deleted: 'delete.deleted',
} as const;

const RECEIPT_KEY = {
  trashed: 'delete.receiptTrashed',
  permanent: 'delete.receiptPermanent',
  deleted: 'delete.receiptDeleted',
} as const;

export function invoiceDeletedCard(
  label: string,
  as: InvoiceDeletedAs,
  t: Translator,
): SlackMessage {
  const text = invoicesSay(t)(DELETED_KEY[as], { label: literalText(label) });
  return { text, blocks: [section(text)] };
}

/** A second confirmation (on any instance) after someone deleted it from Slack. */
export function alreadyDeletedText(label: string, byUserId: string, t: Translator): string {
  return invoicesSay(t)('delete.already', { label: escapeMrkdwn(label), userId: byUserId });
}

export function invoiceDeletedReceipt(
  userId: string,
  label: string,
  as: InvoiceDeletedAs,
  t: Translator,
): SlackMessage {
  const name = literalText(label, { strong: true });
  const text = invoicesSay(t)(RECEIPT_KEY[as], { userId, label: name });
  return { text, blocks: [section(text)] };
}

export function deleteInvoiceModal(
  invoice: Invoice,
  metadata: DeleteMetadata,
  t: Translator,
): ModalView {
  const say = invoicesSay(t);
  const label = metadata.label;
  const amount = amountText(invoice.total, invoice.currency, t);
  const facts = [invoice.title, statusText(invoice.status, t), amount]
    .filter((fact): fact is string => typeof fact === 'string' && fact !== '' && fact !== label)
    .map(escapeMrkdwn)
    .join('  ·  ');
  return {
    type: 'modal',
    callback_id: INVOICES.callback.delete,
    private_metadata: encodeDeleteMetadata(metadata),
    title: { type: 'plain_text', text: truncate(say('delete.title'), 24) },
    submit: { type: 'plain_text', text: truncate(say('delete.submit'), 24) },
    close: { type: 'plain_text', text: truncate(say('delete.cancel'), 24) },
    blocks: [
      section(
        `${say('delete.question', { label: escapeMrkdwn(label) })}${facts ? `\n${facts}` : ''}\n${say('delete.explain')}`,
      ),
      {
        type: 'input',
        block_id: INVOICES.block.deleteConfirm,
        label: { type: 'plain_text', text: truncate(say('delete.confirmLabel', { label }), 2000) },
        hint: {
          type: 'plain_text',
          text: truncate(
            label === invoice.id
              ? say('delete.hintId')
              : say('delete.hintNumber', { id: invoice.id }),
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

export function deleteMismatchError(label: string, t: Translator): string {
  return invoicesSay(t)('delete.mismatch', { label });
}

/** A failure shown inside a modal: what happened, what to do, the reference. */
export function problemModal(title: string, error: UserError, t: Translator): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: truncate(title, 24) },
    close: { type: 'plain_text', text: invoicesSay(t)('delete.close') },
    blocks: [
      section(`:warning: *${escapeMrkdwn(error.title)}*\n${escapeMrkdwn(error.message)}`),
      context(hintLine(error)),
    ],
  };
}
