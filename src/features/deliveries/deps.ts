import type { AppServices } from '../../core/context.js';

/** What the delivery log uses of the app's services. */
export type DeliveriesDeps = Pick<
  AppServices,
  'access' | 'commands' | 'connections' | 'logger' | 'now' | 'stores'
>;
