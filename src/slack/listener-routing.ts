import {
  type AnyMiddlewareArgs,
  type App,
  type Middleware,
  onlyActions,
  onlyCommands,
  onlyEvents,
  onlyOptions,
  onlyShortcuts,
  onlyViewActions,
} from '@slack/bolt';
import { currentScope, runInScope } from '../request-context.js';

/** A Bolt listener as Bolt keeps it: its payload filter first, then matchers and handlers. */
type BoltListener = readonly unknown[];

/** Bolt's payload filters, each the first middleware of the listeners of one payload kind. */
const FILTERS: Middleware<AnyMiddlewareArgs>[] = [
  onlyActions,
  onlyShortcuts,
  onlyCommands,
  onlyOptions,
  onlyEvents,
  onlyViewActions,
];
/** The listener arguments those filters look at. */
const FILTERED_ARGS = ['action', 'shortcut', 'command', 'options', 'event', 'view'] as const;

/**
 * Bolt dispatches every request to every listener (26 here) and keeps each one's middleware chain
 * and promises until the slowest listener, usually the one doing the work after the ack, is done:
 * some 30 KB per request that, outliving a few young-generation collections, ends up in V8's old
 * generation. This runs Bolt's own payload filters once per request and hands Bolt only the
 * listeners whose filter passes (a listener with another first middleware always stays). Bolt
 * reads its listeners through a getter that answers the current request's list; outside a
 * request (registration) it is the full list.
 */
export function routeListenersByKind(app: App): void {
  const holder = app as unknown as { listeners?: BoltListener[] };
  const all = holder.listeners;
  if (!Array.isArray(all))
    throw new Error(
      'Bolt no longer keeps its listeners where expected: check routeListenersByKind',
    );
  const byKind = new Map<number, BoltListener[]>();
  let registered = all.length;
  Object.defineProperty(holder, 'listeners', {
    configurable: true,
    get: () => (currentScope()?.boltListeners as BoltListener[] | undefined) ?? all,
  });
  app.use(async (args) => {
    if (all.length !== registered) {
      byKind.clear();
      registered = all.length;
    }
    const kind = passingFilters(args);
    let listeners = byKind.get(kind);
    if (listeners === undefined) {
      listeners = all.filter((listener) => {
        const filter = FILTERS.indexOf(listener[0] as Middleware<AnyMiddlewareArgs>);
        return filter < 0 || (kind & (1 << filter)) !== 0;
      });
      byKind.set(kind, listeners);
    }
    return runInScope({ boltListeners: listeners }, args.next);
  });
}

/** Which filters let these arguments through, as a bit set (bit i: FILTERS[i]). */
function passingFilters(args: AnyMiddlewareArgs): number {
  const probe: Record<string, unknown> = {};
  for (const key of FILTERED_ARGS)
    if (key in args) probe[key] = (args as Record<string, unknown>)[key];
  let kind = 0;
  FILTERS.forEach((filter, i) => {
    let passed = false;
    // A filter calls next() before its first await when it lets a request through.
    void filter({
      ...probe,
      next: async () => {
        passed = true;
      },
    } as unknown as Parameters<typeof filter>[0]);
    if (passed) kind |= 1 << i;
  });
  return kind;
}
