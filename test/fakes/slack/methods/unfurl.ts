import { apiError } from '../errors.js';
import type { LinkShareRecord } from '../types.js';
import { assertValidMessage } from '../validation.js';
import { type AuthedContext, type MethodSpec, requireScope } from './types.js';

type Obj = Record<string, unknown>;

const SOURCES = ['composer', 'conversations_history'];

/** The share a chat.unfurl call names: `channel` + `ts`, or `unfurl_id` + `source`. */
function shareOf(ctx: AuthedContext): LinkShareRecord {
  const { args, model } = ctx;
  const unfurlId = args.string('unfurl_id');
  const source = args.string('source');
  const channelArg = args.string('channel');
  const ts = args.string('ts');
  const teams = model.teamsOf(ctx.inst);
  if (unfurlId !== undefined || source !== undefined) {
    if (unfurlId === undefined || source === undefined || !SOURCES.includes(source))
      throw apiError('invalid_arguments');
    const share = model.linkShares.get(unfurlId);
    if (!share || share.source !== source || !teams.includes(share.teamId))
      throw apiError('cannot_unfurl_url');
    return share;
  }
  if (channelArg === undefined) throw apiError('missing_channel');
  if (ts === undefined) throw apiError('missing_ts');
  const share = [...model.linkShares.values()].find(
    (s) => s.eventChannel === channelArg && s.messageTs === ts && teams.includes(s.teamId),
  );
  if (channelArg !== 'COMPOSER') {
    const channel = model.channels.get(channelArg);
    if (!channel || !teams.includes(channel.teamId)) throw apiError('cannot_find_channel');
    if (!model.findMessage(channel.id, ts)) throw apiError('cannot_find_message');
  }
  if (!share) throw apiError('cannot_unfurl_url');
  return share;
}

function readUnfurls(ctx: AuthedContext): Record<string, Obj> {
  const unfurls = ctx.args.json('unfurls', () => apiError('invalid_unfurls_format'));
  if (unfurls === undefined) {
    if (ctx.args.string('metadata') !== undefined) {
      throw apiError('not_supported', { detail: 'the fake does not model Work Objects' });
    }
    throw apiError('missing_unfurls');
  }
  if (typeof unfurls !== 'object' || unfurls === null || Array.isArray(unfurls))
    throw apiError('invalid_unfurls_format');
  for (const value of Object.values(unfurls)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw apiError('cannot_parse_attachment');
  }
  return unfurls as Record<string, Obj>;
}

/** Attaches the previews to the shared message, replacing earlier ones of the same URLs. */
function attach(ctx: AuthedContext, share: LinkShareRecord, unfurls: Record<string, Obj>): void {
  const message = ctx.model.findMessage(share.channelId, share.messageTs);
  if (!message) return;
  const urls = new Set(Object.keys(unfurls));
  const kept = (message.attachments ?? []).filter(
    (a) => !(typeof a === 'object' && a !== null && urls.has(String((a as Obj).app_unfurl_url))),
  );
  message.attachments = [
    ...kept,
    ...Object.entries(unfurls).map(([url, unfurl], i) => ({
      ...unfurl,
      id: kept.length + i + 1,
      app_unfurl_url: url,
      is_app_unfurl: true,
      from_url: url,
    })),
  ];
}

export const unfurlMethods: Record<string, MethodSpec> = {
  'chat.unfurl': {
    auth: 'token',
    scopes: ['links:write'],
    json: true,
    run(ctx) {
      requireScope(ctx, 'links:write');
      const share = shareOf(ctx);
      const unfurls = readUnfurls(ctx);
      for (const url of Object.keys(unfurls)) {
        if (!share.urls.includes(url)) throw apiError('cannot_unfurl_url');
      }
      assertValidMessage(ctx.model, ctx.method, { attachments: Object.values(unfurls) });
      const via = ctx.args.string('unfurl_id') === undefined ? 'channel_ts' : 'unfurl_id';
      for (const [url, unfurl] of Object.entries(unfurls)) {
        ctx.model.unfurls.push({
          url,
          unfurl,
          source: share.source,
          channelId: share.channelId,
          ...(share.source === 'conversations_history' ? { messageTs: share.messageTs } : {}),
          unfurlId: share.unfurlId,
          via,
          at: ctx.model.now(),
        });
      }
      if (share.source === 'conversations_history') attach(ctx, share, unfurls);
      return {};
    },
  },
};
