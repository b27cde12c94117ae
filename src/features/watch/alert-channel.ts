import type { WebClient } from '@slack/web-api';
import type { SlackMessage } from '../../slack/ui.js';
import { slackErrorCode } from '../destinations/channel-check.js';

/** Slack answers that mean the watch cannot post to its channel any more. */
const GONE: Record<string, string> = {
  is_archived: 'the channel was archived.',
  channel_is_archived: 'the channel was archived.',
  channel_not_found: 'the app was removed from the channel, or can no longer see it.',
  not_in_channel: 'the app was removed from the channel.',
  restricted_action: 'Slack no longer lets the app post in the channel.',
};

/** The alert channel cannot take messages any more: the watch pauses. */
export class AlertChannelGoneError extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`The alert channel cannot be posted to: ${reason}`, options);
    this.name = 'AlertChannelGoneError';
  }
}

export interface AlertChannel {
  post(message: SlackMessage, threadTs?: string): Promise<string>;
  update(ts: string, message: SlackMessage): Promise<void>;
}

export function alertChannel(client: WebClient, channelId: string): AlertChannel {
  const gone = (err: unknown) => {
    const reason = GONE[slackErrorCode(err) ?? ''];
    return reason === undefined ? err : new AlertChannelGoneError(reason, { cause: err });
  };
  return {
    async post(message, threadTs) {
      try {
        const result = await client.chat.postMessage({
          channel: channelId,
          ...message,
          ...(threadTs ? { thread_ts: threadTs } : {}),
        });
        return result.ts ?? '';
      } catch (err) {
        throw gone(err);
      }
    },
    async update(ts, message) {
      try {
        await client.chat.update({ channel: channelId, ts, ...message });
      } catch (err) {
        throw gone(err);
      }
    },
  };
}
