import type { Args } from '../args.js';
import { withGeneratedIds } from '../block-ids.js';
import { apiError } from '../errors.js';
import {
  botAuthor,
  isFallbackTextMissing,
  type MessageContentInput,
  postChannelMessage,
  postEphemeralMessage,
} from '../messaging.js';
import type { ChannelRecord } from '../types.js';
import { assertValidMessage } from '../validation.js';
import { messageJson } from '../wire.js';
import { type AuthedContext, type MethodSpec, requireScope } from './types.js';

/** chat.update refuses a longer `text` (msg_too_long); chat.postMessage allows 40,000. */
const UPDATE_TEXT_MAX = 4_000;

/** text / blocks / attachments / thread_ts / metadata as Slack reads them from a chat.* call. */
export function readMessageContent(args: Args): MessageContentInput {
  const blocks = args.json('blocks', () => apiError('invalid_blocks_format'));
  if (blocks !== undefined && !Array.isArray(blocks)) throw apiError('invalid_blocks_format');
  const attachments = args.json('attachments', () => apiError('invalid_attachments'));
  if (attachments !== undefined && !Array.isArray(attachments))
    throw apiError('invalid_attachments');
  const metadata = args.json('metadata', () => apiError('invalid_metadata_format'));
  let text = args.string('text');
  const markdown = args.string('markdown_text');
  if (markdown !== undefined) {
    if (text !== undefined || blocks !== undefined) throw apiError('markdown_text_conflict');
    if (markdown.length > 12_000) throw apiError('msg_too_long');
    text = markdown;
  }
  return {
    ...(text !== undefined ? { text } : {}),
    ...(blocks !== undefined ? { blocks } : {}),
    ...(attachments !== undefined ? { attachments } : {}),
    ...(metadata !== undefined ? { metadata } : {}),
    ...(args.string('thread_ts') !== undefined ? { thread_ts: args.string('thread_ts') } : {}),
    ...(args.string('unfurl_links') !== undefined
      ? { unfurl_links: args.bool('unfurl_links') }
      : {}),
    ...(args.string('unfurl_media') !== undefined
      ? { unfurl_media: args.bool('unfurl_media') }
      : {}),
  };
}

function hasAnyContent(content: MessageContentInput): boolean {
  return Boolean(
    (content.text && content.text.length > 0) ||
      (content.blocks && content.blocks.length > 0) ||
      (content.attachments && content.attachments.length > 0),
  );
}

/**
 * The channel a chat.* call writes to, with Slack's membership rule: a bot must be a member,
 * except in public channels when it has `chat:write.public`. Private channels and DMs the
 * bot is not in are invisible (channel_not_found).
 */
export function writableChannel(
  ctx: AuthedContext,
  arg: string | undefined,
  opts: { allowUserId: boolean },
): ChannelRecord {
  if (!arg) throw apiError('channel_not_found');
  const channel = ctx.model.resolveChannel(arg, ctx.inst, opts);
  if (!channel) throw apiError('channel_not_found');
  if (channel.isArchived) throw apiError('is_archived');
  if (!channel.members.has(ctx.inst.botUserId)) {
    if (channel.isPrivate || channel.isIm || !ctx.token.scopes.includes('chat:write.public')) {
      throw apiError('not_in_channel');
    }
  }
  return channel;
}

function ownMessage(ctx: AuthedContext, channel: ChannelRecord, ts: string | undefined) {
  if (!ts) throw apiError('message_not_found');
  const message = ctx.model.findMessage(channel.id, ts);
  if (!message) throw apiError('message_not_found');
  return message;
}

/** The channel and message chat.update / chat.delete act on: only the bot's own messages. */
function botMessage(ctx: AuthedContext, notOwn: string) {
  requireScope(ctx, 'chat:write');
  const arg = ctx.args.string('channel');
  const channel = arg ? ctx.model.resolveChannel(arg, ctx.inst) : undefined;
  if (!channel) throw apiError('channel_not_found');
  const message = ownMessage(ctx, channel, ctx.args.string('ts'));
  if (message.bot_id !== ctx.inst.botId) throw apiError(notOwn);
  return { channel, message };
}

export const chatMethods: Record<string, MethodSpec> = {
  'chat.postMessage': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'chat:write');
      const channel = writableChannel(ctx, ctx.args.string('channel'), { allowUserId: true });
      const content = readMessageContent(ctx.args);
      if (!hasAnyContent(content)) throw apiError('no_text');
      assertValidMessage(ctx.model, ctx.method, content);
      const message = postChannelMessage(
        ctx.model,
        channel,
        botAuthor(ctx.inst),
        content,
        ctx.method,
      );
      return {
        channel: channel.id,
        ts: message.ts,
        message: messageJson(message),
      };
    },
  },

  'chat.postEphemeral': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'chat:write');
      const channel = writableChannel(ctx, ctx.args.string('channel'), { allowUserId: true });
      const userId = ctx.args.string('user');
      const user = userId ? ctx.model.users.get(userId) : undefined;
      if (!user || !ctx.model.reachesUser(ctx.inst, user)) throw apiError('user_not_found');
      const inChannel = channel.isIm ? channel.imUserId === user.id : channel.members.has(user.id);
      if (!inChannel) throw apiError('user_not_in_channel');
      const content = readMessageContent(ctx.args);
      if (!hasAnyContent(content)) throw apiError('no_text');
      assertValidMessage(ctx.model, ctx.method, content);
      const message = postEphemeralMessage(
        ctx.model,
        channel,
        user.id,
        botAuthor(ctx.inst),
        content,
        ctx.method,
      );
      return { message_ts: message.ts };
    },
  },

  'chat.update': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      const { channel, message } = botMessage(ctx, 'cant_update_message');
      const content = readMessageContent(ctx.args);
      if (!hasAnyContent(content)) throw apiError('no_text');
      if (content.text !== undefined && Array.from(content.text).length > UPDATE_TEXT_MAX) {
        throw apiError('msg_too_long');
      }
      assertValidMessage(ctx.model, ctx.method, content);
      // Fields left out keep their previous value; an empty array removes blocks/attachments.
      const next: MessageContentInput = {
        text: content.text ?? message.text,
        ...((content.blocks ?? message.blocks) !== undefined
          ? { blocks: content.blocks ?? message.blocks }
          : {}),
        ...((content.attachments ?? message.attachments) !== undefined
          ? { attachments: content.attachments ?? message.attachments }
          : {}),
      };
      message.text = next.text ?? '';
      if (next.blocks !== undefined) message.blocks = withGeneratedIds(next.blocks);
      if (next.attachments !== undefined) message.attachments = next.attachments;
      message.fallbackTextMissing = isFallbackTextMissing(next);
      message.edited = { user: ctx.inst.botUserId, ts: ctx.model.nextTs() };
      return {
        channel: channel.id,
        ts: message.ts,
        text: message.text,
        message: messageJson(message),
      };
    },
  },

  'chat.delete': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      const { channel, message } = botMessage(ctx, 'cant_delete_message');
      const list = ctx.model.channelMessages(channel.id);
      list.splice(list.indexOf(message), 1);
      return { channel: channel.id, ts: message.ts };
    },
  },
};
