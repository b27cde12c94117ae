import type { Readable } from 'node:stream';
import { z } from 'zod';
import { filenameFromDisposition } from '../content-disposition.js';
import { list, type Page, single, statusOkSchema } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Invoice, invoiceSchema } from '../schemas/invoice.js';
import type { WriteOptions } from './destinations.js';
import { type PageQuery, pageQuery } from './paging.js';

/** Related records an invoice can carry (a subset of Enlivy's invoice includes). */
export type InvoiceInclude = 'receiver_user' | 'sender_user';

export interface InvoiceListQuery extends PageQuery {
  /** Enlivy's list search: at least 3 characters, matched in the invoice's own fields. */
  text?: string;
  /** At most 30; Enlivy refuses it together with `text`. */
  ids?: readonly string[];
  include?: readonly InvoiceInclude[];
  /** One of Enlivy's invoice statuses (`overdue`, `pending`, …): only invoices in it. */
  status?: string;
}

export interface DownloadQuery {
  type?: 'pdf';
  /** `auto` lets Enlivy pick the invoice's own locale. */
  locale?: string;
}

export interface InvoiceDownload {
  /** Streamed from Enlivy, not buffered: consume it once, or destroy it. */
  body: Readable & AsyncIterable<Uint8Array>;
  contentType: string;
  contentLength: number | undefined;
  filename: string;
}

export interface InvoicesApi {
  list(orgId: string, q: InvoiceListQuery): Promise<Page<Invoice>>;
  retrieve(
    orgId: string,
    id: string,
    q?: { include?: readonly InvoiceInclude[] },
  ): Promise<Invoice>;
  /** Only finalized invoices download; others answer 422 (EnlivyValidationError). */
  download(orgId: string, id: string, q?: DownloadQuery): Promise<InvoiceDownload>;
  /**
   * Permanent per the seed (`{status}`), a soft delete per the SDK (`{data: invoice}` with
   * `deleted_at`, restorable in Enlivy). Both answers are accepted; the result says which.
   */
  delete(orgId: string, id: string, w?: WriteOptions): Promise<InvoiceDeletion>;
}

/** `trashed`: Enlivy keeps it with `deleted_at` and can restore it; `permanent`: it is gone. */
export type InvoiceDeletion = 'trashed' | 'permanent';

/** Whether an invoice as Enlivy shows it carries a deletion time. */
export function isTrashed(invoice: unknown): boolean {
  const deletedAt = (invoice as { deleted_at?: unknown } | null | undefined)?.deleted_at;
  return typeof deletedAt === 'string' && deletedAt !== '';
}

const CONTENT_TYPES = { pdf: 'application/pdf' } as const;

const deleteAnswerSchema = z.union([
  statusOkSchema,
  z.looseObject({ data: z.looseObject({}) }),
  z.undefined(),
]);

function contentLength(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export function invoicesApi(http: Http): InvoicesApi {
  return {
    list: (orgId, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/invoices`,
        query: {
          ...pageQuery(q),
          q: q.text,
          ids: q.ids?.length ? q.ids.join(',') : undefined,
          include: q.include?.length ? q.include.join(',') : undefined,
          status: q.status,
        },
        schema: list(invoiceSchema),
      }),

    retrieve: (orgId, id, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/invoices/${id}`,
        query: { include: q?.include?.length ? q.include.join(',') : undefined },
        schema: single(invoiceSchema),
      }),

    async download(orgId, id, q) {
      const type = q?.type ?? 'pdf';
      const answer = await http.download({
        path: path`/organizations/${orgId}/invoices/${id}/download`,
        query: { type, locale: q?.locale ?? 'auto' },
        expectContentType: CONTENT_TYPES[type],
      });
      return {
        body: answer.body,
        contentType: answer.contentType,
        contentLength: contentLength(answer.headers['content-length']),
        filename: filenameFromDisposition(
          answer.headers['content-disposition'],
          `invoice-${id.replace(/[^\w.-]/g, '_')}.${type}`,
        ),
      };
    },

    async delete(orgId, id, w) {
      const answer = await http.request({
        method: 'DELETE',
        path: path`/organizations/${orgId}/invoices/${id}`,
        schema: deleteAnswerSchema,
        ...w,
      });
      return answer !== undefined && 'data' in answer && isTrashed(answer.data)
        ? 'trashed'
        : 'permanent';
    },
  };
}
