import { z } from 'zod';
import type { Invoice } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { invoiceNotFoundFor } from '../shared/invoices/lookup.js';
import { invoiceReference, resolveInvoice } from '../shared/invoices/resolve.js';
import { invoiceAppUrl } from '../shared/invoices/urls.js';
import { invoiceLabel } from '../shared/invoices/views/card.js';
import { stepsSay } from './copy/index.js';
import { STEPS } from './ids.js';
import { type StepOutputs, type StepSpec, USER_ID } from './run-step.js';

const inputs = z.object({
  invoice: z.string().trim().min(1).max(200),
  user_id: z.string().regex(USER_ID),
});

type Inputs = z.infer<typeof inputs>;

/** Enlivy sends decimals as numbers or as strings ("1250.00"); outputs want a number. */
function amount(total: Invoice['total']): number | undefined {
  if (total === null || total === undefined) return undefined;
  const value = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(value) ? value : undefined;
}

/** `slack#/types/date` is YYYY-MM-DD: the day part of Enlivy's due date. */
function day(value: string | null | undefined): string | undefined {
  return value ? /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
}

/** Typed text that is neither an invoice number nor an id. */
export function notAReference(typed: string, t: Translator): AppError {
  const say = stepsSay(t);
  return new AppError('bad_input', say('invoice.notReference', { typed }), {
    hint: say('invoice.notReference.hint'),
  });
}

/** Several invoices carry the number the step was given. */
export function severalInvoices(number: string, ids: readonly string[], t: Translator): AppError {
  const say = stepsSay(t);
  return new AppError('ambiguous', say('invoice.several', { count: ids.length, number }), {
    candidates: [...ids],
    hint: say('invoice.several.hint'),
  });
}

/** Values for the workflow, in no language: the number as printed, Enlivy's status code. */
function outputsOf(invoice: Invoice, url: string): StepOutputs {
  return {
    invoice_id: invoice.id,
    number: invoiceLabel(invoice),
    status: invoice.status,
    total: amount(invoice.total),
    currency: invoice.currency ?? undefined,
    due_date: day(invoice.due_at),
    url,
  };
}

/** `get_invoice`: `/enlivy invoice NUMBER|ID` for a workflow, answered as step outputs. */
export const getInvoiceStep: StepSpec<Inputs> = {
  callbackId: STEPS.getInvoice,
  role: 'viewer',
  inputs,
  async run({ inputs: { invoice: typed }, request }, services) {
    // One language for all it says, its own words and the invoices feature's: the step's (the
    // person's, see run-step.ts), which its Enlivy calls carry too.
    const t = await request.t();
    const reference = invoiceReference(typed);
    if (reference === undefined) throw notAReference(typed, t);
    const { resolution, orgId } = await services.connections.use(
      request.workspace,
      async ({ api, orgId }) => ({
        resolution: await resolveInvoice(api, orgId, reference),
        orgId,
      }),
    );
    if (resolution.kind === 'none') throw invoiceNotFoundFor(resolution.reference, t);
    if (resolution.kind === 'several') {
      throw severalInvoices(
        resolution.number,
        resolution.invoices.map((invoice) => invoice.id),
        t,
      );
    }
    const url = invoiceAppUrl(services.config.enlivy.appUrl, orgId, resolution.invoice.id);
    return outputsOf(resolution.invoice, url);
  },
};
