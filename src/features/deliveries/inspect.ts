import type { Request } from '../../core/context.js';
import { hintText, referenceSuffix } from '../../core/error-views.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { type Delivery, EnlivyNotFoundError } from '../../enlivy/index.js';
import { escapeMrkdwn } from '../../slack/blocks.js';
import { deliveriesSay } from './copy/index.js';
import type { DeliveriesDeps } from './deps.js';
import { enlivyBotUser } from './enlivy-bot.js';
import { isViewGone } from './slack-errors.js';
import { inlineCode } from './views/format.js';
import {
  deliveryFileComment,
  deliveryFileTitle,
  inspectErrorView,
  inspectLoadingView,
  inspectView,
} from './views/inspect.js';
import { refusalNamesTheApp, slackRefusalOf } from './views/slack-refusal.js';

type Notice = { kind: 'sent' | 'error'; text: string };

async function fetchDelivery(request: Request, services: DeliveriesDeps, deliveryId: string) {
  return services.connections.use(request.workspace, async ({ api, orgId }) => {
    const delivery = await api.deliveries.retrieve(orgId, deliveryId);
    const destination = await api.destinations
      .retrieve(orgId, delivery.organization_event_destination_id)
      .catch((err: unknown) => {
        if (err instanceof EnlivyNotFoundError) return undefined;
        throw err;
      });
    const refusal = slackRefusalOf(delivery);
    const namesTheApp =
      destination?.type === 'slack' && refusal !== undefined && refusalNamesTheApp(refusal);
    // Only a better name for the app: without it, the fix says how to find the app instead.
    const enlivyBotUserId = namesTheApp
      ? await enlivyBotUser(api, orgId, destination).catch(() => undefined)
      : undefined;
    return {
      delivery,
      destinationName: destination ? (destination.name ?? destination.id) : undefined,
      slackChannel: destination?.type === 'slack' ? destination.config?.channel : undefined,
      enlivyBotUserId,
    };
  });
}

/** Fills the Inspect modal `viewId` with one delivery, or with what went wrong. */
export async function showDelivery(
  request: Request,
  services: DeliveriesDeps,
  { viewId, deliveryId, notice }: { viewId: string; deliveryId: string; notice?: Notice },
): Promise<void> {
  const t = await request.t();
  try {
    const loaded = await fetchDelivery(request, services, deliveryId);
    await request.ui.updateModal(viewId, inspectView({ ...loaded, notice }, t));
  } catch (err) {
    if (isViewGone(err)) return;
    const problem = recordFailure(
      services.logger,
      err,
      { action: 'deliveries:inspect', userId: request.userId },
      t,
    );
    await request.ui
      .updateModal(viewId, inspectErrorView(deliveryId, problem, t))
      .catch((updateErr: unknown) => {
        if (!isViewGone(updateErr)) throw updateErr;
      });
  }
}

/** Inspect from a log row: pushes a second modal (loading) before asking Enlivy. */
export async function inspectDelivery(
  request: Request,
  services: DeliveriesDeps,
  deliveryId: string,
): Promise<void> {
  const opened = await request.ui.pushModal(inspectLoadingView(deliveryId, await request.t()));
  await showDelivery(request, services, { viewId: opened.viewId, deliveryId });
}

function fileContent(delivery: Delivery): Buffer {
  const body = {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    is_retry: delivery.is_retry,
    created_at: delivery.created_at,
    organization_event_destination_id: delivery.organization_event_destination_id,
    response_status: delivery.response_status,
    response_type: delivery.response_type,
    request_payload: delivery.request_payload ?? null,
    response: delivery.response ?? null,
  };
  return Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
}

function fileName(deliveryId: string): string {
  return `delivery-${deliveryId.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
}

/**
 * "Send full payload as a file": the whole payload and answer as JSON in the user's DM with the
 * app, then the Inspect modal says where it went (or what failed). Never opens another modal.
 */
export async function sendDeliveryFile(
  request: Request,
  services: DeliveriesDeps,
  viewId: string,
  deliveryId: string,
): Promise<void> {
  const t = await request.t();
  const say = deliveriesSay(t);
  let notice: Notice;
  try {
    const delivery = await services.connections.use(request.workspace, ({ api, orgId }) =>
      api.deliveries.retrieve(orgId, deliveryId),
    );
    const bytes = fileContent(delivery);
    const channelId = await request.ui.openDm(request.userId);
    const filename = fileName(delivery.id);
    await request.ui.uploadFile({
      channelId,
      filename,
      title: deliveryFileTitle(delivery, t),
      length: bytes.length,
      body: bytes,
      initialComment: deliveryFileComment(delivery, t),
    });
    notice = { kind: 'sent', text: say('inspect.fileSent', { file: inlineCode(filename) }) };
  } catch (err) {
    const problem = recordFailure(
      services.logger,
      err,
      { action: 'deliveries:send-file', userId: request.userId },
      t,
    );
    notice = {
      kind: 'error',
      text: say('inspect.fileFailed', {
        message: escapeMrkdwn(problem.message),
        hint: hintText(problem),
        reference: referenceSuffix(problem, true),
      }),
    };
  }
  await showDelivery(request, services, { viewId, deliveryId, notice });
}
