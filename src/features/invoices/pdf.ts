import type { Request } from '../../core/context.js';
import {
  type EnlivyClient,
  EnlivyNotFoundError,
  EnlivyValidationError,
  type Invoice,
  type InvoiceDownload,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import { invoiceNotFound, retrieveInvoice } from '../shared/invoices/lookup.js';
import { invoiceLabel } from '../shared/invoices/views/card.js';
import { invoicesSay } from './copy/index.js';
import type { InvoicesDeps } from './deps.js';
import { discard, sizedBody } from './sized-body.js';
import {
  notDownloadableMessage,
  pdfComment,
  pdfInterruptedMessage,
  pdfNotSentMessage,
  pdfSentMessage,
} from './views/invoices.js';

/** Where the PDF goes: the person's DM with the app, or the channel the command was typed in. */
export type PdfTarget = 'dm' | 'channel';

type Fetched =
  | { kind: 'file'; invoice: Invoice; download: InvoiceDownload }
  | { kind: 'not_downloadable'; invoice: Invoice };

function isFinalized(invoice: Invoice): boolean {
  return invoice.finalized_at !== null && invoice.is_downloadable !== false;
}

/** Fields of a 422 that mean "this invoice cannot be downloaded", not "your request is off". */
const INVOICE_FIELDS = new Set(['invoice', 'invoice_id', 'id', 'finalized_at', 'is_downloadable']);

function fieldsOf(err: EnlivyValidationError): string[] {
  return Object.keys(err.fieldErrors);
}

/** Enlivy refused the language asked for (and only that): worth one more try with `auto`. */
function refusesLocale(err: EnlivyValidationError): boolean {
  const fields = fieldsOf(err);
  return fields.includes('locale') && !fields.some((field) => INVOICE_FIELDS.has(field));
}

/** Enlivy says the invoice itself cannot be downloaded (not finalized after all). */
function refusesInvoice(err: EnlivyValidationError): boolean {
  return fieldsOf(err).some((field) => INVOICE_FIELDS.has(field));
}

/**
 * The PDF in the person's Slack language; when Enlivy refuses that locale, once more in the
 * invoice's own (`auto`). A 422 about the invoice reads as "not finalized"; any other goes to the
 * error sink with Enlivy's message.
 */
async function downloadPdf(
  api: EnlivyClient,
  orgId: string,
  invoice: Invoice,
  locale: string,
): Promise<Fetched> {
  try {
    const download = await api.invoices.download(orgId, invoice.id, { type: 'pdf', locale });
    return { kind: 'file', invoice, download };
  } catch (err) {
    if (!(err instanceof EnlivyValidationError)) throw err;
    if (refusesInvoice(err)) return { kind: 'not_downloadable', invoice };
    if (locale !== 'auto' && refusesLocale(err)) {
      return downloadPdf(api, orgId, invoice, 'auto');
    }
    throw err;
  }
}

/**
 * Downloads an invoice's PDF from Enlivy (in the person's Slack language, falling back to the
 * invoice's own) and uploads it to Slack, streaming the body through. Drafts, empty and
 * oversized files get a clear message and no file; other refusals go to the error sink.
 */
export async function sendInvoicePdf(
  request: Request,
  services: InvoicesDeps,
  invoiceId: string,
  target: PdfTarget,
): Promise<void> {
  const t = await request.t();
  const say = invoicesSay(t);
  const channelId = target === 'dm' ? await request.ui.openDm(request.userId) : request.channelId;
  if (channelId === undefined) {
    throw new AppError('bad_input', say('pdf.noChannel'), { hint: say('pdf.noChannelHint') });
  }
  // The language this person reads (their choice, their Slack locale, the workspace default).
  const locale = await request.language();
  const fetched = await services.connections.use(
    request.workspace,
    async ({ api, orgId }): Promise<Fetched> => {
      const invoice = await retrieveInvoice(api, orgId, invoiceId, t);
      if (!isFinalized(invoice)) return { kind: 'not_downloadable', invoice };
      try {
        return await downloadPdf(api, orgId, invoice, locale);
      } catch (err) {
        if (err instanceof EnlivyNotFoundError) throw invoiceNotFound(invoiceId, t, err);
        throw err;
      }
    },
  );
  const label = invoiceLabel(fetched.invoice);
  if (fetched.kind === 'not_downloadable') {
    await request.ui.respond(notDownloadableMessage(label, fetched.invoice.status, t));
    return;
  }
  const { download } = fetched;
  const cutOff = cutOffAtDrainEnd(services.drainOver, download.body);
  try {
    const sized = await sizedBody(download);
    if (sized.kind !== 'sized') {
      services.logger.warn(
        { invoiceId, problem: sized.kind, userId: request.userId },
        'invoice PDF not sent',
      );
      await request.ui.respond(pdfNotSentMessage(label, sized, t));
      return;
    }
    // In a channel the file and its comment are read by everyone there.
    const fileT = target === 'dm' ? t : await request.channelT();
    await request.ui.uploadFile({
      channelId,
      filename: download.filename,
      title: invoicesSay(fileT)('pdf.fileTitle', { label }),
      length: sized.length,
      body: sized.body,
      initialComment: pdfComment(label, request.userId, target, fileT),
      signal: cutOff.signal,
    });
  } catch (err) {
    // Cut off while the bytes were still on their way: the file was never shared, so say what
    // happened instead of an error (an upload whose bytes were all sent completes regardless).
    if (!cutOff.signal.aborted || !isCutOff(err, cutOff.signal.reason)) throw err;
    services.logger.info(
      { invoiceId, userId: request.userId },
      'invoice PDF cut off by shutdown: told the user',
    );
    await request.ui.respond(pdfInterruptedMessage(label, t));
    return;
  } finally {
    cutOff.release();
    // A no-op once fully read; releases the connection when the upload failed half-way.
    discard(download.body);
  }
  if (target === 'dm') await request.ui.respond(pdfSentMessage(label, t));
}

/** The reason a PDF still streaming at the end of the drain window is cut off with. */
class PdfCutOffError extends Error {
  constructor() {
    super('The invoice PDF was cut off: the app is stopping');
    this.name = 'PdfCutOffError';
  }
}

/**
 * Enlivy calls end by themselves at the drain deadline, but a download's body streams on after
 * its call returned. At that deadline the stream is stopped: the Enlivy body is destroyed and
 * the upload to Slack aborted, both with one reason the handler recognises.
 */
function cutOffAtDrainEnd(
  drainOver: AbortSignal,
  body: InvoiceDownload['body'],
): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const cut = () => {
    const reason = new PdfCutOffError();
    controller.abort(reason);
    if (!body.destroyed && !body.readableEnded) {
      body.on('error', () => undefined);
      body.destroy(reason);
    }
  };
  if (drainOver.aborted) cut();
  else drainOver.addEventListener('abort', cut, { once: true });
  return {
    signal: controller.signal,
    release: () => drainOver.removeEventListener('abort', cut),
  };
}

/** The failure is the cut-off itself (possibly wrapped by the stream or HTTP layers). */
function isCutOff(err: unknown, reason: unknown, depth = 0): boolean {
  if (err === reason) return true;
  if (depth >= 5 || !(err instanceof Error)) return false;
  return isCutOff(err.cause, reason, depth + 1);
}
