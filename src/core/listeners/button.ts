import type {
  AllMiddlewareArgs,
  BlockAction,
  ButtonAction,
  SlackActionMiddlewareArgs,
  StaticSelectAction,
} from '@slack/bolt';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import type { SlackMessage } from '../../slack/ui.js';
import { withWorkingNotice } from '../../slack/working-notice.js';
import type { Role } from '../access/roles.js';
import type { AppServices, Request } from '../context.js';
import { guarded } from './report.js';
import { requestFrom } from './request.js';

export interface ButtonClick {
  request: Request;
  /** The button's value, or the chosen option's of a menu ('' when it has none). */
  value: string;
  blockId: string;
  body: BlockAction<ButtonAction | StaticSelectAction>;
  /** The clicker's role, when the listener declares one (checked before the work runs). */
  role?: Role;
}

export interface ButtonOptions {
  /** Name in log lines and metrics. */
  name: string;
  /** Checked before the work runs: a click on an old or forwarded message is no shortcut. */
  role?: Role;
  /**
   * For work whose answer re-renders the clicked message: what that message shows meanwhile if
   * the answer takes long ("Pausing the destination…"); undefined for a click it does not fit.
   */
  working?: (click: ButtonClick, t: Translator) => SlackMessage | undefined;
}

/** What every listener builder uses: the role check and the log. */
export type ListenerDeps = Pick<AppServices, 'access' | 'logger'>;

/** Bolt's arguments of a button or single-choice menu click. */
export type ClickArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction | StaticSelectAction>> &
  AllMiddlewareArgs;

/** The clicker's role, for a listener that declared one (`onClick(…, { role }, …)`). */
export function declaredRole(click: Pick<ButtonClick, 'role'>): Role {
  if (click.role === undefined) throw new Error('the listener declares no role to read back');
  return click.role;
}

function chosenValue(action: ButtonAction | StaticSelectAction): string {
  return (action.type === 'static_select' ? action.selected_option?.value : action.value) ?? '';
}

/**
 * The listener of a button (or single-choice menu), for Bolt's own router:
 * `app.action(ID, onClick(deps, { name, role }, work))`. It acks at once, builds the request,
 * checks the declared role, runs the work, and sends any failure to the one error sink.
 */
export function onClick(
  deps: ListenerDeps,
  options: ButtonOptions,
  work: (click: ButtonClick) => Promise<void>,
): (args: ClickArgs) => Promise<void> {
  return async ({ ack, body, action, client, context, respond }) => {
    await ack();
    const plain = requestFrom({
      context,
      client,
      respond,
      userId: body.user.id,
      channelId: body.channel?.id,
      triggerId: body.trigger_id,
    });
    const { name, working } = options;
    const click = { request: plain, value: chosenValue(action), blockId: action.block_id, body };
    const notice = withWorkingNotice(plain.ui, {
      place: 'original',
      message: async () =>
        working && body.response_url ? working(click, await plain.t()) : undefined,
      onError: (err) =>
        deps.logger.warn({ err: safeError(err), action: name }, 'working message not shown'),
    });
    const request = { ...plain, ui: notice.ui };
    await guarded(
      async () => {
        const role = options.role ? await deps.access.require(request, options.role) : undefined;
        await work({ ...click, request, ...(role ? { role } : {}) });
      },
      { logger: deps.logger, ui: request.ui, t: request.t, action: name, userId: body.user.id },
    );
    await notice.finish();
  };
}

/** A link button (Open in Enlivy): Slack still sends the click, which is acked and ignored. */
export const ackOnly = async ({ ack }: { ack: () => Promise<void> }): Promise<void> => ack();
