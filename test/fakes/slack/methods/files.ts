import { apiError, invalidArguments } from '../errors.js';
import { botAuthor, postChannelMessage } from '../messaging.js';
import type { ChannelRecord, FileRecord } from '../types.js';
import { type AuthedContext, type MethodSpec, requireScope } from './types.js';

/** Channels to share into: ids only, and the bot must be a member (chat:write.public does not apply). */
function shareChannels(ctx: AuthedContext): ChannelRecord[] {
  const ids = [
    ...(ctx.args.string('channel_id') ? [ctx.args.string('channel_id') as string] : []),
    ...(ctx.args.list('channels') ?? []),
  ];
  return ids.map((id) => {
    if (!/^[CGD][A-Z0-9]{2,}$/.test(id)) throw apiError('channel_not_found');
    const channel = ctx.model.resolveChannel(id, ctx.inst);
    if (!channel) throw apiError('channel_not_found');
    if (!channel.members.has(ctx.inst.botUserId)) throw apiError('not_in_channel');
    if (channel.isArchived) throw apiError('is_archived');
    return channel;
  });
}

export const fileMethods: Record<string, MethodSpec> = {
  'files.getUploadURLExternal': {
    auth: 'token',
    scopes: ['files:write'],
    json: false,
    run(ctx) {
      requireScope(ctx, 'files:write');
      const filename = ctx.args.string('filename');
      if (!filename) throw invalidArguments(['[ERROR] missing required field: filename']);
      const lengthText = ctx.args.string('length');
      const length = lengthText === undefined ? Number.NaN : Number(lengthText);
      if (!Number.isInteger(length) || length < 1) {
        throw invalidArguments(['[ERROR] length must be a positive integer']);
      }
      const file: FileRecord = {
        id: ctx.model.ids.id('F'),
        teamId: ctx.inst.teamId ?? ctx.model.teamsOf(ctx.inst)[0] ?? '',
        filename,
        ...((ctx.args.string('alt_txt') ?? ctx.args.string('alt_text'))
          ? { altText: ctx.args.string('alt_txt') ?? ctx.args.string('alt_text') }
          : {}),
        ...(ctx.args.string('snippet_type')
          ? { snippetType: ctx.args.string('snippet_type') }
          : {}),
        declaredLength: length,
        channels: [],
        sharedBy: ctx.token.userId,
        uploadKey: ctx.model.ids.secret(12),
        token: ctx.token.token,
      };
      ctx.model.files.set(file.id, file);
      return { upload_url: `${ctx.model.origin}/upload/v1/${file.uploadKey}`, file_id: file.id };
    },
  },

  'files.completeUploadExternal': {
    auth: 'token',
    scopes: ['files:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'files:write');
      const list = ctx.args.json('files', () =>
        invalidArguments(['[ERROR] failed to parse JSON [json-pointer:/files]']),
      );
      if (!Array.isArray(list) || list.length === 0) {
        throw invalidArguments(['[ERROR] must provide at least 1 items [json-pointer:/files]']);
      }
      const files = list.map((entry) => {
        const id =
          typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
        const file = typeof id === 'string' ? ctx.model.files.get(id) : undefined;
        // Unknown ids, other installations' files and files whose bytes never arrived.
        const owner = file ? ctx.model.tokens.get(file.token)?.installation : undefined;
        if (!file || owner !== ctx.inst || !file.bytes) throw apiError('file_not_found');
        const title = (entry as { title?: unknown }).title;
        return { file, title: typeof title === 'string' ? title : undefined };
      });
      const channels = shareChannels(ctx);
      const threadTs = ctx.args.string('thread_ts');
      const comment = ctx.args.string('initial_comment');
      for (const { file, title } of files) {
        if (title !== undefined) file.title = title;
        file.completedAt = ctx.model.now();
        file.channels.push(...channels.map((c) => c.id));
        if (comment !== undefined) file.initialComment = comment;
        if (threadTs !== undefined) file.threadTs = threadTs;
      }
      for (const channel of channels) {
        postChannelMessage(
          ctx.model,
          channel,
          botAuthor(ctx.inst),
          {
            text: comment ?? '',
            files: files.map(({ file }) => ({
              id: file.id,
              name: file.filename,
              title: file.title ?? file.filename,
            })),
            ...(threadTs !== undefined ? { thread_ts: threadTs } : {}),
          },
          ctx.method,
        );
      }
      return {
        files: files.map(({ file }) => ({ id: file.id, title: file.title ?? file.filename })),
      };
    },
  },
};
