import type { App } from '@slack/bolt';
import type { Request } from '../../core/context.js';
import { declaredRole, onClick } from '../../core/listeners/button.js';
import { openDeliveryLog } from '../deliveries/index.js';
import { testWithProgress } from '../destinations/index.js';
import { setActiveFromCard } from '../pausing/index.js';
import { destinationName } from '../shared/destinations/views/card.js';
import { alertThreadProgress } from './alert-test.js';
import { muteDestination } from './command.js';
import type { WatchDeps } from './deps.js';
import { WATCH } from './ids.js';

const ONE_HOUR_MS = 60 * 60_000;
const SINGLE_CARD = { scope: 'single', page: 1 } as const;

/**
 * The alert must stay as it is: what the card actions would redraw in place (the card with the
 * test outcome, the paused card) goes to the clicker alone, and receipts still go to the channel.
 */
function keepingTheAlert(request: Request): Request {
  const { ui } = request;
  return {
    ...request,
    ui: {
      ...ui,
      respond: (message, options = {}) =>
        ui.respond(message, { ...options, replaceOriginal: false }),
    },
  };
}

/** The buttons of a failure alert, each with the role it needs (checked at the click). */
export function watchListeners(app: App, services: WatchDeps): void {
  app.action(
    WATCH.deliveries,
    onClick(services, { name: WATCH.deliveries }, ({ request, value }) =>
      openDeliveryLog(request, services, { destinationId: value }),
    ),
  );
  app.action(
    WATCH.test,
    onClick(services, { name: WATCH.test, role: 'editor' }, async ({ request, value, body }) => {
      const channelId = body.channel?.id;
      const alertTs = body.message?.ts;
      const alertRequest = keepingTheAlert(request);
      // Slack sends both for a click on a channel message; without them the clicker is told alone.
      const thread =
        channelId === undefined || alertTs === undefined
          ? undefined
          : {
              client: await services.botClients(request.workspace),
              channelId,
              alertTs,
            };
      await testWithProgress(alertRequest, services, {
        destinationId: value,
        progress: alertThreadProgress(alertRequest, thread),
      });
    }),
  );
  app.action(
    WATCH.pause,
    onClick(services, { name: WATCH.pause, role: 'editor' }, (click) =>
      setActiveFromCard(keepingTheAlert(click.request), services, {
        role: declaredRole(click),
        destinationId: click.value,
        active: false,
        place: SINGLE_CARD,
      }),
    ),
  );
  app.action(
    WATCH.mute,
    onClick(services, { name: WATCH.mute, role: 'editor' }, async ({ request, value }) => {
      const destination = await services.connections.use(request.workspace, ({ api, orgId }) =>
        api.destinations.retrieve(orgId, value),
      );
      await muteDestination(request, services, {
        destinationId: value,
        name: destinationName(destination),
        ms: ONE_HOUR_MS,
      });
    }),
  );
}
