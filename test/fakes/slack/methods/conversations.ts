import { apiError } from '../errors.js';
import type { ChannelRecord } from '../types.js';
import { channelJson } from '../wire.js';
import { type AuthedContext, type MethodSpec, requireScope } from './types.js';

const READ_SCOPES = ['channels:read', 'groups:read', 'im:read', 'mpim:read'];

function readScopeFor(channel: ChannelRecord): string {
  if (channel.isIm) return 'im:read';
  return channel.isPrivate ? 'groups:read' : 'channels:read';
}

function visibleChannel(ctx: AuthedContext): ChannelRecord {
  const arg = ctx.args.string('channel');
  const channel = arg ? ctx.model.resolveChannel(arg, ctx.inst) : undefined;
  if (!channel) throw apiError('channel_not_found');
  return channel;
}

export const conversationMethods: Record<string, MethodSpec> = {
  'conversations.info': {
    auth: 'token',
    scopes: READ_SCOPES,
    json: false,
    run(ctx) {
      const channel = visibleChannel(ctx);
      requireScope(ctx, readScopeFor(channel));
      return { channel: channelJson(channel, ctx.inst.botUserId) };
    },
  },

  'conversations.open': {
    auth: 'token',
    scopes: ['channels:manage', 'groups:write', 'im:write', 'mpim:write'],
    json: true,
    run(ctx) {
      const channelArg = ctx.args.string('channel');
      if (channelArg) {
        const channel = ctx.model.resolveChannel(channelArg, ctx.inst);
        if (!channel?.isIm) throw apiError('channel_not_found');
        requireScope(ctx, 'im:write');
        return {
          channel: ctx.args.bool('return_im')
            ? channelJson(channel, ctx.inst.botUserId)
            : { id: channel.id },
        };
      }
      const users = ctx.args.list('users') ?? [];
      if (users.length === 0) throw apiError('users_list_not_supplied');
      if (users.length > 1) {
        requireScope(ctx, 'mpim:write');
        throw apiError('not_supported', { detail: 'the fake models DMs with one user only' });
      }
      requireScope(ctx, 'im:write');
      const user = ctx.model.users.get(users[0] ?? '');
      if (!user || user.is_bot || !ctx.model.reachesTeam(ctx.inst, user.teamId)) {
        throw apiError('user_not_found');
      }
      const channel = ctx.model.dmChannel(user.id, ctx.inst.botUserId);
      return {
        channel: ctx.args.bool('return_im')
          ? channelJson(channel, ctx.inst.botUserId)
          : { id: channel.id },
      };
    },
  },

  'conversations.join': {
    auth: 'token',
    scopes: ['channels:join'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'channels:join');
      const arg = ctx.args.string('channel');
      const channel = arg ? ctx.model.channels.get(arg) : undefined;
      if (!channel || !ctx.model.reachesTeam(ctx.inst, channel.teamId))
        throw apiError('channel_not_found');
      if (channel.isPrivate || channel.isIm) {
        if (!channel.members.has(ctx.inst.botUserId)) throw apiError('channel_not_found');
        throw apiError('method_not_supported_for_channel_type');
      }
      if (channel.isArchived) throw apiError('is_archived');
      const already = channel.members.has(ctx.inst.botUserId);
      channel.members.add(ctx.inst.botUserId);
      return {
        channel: channelJson(channel, ctx.inst.botUserId),
        ...(already
          ? {
              warning: 'already_in_channel',
              response_metadata: { warnings: ['already_in_channel'] },
            }
          : {}),
      };
    },
  },
};
