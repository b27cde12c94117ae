import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import type { Services } from '../commands/context.js';
import { showSearchPage } from '../commands/invoices/search.js';
import { decodeSearchPlace } from '../commands/invoices/values.js';
import { SEARCH } from '../views/ids.js';
import { guarded } from './report.js';
import { requestFrom } from './request.js';

export function registerSearchListeners(app: App, services: Services): void {
  app.action<BlockAction<ButtonAction>>(
    {
      type: 'block_actions',
      action_id: new RegExp(`^(${SEARCH.action.previous}|${SEARCH.action.next})$`),
    },
    async ({ ack, action, body, client, context, respond }) => {
      await ack();
      const request = requestFrom({
        context,
        client,
        respond,
        userId: body.user.id,
        channelId: body.channel?.id,
      });
      await guarded(
        async () => {
          const place = decodeSearchPlace(action.value);
          const role = await services.access.roleOf(
            request.workspace,
            request.userId,
            request.ui.userInfo,
          );
          await showSearchPage(request, services, place, {
            role,
            respond: { replaceOriginal: true },
          });
        },
        { logger: services.logger, ui: request.ui, action: 'search:page', userId: request.userId },
      );
    },
  );
}
