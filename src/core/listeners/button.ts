import type { BlockAction, ButtonAction, StaticSelectAction } from '@slack/bolt';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import type { SlackMessage } from '../../slack/ui.js';
import { withWorkingNotice } from '../../slack/working-notice.js';
import type { Role } from '../access/roles.js';
import type { Request, Services } from '../context.js';
import { guarded } from './report.js';
import { requestFrom } from './request.js';

export interface ButtonClick {
  request: Request;
  /** The button's value, or the chosen option's of a menu ('' when it has none). */
  value: string;
  blockId: string;
  body: BlockAction<ButtonAction | StaticSelectAction>;
}

export interface ButtonOptions {
  /** Name in log lines; defaults to the action id. */
  name?: string;
  /** Checked before the work runs: a click on an old or forwarded message is no shortcut. */
  role?: Role;
  /**
   * For work whose answer re-renders the clicked message: what that message shows meanwhile if
   * the answer takes long ("Pausing the destination…"); undefined for a click it does not fit.
   */
  working?: (click: ButtonClick, t: Translator) => SlackMessage | undefined;
}

function chosenValue(action: ButtonAction | StaticSelectAction): string {
  return (action.type === 'static_select' ? action.selected_option?.value : action.value) ?? '';
}

/**
 * A button (or single-choice menu) listener: ack at once, build the request, check the role, run the work, and send any
 * failure to the one error sink.
 */
export function onButton(
  table: ListenerTable,
  services: Services,
  actionId: string | RegExp,
  work: (click: ButtonClick) => Promise<void>,
  options: ButtonOptions = {},
): void {
  table.action<BlockAction<ButtonAction | StaticSelectAction>>(
    actionId,
    async ({ ack, body, action, client, context, respond }) => {
      await ack();
      const plain = requestFrom({
        context,
        client,
        respond,
        userId: body.user.id,
        channelId: body.channel?.id,
        triggerId: body.trigger_id,
      });
      const name = options.name ?? String(actionId);
      const click = { request: plain, value: chosenValue(action), blockId: action.block_id, body };
      const { working } = options;
      const notice = withWorkingNotice(plain.ui, {
        place: 'original',
        message: async () =>
          working && body.response_url ? working(click, await plain.t()) : undefined,
        onError: (err) =>
          services.logger.warn({ err: safeError(err), action: name }, 'working message not shown'),
      });
      const request = { ...plain, ui: notice.ui };
      await guarded(
        async () => {
          if (options.role) {
            await services.access.require(request, options.role);
          }
          await work({ ...click, request });
        },
        {
          logger: services.logger,
          ui: request.ui,
          t: request.t,
          action: name,
          userId: body.user.id,
        },
      );
      await notice.finish();
    },
  );
}
