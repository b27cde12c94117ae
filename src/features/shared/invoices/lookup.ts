import { type EnlivyClient, EnlivyNotFoundError, type Invoice } from '../../../enlivy/index.js';
import { AppError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { sharedInvoicesSay } from './copy/index.js';
import type { InvoiceReference } from './resolve.js';

export function invoiceNotFound(invoiceId: string, t: Translator, cause?: unknown): AppError {
  const say = sharedInvoicesSay(t);
  return new AppError('not_found', say('notFound.id', { id: invoiceId }), {
    title: say('notFound.title'),
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

/** User text echoed inside inline code: no backticks, bounded. */
export function shown(word: string): string {
  return word.replace(/`/g, '').slice(0, 60);
}

/** "No invoice numbered …" / "Enlivy has no invoice …", with where to look instead. */
export function invoiceNotFoundFor(reference: InvoiceReference, t: Translator): AppError {
  if (reference.kind === 'id') return invoiceNotFound(reference.id, t);
  const say = sharedInvoicesSay(t);
  const number = shown(reference.number);
  return new AppError('not_found', say('notFound.number', { number }), {
    title: say('notFound.title'),
    hint: say('notFound.numberHint', { number }),
  });
}
