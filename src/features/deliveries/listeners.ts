import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import type { Request } from '../../core/context.js';
import { guarded } from '../../core/listeners/report.js';
import { requestOf } from '../../core/listeners/request.js';
import type { DeliveriesDeps } from './deps.js';
import { DELIVERIES } from './ids.js';
import { inspectDelivery, sendDeliveryFile, showDelivery } from './inspect.js';
import { onScreenFilters } from './listener-state.js';
import {
  decodeState,
  initialState,
  type LogState,
  normalizeFilters,
  sameFilters,
} from './log-state.js';
import { showLog } from './show-log.js';
import { deliveryLogLoadingView } from './views/log.js';

/** The parts of `body.view` these listeners read (Bolt types it loosely for block_actions). */
interface OpenModal {
  id: string;
  hash: string;
  private_metadata: string;
  state?: { values?: unknown };
}

type ModalAction = BlockAction & { view?: OpenModal };

/**
 * The delivery log modal (filters, pages, retry, refresh) and the Inspect modal pushed on top
 * of it (reload, send the full payload as a file). Viewers may use all of it.
 */
export function deliveriesListeners(app: App, services: DeliveriesDeps): void {
  /** Acks, builds the request, and runs `work` for clicks inside one of our modals. */
  function onModalAction(
    actionId: string,
    name: string,
    work: (args: {
      action: BlockAction['actions'][number];
      request: Request;
      view: OpenModal;
    }) => Promise<void>,
  ): void {
    app.action<BlockAction>(actionId, async (args) => {
      const { ack, body, action } = args;
      await ack();
      const view = (body as ModalAction).view;
      const request = requestOf(args, { userId: body.user.id, triggerId: body.trigger_id });
      if (view === undefined) return;
      // Not through onButton: these clicks come from a modal. The person's language still
      // applies to what the modal shows and to every Enlivy call the work makes.
      await guarded(() => work({ action, request, view }), {
        logger: services.logger,
        ui: request.ui,
        t: request.t,
        action: `deliveries:${name}`,
        userId: body.user.id,
      });
    });
  }

  const stateOf = (metadata: string): LogState =>
    decodeState(metadata) ?? initialState(normalizeFilters());

  /**
   * The stored state, unless the inputs on screen say otherwise (a filter change whose answer
   * is still loading): then those filters, from page 1 and a new pin.
   */
  function currentState(view: OpenModal, action?: unknown): { state: LogState; changed: boolean } {
    const stored = stateOf(view.private_metadata);
    const shown = onScreenFilters(stored, view.state?.values, action);
    if (shown === undefined || sameFilters(shown, stored.filters)) {
      return { state: stored, changed: false };
    }
    return { state: { ...stored, filters: shown, page: 1, asOf: undefined }, changed: true };
  }

  for (const actionId of Object.values(DELIVERIES.filter)) {
    onModalAction(actionId, 'filter', async ({ action, request, view }) => {
      const { state } = currentState(view, action);
      await showLog(request, services, {
        target: { viewId: view.id, hash: view.hash },
        state: { ...state, page: 1, asOf: undefined },
      });
    });
  }

  onModalAction(DELIVERIES.action.clearFilters, 'clear', async ({ request, view }) => {
    const previous = stateOf(view.private_metadata);
    await showLog(request, services, {
      target: { viewId: view.id, hash: view.hash },
      state: {
        filters: normalizeFilters(),
        page: 1,
        generation: previous.generation + 1,
        timeZone: previous.timeZone,
      },
    });
  });

  onModalAction(DELIVERIES.action.retry, 'retry', async ({ request, view }) => {
    await showLog(request, services, {
      target: { viewId: view.id, hash: view.hash },
      state: currentState(view).state,
    });
  });

  for (const actionId of [DELIVERIES.action.previousPage, DELIVERIES.action.nextPage]) {
    onModalAction(actionId, 'page', async ({ action, request, view }) => {
      const { state, changed } = currentState(view);
      const wanted = Number((action as ButtonAction).value);
      const page = changed ? 1 : Number.isInteger(wanted) && wanted >= 1 ? wanted : 1;
      await showLog(request, services, {
        target: { viewId: view.id, hash: view.hash },
        state: { ...state, page },
      });
    });
  }

  onModalAction(DELIVERIES.action.inspect, 'inspect', async ({ action, request }) => {
    await inspectDelivery(request, services, (action as ButtonAction).value ?? '');
  });

  onModalAction(DELIVERIES.action.inspectRetry, 'inspect', async ({ action, request, view }) => {
    await showDelivery(request, services, {
      viewId: view.id,
      deliveryId: (action as ButtonAction).value ?? '',
    });
  });

  onModalAction(DELIVERIES.action.sendFile, 'send-file', async ({ action, request, view }) => {
    await sendDeliveryFile(request, services, view.id, (action as ButtonAction).value ?? '');
  });

  // "Refresh": the same filters and page, queried again up to now; the modal stays open.
  app.view<ViewSubmitAction>(DELIVERIES.callback.log, async (args) => {
    const { ack, view, body } = args;
    const state: LogState = { ...currentState(view).state, asOf: undefined };
    const request = requestOf(args, { userId: body.user.id });
    await ack({
      response_action: 'update',
      view: deliveryLogLoadingView(state, await request.t()),
    });
    await guarded(() => showLog(request, services, { target: { viewId: view.id }, state }), {
      logger: services.logger,
      ui: request.ui,
      t: request.t,
      action: 'deliveries:refresh',
      userId: body.user.id,
    });
  });
}
