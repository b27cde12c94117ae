import type { App } from '@slack/bolt';
import type { Services } from '../../core/context.js';
import { logFailure } from '../../core/errors/failure-log.js';
import { onClick } from '../../core/listeners/button.js';
import { requestFrom } from '../../core/listeners/request.js';
import { newReferenceId } from '../../platform/app-error.js';
import { connectLinkModalFor } from '../connection/index.js';
import { renderHome } from './home.js';
import { HOME } from './ids.js';

export function eventListeners(app: App, services: Services): void {
  app.event('app_home_opened', async ({ event, client, context }) => {
    if (event.tab !== 'home') return;
    const request = requestFrom({ context, client, userId: event.user });
    try {
      await renderHome(request, services);
    } catch (err) {
      logFailure(services.logger, err, newReferenceId(), { action: 'home', userId: event.user });
    }
  });

  app.action(
    HOME.reconnect,
    onClick(services, { name: 'home:reconnect', role: 'admin' }, async ({ request }) => {
      await request.ui.openModal(await connectLinkModalFor(request, services));
    }),
  );
}
