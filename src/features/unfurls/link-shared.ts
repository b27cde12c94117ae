import type { AppServices, Request } from '../../core/context.js';
import type { SlackEventOf } from '../../core/listeners/event.js';
import { type EnlivyClient, EnlivyNotFoundError, type Invoice } from '../../enlivy/index.js';
import { safeError } from '../../platform/logging/logger.js';
import type { LinkPreviews, UnfurlTarget } from '../../slack/ui.js';
import type { Connection } from '../../store/index.js';
import { invoiceAppUrl } from './invoice-parts.js';
import { type InvoiceLink, invoiceLinks } from './links.js';
import { type Preview, previewFor } from './preview.js';
import type { ChannelSharing } from './sharing.js';
import { connectFirstHint } from './views/messages.js';
import { fullInvoicePreview, type InvoicePreview, minimalInvoicePreview } from './views/preview.js';

export type LinkSharedDeps = Pick<AppServices, 'config' | 'logger' | 'stores' | 'connections'>;
export type LinkShared = SlackEventOf<'link_shared'>;

/** The sharer of an invoice link in a workspace not connected yet is told once a day at most. */
export const HINT_EVERY_MS = 24 * 60 * 60_000;

/** A link typed in the composer names no channel (Slack sends `COMPOSER`): it is not known yet. */
export function conversationOf(channel: string): string | undefined {
  return channel === 'COMPOSER' || channel === '' ? undefined : channel;
}

/** Where the previews go: the posted message, or the link still in the composer. */
function targetOf(event: LinkShared): UnfurlTarget {
  if (event.source === 'composer' && event.unfurl_id !== undefined) {
    return { unfurlId: event.unfurl_id, source: 'composer' };
  }
  return { channel: event.channel, ts: event.message_ts };
}

/** How links unfold in the request's conversation (an unknown one counts as shared). */
export async function conversationPreview(
  deps: Pick<LinkSharedDeps, 'stores'>,
  sharing: ChannelSharing,
  request: Request,
): Promise<Preview> {
  const channelId = request.channelId;
  if (channelId === undefined) return previewFor(undefined, async () => undefined);
  return previewFor(await deps.stores.unfurls.get(request.workspace, channelId), () =>
    sharing.isShared(request.ui, request.workspace, channelId),
  );
}

async function hintConnectFirst(deps: LinkSharedDeps, request: Request): Promise<void> {
  const channelId = request.channelId;
  if (channelId === undefined) return;
  if (!(await deps.stores.unfurls.claimHint(request.workspace, request.userId, HINT_EVERY_MS)))
    return;
  try {
    await request.ui.postEphemeral(channelId, request.userId, connectFirstHint(await request.t()));
  } catch (err) {
    deps.logger.info(
      { err: safeError(err), userId: request.userId },
      'unfurls: the hint to connect first could not be shown',
    );
  }
}

/** The invoice a link names; undefined when Enlivy has none with that id. */
async function linkedInvoice(
  api: EnlivyClient,
  orgId: string,
  link: InvoiceLink,
  full: boolean,
): Promise<Invoice | undefined> {
  try {
    return await api.invoices.retrieve(
      orgId,
      link.invoiceId,
      full ? { include: ['receiver_user', 'sender_user'] } : {},
    );
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) return undefined;
    throw err;
  }
}

async function previewsOf(
  deps: LinkSharedDeps,
  request: Request,
  links: { connection: Connection; own: InvoiceLink[]; preview: Exclude<Preview, { kind: 'off' }> },
): Promise<LinkPreviews> {
  const { connection, own, preview } = links;
  const full = preview.kind === 'full';
  const invoices = await deps.connections.use(
    request.workspace,
    ({ api, orgId }) => Promise.all(own.map((link) => linkedInvoice(api, orgId, link, full))),
    connection,
  );
  // Everyone in the conversation reads a preview: the workspace's language, as for receipts.
  const t = await request.channelT();
  const previews: Record<string, InvoicePreview> = {};
  own.forEach((link, i) => {
    const invoice = invoices[i];
    if (invoice === undefined) return;
    const openUrl = invoiceAppUrl(deps.config.enlivy.appUrl, link.orgId, invoice.id);
    previews[link.url] =
      preview.kind === 'full'
        ? fullInvoicePreview(invoice, openUrl, t)
        : minimalInvoicePreview(invoice, preview.reason, t);
  });
  return previews;
}

/**
 * `link_shared`: links to invoices of the connected organization unfold into invoice previews,
 * one per link, as the conversation's setting allows. Links of another organization and ids
 * Enlivy does not know stay plain; a workspace not connected tells the sharer, privately.
 */
export async function previewLinks(
  deps: LinkSharedDeps,
  sharing: ChannelSharing,
  request: Request,
  event: LinkShared,
): Promise<void> {
  const links = invoiceLinks(
    event.links.map((link) => link.url),
    deps.config.enlivy.appUrl,
  );
  if (links.length === 0) return;
  const connection = await deps.stores.connections.get(request.workspace);
  if (connection === undefined) return hintConnectFirst(deps, request);
  const own = links.filter((link) => link.orgId === connection.organizationId);
  if (own.length === 0) return;
  const preview = await conversationPreview(deps, sharing, request);
  if (preview.kind === 'off') return;
  const previews = await previewsOf(deps, request, { connection, own, preview });
  if (Object.keys(previews).length === 0) return;
  await request.ui.unfurl(targetOf(event), previews);
}
