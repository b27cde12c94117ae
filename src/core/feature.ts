import type { App, CustomRoute } from '@slack/bolt';
import type { CopyRegistry } from '../platform/i18n/index.js';

/**
 * One feature of the app, as `src/app.ts` lists it. `register` hands Bolt the feature's listeners
 * through Bolt's own router (`app.action(id, …)`, `app.view`, `app.options`, `app.shortcut`,
 * `app.event`, `app.function`) and adds its `/enlivy` subcommands, App Home sections and job
 * handlers; `routes` are its HTTP routes besides Slack's endpoint; `copy` its text namespaces.
 * `D` is what the feature uses from the app's services, and all it can reach.
 */
export interface Feature<D> {
  readonly name: string;
  readonly copy: CopyRegistry;
  /** Every action, callback and block id the feature's messages and views carry (metrics labels). */
  readonly ids?: object;
  readonly routes?: (deps: D) => CustomRoute[];
  readonly register: (app: App, deps: D) => void;
}

/** Every string in an ids object (nested), e.g. a feature's `ids`. */
export function idsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) idsIn(item, into);
  return into;
}
