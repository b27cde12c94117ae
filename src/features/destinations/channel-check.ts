import { AppError } from '../../platform/app-error.js';
import type { ChannelInfo, SlackUi } from '../../slack/ui.js';

const INVITE = 'Invite the app first: type `/invite @enlivy` in that channel, then try again.';

/** The Web API error code of a failed Slack call (`channel_not_found` …), if it is one. */
export function slackErrorCode(err: unknown): string | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const e = err as { code?: unknown; data?: { error?: unknown } };
  return e.code === 'slack_webapi_platform_error' && typeof e.data?.error === 'string'
    ? e.data.error
    : undefined;
}

export function isDirectMessageId(channelId: string): boolean {
  return channelId.startsWith('D');
}

function notInDirectMessages(): AppError {
  return refuse(
    'Enlivy posts to channels, not to direct or group messages.',
    'Pick a channel.',
    'Run the command in a channel, or name one: `/enlivy subscribe invoice.paid #finance`.',
  );
}

function refuse(message: string, field: string, hint: string): AppError {
  return new AppError('bad_input', message, { fields: { channel: field }, hint });
}

/**
 * A channel Enlivy's Slack app can post to: public channels always (chat:write.public),
 * private ones only once the app was invited. Slack hides private channels the app is not in
 * (`channel_not_found`), so that also means "invite the app".
 */
export async function requirePostableChannel(ui: SlackUi, channelId: string): Promise<ChannelInfo> {
  // Direct messages (D…) are known by their id: asking Slack would need im:read, which this app
  // does not request (it never needs to read them). A group DM (no fixed prefix) answers
  // missing_scope (mpim:read) for the same reason.
  if (isDirectMessageId(channelId)) throw notInDirectMessages();
  let info: ChannelInfo;
  try {
    info = await ui.channelInfo(channelId);
  } catch (err) {
    if (slackErrorCode(err) === 'missing_scope') throw notInDirectMessages();
    if (slackErrorCode(err) === 'channel_not_found') {
      throw refuse(
        'The app cannot see that channel: it is private and the app is not in it.',
        INVITE,
        'Type `/invite @enlivy` in the channel, then try again.',
      );
    }
    throw err;
  }
  if (info.isDirect) throw notInDirectMessages();
  if (info.isArchived) {
    throw refuse(
      'That channel is archived.',
      'Pick a channel that is not archived.',
      'Pick another channel.',
    );
  }
  if (info.isPrivate && !info.isMember) {
    throw refuse(
      'The app is not a member of that private channel, so it cannot post there.',
      INVITE,
      'Type `/invite @enlivy` in the channel, then try again.',
    );
  }
  return info;
}

/** Only channels (C…, G…) can preselect the form's channel picker; DMs cannot. */
export function channelIdForPicker(channelId: string | undefined): string | undefined {
  return channelId !== undefined && /^[CG][A-Z0-9]+$/.test(channelId) ? channelId : undefined;
}
