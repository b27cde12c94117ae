import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { deliveriesCommand } from './command.js';
import { deliveriesCopy, deliveriesSay } from './copy/index.js';
import type { DeliveriesDeps } from './deps.js';
import { DELIVERIES } from './ids.js';
import { deliveriesListeners } from './listeners.js';

export type { DeliveriesDeps } from './deps.js';
/** What other features use of deliveries: the delivery log, opened from a card, an alert or Home. */
export { openDeliveryLog } from './open.js';

/**
 * `/enlivy deliveries`: the delivery log modal (filters, pages, retry, refresh) and the Inspect
 * modal on top of it (reload, the full payload as a file).
 */
export const deliveries: Feature<DeliveriesDeps> = {
  name: 'deliveries',
  copy: { deliveries: deliveriesCopy },
  ids: DELIVERIES,
  register(app, deps) {
    deps.commands.add({
      name: 'deliveries',
      role: 'viewer',
      needsConnection: true,
      examples: [
        '/enlivy deliveries',
        '/enlivy deliveries "Accounting sync" status:failed since:7d',
        '/enlivy deliveries event:invoice.paid,invoice.created since:2026-11-01 until:2026-11-20',
      ],
      ...commandTexts(deliveriesSay),
      rank: 30,
      run: (request) => deliveriesCommand(request, deps),
    });
    deliveriesListeners(app, deps);
  },
};
