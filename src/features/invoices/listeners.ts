import type { App, ViewSubmitAction } from '@slack/bolt';
import { closeText } from '../../core/copy/index.js';
import { ackOnly, onClick } from '../../core/listeners/button.js';
import { requestOf } from '../../core/listeners/request.js';
import { textValue } from '../../core/listeners/view-state.js';
import { modalNotice } from '../../slack/blocks.js';
import { respondVia } from '../../slack/respond-url.js';
import { INVOICES } from '../shared/invoices/ids.js';
import { retrieveInvoice } from '../shared/invoices/lookup.js';
import { invoiceAppUrl } from '../shared/invoices/urls.js';
import {
  type DeleteMetadata,
  decodeDeleteMetadata,
  decodeInvoiceAction,
} from '../shared/invoices/values.js';
import { invoiceCard } from '../shared/invoices/views/card.js';
import { invoicesSay } from './copy/index.js';
import { confirmsDeletion, deleteConfirmed, openDeleteDialog } from './delete.js';
import type { InvoicesDeps } from './deps.js';
import { sendInvoicePdf } from './pdf.js';
import { deleteMismatchError, deletingInvoiceNotice } from './views/invoices.js';

function metadataOf(raw: string): DeleteMetadata | undefined {
  try {
    return decodeDeleteMetadata(raw);
  } catch {
    return undefined;
  }
}

/** Who may delete an invoice: checked at the click and again at the confirmation. */
const DELETE_ROLE = 'admin';

export function invoiceListeners(app: App, services: InvoicesDeps): void {
  // The browser opens the link; the click Slack also sends needs only its ack.
  app.action(INVOICES.action.openInEnlivy, ackOnly);

  app.action(
    INVOICES.action.download,
    onClick(services, { name: 'invoice:pdf', role: 'editor' }, ({ request, value }) =>
      sendInvoicePdf(request, services, decodeInvoiceAction(value).id, 'dm'),
    ),
  );

  // A pick-list row: that invoice's card replaces the list.
  app.action(
    INVOICES.action.open,
    onClick(services, { name: 'invoice:open', role: 'editor' }, async ({ request, value }) => {
      const { id } = decodeInvoiceAction(value);
      const t = await request.t();
      const role = await services.access.roleOf(request);
      const { found, openUrl } = await services.connections.use(
        request.workspace,
        async ({ api, orgId }) => ({
          found: await retrieveInvoice(api, orgId, id, t),
          openUrl: invoiceAppUrl(services.config.enlivy.appUrl, orgId, id),
        }),
      );
      await request.ui.respond(invoiceCard(found, { role, openUrl }, t), { replaceOriginal: true });
    }),
  );

  app.action(
    INVOICES.action.delete,
    onClick(
      services,
      { name: 'invoice:delete:open', role: DELETE_ROLE },
      ({ request, value, body }) =>
        openDeleteDialog(request, services, decodeInvoiceAction(value), {
          responseUrl: body.response_url,
          channelId: body.channel?.id,
        }),
    ),
  );

  app.view<ViewSubmitAction>(INVOICES.callback.delete, async (args) => {
    const { ack, view, body } = args;
    const metadata = metadataOf(view.private_metadata);
    const request = requestOf(args, {
      userId: body.user.id,
      channelId: metadata?.channelId,
      respond: metadata?.responseUrl ? respondVia(metadata.responseUrl) : undefined,
    });
    const t = await request.t();
    const say = invoicesSay(t);
    if (metadata === undefined) {
      await ack({
        response_action: 'update',
        view: modalNotice(say('delete.title'), say('delete.stale'), closeText(t)),
      });
      return;
    }
    if (!confirmsDeletion(textValue(view, INVOICES.block.deleteConfirm), metadata)) {
      await ack({
        response_action: 'errors',
        errors: { [INVOICES.block.deleteConfirm]: deleteMismatchError(metadata.label, t) },
      });
      return;
    }
    await ack({
      response_action: 'update',
      view: modalNotice(
        say('delete.title'),
        deletingInvoiceNotice(metadata.label, t),
        closeText(t),
      ),
    });
    await deleteConfirmed(request, services, { metadata, viewId: view.id, role: DELETE_ROLE });
  });
}
