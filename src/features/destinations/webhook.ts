import type { Request } from '../../core/context.js';
import { safeError } from '../../platform/logging/logger.js';
import { destinationAllowance } from '../shared/destinations/overview.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import { type CreateMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';
import type { FormValues } from './form-values.js';

/** The webhook form needs nothing from Enlivy, so it opens complete. */
export async function openWebhookModal(
  request: Request,
  services: DestinationsDeps,
  options: { channelId?: string | undefined } = {},
): Promise<void> {
  const origin = options.channelId ?? request.channelId;
  const meta: CreateMeta = { form: 'create', kind: 'webhook', ...(origin ? { origin } : {}) };
  const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
  const empty = {
    name: '',
    url: '',
    events: [],
    otherEvents: '',
    includes: [],
    message: '',
    active: true,
  };
  const { viewId, hash } = await request.ui.openModal(
    renderForm({ meta, privateMetadata, values: empty, extras: {} }, await request.t()),
  );
  await warnWithoutPaidPack(request, services, { meta, viewId, hash, values: empty });
}

/**
 * The form opens before any Enlivy call; then, if the organization has no paid pack, it is
 * redrawn with the warning (Slack keeps what was typed meanwhile: same block and action ids).
 * Best effort: the form works without it, and the receipt says it again.
 */
async function warnWithoutPaidPack(
  request: Request,
  services: DestinationsDeps,
  form: { meta: CreateMeta; viewId: string; hash: string | undefined; values: FormValues },
): Promise<void> {
  try {
    const allowance = await services.connections.use(request.workspace, ({ api, orgId }) =>
      destinationAllowance(api, orgId),
    );
    if (allowance.state !== 'none') return;
    const meta: CreateMeta = { ...form.meta, noPaidPack: true };
    const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
    await request.ui.updateModal(
      form.viewId,
      renderForm({ meta, privateMetadata, values: form.values, extras: {} }, await request.t()),
      form.hash,
    );
  } catch (err) {
    services.logger.debug({ err: safeError(err) }, 'webhook form: no pack check');
  }
}

/** `/enlivy webhook`: the form for a webhook destination. */
export const webhook: DestinationsCommand = async (request, services) => {
  await openWebhookModal(request, services, { channelId: request.channelId });
};
