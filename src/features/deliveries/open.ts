import type { Request } from '../../core/context.js';
import { safeTimeZone } from '../../core/time-zones.js';
import type { DeliveriesDeps } from './deps.js';
import { initialState, type LogFilterInput, normalizeFilters } from './log-state.js';
import { showLog } from './show-log.js';
import { deliveryLogLoadingView } from './views/log.js';

export type { LogFilterInput } from './log-state.js';

/**
 * Opens the delivery log modal at once (loading), then fills it. For buttons elsewhere (a
 * destination card's "Deliveries", a failed test, App Home): `request.ui` must carry the
 * trigger_id of the click. Statuses, events and dates that are not well-formed are ignored.
 */
export async function openDeliveryLog(
  request: Request,
  services: DeliveriesDeps,
  filters?: LogFilterInput,
): Promise<void> {
  await openLog(request, services, { filters });
}

/** The user's Slack timezone, looked up after the modal is open; UTC when Slack cannot say. */
async function userTimeZone(request: Request, services: DeliveriesDeps): Promise<string> {
  try {
    return safeTimeZone((await request.ui.userInfo(request.userId)).tz);
  } catch (err) {
    services.logger.warn(
      { err, userId: request.userId },
      'deliveries: no Slack timezone for the user; reading dates in UTC',
    );
    return 'UTC';
  }
}

/**
 * `destinationQuery`: a NAME typed on the command line, resolved once the modal is open.
 * `timeZone`: the user's Slack timezone when the caller already knows it (the command does).
 */
export async function openLog(
  request: Request,
  services: DeliveriesDeps,
  {
    filters,
    destinationQuery,
    timeZone,
  }: { filters?: LogFilterInput | undefined; destinationQuery?: string; timeZone?: string },
): Promise<void> {
  const loading = initialState(normalizeFilters(filters), timeZone);
  const opened = await request.ui.openModal(deliveryLogLoadingView(loading, await request.t()));
  const state =
    timeZone === undefined
      ? { ...loading, timeZone: await userTimeZone(request, services) }
      : loading;
  await showLog(request, services, { target: opened, state, destinationQuery });
}
