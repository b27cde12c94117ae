import type { AppServices } from '../../core/context.js';

/** What connecting, disconnecting, the status and the connect pages use of the app's services. */
export type ConnectionDeps = Pick<
  AppServices,
  | 'access'
  | 'botClients'
  | 'commands'
  | 'config'
  | 'connectLinks'
  | 'connections'
  | 'enlivy'
  | 'languages'
  | 'logger'
  | 'now'
  | 'oauthStates'
  | 'statusLines'
  | 'stores'
  | 'tasks'
>;
