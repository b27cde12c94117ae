import type { WebClient } from '@slack/web-api';
import type { SlackMessage } from '../../slack/ui.js';
import { slackErrorCode } from '../shared/destinations/channel-check.js';

/** Why the watch cannot post to its channel any more (a key of the `watch` catalog's `gone.*`). */
export type GoneReason = 'archived' | 'notFound' | 'notInChannel' | 'restricted';

/** Slack answers that mean the watch cannot post to its channel any more. */
const GONE: Record<string, GoneReason> = {
  is_archived: 'archived',
  channel_is_archived: 'archived',
  channel_not_found: 'notFound',
  not_in_channel: 'notInChannel',
  restricted_action: 'restricted',
};

/** The alert channel cannot take messages any more: the watch pauses. */
export class AlertChannelGoneError extends Error {
  constructor(
    readonly reason: GoneReason,
    readonly slackCode: string,
    options?: ErrorOptions,
  ) {
    super(`The alert channel cannot be posted to: Slack answered ${slackCode}`, options);
    this.name = 'AlertChannelGoneError';
  }
}

export interface AlertChannel {
  post(message: SlackMessage, threadTs?: string): Promise<string>;
  update(ts: string, message: SlackMessage): Promise<void>;
}

export function alertChannel(client: WebClient, channelId: string): AlertChannel {
  const gone = (err: unknown) => {
    const code = slackErrorCode(err) ?? '';
    const reason = GONE[code];
    return reason === undefined ? err : new AlertChannelGoneError(reason, code, { cause: err });
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
