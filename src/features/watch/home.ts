import type { HomeSection } from '../../core/home-sections.js';
import type { WatchDeps } from './deps.js';
import { watchHomeSections } from './views/settings.js';

/**
 * The App Home's failure watch section: where alerts go and the open ones. After the
 * destinations, before the lists of invoices due; nothing when the store cannot say.
 */
export function watchHomeSection(services: Pick<WatchDeps, 'stores'>): HomeSection {
  return {
    name: 'watch',
    rank: 20,
    async blocks(request) {
      try {
        const [settings, state] = await Promise.all([
          services.stores.watch.getSettings(request.workspace),
          services.stores.watch.getState(request.workspace),
        ]);
        return watchHomeSections(settings, state.incidents, await request.t());
      } catch {
        return [];
      }
    },
  };
}
