import type {
  AllMiddlewareArgs,
  App,
  BlockAction,
  ButtonAction,
  SlackActionMiddlewareArgs,
} from '@slack/bolt';
import type { Role } from '../access/roles.js';
import type { Request, Services } from '../commands/context.js';
import { respondVia } from '../slack/respond-url.js';
import { guarded } from './report.js';
import { requestFrom } from './request.js';

export interface ButtonClick {
  request: Request;
  /** The button's value ('' when it has none). */
  value: string;
  blockId: string;
  body: BlockAction<ButtonAction>;
}

export interface ButtonOptions {
  /** Name in log lines; defaults to the action id. */
  name?: string;
  /** Checked before the work runs: a click on an old or forwarded message is no shortcut. */
  role?: Role;
}

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;
type ButtonListener = (args: ButtonArgs) => Promise<void>;

interface ButtonRoutes {
  add(actionId: string | RegExp, listener: ButtonListener): void;
}

const routesOf = new WeakMap<App, ButtonRoutes>();

/**
 * Bolt runs the matchers of every listener for every request, so each listener costs every
 * command and click a middleware chain. The buttons share one Bolt listener that finds theirs
 * by action id in a map (a pattern, when given one).
 */
function buttonRoutes(app: App): ButtonRoutes {
  const known = routesOf.get(app);
  if (known !== undefined) return known;
  const exact = new Map<string, ButtonListener>();
  const patterns: [RegExp, ButtonListener][] = [];
  app.action<BlockAction<ButtonAction>>({ type: 'block_actions' }, async (args) => {
    const id = args.action.action_id;
    const listener = exact.get(id) ?? patterns.find(([pattern]) => pattern.test(id))?.[1];
    if (listener !== undefined) await listener(args);
  });
  const routes: ButtonRoutes = {
    add(actionId, listener) {
      if (typeof actionId !== 'string') patterns.push([actionId, listener]);
      else if (exact.has(actionId)) throw new Error(`Two button listeners for ${actionId}`);
      else exact.set(actionId, listener);
    },
  };
  routesOf.set(app, routes);
  return routes;
}

/**
 * A button listener: ack at once, build the request, check the role, run the work, and send any
 * failure to the one error sink.
 */
export function onButton(
  app: App,
  services: Services,
  actionId: string | RegExp,
  work: (click: ButtonClick) => Promise<void>,
  options: ButtonOptions = {},
): void {
  buttonRoutes(app).add(actionId, async ({ ack, body, action, client, context }) => {
    await ack();
    const request = requestFrom({
      context,
      client,
      respond: body.response_url === undefined ? undefined : respondVia(body.response_url),
      userId: body.user.id,
      channelId: body.channel?.id,
      triggerId: body.trigger_id,
    });
    await guarded(
      async () => {
        if (options.role) {
          await services.access.require(request, options.role);
        }
        await work({ request, value: action.value ?? '', blockId: action.block_id, body });
      },
      {
        logger: services.logger,
        ui: request.ui,
        action: options.name ?? String(actionId),
        userId: body.user.id,
      },
    );
  });
}
