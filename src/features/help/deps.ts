import type { AppServices } from '../../core/context.js';
import type { homeDestinationSections } from '../destinations/index.js';

/**
 * What help, the `/enlivy` dispatcher and the App Home use: the registries they render, the role
 * and connection checks, the Home's Reconnect link, and what the destination sections they show
 * declare (the destinations face).
 */
export type HelpDeps = Pick<
  AppServices,
  | 'access'
  | 'commands'
  | 'config'
  | 'connectLinks'
  | 'connections'
  | 'homeSections'
  | 'languages'
  | 'logger'
  | 'stores'
> &
  Parameters<typeof homeDestinationSections>[1];
