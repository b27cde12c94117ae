import type { App } from '@slack/bolt';
import { onClick } from '../../core/listeners/button.js';
import { onEvent } from '../../core/listeners/event.js';
import { connectLinkModalFor } from '../connection/index.js';
import type { HelpDeps } from './deps.js';
import { renderHome } from './home.js';
import { HOME } from './ids.js';

/** The App Home: published when its tab opens; its Reconnect button (admins). */
export function homeListeners(app: App, services: HelpDeps): void {
  app.event(
    'app_home_opened',
    onEvent(
      services,
      { name: 'home', source: (event) => ({ userId: event.user }) },
      async ({ request, event }) => {
        if (event.tab === 'home') await renderHome(request, services);
      },
    ),
  );

  app.action(
    HOME.reconnect,
    onClick(services, { name: 'home:reconnect', role: 'admin' }, async ({ request }) => {
      await request.ui.openModal(await connectLinkModalFor(request, services));
    }),
  );
}
