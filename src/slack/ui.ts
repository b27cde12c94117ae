import type { HomeView, KnownBlock, ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { AppError } from '../platform/app-error.js';
import { noteAnswerShown } from '../platform/metrics.js';
import { type Respond, respondingAs } from './respond-url.js';

/** A message as views produce it: fallback `text` always, blocks when there is more to show. */
export interface SlackMessage {
  text: string;
  blocks?: KnownBlock[];
  /** false for messages whose links must not be fetched by Slack's previewer (connect links). */
  unfurl_links?: false;
  unfurl_media?: false;
}

export interface RespondOptions {
  replaceOriginal?: boolean;
  /** Deletes the message the response_url belongs to; the message given is not sent. */
  deleteOriginal?: boolean;
  inChannel?: boolean;
}

export interface SlackUserInfo {
  id: string;
  /** The person's own workspace (another one for Slack Connect users). */
  teamId: string | undefined;
  /** Grid: the person's org, and every workspace of it they belong to. */
  enterpriseId: string | undefined;
  teams: string[];
  isAdmin: boolean;
  isOwner: boolean;
  /** Enterprise Grid org admin or owner; false outside a Grid org. */
  isOrgAdmin: boolean;
  tz: string | undefined;
  locale: string | undefined;
  /**
   * Slack would not show the app this person's profile (`user_not_visible`, `user_not_found`):
   * everything above is unknown, and the person counts as from another workspace.
   */
  hidden?: true;
}

/** users.info errors that mean "this profile is not for this app to see", not a failure. */
const PROFILE_NOT_SHOWN = new Set(['user_not_visible', 'user_not_found']);

function profileNotShown(err: unknown): boolean {
  const e = err as { code?: unknown; data?: { error?: unknown } } | null;
  return (
    e?.code === 'slack_webapi_platform_error' &&
    typeof e.data?.error === 'string' &&
    PROFILE_NOT_SHOWN.has(e.data.error)
  );
}

export interface ChannelInfo {
  id: string;
  name: string | undefined;
  isPrivate: boolean;
  /** Whether the app's bot is a member. */
  isMember: boolean;
  isArchived: boolean;
  /** A DM or group DM rather than a channel. */
  isDirect: boolean;
  /** Shared with other organizations (Slack Connect): people outside the workspace read it. */
  isExtShared: boolean;
}

/** Where `chat.unfurl` attaches previews: a posted message, or a link still in the composer. */
export type UnfurlTarget =
  | { channel: string; ts: string }
  | { unfurlId: string; source: 'composer' | 'conversations_history' };

/** The preview of one link (the exact URL shared → what shows under it). */
export type LinkPreviews = Readonly<Record<string, { blocks: KnownBlock[] }>>;

export interface OpenedView {
  viewId: string;
  hash: string | undefined;
}

/**
 * What a handler may do in Slack, independent of Bolt's listener argument shapes. Built per
 * request from the workspace's client and respond().
 */
export interface SlackUi {
  /** Reply where the command or click came from: ephemeral unless `inChannel`. */
  respond(message: SlackMessage, options?: RespondOptions): Promise<void>;
  openModal(view: ModalView): Promise<OpenedView>;
  pushModal(view: ModalView): Promise<OpenedView>;
  updateModal(viewId: string, view: ModalView, hash?: string): Promise<OpenedView>;
  postMessage(channel: string, message: SlackMessage): Promise<{ ts: string; channel: string }>;
  postEphemeral(channel: string, user: string, message: SlackMessage): Promise<void>;
  /** chat.update of a message the app posted (not an ephemeral: those change by response_url). */
  updateMessage(channel: string, ts: string, message: SlackMessage): Promise<void>;
  publishHome(userId: string, view: HomeView): Promise<void>;
  userInfo(userId: string): Promise<SlackUserInfo>;
  uploadFile(input: UploadInput): Promise<{ fileId: string }>;
  /** conversations.info: Slack answers `channel_not_found` for private channels the app is not in. */
  channelInfo(channelId: string): Promise<ChannelInfo>;
  /** The id of the app's DM with the user (conversations.open; opens it when needed). */
  openDm(userId: string): Promise<string>;
  /** chat.unfurl: previews of links people shared, keyed by the exact URLs of `link_shared`. */
  unfurl(target: UnfurlTarget, previews: LinkPreviews): Promise<void>;
}

export interface UploadInput {
  channelId: string;
  filename: string;
  title: string;
  length: number;
  body: AsyncIterable<Uint8Array> | Uint8Array;
  initialComment?: string;
  /**
   * Aborts sending the bytes (the upload then throws its reason and the file is never shared);
   * once the bytes are sent the upload completes whatever the signal says.
   */
  signal?: AbortSignal;
}

export interface SlackUiSource {
  /** The workspace's client, made on first use (a reply through response_url needs none). */
  client: () => WebClient;
  respond?: Respond | undefined;
  triggerId?: string | undefined;
  /** Where an ephemeral reply goes when there is no response_url (App Home, modals). */
  fallbackChannel?: string | undefined;
  userId: string;
  uploadBytes: (url: string, input: UploadInput, token: string | undefined) => Promise<void>;
}

/**
 * Slack sends a trigger_id with every command and click; a request without one is forged or
 * broken, and is refused like an expired one (a routine answer, not a failure of the app).
 */
function requireTrigger(triggerId: string | undefined): string {
  if (triggerId === undefined || triggerId === '')
    throw new AppError('bad_input', 'This interaction carries no trigger_id', {
      copy: {
        message: 'error.slack.expiredTriggerId.message',
        hint: 'error.slack.expiredTriggerId.hint',
      },
    });
  return triggerId;
}

function viewResult(view: { id?: string; hash?: string } | undefined): OpenedView {
  if (view?.id === undefined) throw new Error('Slack returned no view id');
  return { viewId: view.id, hash: view.hash };
}

/** chat.postEphemeral takes no unfurl flags (ephemeral messages are not unfurled). */
function ephemeral({ unfurl_links: _links, unfurl_media: _media, ...message }: SlackMessage) {
  return message;
}

export function createSlackUi(source: SlackUiSource): SlackUi {
  const { client } = source;
  const respond = source.respond === undefined ? undefined : respondingAs(source.respond);
  return {
    async respond(message, options = {}) {
      if (options.deleteOriginal) {
        // Slack reads a delete as the post's only field; without a response_url there is no
        // original to delete.
        await respond?.({ delete_original: true });
        return;
      }
      if (respond !== undefined) {
        await respond({
          text: message.text,
          ...(message.blocks ? { blocks: message.blocks } : {}),
          ...(message.unfurl_links === false ? { unfurl_links: false } : {}),
          ...(message.unfurl_media === false ? { unfurl_media: false } : {}),
          response_type: options.inChannel ? 'in_channel' : 'ephemeral',
          ...(options.replaceOriginal ? { replace_original: true } : {}),
        });
        noteAnswerShown();
        return;
      }
      const channel = source.fallbackChannel;
      if (channel === undefined) {
        await client().chat.postMessage({ channel: source.userId, ...message });
        noteAnswerShown();
        return;
      }
      if (options.inChannel) await client().chat.postMessage({ channel, ...message });
      else
        await client().chat.postEphemeral({ channel, user: source.userId, ...ephemeral(message) });
      noteAnswerShown();
    },
    async openModal(view) {
      const result = await client().views.open({
        trigger_id: requireTrigger(source.triggerId),
        view,
      });
      noteAnswerShown();
      return viewResult(result.view);
    },
    async pushModal(view) {
      const result = await client().views.push({
        trigger_id: requireTrigger(source.triggerId),
        view,
      });
      noteAnswerShown();
      return viewResult(result.view);
    },
    async updateModal(viewId, view, hash) {
      const result = await client().views.update({
        view_id: viewId,
        view,
        ...(hash ? { hash } : {}),
      });
      noteAnswerShown();
      return viewResult(result.view);
    },
    async postMessage(channel, message) {
      const result = await client().chat.postMessage({ channel, ...message });
      noteAnswerShown();
      return { ts: result.ts ?? '', channel: result.channel ?? channel };
    },
    async updateMessage(channel, ts, message) {
      const { text, blocks } = message;
      await client().chat.update({ channel, ts, text, ...(blocks ? { blocks } : {}) });
    },
    async postEphemeral(channel, user, message) {
      await client().chat.postEphemeral({ channel, user, ...ephemeral(message) });
      noteAnswerShown();
    },
    async publishHome(userId, view) {
      await client().views.publish({ user_id: userId, view });
      noteAnswerShown();
    },
    async userInfo(userId) {
      const result = await client()
        .users.info({ user: userId, include_locale: true })
        .catch((err: unknown) => {
          if (profileNotShown(err)) return undefined;
          throw err;
        });
      if (result === undefined) return hiddenUser(userId);
      const user = result.user;
      return {
        id: userId,
        teamId: user?.team_id,
        enterpriseId: user?.enterprise_user?.enterprise_id,
        teams: user?.enterprise_user?.teams ?? user?.teams ?? [],
        isAdmin: user?.is_admin === true,
        isOwner: user?.is_owner === true || user?.is_primary_owner === true,
        isOrgAdmin:
          user?.enterprise_user?.is_admin === true || user?.enterprise_user?.is_owner === true,
        tz: user?.tz,
        locale: user?.locale,
      };
    },
    async openDm(userId) {
      const result = await client().conversations.open({ users: userId });
      const id = result.channel?.id;
      if (id === undefined) throw new Error('Slack returned no DM channel');
      return id;
    },
    async channelInfo(channelId) {
      const { channel } = await client().conversations.info({ channel: channelId });
      return {
        id: channel?.id ?? channelId,
        name: channel?.name,
        isPrivate: channel?.is_private === true,
        isMember: channel?.is_member === true,
        isArchived: channel?.is_archived === true,
        isDirect: channel?.is_im === true || channel?.is_mpim === true,
        isExtShared: channel?.is_ext_shared === true,
      };
    },
    async unfurl(target, previews) {
      const where =
        'channel' in target
          ? { channel: target.channel, ts: target.ts }
          : { unfurl_id: target.unfurlId, source: target.source };
      await client().chat.unfurl({ ...where, unfurls: { ...previews } });
      noteAnswerShown();
    },
    async uploadFile(input) {
      input.signal?.throwIfAborted();
      const ticket = await client().files.getUploadURLExternal({
        filename: input.filename,
        length: input.length,
      });
      if (ticket.upload_url === undefined || ticket.file_id === undefined) {
        throw new Error('Slack returned no upload URL');
      }
      await source.uploadBytes(ticket.upload_url, input, client().token);
      await client().files.completeUploadExternal({
        files: [{ id: ticket.file_id, title: input.title }],
        channel_id: input.channelId,
        ...(input.initialComment ? { initial_comment: input.initialComment } : {}),
      });
      return { fileId: ticket.file_id };
    },
  };
}

/** What is known of someone whose profile Slack does not show the app: their id only. */
function hiddenUser(userId: string): SlackUserInfo {
  return {
    id: userId,
    teamId: undefined,
    enterpriseId: undefined,
    teams: [],
    isAdmin: false,
    isOwner: false,
    isOrgAdmin: false,
    tz: undefined,
    locale: undefined,
    hidden: true,
  };
}
