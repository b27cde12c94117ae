import type { CommandHandler, Request, Services } from '../context.js';
import { type CreateMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';

/** The webhook form needs nothing from Enlivy, so it opens complete. */
export async function openWebhookModal(
  request: Request,
  services: Services,
  options: { channelId?: string | undefined } = {},
): Promise<void> {
  const origin = options.channelId ?? request.channelId;
  const meta: CreateMeta = { form: 'create', kind: 'webhook', ...(origin ? { origin } : {}) };
  const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
  await request.ui.openModal(
    renderForm(meta, privateMetadata, {
      name: '',
      url: '',
      events: [],
      otherEvents: '',
      includes: [],
      message: '',
      active: true,
    }),
  );
}

/** `/enlivy webhook`: the form for a webhook destination. */
export const webhook: CommandHandler = async (request, services) => {
  await openWebhookModal(request, services, { channelId: request.channelId });
};
