import type { ConnectGrant } from '../../../core/connect-links.js';
import type { AppServices } from '../../../core/context.js';
import { logFailure } from '../../../core/errors/failure-log.js';
import { newReferenceId } from '../../../platform/app-error.js';
import type { BotClients } from '../../../slack/slack-clients.js';
import type { SlackMessage } from '../../../slack/ui.js';

/**
 * Posts the confirmation in Slack: to the person (in their language) and in the channel the
 * link was asked in (in the workspace default). Failures are logged, never shown on the page.
 */
export type ConnectNotifier = (grant: ConnectGrant, receipt: ConnectedReceipts) => Promise<void>;

/** The confirmation after connecting, as the person and as the channel read it. */
export interface ConnectedReceipts {
  person: SlackMessage;
  /** Only when the link was asked for in a channel. */
  channel?: SlackMessage | undefined;
}

/** Sends the confirmations with the workspace's bot: a DM to the person, the channel's copy. */
export function connectNotifier(deps: {
  botClients: BotClients;
  logger: AppServices['logger'];
}): ConnectNotifier {
  return async (grant, receipt) => {
    try {
      const client = await deps.botClients(grant.workspace);
      await client.chat.postMessage({ channel: grant.userId, ...receipt.person });
      if (grant.channelId && receipt.channel)
        await client.chat
          .postMessage({ channel: grant.channelId, ...receipt.channel })
          .catch(() => undefined);
    } catch (err) {
      logFailure(deps.logger, err, newReferenceId(), {
        action: 'connect:notify',
        userId: grant.userId,
      });
    }
  };
}
