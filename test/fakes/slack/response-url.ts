/**
 * The response_url endpoints (`/commands/…`, `/actions/…`): JSON `{text, blocks, attachments,
 * response_type, replace_original, delete_original, thread_ts}`. Ephemeral by default,
 * `in_channel` posts to the channel; valid 30 minutes and for 5 posts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SlackApiError } from './errors.js';
import { parseBody, readRaw, sendJson } from './http-body.js';
import {
  botAuthor,
  type MessageContentInput,
  postChannelMessage,
  postEphemeralMessage,
  replaceContent,
} from './messaging.js';
import type { SlackModel } from './model.js';
import type { MessageRecord, ResponseUrlRecord } from './types.js';
import { assertValidMessage } from './validation.js';

export const RESPONSE_URL_TTL_MS = 30 * 60 * 1000;
export const RESPONSE_URL_MAX_USES = 5;

function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}

function sourceMessage(model: SlackModel, record: ResponseUrlRecord): MessageRecord | undefined {
  if (!record.messageTs) return undefined;
  return record.messageIsEphemeral
    ? model.findEphemeral(record.channelId, record.messageTs)
    : model.findMessage(record.channelId, record.messageTs);
}

function unfurlFlags(payload: Record<string, unknown>): MessageContentInput {
  const flags: MessageContentInput = {};
  if (payload.unfurl_links !== undefined) flags.unfurl_links = truthy(payload.unfurl_links);
  if (payload.unfurl_media !== undefined) flags.unfurl_media = truthy(payload.unfurl_media);
  return flags;
}

export async function handleResponseUrl(
  model: SlackModel,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const record = model.responseUrls.get(path);
  if (!record) return sendJson(res, 404, { ok: false, error: 'no_active_hooks' });
  if (model.now() - record.issuedAt > RESPONSE_URL_TTL_MS) {
    return sendJson(res, 404, { ok: false, error: 'expired_url' });
  }
  if (record.uses >= RESPONSE_URL_MAX_USES)
    return sendJson(res, 410, { ok: false, error: 'used_url' });
  const inst = model.installationForTeam(record.teamId);
  if (!inst) return sendJson(res, 404, { ok: false, error: 'no_service' });

  const body = await parseBody(req, await readRaw(req));
  if (body.encoding !== 'json' || body.error) {
    return sendJson(res, 400, { ok: false, error: 'invalid_payload' });
  }
  const payload = body.fields;
  const channel = model.channel(record.channelId);
  const source = sourceMessage(model, record);

  if (truthy(payload.delete_original)) {
    if (!source) return sendJson(res, 404, { ok: false, error: 'message_not_found' });
    if ('recipient' in source) (source as { deleted?: boolean }).deleted = true;
    else {
      const list = model.channelMessages(channel.id);
      list.splice(list.indexOf(source), 1);
    }
    record.uses += 1;
    return sendJson(res, 200, { ok: true });
  }

  const content: MessageContentInput = {
    ...(typeof payload.text === 'string' ? { text: payload.text } : {}),
    ...(Array.isArray(payload.blocks) ? { blocks: payload.blocks } : {}),
    ...(Array.isArray(payload.attachments) ? { attachments: payload.attachments } : {}),
    ...(typeof payload.thread_ts === 'string' ? { thread_ts: payload.thread_ts } : {}),
    ...unfurlFlags(payload),
  };
  if (payload.blocks !== undefined && !Array.isArray(payload.blocks)) {
    return sendJson(res, 400, { ok: false, error: 'invalid_blocks_format' });
  }
  if (!content.text && !content.blocks?.length && !content.attachments?.length) {
    return sendJson(res, 400, { ok: false, error: 'no_text' });
  }
  try {
    assertValidMessage(model, 'response_url', content);
  } catch (error) {
    if (error instanceof SlackApiError) {
      return sendJson(res, 400, { ok: false, error: error.error, ...error.extra });
    }
    throw error;
  }

  if (truthy(payload.replace_original) && source) {
    replaceContent(source, content, undefined, model.nextTs());
  } else if (payload.response_type === 'in_channel') {
    const message = postChannelMessage(model, channel, botAuthor(inst), content, 'response_url');
    if (!record.messageTs) {
      record.messageTs = message.ts;
      record.messageIsEphemeral = false;
    }
  } else {
    const message = postEphemeralMessage(
      model,
      channel,
      record.userId,
      botAuthor(inst),
      content,
      'response_url',
    );
    if (!record.messageTs) {
      record.messageTs = message.ts;
      record.messageIsEphemeral = true;
    }
  }
  record.uses += 1;
  return sendJson(res, 200, { ok: true });
}
