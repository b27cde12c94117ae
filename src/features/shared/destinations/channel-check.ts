import { AppError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import type { ChannelInfo, SlackUi } from '../../../slack/ui.js';
import { sharedDestinationsSay } from './copy/index.js';

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

function notInDirectMessages(t: Translator): AppError {
  const say = sharedDestinationsSay(t);
  return refuse(say('channel.notDm'), say('channel.notDm.field'), say('channel.notDm.hint'));
}

function refuse(message: string, field: string, hint: string): AppError {
  return new AppError('bad_input', message, { fields: { channel: field }, hint });
}

/**
 * A channel Enlivy's Slack app can post to: public channels always (chat:write.public),
 * private ones only once the app was invited. Slack hides private channels the app is not in
 * (`channel_not_found`), so that also means "invite the app".
 */
export async function requirePostableChannel(
  ui: SlackUi,
  channelId: string,
  t: Translator,
): Promise<ChannelInfo> {
  const say = sharedDestinationsSay(t);
  // Direct messages (D…) are known by their id: asking Slack would need im:read, which this app
  // does not request (it never needs to read them). A group DM (no fixed prefix) answers
  // missing_scope (mpim:read) for the same reason.
  if (isDirectMessageId(channelId)) throw notInDirectMessages(t);
  let info: ChannelInfo;
  try {
    info = await ui.channelInfo(channelId);
  } catch (err) {
    if (slackErrorCode(err) === 'missing_scope') throw notInDirectMessages(t);
    if (slackErrorCode(err) === 'channel_not_found') {
      throw refuse(
        say('channel.cannotSee'),
        say('channel.invite.field'),
        say('channel.invite.hint'),
      );
    }
    throw err;
  }
  if (info.isDirect) throw notInDirectMessages(t);
  if (info.isArchived) {
    throw refuse(
      say('channel.archived'),
      say('channel.archived.field'),
      say('channel.archived.hint'),
    );
  }
  if (info.isPrivate && !info.isMember) {
    throw refuse(say('channel.notMember'), say('channel.invite.field'), say('channel.invite.hint'));
  }
  return info;
}

/** Only channels (C…, G…) can preselect the form's channel picker; DMs cannot. */
export function channelIdForPicker(channelId: string | undefined): string | undefined {
  return channelId !== undefined && /^[CG][A-Z0-9]+$/.test(channelId) ? channelId : undefined;
}
