/** Records → the JSON objects Slack puts on the wire. */
import type { SlackModel } from './model.js';
import type { ChannelRecord, MessageRecord, UserRecord, ViewRecord } from './types.js';

export function userJson(model: SlackModel, user: UserRecord, includeLocale: boolean) {
  const team = model.teams.get(user.teamId);
  return {
    id: user.id,
    team_id: user.teamId,
    name: user.name,
    deleted: user.deleted,
    color: '9f69e7',
    real_name: user.real_name,
    tz: user.tz,
    tz_label: user.tz_label,
    tz_offset: user.tz_offset,
    profile: {
      real_name: user.real_name,
      real_name_normalized: user.real_name,
      display_name: user.display_name,
      display_name_normalized: user.display_name,
      title: '',
      image_48: `https://avatars.example/${user.id}_48.png`,
      image_72: `https://avatars.example/${user.id}_72.png`,
      team: user.teamId,
      ...(user.is_bot ? { bot_id: user.botId } : {}),
    },
    is_admin: user.is_admin,
    is_owner: user.is_owner,
    is_primary_owner: user.is_primary_owner,
    is_restricted: user.is_restricted,
    is_ultra_restricted: false,
    is_bot: user.is_bot,
    is_app_user: false,
    updated: 1_700_000_000,
    ...(team?.enterpriseId
      ? {
          enterprise_user: {
            id: user.id,
            enterprise_id: team.enterpriseId,
            is_admin: user.is_org_admin ?? false,
            is_owner: user.is_org_owner ?? false,
          },
        }
      : {}),
    ...(includeLocale ? { locale: user.locale } : {}),
  };
}

export function channelJson(channel: ChannelRecord, botUserId: string) {
  if (channel.isIm) {
    return {
      id: channel.id,
      created: channel.created,
      is_im: true,
      is_org_shared: false,
      context_team_id: channel.teamId,
      user: channel.imUserId,
      is_user_deleted: false,
      priority: 0,
    };
  }
  return {
    id: channel.id,
    name: channel.name,
    name_normalized: channel.name,
    is_channel: !channel.isPrivate,
    is_group: channel.isPrivate,
    is_im: false,
    is_mpim: false,
    is_private: channel.isPrivate,
    created: channel.created,
    creator: channel.creator,
    is_archived: channel.isArchived,
    is_general: channel.name === 'general',
    is_shared: channel.isExtShared === true,
    is_ext_shared: channel.isExtShared === true,
    is_org_shared: false,
    context_team_id: channel.teamId,
    is_member: channel.members.has(botUserId),
    topic: { value: channel.topic, creator: '', last_set: 0 },
    purpose: { value: channel.purpose, creator: '', last_set: 0 },
    num_members: channel.members.size,
  };
}

export function messageJson(message: MessageRecord) {
  return {
    type: 'message',
    ...(message.bot_id ? { bot_id: message.bot_id } : {}),
    ...(message.app_id ? { app_id: message.app_id } : {}),
    user: message.user,
    text: message.text,
    ts: message.ts,
    team: message.team,
    ...(message.blocks ? { blocks: message.blocks } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(message.thread_ts ? { thread_ts: message.thread_ts } : {}),
    ...(message.files ? { files: message.files } : {}),
    ...(message.edited ? { edited: message.edited } : {}),
    ...(message.metadata ? { metadata: message.metadata } : {}),
  };
}

/** The view object as Slack returns it from views.* and puts it in payloads. */
export function viewJson(view: ViewRecord, stateValues: Record<string, unknown> = {}) {
  return {
    id: view.id,
    team_id: view.teamId,
    type: view.type,
    blocks: view.blocks,
    private_metadata: view.private_metadata,
    callback_id: view.callback_id,
    state: { values: stateValues },
    hash: view.hash,
    title: view.title ?? null,
    clear_on_close: view.clear_on_close,
    notify_on_close: view.notify_on_close,
    close: view.close ?? null,
    submit: view.submit ?? null,
    previous_view_id: view.previous_view_id,
    root_view_id: view.root_view_id,
    app_id: view.appId,
    external_id: view.external_id,
    app_installed_team_id: view.app_installed_team_id,
    bot_id: view.botId,
  };
}
