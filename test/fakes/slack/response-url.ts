/**
 * The response_url endpoints (`/commands/…`, `/actions/…`): JSON `{text, blocks, attachments,
 * response_type, replace_original, delete_original, thread_ts}`. Ephemeral by default,
 * `in_channel` posts to the channel; valid 30 minutes and for 5 posts.
 *
 * `replace_original` / `delete_original` act on the message the interaction came from (a click on
 * a message). A slash command's response_url has no such message: as in Slack (a Slack engineer
 * in slackapi/bolt-python#1268, and slackapi/bolt-js#2287), its earlier replies cannot be
 * replaced — a replace posts a new message — and a delete is refused here, so that the app never
 * relies on it.
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
import type { MessageRecord, ResponsePostRecord, ResponseUrlRecord } from './types.js';
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
  const post: ResponsePostRecord = {
    url: `${model.origin}${path}`,
    at: model.now(),
    status: 200,
    replaceOriginal: false,
    deleteOriginal: false,
    outcome: 'refused',
  };
  model.responsePosts.push(post);
  const answer = (status: number, body: { ok: boolean; error?: string }) => {
    post.status = status;
    if (body.error !== undefined) post.error = body.error;
    return sendJson(res, status, body);
  };
  const record = model.responseUrls.get(path);
  if (!record) return answer(404, { ok: false, error: 'no_active_hooks' });
  if (model.now() - record.issuedAt > RESPONSE_URL_TTL_MS) {
    return answer(404, { ok: false, error: 'expired_url' });
  }
  if (record.uses >= RESPONSE_URL_MAX_USES) return answer(410, { ok: false, error: 'used_url' });
  const inst = model.installationForTeam(record.teamId);
  if (!inst) return answer(404, { ok: false, error: 'no_service' });

  const body = await parseBody(req, await readRaw(req));
  if (body.encoding !== 'json' || body.error) {
    return answer(400, { ok: false, error: 'invalid_payload' });
  }
  const payload = body.fields;
  if (typeof payload.text === 'string') post.text = payload.text;
  if (typeof payload.response_type === 'string') post.responseType = payload.response_type;
  post.replaceOriginal = truthy(payload.replace_original);
  post.deleteOriginal = truthy(payload.delete_original);
  const channel = model.channel(record.channelId);
  const source = sourceMessage(model, record);

  if (post.deleteOriginal) {
    if (!source) return answer(404, { ok: false, error: 'message_not_found' });
    if ('recipient' in source) (source as { deleted?: boolean }).deleted = true;
    else {
      const list = model.channelMessages(channel.id);
      list.splice(list.indexOf(source), 1);
    }
    record.uses += 1;
    post.outcome = 'deleted';
    post.messageTs = source.ts;
    return answer(200, { ok: true });
  }

  const content: MessageContentInput = {
    ...(typeof payload.text === 'string' ? { text: payload.text } : {}),
    ...(Array.isArray(payload.blocks) ? { blocks: payload.blocks } : {}),
    ...(Array.isArray(payload.attachments) ? { attachments: payload.attachments } : {}),
    ...(typeof payload.thread_ts === 'string' ? { thread_ts: payload.thread_ts } : {}),
    ...unfurlFlags(payload),
  };
  if (payload.blocks !== undefined && !Array.isArray(payload.blocks)) {
    return answer(400, { ok: false, error: 'invalid_blocks_format' });
  }
  if (!content.text && !content.blocks?.length && !content.attachments?.length) {
    return answer(400, { ok: false, error: 'no_text' });
  }
  try {
    assertValidMessage(model, 'response_url', content);
  } catch (error) {
    if (error instanceof SlackApiError) {
      post.status = 400;
      post.error = error.error;
      return sendJson(res, 400, { ok: false, error: error.error, ...error.extra });
    }
    throw error;
  }

  if (post.replaceOriginal && source) {
    // A replace keeps the message's visibility: an ephemeral never becomes public this way.
    replaceContent(source, content, undefined, model.nextTs());
    post.outcome = 'replaced';
    post.messageTs = source.ts;
    if ('recipient' in source && payload.response_type === 'in_channel') post.keptEphemeral = true;
  } else if (payload.response_type === 'in_channel') {
    const message = postChannelMessage(model, channel, botAuthor(inst), content, 'response_url');
    post.outcome = 'in_channel';
    post.messageTs = message.ts;
  } else {
    const message = postEphemeralMessage(
      model,
      channel,
      record.userId,
      botAuthor(inst),
      content,
      'response_url',
    );
    post.outcome = 'ephemeral';
    post.messageTs = message.ts;
  }
  record.uses += 1;
  return answer(200, { ok: true });
}
