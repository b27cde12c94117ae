import { deliveryLogLoadingView } from '../../views/deliveries/log.js';
import type { Request, Services } from '../context.js';
import { initialState, type LogFilterInput, normalizeFilters } from './log-state.js';
import { showLog } from './show-log.js';

export type { LogFilterInput } from './log-state.js';

/**
 * Opens the delivery log modal at once (loading), then fills it. For buttons elsewhere (a
 * destination card's "Deliveries", a failed test, App Home): `request.ui` must carry the
 * trigger_id of the click. Statuses, events and dates that are not well-formed are ignored.
 */
export async function openDeliveryLog(
  request: Request,
  services: Services,
  filters?: LogFilterInput,
): Promise<void> {
  await openLog(request, services, filters);
}

/** `destinationQuery`: a NAME typed on the command line, resolved once the modal is open. */
export async function openLog(
  request: Request,
  services: Services,
  filters: LogFilterInput | undefined,
  destinationQuery?: string,
): Promise<void> {
  const state = initialState(normalizeFilters(filters));
  const opened = await request.ui.openModal(deliveryLogLoadingView(state));
  await showLog(request, services, opened, state, destinationQuery);
}
