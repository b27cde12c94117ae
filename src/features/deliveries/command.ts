import type { CommandRequest } from '../../core/context.js';
import { safeTimeZone } from '../../core/time-zones.js';
import { refuseBlankName } from '../shared/destinations/resolve.js';
import type { DeliveriesDeps } from './deps.js';
import { parseDeliveryArgs } from './filters.js';
import { openLog } from './open.js';

/**
 * `/enlivy deliveries [NAME] [status:…] [event:…] [since:…] [until:…]`: reads the filters in the
 * user's own timezone (bad text is answered before anything opens), then opens the log modal.
 */
export async function deliveriesCommand(
  request: CommandRequest,
  services: DeliveriesDeps,
): Promise<void> {
  refuseBlankName(request.args, 'deliveries', await request.t());
  const user = await request.ui.userInfo(request.userId);
  const parsed = parseDeliveryArgs(
    request.args,
    { now: services.now(), timeZone: user.tz },
    await request.t(),
  );
  await openLog(request, services, {
    filters: {
      statuses: parsed.statuses,
      events: parsed.events,
      since: parsed.since,
      until: parsed.until,
    },
    destinationQuery: parsed.destinationQuery,
    timeZone: safeTimeZone(user.tz),
  });
}
