import type { Role } from '../../core/access/roles.js';
import { changedBy, recordChange, withChangeLock } from '../../core/change-lock.js';
import type { Request } from '../../core/context.js';
import { closeText } from '../../core/copy/index.js';
import { logFailure, recordFailure } from '../../core/errors/failure-log.js';
import { reconciledWrite } from '../../core/reconcile.js';
import {
  type EnlivyClient,
  EnlivyNotFoundError,
  isTrashed,
  newIdempotencyKey,
} from '../../enlivy/index.js';
import { newReferenceId } from '../../platform/app-error.js';
import { modalNotice } from '../../slack/blocks.js';
import { showSearchPage } from '../search/index.js';
import { invoiceNotFound, retrieveInvoice } from '../shared/invoices/lookup.js';
import type { DeleteMetadata, InvoiceActionValue } from '../shared/invoices/values.js';
import { invoiceLabel } from '../shared/invoices/views/card.js';
import { invoicesSay } from './copy/index.js';
import type { InvoicesDeps } from './deps.js';
import {
  alreadyDeletedText,
  deleteInvoiceModal,
  type InvoiceDeletedAs,
  invoiceDeletedCard,
  invoiceDeletedReceipt,
  problemModal,
} from './views/invoices.js';

/** Failures once the modal is open are shown inside it (the ephemeral reply would hide behind it). */
async function showProblem(
  request: Request,
  services: InvoicesDeps,
  { viewId, err, action }: { viewId: string; err: unknown; action: string },
): Promise<void> {
  const t = await request.t();
  const problem = recordFailure(services.logger, err, { action, userId: request.userId }, t);
  await request.ui
    .updateModal(viewId, problemModal(invoicesSay(t)('delete.title'), problem, t))
    .catch((e: unknown) =>
      logFailure(services.logger, e, problem.reference, { action: `${action}:report` }),
    );
}

/**
 * The Delete button (its role is checked by its listener): a modal that opens at once (the
 * trigger dies in 3 s) and fills in once Enlivy has answered.
 */
export async function openDeleteDialog(
  request: Request,
  services: InvoicesDeps,
  value: InvoiceActionValue,
  origin: { responseUrl: string | undefined; channelId: string | undefined },
): Promise<void> {
  const t = await request.t();
  const say = invoicesSay(t);
  const { viewId } = await request.ui.openModal(
    modalNotice(say('delete.title'), say('delete.lookingUp'), closeText(t)),
  );
  try {
    const invoice = await services.connections.use(request.workspace, ({ api, orgId }) =>
      retrieveInvoice(api, orgId, value.id, t),
    );
    const metadata: DeleteMetadata = {
      ...value,
      label: invoiceLabel(invoice),
      ...(origin.responseUrl ? { responseUrl: origin.responseUrl } : {}),
      ...(origin.channelId ? { channelId: origin.channelId } : {}),
    };
    await request.ui.updateModal(viewId, deleteInvoiceModal(invoice, metadata, t));
  } catch (err) {
    await showProblem(request, services, { viewId, err, action: 'invoice:delete:open' });
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
  services: InvoicesDeps,
  metadata: DeleteMetadata,
  as: InvoiceDeletedAs,
): Promise<void> {
  const deleted = invoiceDeletedCard(metadata.label, as, await request.t());
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
 * After a matching confirmation: the role its listener declares, checked again (a submission is
 * a request of its own; a refusal shows in the modal), DELETE, then the modal, the original
 * message and a public receipt say so.
 */
export async function deleteConfirmed(
  request: Request,
  services: InvoicesDeps,
  { metadata, viewId, role }: { metadata: DeleteMetadata; viewId: string; role: Role },
): Promise<void> {
  let outcome: DeleteOutcome;
  try {
    await services.access.require(request, role);
    outcome = await services.connections.use(request.workspace, ({ api, orgId }) =>
      deleteOnce(services, request, { api, orgId }, metadata),
    );
  } catch (err) {
    await showProblem(request, services, { viewId, err, action: 'invoice:delete' });
    return;
  }
  if ('byUserId' in outcome) {
    const { byUserId } = outcome;
    await bestEffort(services, request, 'invoice:delete:modal', async () => {
      const t = await request.t();
      const text = alreadyDeletedText(metadata.label, byUserId, t);
      await request.ui.updateModal(
        viewId,
        modalNotice(invoicesSay(t)('delete.title'), text, closeText(t)),
      );
    });
    return;
  }
  // The invoice is gone: what follows only tells people, so a failure is logged, not shown.
  await bestEffort(services, request, 'invoice:delete:modal', async () => {
    const t = await request.t();
    const done = invoiceDeletedCard(metadata.label, outcome.as, t);
    await request.ui.updateModal(
      viewId,
      modalNotice(invoicesSay(t)('delete.doneTitle'), done.text, closeText(t)),
    );
  });
  await bestEffort(services, request, 'invoice:delete:update-origin', async () => {
    if (metadata.responseUrl !== undefined) {
      await updateOrigin(request, services, metadata, outcome.as);
    }
  });
  await bestEffort(services, request, 'invoice:delete:receipt', () =>
    postReceipt(request, metadata, outcome.as),
  );
}

/** Who deleted it when someone already had (from Slack), else how this request deleted it. */
type DeleteOutcome = { byUserId: string } | { as: InvoiceDeletedAs };

/**
 * The read-back after an unclear answer: a 404 says deleted but not how (trash or for good);
 * an invoice shown with `deleted_at` is in the trash; undefined while Enlivy still has it.
 */
async function readDeletion(
  api: EnlivyClient,
  orgId: string,
  id: string,
): Promise<InvoiceDeletedAs | undefined> {
  try {
    return isTrashed(await api.invoices.retrieve(orgId, id)) ? 'trashed' : undefined;
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) return 'deleted';
    throw err;
  }
}

/**
 * DELETE under the invoice's change lock with one Idempotency-Key for this confirmation; an
 * unclear answer is settled by reading the invoice back.
 */
async function deleteOnce(
  services: InvoicesDeps,
  request: Request,
  { api, orgId }: { api: EnlivyClient; orgId: string },
  metadata: DeleteMetadata,
): Promise<DeleteOutcome> {
  const subject = `invoice:${metadata.id}`;
  const t = await request.t();
  const say = invoicesSay(t);
  return withChangeLock(services, request, subject, async () => {
    const idempotencyKey = newIdempotencyKey();
    const label = metadata.label;
    let as: InvoiceDeletedAs;
    try {
      as = await reconciledWrite<InvoiceDeletedAs>({
        write: () => api.invoices.delete(orgId, metadata.id, { idempotencyKey }),
        readBack: () => readDeletion(api, orgId, metadata.id),
        notChanged: say('delete.notChanged', { label }),
        unknown: say('delete.unknown', { label }),
        howToCheck: say('delete.howToCheck'),
      });
    } catch (err) {
      if (!(err instanceof EnlivyNotFoundError)) throw err;
      const byUserId = await changedBy(services, request, subject, 'deleted');
      if (byUserId !== undefined) return { byUserId };
      throw invoiceNotFound(metadata.id, t, err);
    }
    await recordChange(services, request, subject, 'deleted');
    return { as };
  });
}

async function bestEffort(
  services: InvoicesDeps,
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
async function postReceipt(
  request: Request,
  metadata: DeleteMetadata,
  as: InvoiceDeletedAs,
): Promise<void> {
  // A receipt is read by the whole channel: the workspace's language.
  const receipt = invoiceDeletedReceipt(
    request.userId,
    metadata.label,
    as,
    await request.channelT(),
  );
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
