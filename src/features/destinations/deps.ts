import type { AppServices, CommandRequest } from '../../core/context.js';
import type { openDeliveryLog } from '../deliveries/index.js';

/**
 * What the destinations feature uses of the app's services, with what the delivery log (opened
 * from a card and the Home) declares.
 */
export type DestinationsDeps = Pick<
  AppServices,
  | 'config'
  | 'logger'
  | 'stores'
  | 'access'
  | 'connections'
  | 'now'
  | 'stopping'
  | 'commands'
  | 'homeSections'
> &
  Parameters<typeof openDeliveryLog>[1];

/** One `/enlivy` subcommand of this feature. */
export type DestinationsCommand = (
  request: CommandRequest,
  services: DestinationsDeps,
) => Promise<void>;
