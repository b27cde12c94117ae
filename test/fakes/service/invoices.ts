/**
 * Invoices: list, retrieve, PDF download, delete and restore. Delete follows
 * `config.invoiceDelete`: `permanent` (the seed: `{"status":"ok"}`, the record is gone) or `soft`
 * (the SDK: the answer is the invoice with `deleted_at`; it is hidden until restored).
 */
import { INCLUDES_BY_SUBJECT } from './catalog.js';
import { type OrganizationContext, pageUrl, param } from './context.js';
import {
  HttpError,
  notFound,
  ok,
  parseIncludes,
  queryString,
  type Reply,
  validationError,
} from './http.js';
import { isoTimestamp } from './ids.js';
import { applyListFilters } from './list-filters.js';
import { paginate } from './paging.js';
import { buildPdf } from './pdf.js';
import type { Route } from './router.js';
import type { InvoiceRecord } from './types.js';

const INVOICE_INCLUDES = INCLUDES_BY_SUBJECT.invoice ?? [];
export const NOT_DOWNLOADABLE = 'Only finalized invoices can be downloaded.';

/** The organization's invoice; a soft-deleted one only `withTrashed` (as Laravel's scope). */
function findInvoice(ctx: OrganizationContext, withTrashed = false): InvoiceRecord {
  const record = ctx.deps.state.invoices.get(param(ctx, 'invoice_id'));
  if (
    !record ||
    record.data.organization_id !== ctx.organization.data.id ||
    (record.data.deleted_at !== null && !withTrashed)
  ) {
    throw notFound('Invoice');
  }
  return record;
}

/** An organization user as the `receiver_user` / `sender_user` include: the counterparty or us. */
function party(id: string | null, name: string): Record<string, unknown> {
  return { id: id ?? 'org_user_unlinked', object: 'organization_user', name };
}

function render(
  record: InvoiceRecord,
  includes: ReadonlySet<string>,
  ownName = 'Our organization',
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...structuredClone(record.data) };
  for (const name of includes) data[name] = null;
  const inbound = record.data.direction === 'inbound';
  if (includes.has('receiver_user')) {
    data.receiver_user = party(
      record.data.organization_receiver_user_id,
      inbound ? ownName : record.counterparty,
    );
  }
  if (includes.has('sender_user')) {
    data.sender_user = party(
      record.data.organization_sender_user_id,
      inbound ? record.counterparty : ownName,
    );
  }
  if (includes.has('line_items')) {
    data.line_items = [
      {
        description: `Services for ${record.counterparty}`,
        quantity: 1,
        unit_price: record.data.sub_total,
        total: record.data.sub_total,
      },
    ];
  }
  if (includes.has('taxes')) {
    data.taxes = [{ name: 'VAT', amount: record.data.tax_total }];
  }
  return data;
}

function list(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, INVOICE_INCLUDES);
  const status = queryString(ctx.query, 'status');
  const { state } = ctx.deps;
  const rows = applyListFilters(
    state
      .organizationInvoices(ctx.organization.data.id)
      .filter((record) => !status || record.data.status === status)
      .map((record) => record.data),
    ctx.query,
    {
      searchable: ['number', 'formatted_number', 'title'],
      sortable: ['updated_at', 'number', 'total'],
    },
  );
  const page = paginate(rows, ctx.query, pageUrl(ctx));
  return ok({
    ...page,
    data: page.data.map((row) =>
      render(state.invoices.get(row.id) as InvoiceRecord, includes, ctx.organization.data.name),
    ),
  });
}

function retrieve(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, INVOICE_INCLUDES);
  return ok({ data: render(findInvoice(ctx), includes, ctx.organization.data.name) });
}

function download(ctx: OrganizationContext): Reply {
  const record = findInvoice(ctx);
  const type = queryString(ctx.query, 'type');
  if (type === undefined || type === '') {
    throw validationError({ type: ['The type field is required.'] });
  }
  if (type !== 'pdf') throw validationError({ type: ['The selected type is invalid.'] });
  queryString(ctx.query, 'locale');
  const invoice = record.data;
  if (invoice.finalized_at === null || !invoice.is_downloadable) {
    throw new HttpError(422, NOT_DOWNLOADABLE, { invoice: [NOT_DOWNLOADABLE] });
  }
  const number = invoice.number ?? invoice.id;
  const pdf = buildPdf(`Invoice ${number}`, [
    `${invoice.direction === 'inbound' ? 'From' : 'To'}: ${record.counterparty}`,
    `Issued: ${invoice.issued_at ?? '-'}    Due: ${invoice.due_at ?? '-'}`,
    `Subtotal: ${invoice.sub_total.toFixed(2)} ${invoice.currency}`,
    `Tax: ${invoice.tax_total.toFixed(2)} ${invoice.currency}`,
    `Total: ${invoice.total.toFixed(2)} ${invoice.currency}`,
    `Status: ${invoice.status}`,
  ]);
  const filename = `${number.replace(/["\\/\r\n]/g, '_')}.pdf`;
  return {
    status: 200,
    raw: pdf,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  };
}

function remove(ctx: OrganizationContext): Reply {
  const record = findInvoice(ctx);
  if (ctx.deps.config.invoiceDelete === 'permanent') {
    ctx.deps.state.invoices.delete(record.data.id);
    return ok({ status: 'ok' });
  }
  record.data.deleted_at = isoTimestamp(ctx.deps.clock.now());
  return ok({ data: render(record, new Set()) });
}

/** Undoes a soft delete; an invoice that is not deleted is answered as it is. */
function restore(ctx: OrganizationContext): Reply {
  const record = findInvoice(ctx, true);
  record.data.deleted_at = null;
  return ok({ data: render(record, new Set()) });
}

const I = '/organizations/:organization_id/invoices';

export const invoiceRoutes: Route[] = [
  { method: 'GET', pattern: I, access: 'organization', handler: list },
  { method: 'GET', pattern: `${I}/:invoice_id`, access: 'organization', handler: retrieve },
  {
    method: 'GET',
    pattern: `${I}/:invoice_id/download`,
    access: 'organization',
    handler: download,
  },
  { method: 'DELETE', pattern: `${I}/:invoice_id`, access: 'organization', handler: remove },
  { method: 'POST', pattern: `${I}/restore/:invoice_id`, access: 'organization', handler: restore },
];
