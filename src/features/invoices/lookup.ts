import { type EnlivyClient, EnlivyNotFoundError, type Invoice } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { invoicesSay } from './copy/index.js';

export function invoiceNotFound(invoiceId: string, t: Translator, cause?: unknown): AppError {
  const say = invoicesSay(t);
  return new AppError('not_found', say('notFound.id', { id: invoiceId }), {
    hint: say('notFound.idHint'),
    cause,
  });
}

/** The invoice, or a clear `not_found` when Enlivy answers 404. */
export async function retrieveInvoice(
  api: EnlivyClient,
  orgId: string,
  invoiceId: string,
  t: Translator,
): Promise<Invoice> {
  try {
    return await api.invoices.retrieve(orgId, invoiceId);
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) throw invoiceNotFound(invoiceId, t, err);
    throw err;
  }
}
