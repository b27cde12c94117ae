import type { AppServices } from '../../core/context.js';
import type { openDeliveryLog } from '../deliveries/index.js';
import type { testWithProgress } from '../destinations/index.js';
import type { setActiveFromCard } from '../pausing/index.js';

/**
 * What the failure watch's command, alert buttons and Home section use of the app's services,
 * with what the other features' faces its buttons call declare (the delivery log, a test, a
 * pause).
 */
export type WatchDeps = Pick<
  AppServices,
  'logger' | 'stores' | 'access' | 'connections' | 'now' | 'watch' | 'commands' | 'homeSections'
> &
  Pick<AppServices, 'botClients'> &
  Parameters<typeof openDeliveryLog>[1] &
  Parameters<typeof testWithProgress>[1] &
  Parameters<typeof setActiveFromCard>[1];
