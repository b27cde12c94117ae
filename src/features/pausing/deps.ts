import type { AppServices } from '../../core/context.js';

/** What a pause or resume of one destination uses: the store, its lock, the sweep's control. */
export type ActiveDeps = Pick<AppServices, 'config' | 'logger' | 'stores' | 'now' | 'timedPauses'>;

/** What the pausing feature uses of the app's services, and all it can reach. */
export type PausingDeps = ActiveDeps &
  Pick<AppServices, 'access' | 'connections' | 'commands' | 'languages' | 'botClients'>;
