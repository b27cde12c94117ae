import type { App } from '@slack/bolt';
import type { AppServices } from '../../core/context.js';
import { onClick } from '../../core/listeners/button.js';
import { decodeSearchPlace } from '../shared/invoices/values.js';
import { SEARCH } from './ids.js';
import { showSearchPage } from './search.js';

export type SearchDeps = Pick<AppServices, 'access' | 'commands' | 'connections' | 'logger'>;

export function searchListeners(app: App, services: SearchDeps): void {
  app.action(
    new RegExp(`^(${SEARCH.action.previous}|${SEARCH.action.next})$`),
    onClick(services, { name: 'search:page' }, async ({ request, value }) => {
      const place = decodeSearchPlace(value);
      const role = await services.access.roleOf(request);
      await showSearchPage(request, services, place, { role, respond: { replaceOriginal: true } });
    }),
  );
}
