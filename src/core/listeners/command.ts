import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import type { SlackMessage } from '../../slack/ui.js';
import { withWorkingNotice } from '../../slack/working-notice.js';
import type { Request } from '../context.js';
import type { ListenerDeps } from './button.js';
import { guarded } from './report.js';
import { requestFrom } from './request.js';

export type SlashCommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export interface SlashCommandOptions {
  /** What shows while the answer waits on Enlivy ("Loading destinations…"), or none. */
  working(text: string, t: Translator): SlackMessage | undefined;
}

/**
 * The listener of a slash command, for Bolt's own router: `app.command('/enlivy', …)`. It acks at
 * once, builds the request, shows a working message if the answer is slow, runs the work, and
 * sends any failure to the one error sink.
 */
export function onSlashCommand(
  deps: ListenerDeps,
  options: SlashCommandOptions,
  work: (request: Request, text: string) => Promise<void>,
): (args: SlashCommandArgs) => Promise<void> {
  return async ({ ack, command, client, context, respond }) => {
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
    // Whatever waits on Enlivy shows a working message within a second.
    const notice = withWorkingNotice(request.ui, {
      place: 'reply',
      message: async () =>
        command.response_url ? options.working(command.text, await request.t()) : undefined,
      onError: (err) =>
        deps.logger.warn({ err: safeError(err), action }, 'working message not shown'),
    });
    const ui = notice.ui;
    await guarded(() => work({ ...request, ui }, command.text), {
      logger: deps.logger,
      ui,
      t: request.t,
      action,
      userId: command.user_id,
    });
    await notice.finish();
  };
}
