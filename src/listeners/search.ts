import type { Services } from '../commands/context.js';
import { showSearchPage } from '../commands/invoices/search.js';
import { decodeSearchPlace } from '../commands/invoices/values.js';
import type { ListenerTable } from '../slack/dispatch.js';
import { SEARCH } from '../views/ids.js';
import { onButton } from './button.js';

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
