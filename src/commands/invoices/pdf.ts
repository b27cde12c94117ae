import {
  EnlivyNotFoundError,
  EnlivyValidationError,
  type Invoice,
  type InvoiceDownload,
} from '../../api/index.js';
import { AppError } from '../../errors.js';
import {
  invoiceLabel,
  notDownloadableMessage,
  pdfComment,
  pdfNotSentMessage,
  pdfSentMessage,
} from '../../views/invoices.js';
import type { Request, Services } from '../context.js';
import { enlivyLocale } from './locale.js';
import { invoiceNotFound, retrieveInvoice } from './lookup.js';
import { discard, sizedBody } from './sized-body.js';

/** Where the PDF goes: the person's DM with the app, or the channel the command was typed in. */
export type PdfTarget = 'dm' | 'channel';

type Fetched =
  | { kind: 'file'; invoice: Invoice; download: InvoiceDownload }
  | { kind: 'not_downloadable'; invoice: Invoice };

function isFinalized(invoice: Invoice): boolean {
  return invoice.finalized_at !== null && invoice.is_downloadable !== false;
}

/**
 * Downloads an invoice's PDF from Enlivy (in the person's Slack language) and uploads it to
 * Slack, streaming the body through. Drafts, empty and oversized files get a clear message and
 * no file.
 */
export async function sendInvoicePdf(
  request: Request,
  services: Services,
  invoiceId: string,
  target: PdfTarget,
): Promise<void> {
  const channelId = target === 'dm' ? await request.ui.openDm(request.userId) : request.channelId;
  if (channelId === undefined) {
    throw new AppError('bad_input', 'There is no channel here to post the PDF in.', {
      hint: 'Run the command in a channel, or leave out `here` to get it in your DM.',
    });
  }
  const user = await request.ui.userInfo(request.userId);
  const fetched = await services.connections.use(
    request.workspace,
    async ({ api, orgId }): Promise<Fetched> => {
      const invoice = await retrieveInvoice(api, orgId, invoiceId);
      if (!isFinalized(invoice)) return { kind: 'not_downloadable', invoice };
      try {
        const download = await api.invoices.download(orgId, invoice.id, {
          type: 'pdf',
          locale: enlivyLocale(user.locale),
        });
        return { kind: 'file', invoice, download };
      } catch (err) {
        if (err instanceof EnlivyValidationError) return { kind: 'not_downloadable', invoice };
        if (err instanceof EnlivyNotFoundError) throw invoiceNotFound(invoiceId, err);
        throw err;
      }
    },
  );
  const label = invoiceLabel(fetched.invoice);
  if (fetched.kind === 'not_downloadable') {
    await request.ui.respond(notDownloadableMessage(label, fetched.invoice.status));
    return;
  }
  const { download } = fetched;
  try {
    const sized = await sizedBody(download);
    if (sized.kind !== 'sized') {
      services.logger.warn(
        { invoiceId, problem: sized.kind, userId: request.userId },
        'invoice PDF not sent',
      );
      await request.ui.respond(pdfNotSentMessage(label, sized));
      return;
    }
    await request.ui.uploadFile({
      channelId,
      filename: download.filename,
      title: `Invoice ${label}`,
      length: sized.length,
      body: sized.body,
      initialComment: pdfComment(label, request.userId, target),
    });
  } finally {
    // A no-op once fully read; releases the connection when the upload failed half-way.
    discard(download.body);
  }
  if (target === 'dm') await request.ui.respond(pdfSentMessage(label));
}
