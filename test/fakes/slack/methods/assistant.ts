/**
 * Slack's agent surface: streamed messages (`chat.startStream` / `appendStream` / `stopStream`)
 * and the thread helpers (`assistant.threads.setStatus` / `setSuggestedPrompts` / `setTitle`).
 * A stream is a bot message in a thread that grows chunk by chunk until it is stopped; the stop
 * may add blocks (a `context_actions` block with feedback buttons). Facts: notes §14 and
 * `@slack/web-api` 8.2's request types.
 */
import { apiError } from '../errors.js';
import { botAuthor, postChannelMessage } from '../messaging.js';
import type { MessageRecord } from '../types.js';
import { assertValidMessage } from '../validation.js';
import { messageJson } from '../wire.js';
import { writableChannel } from './chat.js';
import { type AuthedContext, type MethodSpec, requireScope } from './types.js';

type Obj = Record<string, unknown>;

/** Whether each streamed message is still open. */
const STREAMING = new WeakMap<MessageRecord, 'streaming' | 'stopped'>();

/** Whether a message is a stream that has not been stopped yet. */
export function isStreaming(message: MessageRecord): boolean {
  return STREAMING.get(message) === 'streaming';
}

function threadKey(channel: string, threadTs: string | undefined): string {
  return `${channel}:${threadTs ?? ''}`;
}

function threadRecord(ctx: AuthedContext, channel: string, threadTs: string | undefined) {
  const key = threadKey(channel, threadTs);
  let record = ctx.model.assistantThreads.get(key);
  if (record === undefined) {
    record = { channel, threadTs };
    ctx.model.assistantThreads.set(key, record);
  }
  return record;
}

/** `markdown_text` and `chunks` (markdown_text chunks only are rendered; others are kept). */
function streamedText(ctx: AuthedContext, required: boolean): string {
  const markdown = ctx.args.string('markdown_text');
  const chunks = ctx.args.json('chunks', () => apiError('invalid_chunks'));
  if (chunks !== undefined && !Array.isArray(chunks)) throw apiError('invalid_chunks');
  if (markdown !== undefined && chunks !== undefined) throw apiError('invalid_arguments');
  const parts = (chunks as unknown[] | undefined) ?? [];
  for (const chunk of parts) {
    if (typeof chunk !== 'object' || chunk === null || typeof (chunk as Obj).type !== 'string')
      throw apiError('invalid_chunks');
  }
  const text =
    markdown ??
    parts
      .filter((c) => (c as Obj).type === 'markdown_text')
      .map((c) => String((c as Obj).text ?? ''))
      .join('');
  if (required && markdown === undefined && chunks === undefined)
    throw apiError('invalid_arguments');
  if (text.length > 12_000) throw apiError('msg_too_long');
  return text;
}

/** The stream a call names, still open. */
function openStream(ctx: AuthedContext): MessageRecord {
  requireScope(ctx, 'chat:write');
  const channel = writableChannel(ctx, ctx.args.string('channel'), { allowUserId: false });
  const ts = ctx.args.string('ts');
  const message = ts === undefined ? undefined : ctx.model.findMessage(channel.id, ts);
  if (!message || message.bot_id !== ctx.inst.botId) throw apiError('message_not_found');
  if (!isStreaming(message)) throw apiError('message_not_in_streaming_state');
  return message;
}

/** The channel and thread an assistant.threads.* call names. */
function threadOf(ctx: AuthedContext, threadRequired: boolean) {
  const channel = writableChannel(ctx, ctx.args.string('channel_id'), { allowUserId: false });
  const threadTs = ctx.args.string('thread_ts');
  if (threadRequired && threadTs === undefined) throw apiError('invalid_arguments');
  return { channel, threadTs };
}

export const assistantMethods: Record<string, MethodSpec> = {
  'chat.startStream': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'chat:write');
      const channel = writableChannel(ctx, ctx.args.string('channel'), { allowUserId: false });
      const threadTs = ctx.args.string('thread_ts');
      if (threadTs === undefined) throw apiError('invalid_arguments');
      if (!ctx.model.findMessage(channel.id, threadTs)) throw apiError('message_not_found');
      // Outside a DM Slack must be told who the streamed conversation is for.
      if (
        !channel.isIm &&
        (ctx.args.string('recipient_user_id') === undefined ||
          ctx.args.string('recipient_team_id') === undefined)
      )
        throw apiError('missing_recipient_user_id');
      const text = streamedText(ctx, false);
      const message = postChannelMessage(
        ctx.model,
        channel,
        botAuthor(ctx.inst),
        { text, thread_ts: threadTs },
        ctx.method,
      );
      STREAMING.set(message, 'streaming');
      // The reply clears the thread's status, as Slack does.
      const thread = ctx.model.assistantThreads.get(threadKey(channel.id, threadTs));
      if (thread) delete thread.status;
      return { channel: channel.id, ts: message.ts };
    },
  },

  'chat.appendStream': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      const message = openStream(ctx);
      message.text += streamedText(ctx, true);
      if (message.text.length > 40_000) throw apiError('msg_too_long');
      return { channel: message.channel, ts: message.ts };
    },
  },

  'chat.stopStream': {
    auth: 'token',
    scopes: ['chat:write'],
    json: true,
    run(ctx) {
      const message = openStream(ctx);
      const text = streamedText(ctx, false);
      const blocks = ctx.args.json('blocks', () => apiError('invalid_blocks_format'));
      if (blocks !== undefined && !Array.isArray(blocks)) throw apiError('invalid_blocks_format');
      if (blocks !== undefined) {
        assertValidMessage(ctx.model, ctx.method, { text: message.text, blocks });
        message.blocks = blocks;
      }
      message.text += text;
      STREAMING.set(message, 'stopped');
      return { channel: message.channel, ts: message.ts, message: messageJson(message) };
    },
  },

  'assistant.threads.setStatus': {
    auth: 'token',
    scopes: ['chat:write', 'assistant:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'assistant:write', ['chat:write', 'assistant:write']);
      const { channel, threadTs } = threadOf(ctx, true);
      const status = ctx.args.raw.status;
      if (typeof status !== 'string') throw apiError('invalid_arguments');
      const record = threadRecord(ctx, channel.id, threadTs);
      if (status === '') delete record.status;
      else record.status = status;
      return {};
    },
  },

  'assistant.threads.setSuggestedPrompts': {
    auth: 'token',
    scopes: ['assistant:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'assistant:write');
      const { channel, threadTs } = threadOf(ctx, false);
      const prompts = ctx.args.json('prompts', () => apiError('invalid_arguments'));
      if (!Array.isArray(prompts) || prompts.length === 0 || prompts.length > 4)
        throw apiError('invalid_arguments');
      const read = prompts.map((p) => {
        const { title, message } = (p ?? {}) as Obj;
        if (typeof title !== 'string' || typeof message !== 'string' || title === '')
          throw apiError('invalid_arguments');
        return { title, message };
      });
      const record = threadRecord(ctx, channel.id, threadTs);
      record.prompts = read;
      const title = ctx.args.string('title');
      if (title !== undefined) record.promptsTitle = title;
      return {};
    },
  },

  'assistant.threads.setTitle': {
    auth: 'token',
    scopes: ['assistant:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'assistant:write');
      const { channel, threadTs } = threadOf(ctx, true);
      const title = ctx.args.string('title');
      if (title === undefined) throw apiError('invalid_arguments');
      threadRecord(ctx, channel.id, threadTs).title = title;
      return {};
    },
  },
};
