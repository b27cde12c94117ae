import type { Services } from '../../core/context.js';
import { SEARCH } from '../../core/ids.js';
import { onButton } from '../../core/listeners/button.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import { decodeSearchPlace } from '../invoices/values.js';
import { showSearchPage } from './search.js';

export function searchListeners(table: ListenerTable, services: Services): void {
  onButton(
    table,
    services,
    new RegExp(`^(${SEARCH.action.previous}|${SEARCH.action.next})$`),
    async ({ request, value }) => {
      const place = decodeSearchPlace(value);
      const role = await services.access.roleOf(request);
      await showSearchPage(request, services, place, { role, respond: { replaceOriginal: true } });
    },
    { name: 'search:page' },
  );
}
