import type { Services } from '../core/context.js';
import { guarded } from '../core/listeners/report.js';
import { requestFrom } from '../core/listeners/request.js';
import { safeError } from '../platform/logging/logger.js';
import type { ListenerTable } from '../slack/dispatch.js';
import { withWorkingNotice } from '../slack/working-notice.js';
import { runCommand } from './router.js';
import { commandWorkingMessage } from './working.js';

export function commandListeners(table: ListenerTable, services: Services): void {
  table.command('/enlivy', async ({ ack, command, client, context, respond }) => {
    await ack();
    const request = requestFrom({
      context,
      client,
      // Slack always sends one; without it the answer goes to the channel as an ephemeral.
      respond,
      userId: command.user_id,
      channelId: command.channel_id,
      triggerId: command.trigger_id,
      names: { workspace: command.team_domain, user: command.user_name },
    });
    const action = `command:${command.text.trim().split(/\s+/)[0] || 'help'}`;
    // Whatever waits on Enlivy shows a working message within a second (replaced by the answer).
    const notice = withWorkingNotice(request.ui, {
      place: 'reply',
      message: async () =>
        command.response_url ? commandWorkingMessage(command.text, await request.t()) : undefined,
      onError: (err) =>
        services.logger.warn({ err: safeError(err), action }, 'working message not shown'),
    });
    const ui = notice.ui;
    await guarded(() => runCommand(command.text, { ...request, ui }, services), {
      logger: services.logger,
      ui,
      t: request.t,
      action,
      userId: command.user_id,
    });
    await notice.finish();
  });
}
