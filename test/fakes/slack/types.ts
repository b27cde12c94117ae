/** Records of the fake's workspace model. Field names follow Slack's wire names where they leak out. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: unknown };

export interface EnterpriseRecord {
  id: string;
  name: string;
  domain: string;
}

export interface TeamRecord {
  id: string;
  name: string;
  domain: string;
  enterpriseId?: string;
}

export interface UserRecord {
  id: string;
  teamId: string;
  name: string;
  real_name: string;
  display_name: string;
  email: string;
  is_admin: boolean;
  is_owner: boolean;
  is_primary_owner: boolean;
  /** Enterprise Grid org admin / owner (users.info `enterprise_user`). */
  is_org_admin?: boolean;
  is_org_owner?: boolean;
  is_bot: boolean;
  is_restricted: boolean;
  deleted: boolean;
  tz: string;
  tz_label: string;
  tz_offset: number;
  locale: string;
  /** For bot users: the bot id (`B…`). */
  botId?: string;
  /**
   * Slack Connect: the workspace (with the app) whose shared channels this user of another
   * workspace acts in. Payloads then name that workspace as `team`, and the user's own as
   * `user.team_id`; `users.info` answers with the user's own `team_id`.
   */
  hostTeamId?: string;
  /** `users.info` answers `user_not_visible` for this user (see AddUserInput.profileHidden). */
  profileHidden?: boolean;
}

export interface ChannelRecord {
  id: string;
  teamId: string;
  name: string;
  isPrivate: boolean;
  /** A DM between `imUserId` and the bot user. */
  isIm: boolean;
  imUserId?: string;
  members: Set<string>;
  created: number;
  creator: string;
  isArchived: boolean;
  topic: string;
  purpose: string;
  /** Slack Connect: shared with other organizations (`is_shared`, `is_ext_shared`). */
  isExtShared?: boolean;
}

export interface AppConfig {
  appId: string;
  clientId: string;
  clientSecret: string;
  /** Sent in payloads as the deprecated `token` field. */
  verificationToken: string;
  homeTabEnabled: boolean;
  /** Redirect URLs registered in the app config; empty = any redirect_uri is accepted. */
  redirectUrls: string[];
}

export interface InstallationRecord {
  appId: string;
  /** Undefined for an org-wide (Enterprise Grid) install. */
  teamId: string | undefined;
  enterpriseId: string | undefined;
  isEnterpriseInstall: boolean;
  botToken: string;
  botId: string;
  botUserId: string;
  scopes: string[];
  installerUserId?: string;
  userToken?: string;
  userScopes?: string[];
  revoked: boolean;
  installedAt: number;
}

export interface TokenRecord {
  token: string;
  kind: 'bot' | 'user';
  installation: InstallationRecord;
  /** The bot user id for bot tokens, the authorizing user for user tokens. */
  userId: string;
  scopes: string[];
  revoked: boolean;
}

export interface MessageFile {
  id: string;
  name: string;
  title: string;
}

export interface MessageRecord {
  channel: string;
  ts: string;
  team: string;
  /** The posting user (the bot user for app messages). */
  user?: string;
  bot_id?: string;
  app_id?: string;
  text: string;
  blocks?: unknown[];
  attachments?: unknown[];
  thread_ts?: string;
  files?: MessageFile[];
  metadata?: unknown;
  /** The unfurl flags the message was sent with (absent when not sent: Slack's defaults). */
  unfurl_links?: boolean;
  unfurl_media?: boolean;
  edited?: { user: string; ts: string };
  /** True when the message had blocks or attachments but no top-level `text` (no notification / screen-reader fallback). */
  fallbackTextMissing: boolean;
  /** How the message got here: the Web API method, `response_url`, or `command_ack`. */
  via: string;
}

export interface EphemeralRecord extends MessageRecord {
  /** The only user who sees it. */
  recipient: string;
  deleted?: boolean;
}

export interface ViewRecord {
  id: string;
  teamId: string;
  userId: string;
  appId: string;
  botId: string;
  type: 'modal' | 'home';
  callback_id: string;
  private_metadata: string;
  external_id: string;
  title?: unknown;
  submit?: unknown;
  close?: unknown;
  blocks: unknown[];
  clear_on_close: boolean;
  notify_on_close: boolean;
  submit_disabled: boolean;
  hash: string;
  root_view_id: string | null;
  previous_view_id: string | null;
  app_installed_team_id: string;
  /** Field errors shown after a `response_action: errors` ack (block_id → message). */
  errors?: Record<string, string>;
  /**
   * What the person has typed or picked in this view (block_id → action_id → value, in the
   * driver's input form). Slack keeps it across views.update while the block_id and action_id
   * stay the same; a new block_id resets the input to the new initial value.
   */
  typed?: Record<string, Record<string, unknown>>;
}

export interface FileRecord {
  id: string;
  teamId: string;
  filename: string;
  title?: string;
  altText?: string;
  snippetType?: string;
  declaredLength: number;
  bytes?: Buffer;
  uploadedAt?: number;
  completedAt?: number;
  channels: string[];
  /** Who uploaded and shared it (the bot user for bot tokens). */
  sharedBy: string;
  initialComment?: string;
  threadTs?: string;
  uploadKey: string;
  token: string;
}

/** An app-level token (`xapp-…`): Socket Mode's `apps.connections.open` only. */
export interface AppTokenRecord {
  token: string;
  appId: string;
  scopes: string[];
  revoked: boolean;
}

/** The one-time ticket in a Socket Mode WebSocket URL from `apps.connections.open`. */
export interface SocketTicketRecord {
  ticket: string;
  appId: string;
  issuedAt: number;
  used: boolean;
}

export interface TriggerRecord {
  id: string;
  userId: string;
  teamId: string;
  issuedAt: number;
  used: boolean;
}

export interface ResponseUrlRecord {
  id: string;
  url: string;
  teamId: string;
  channelId: string;
  userId: string;
  /** The message the response_url came from (for replace_original / delete_original). */
  messageTs?: string;
  messageIsEphemeral: boolean;
  issuedAt: number;
  uses: number;
}

/** One post to a response_url, in the order they came, and what Slack made of it. */
export interface ResponsePostRecord {
  /** The response_url (each command or click has its own). */
  url: string;
  /** The fake's clock when it came. */
  at: number;
  status: number;
  /** Slack's error string when refused. */
  error?: string;
  text?: string;
  responseType?: string;
  replaceOriginal: boolean;
  deleteOriginal: boolean;
  /** What happened: a new message (by visibility), the original replaced or deleted, or nothing. */
  outcome: 'ephemeral' | 'in_channel' | 'replaced' | 'deleted' | 'refused';
  /** The message posted, replaced or deleted. */
  messageTs?: string;
  /**
   * A replace that asked for `in_channel` of an ephemeral message: Slack keeps a replaced
   * message's visibility, so it stayed ephemeral (only its author sees it).
   */
  keptEphemeral?: true;
}

export interface AuthCodeRecord {
  code: string;
  teamId: string | undefined;
  enterpriseId: string | undefined;
  isEnterpriseInstall: boolean;
  userId: string;
  scopes: string[];
  userScopes: string[];
  redirectUri?: string;
  issuedAt: number;
  used: boolean;
}

/** One Web API call as the fake saw it. */
export interface ApiCallRecord {
  method: string;
  /** Arguments with JSON-in-field values (blocks, view, files…) decoded. */
  args: Record<string, unknown>;
  token: string | undefined;
  /** `form`, `json`, `multipart`, `query` or `empty`. */
  encoding: string;
  at: number;
  status: number;
  ok: boolean;
  error?: string;
}

/** One Block Kit rejection. */
export interface ValidationFailure {
  method: string;
  surface: 'message' | 'modal' | 'home';
  error: string;
  messages: string[];
  payload: unknown;
  at: number;
}

/**
 * One `link_shared` the driver sent: the links `chat.unfurl` may answer for, and where. A link in
 * the composer has `channel: 'COMPOSER'` (or the channel's id when the test asks for it) and
 * `messageTs` equal to its `unfurlId`.
 */
export interface LinkShareRecord {
  teamId: string;
  /** The conversation the links are in (or will be posted to). */
  channelId: string;
  /** What the event said as `channel`. */
  eventChannel: string;
  messageTs: string;
  unfurlId: string;
  source: 'conversations_history' | 'composer';
  urls: string[];
  userId: string;
}

/** One preview `chat.unfurl` attached (or replaced) for one URL. */
export interface UnfurlRecord {
  url: string;
  /** The attachment-like object sent for the URL (`blocks`, …). */
  unfurl: Record<string, unknown>;
  source: 'conversations_history' | 'composer';
  channelId: string;
  /** The message it is attached to (conversations_history). */
  messageTs?: string;
  unfurlId: string;
  /** How chat.unfurl named the target. */
  via: 'channel_ts' | 'unfurl_id';
  at: number;
}

/** What an assistant thread shows beside its messages. */
export interface AssistantThreadRecord {
  channel: string;
  /** Undefined: the conversation itself (prompts at the top of an agent conversation). */
  threadTs: string | undefined;
  status?: string;
  title?: string;
  prompts?: { title: string; message: string }[];
  promptsTitle?: string;
}
