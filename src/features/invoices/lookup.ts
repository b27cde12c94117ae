import { type EnlivyClient, EnlivyNotFoundError, type Invoice } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';

export function invoiceNotFound(invoiceId: string, cause?: unknown): AppError {
  return new AppError(
    'not_found',
    `Enlivy has no invoice \`${invoiceId}\` (it may have been deleted).`,
    {
      hint: 'Check the id, or find the invoice with `/enlivy search <number or customer>`.',
      cause,
    },
  );
}

/** The invoice, or a clear `not_found` when Enlivy answers 404. */
export async function retrieveInvoice(
  api: EnlivyClient,
  orgId: string,
  invoiceId: string,
): Promise<Invoice> {
  try {
    return await api.invoices.retrieve(orgId, invoiceId);
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) throw invoiceNotFound(invoiceId, err);
    throw err;
  }
}
