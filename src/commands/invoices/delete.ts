import { EnlivyNotFoundError } from '../../api/index.js';
import { logFailure, newReferenceId, recordFailure } from '../../errors.js';
import { modalNotice } from '../../views/connection.js';
import {
  deleteInvoiceModal,
  invoiceDeletedCard,
  invoiceDeletedReceipt,
  invoiceLabel,
  problemModal,
} from '../../views/invoices.js';
import type { Request, Services } from '../context.js';
import { invoiceNotFound, retrieveInvoice } from './lookup.js';
import { showSearchPage } from './search.js';
import type { DeleteMetadata, InvoiceActionValue } from './values.js';

export const DELETE_TITLE = 'Delete invoice';

/** Failures once the modal is open are shown inside it (the ephemeral reply would hide behind it). */
async function showProblem(
  request: Request,
  services: Services,
  viewId: string,
  err: unknown,
  action: string,
): Promise<void> {
  const problem = recordFailure(services.logger, err, { action, userId: request.userId });
  await request.ui
    .updateModal(viewId, problemModal(DELETE_TITLE, problem))
    .catch((e: unknown) =>
      logFailure(services.logger, e, problem.reference, { action: `${action}:report` }),
    );
}

/**
 * The Delete button: admins only (checked here, whatever the button claims), then a modal that
 * opens at once (the trigger dies in 3 s) and fills in once Enlivy has answered.
 */
export async function openDeleteDialog(
  request: Request,
  services: Services,
  value: InvoiceActionValue,
  origin: { responseUrl: string | undefined; channelId: string | undefined },
): Promise<void> {
  await services.access.require(request, 'admin');
  const { viewId } = await request.ui.openModal(
    modalNotice(DELETE_TITLE, ':hourglass_flowing_sand: Looking up the invoice in Enlivy…'),
  );
  try {
    const user = await request.ui.userInfo(request.userId);
    const invoice = await services.connections.use(request.workspace, ({ api, orgId }) =>
      retrieveInvoice(api, orgId, value.id),
    );
    const metadata: DeleteMetadata = {
      ...value,
      label: invoiceLabel(invoice),
      ...(origin.responseUrl ? { responseUrl: origin.responseUrl } : {}),
      ...(origin.channelId ? { channelId: origin.channelId } : {}),
    };
    await request.ui.updateModal(viewId, deleteInvoiceModal(invoice, metadata, user.locale));
  } catch (err) {
    await showProblem(request, services, viewId, err, 'invoice:delete:open');
  }
}

/** Whether what was typed names the invoice: its number (any case) or its exact id. */
export function confirmsDeletion(typed: string, metadata: DeleteMetadata): boolean {
  const text = typed.trim();
  return text === metadata.id || text.toLowerCase() === metadata.label.toLowerCase();
}

/**
 * Replaces the card the Delete button was on; a search page is re-run instead so the list stays
 * useful (and falls back to the plain notice when the search fails).
 */
async function updateOrigin(
  request: Request,
  services: Services,
  metadata: DeleteMetadata,
): Promise<void> {
  const deleted = invoiceDeletedCard(metadata.label);
  if (metadata.from === 'search' && metadata.search !== undefined) {
    try {
      const role = await services.access.roleOf(request);
      await showSearchPage(request, services, metadata.search, {
        role,
        respond: { replaceOriginal: true },
        notice: deleted.text,
      });
      return;
    } catch (err) {
      logFailure(services.logger, err, newReferenceId(), {
        action: 'invoice:delete:refresh-search',
        userId: request.userId,
      });
    }
  }
  await request.ui.respond(deleted, { replaceOriginal: true });
}

/**
 * After a matching confirmation: role check again (a submission is a request of its own),
 * DELETE, then the modal, the original message and a public receipt say so.
 */
export async function deleteConfirmed(
  request: Request,
  services: Services,
  metadata: DeleteMetadata,
  viewId: string,
): Promise<void> {
  try {
    await services.access.require(request, 'admin');
    await services.connections.use(request.workspace, async ({ api, orgId }) => {
      try {
        await api.invoices.delete(orgId, metadata.id);
      } catch (err) {
        if (err instanceof EnlivyNotFoundError) throw invoiceNotFound(metadata.id, err);
        throw err;
      }
    });
  } catch (err) {
    await showProblem(request, services, viewId, err, 'invoice:delete');
    return;
  }
  // The invoice is gone: what follows only tells people, so a failure is logged, not shown.
  await bestEffort(services, request, 'invoice:delete:modal', async () => {
    const done = invoiceDeletedCard(metadata.label);
    await request.ui.updateModal(viewId, modalNotice('Invoice deleted', done.text));
  });
  await bestEffort(services, request, 'invoice:delete:update-origin', async () => {
    if (metadata.responseUrl !== undefined) await updateOrigin(request, services, metadata);
  });
  await bestEffort(services, request, 'invoice:delete:receipt', () =>
    postReceipt(request, metadata),
  );
}

async function bestEffort(
  services: Services,
  request: Request,
  action: string,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    logFailure(services.logger, err, newReferenceId(), { action, userId: request.userId });
  }
}

/** Through the response_url (works in channels the bot is not in); else a bot post. */
async function postReceipt(request: Request, metadata: DeleteMetadata): Promise<void> {
  const receipt = invoiceDeletedReceipt(request.userId, metadata.label);
  if (metadata.responseUrl !== undefined) {
    try {
      await request.ui.respond(receipt, { inChannel: true });
      return;
    } catch (err) {
      if (metadata.channelId === undefined) throw err;
    }
  }
  if (metadata.channelId !== undefined) await request.ui.postMessage(metadata.channelId, receipt);
}
