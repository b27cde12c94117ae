import type { AppServices } from '../../core/context.js';

/**
 * What help, the `/enlivy` dispatcher and the App Home use: the registries they render, the role
 * and connection checks, and the Home's Reconnect link.
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
>;
