/** Creating message records: channel messages, ephemerals, and who they appear to come from. */
import { withGeneratedIds } from './block-ids.js';
import type { SlackModel } from './model.js';
import type {
  ChannelRecord,
  EphemeralRecord,
  InstallationRecord,
  MessageFile,
  MessageRecord,
} from './types.js';

export interface Author {
  user?: string;
  bot_id?: string;
  app_id?: string;
}

export interface MessageContentInput {
  text?: string;
  blocks?: unknown[];
  attachments?: unknown[];
  thread_ts?: string;
  metadata?: unknown;
  files?: MessageFile[];
  /** Recorded as sent (`unfurl_links` / `unfurl_media`), so tests can see previews turned off. */
  unfurl_links?: boolean;
  unfurl_media?: boolean;
}

export function botAuthor(inst: InstallationRecord): Author {
  return { user: inst.botUserId, bot_id: inst.botId, app_id: inst.appId };
}

/** Fallback text is missing when a message has blocks or attachments but no top-level `text`. */
export function isFallbackTextMissing(input: MessageContentInput): boolean {
  const hasRich =
    (Array.isArray(input.blocks) && input.blocks.length > 0) ||
    (Array.isArray(input.attachments) && input.attachments.length > 0);
  return hasRich && !(input.text && input.text.trim().length > 0);
}

function buildMessage(
  model: SlackModel,
  channel: ChannelRecord,
  author: Author,
  input: MessageContentInput,
  via: string,
): MessageRecord {
  return {
    channel: channel.id,
    ts: model.nextTs(),
    team: channel.teamId,
    ...author,
    text: input.text ?? '',
    ...(input.blocks !== undefined ? { blocks: withGeneratedIds(input.blocks) } : {}),
    ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
    ...(input.thread_ts !== undefined ? { thread_ts: input.thread_ts } : {}),
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
    ...(input.files !== undefined ? { files: input.files } : {}),
    ...(input.unfurl_links !== undefined ? { unfurl_links: input.unfurl_links } : {}),
    ...(input.unfurl_media !== undefined ? { unfurl_media: input.unfurl_media } : {}),
    fallbackTextMissing: isFallbackTextMissing(input),
    via,
  };
}

export function postChannelMessage(
  model: SlackModel,
  channel: ChannelRecord,
  author: Author,
  input: MessageContentInput,
  via: string,
): MessageRecord {
  const message = buildMessage(model, channel, author, input, via);
  model.channelMessages(channel.id).push(message);
  return message;
}

export function postEphemeralMessage(
  model: SlackModel,
  channel: ChannelRecord,
  recipient: string,
  author: Author,
  input: MessageContentInput,
  via: string,
): EphemeralRecord {
  const message: EphemeralRecord = {
    ...buildMessage(model, channel, author, input, via),
    recipient,
  };
  model.ephemerals.push(message);
  return message;
}

/** Replaces the visible content of a message in place (chat.update, replace_original). */
export function replaceContent(
  message: MessageRecord,
  input: MessageContentInput,
  editedBy: string | undefined,
  ts: string,
): void {
  message.text = input.text ?? '';
  if (input.blocks !== undefined) message.blocks = withGeneratedIds(input.blocks);
  else delete message.blocks;
  if (input.attachments !== undefined) message.attachments = input.attachments;
  else delete message.attachments;
  message.fallbackTextMissing = isFallbackTextMissing(input);
  if (editedBy) message.edited = { user: editedBy, ts };
}
