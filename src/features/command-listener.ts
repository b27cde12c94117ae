import type { Services } from '../core/context.js';
import { guarded } from '../core/listeners/report.js';
import { requestFrom } from '../core/listeners/request.js';
import type { ListenerTable } from '../slack/dispatch.js';
import { runCommand } from './router.js';

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
    await guarded(() => runCommand(command.text, request, services), {
      logger: services.logger,
      ui: request.ui,
      t: request.t,
      action,
      userId: command.user_id,
    });
  });
}
