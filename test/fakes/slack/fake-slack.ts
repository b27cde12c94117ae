/** The fake Slack a test holds: workspace set-up, fault injection, and what people see. */
import type { Server } from 'node:http';
import { FakeClock } from './clock.js';
import { type FunctionExecutedInput, startExecution } from './driver-steps.js';
import type { FunctionExecutionRecord } from './functions.js';
import { installApp, revokeToken, uninstall } from './installations.js';
import { issueAuthCode, issueResponseUrl, issueTrigger } from './issuers.js';
import { postChannelMessage } from './messaging.js';
import { SlackModel } from './model.js';
import { type SeededWorkspace, type SeedOptions, seedWorkspace } from './seed.js';
import { close, listen } from './server.js';
import { SocketModeServer } from './socket-server.js';
import type {
  ApiCallRecord,
  AppConfig,
  AssistantThreadRecord,
  ChannelRecord,
  EnterpriseRecord,
  EphemeralRecord,
  FileRecord,
  InstallationRecord,
  MessageRecord,
  ResponsePostRecord,
  TeamRecord,
  UnfurlRecord,
  UserRecord,
  ValidationFailure,
  ViewRecord,
} from './types.js';

export interface StartFakeSlackOptions {
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Clock for expiry rules (default: a new FakeClock on real time). */
  clock?: FakeClock;
  /** Characters of block text per message above which chat.* answers msg_blocks_too_long (default 11000, where Slack was seen to refuse). */
  maxMessageBlocksText?: number;
}

export const DEFAULT_BOT_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.public',
  'users:read',
  'channels:read',
  'groups:read',
  'im:write',
  'files:write',
  'links:read',
  'links:write',
  'app_mentions:read',
  'assistant:write',
  'im:history',
];

/** Zones the seed and `addUser` know; others need `tzOffset` and `tzLabel`. */
const TIME_ZONES: Record<string, { offset: number; label: string }> = {
  'Europe/Bucharest': { offset: 7200, label: 'Eastern European Time' },
  'Europe/London': { offset: 0, label: 'Greenwich Mean Time' },
  'Europe/Berlin': { offset: 3600, label: 'Central European Time' },
  'America/New_York': { offset: -18000, label: 'Eastern Standard Time' },
  'America/Los_Angeles': { offset: -28800, label: 'Pacific Standard Time' },
  'Asia/Tokyo': { offset: 32400, label: 'Japan Standard Time' },
  UTC: { offset: 0, label: 'Coordinated Universal Time' },
};

export interface AddUserInput {
  teamId: string;
  name: string;
  id?: string;
  realName?: string;
  displayName?: string;
  email?: string;
  isAdmin?: boolean;
  isOwner?: boolean;
  isPrimaryOwner?: boolean;
  /** Enterprise Grid org admin / owner (only for users of a team in an enterprise). */
  isOrgAdmin?: boolean;
  isOrgOwner?: boolean;
  isRestricted?: boolean;
  deleted?: boolean;
  tz?: string;
  tzOffset?: number;
  tzLabel?: string;
  locale?: string;
  /** Slack Connect: a user of `teamId` who acts in shared channels of this workspace. */
  slackConnectHost?: string;
  /**
   * `users.info` answers `user_not_visible` although the user acts in this workspace, as Slack
   * does for a Slack Connect user whose organization hides profiles from other organizations' apps.
   */
  profileHidden?: boolean;
}

export interface AddChannelInput {
  teamId: string;
  name: string;
  id?: string;
  isPrivate?: boolean;
  /** User ids (may include a bot user id). */
  members?: string[];
  /** Add the bot user of the app's installation serving this team. */
  withBot?: boolean;
  archived?: boolean;
  topic?: string;
  purpose?: string;
  /** Slack Connect: shared with other organizations (`is_ext_shared` in conversations.info). */
  extShared?: boolean;
}

export interface InstalledBot {
  botToken: string;
  botId: string;
  botUserId: string;
  appId: string;
  teamId?: string;
  enterpriseId?: string;
  scopes: string[];
}

export interface InstallBotInput {
  teamId?: string;
  enterpriseId?: string;
  scopes?: string[];
  installerUserId?: string;
  /** Channel ids or names the bot user joins. */
  channels?: string[];
}

export interface ConfigureAppInput {
  appId?: string;
  clientId?: string;
  clientSecret?: string;
  verificationToken?: string;
  homeTabEnabled?: boolean;
  redirectUrls?: string[];
}

export interface AuthorizeInstallInput {
  teamId?: string;
  enterpriseId?: string;
  userId: string;
  scopes: string[];
  userScopes?: string[];
  redirectUri?: string;
}

export interface IssueResponseUrlInput {
  channelId: string;
  userId: string;
  teamId?: string;
  messageTs?: string;
  /** The message the URL belongs to is ephemeral. */
  ephemeral?: boolean;
  kind?: 'commands' | 'actions';
}

export interface FaultOptions {
  times?: number;
}

function botOf(inst: InstallationRecord): InstalledBot {
  return {
    botToken: inst.botToken,
    botId: inst.botId,
    botUserId: inst.botUserId,
    appId: inst.appId,
    ...(inst.teamId ? { teamId: inst.teamId } : {}),
    ...(inst.enterpriseId ? { enterpriseId: inst.enterpriseId } : {}),
    scopes: inst.scopes,
  };
}

export class FakeSlack {
  /** Internal state, shared with the driver. Tests should prefer the methods below. */
  readonly model: SlackModel;
  readonly clock: FakeClock;
  /** Socket Mode: connections, envelopes pushed, acks received (see socket-server.ts). */
  readonly socketMode: SocketModeServer;
  #server: Server | undefined;

  private constructor(clock: FakeClock, options: StartFakeSlackOptions) {
    this.clock = clock;
    this.model = new SlackModel(clock, {
      maxMessageBlocksText: options.maxMessageBlocksText ?? 11_000,
    });
    this.socketMode = new SocketModeServer(this.model);
  }

  static async start(options: StartFakeSlackOptions = {}): Promise<FakeSlack> {
    const fake = new FakeSlack(options.clock ?? new FakeClock(), options);
    fake.#server = await listen(fake.model, options.port ?? 0);
    fake.socketMode.attach(fake.#server);
    return fake;
  }

  /** `http://127.0.0.1:<port>` */
  get url(): string {
    return this.model.origin;
  }

  /** `http://127.0.0.1:<port>/api/` — give it to WebClient / Bolt as `slackApiUrl`. */
  get apiUrl(): string {
    return `${this.model.origin}/api/`;
  }

  async close(): Promise<void> {
    if (!this.#server) return;
    await this.socketMode.close();
    await close(this.#server);
    this.#server = undefined;
  }

  // ---- workspace set-up ------------------------------------------------------------------

  get app(): Readonly<AppConfig> {
    return this.model.app;
  }

  configureApp(input: ConfigureAppInput): Readonly<AppConfig> {
    Object.assign(
      this.model.app,
      Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    );
    return this.model.app;
  }

  addEnterprise(input: { name: string; id?: string; domain?: string }): EnterpriseRecord {
    const enterprise: EnterpriseRecord = {
      id: input.id ?? this.model.ids.id('E'),
      name: input.name,
      domain: input.domain ?? slug(input.name),
    };
    this.model.enterprises.set(enterprise.id, enterprise);
    return enterprise;
  }

  addTeam(input: {
    name: string;
    id?: string;
    domain?: string;
    enterpriseId?: string;
  }): TeamRecord {
    if (input.enterpriseId && !this.model.enterprises.has(input.enterpriseId)) {
      throw new Error(`fake-slack: unknown enterprise ${input.enterpriseId}`);
    }
    const team: TeamRecord = {
      id: input.id ?? this.model.ids.id('T'),
      name: input.name,
      domain: input.domain ?? slug(input.name),
      ...(input.enterpriseId ? { enterpriseId: input.enterpriseId } : {}),
    };
    this.model.teams.set(team.id, team);
    return team;
  }

  addUser(input: AddUserInput): UserRecord {
    this.model.team(input.teamId);
    const tz = input.tz ?? 'Europe/Bucharest';
    const zone = TIME_ZONES[tz];
    if (!zone && input.tzOffset === undefined) {
      throw new Error(`fake-slack: unknown tz ${tz}; pass tzOffset and tzLabel`);
    }
    const user: UserRecord = {
      id: input.id ?? this.model.ids.id('U'),
      teamId: input.teamId,
      name: input.name,
      real_name: input.realName ?? input.name,
      display_name: input.displayName ?? input.name,
      email: input.email ?? `${input.name}@${this.model.team(input.teamId).domain}.example`,
      is_admin: input.isAdmin ?? input.isOwner ?? false,
      is_owner: input.isOwner ?? false,
      is_primary_owner: input.isPrimaryOwner ?? false,
      is_org_admin: input.isOrgAdmin ?? input.isOrgOwner ?? false,
      is_org_owner: input.isOrgOwner ?? false,
      is_bot: false,
      is_restricted: input.isRestricted ?? false,
      deleted: input.deleted ?? false,
      tz,
      tz_label: input.tzLabel ?? zone?.label ?? tz,
      tz_offset: input.tzOffset ?? zone?.offset ?? 0,
      locale: input.locale ?? 'en-US',
      ...(input.slackConnectHost ? { hostTeamId: this.model.team(input.slackConnectHost).id } : {}),
      ...(input.profileHidden ? { profileHidden: true } : {}),
    };
    this.model.users.set(user.id, user);
    return user;
  }

  addChannel(input: AddChannelInput): ChannelRecord {
    this.model.team(input.teamId);
    const isPrivate = input.isPrivate ?? false;
    const members = new Set(input.members ?? []);
    if (input.withBot) {
      const inst = this.model.installationForTeam(input.teamId);
      if (!inst) throw new Error(`fake-slack: withBot but no installation serves ${input.teamId}`);
      members.add(inst.botUserId);
    }
    const channel: ChannelRecord = {
      id: input.id ?? this.model.ids.id(isPrivate ? 'G' : 'C'),
      teamId: input.teamId,
      name: input.name.replace(/^#/, ''),
      isPrivate,
      isIm: false,
      members,
      created: this.clock.nowSeconds(),
      creator: input.members?.[0] ?? '',
      isArchived: input.archived ?? false,
      topic: input.topic ?? '',
      purpose: input.purpose ?? '',
      ...(input.extShared ? { isExtShared: true } : {}),
    };
    this.model.channels.set(channel.id, channel);
    return channel;
  }

  /** Adds a user (or a bot user id) to a channel. */
  addMember(channel: string, userId: string): void {
    this.findChannel(channel).members.add(userId);
  }

  removeMember(channel: string, userId: string): void {
    this.findChannel(channel).members.delete(userId);
  }

  /** Installs the app's bot into a workspace (`teamId`) or org-wide (`enterpriseId` only). */
  installBot(input: InstallBotInput): InstalledBot {
    const inst = installApp(this.model, {
      ...(input.teamId ? { teamId: input.teamId } : { enterpriseId: input.enterpriseId }),
      scopes: input.scopes ?? DEFAULT_BOT_SCOPES,
      ...(input.installerUserId ? { installerUserId: input.installerUserId } : {}),
    });
    for (const channel of input.channels ?? [])
      this.findChannel(channel).members.add(inst.botUserId);
    return botOf(inst);
  }

  /** Team "Acme" with an admin, an owner, two members, #finance, private #leadership, #general and the bot. */
  seedWorkspace(options: SeedOptions = {}): SeededWorkspace {
    return seedWorkspace(this, options);
  }

  /** The live installation serving a team, as `installBot` returns it. */
  botFor(teamId: string): InstalledBot | undefined {
    const inst = this.model.installationForTeam(teamId);
    return inst ? botOf(inst) : undefined;
  }

  /** As if `userId` clicked "Allow" on the install page; returns the `code` for oauth.v2.access. */
  authorizeInstall(input: AuthorizeInstallInput): string {
    return issueAuthCode(this.model, input).code;
  }

  /** The user GET /oauth/v2/authorize acts as when the URL names none. */
  setAuthorizingUser(userId: string | undefined): void {
    if (userId) this.model.user(userId);
    this.model.defaultAuthorizingUserId = userId;
  }

  /** `http://127.0.0.1:<port>/oauth/v2/authorize` — Bolt's `installerOptions.authorizationUrl`. */
  get authorizeUrl(): string {
    return `${this.model.origin}/oauth/v2/authorize`;
  }

  issueTriggerId(userId: string): string {
    return issueTrigger(this.model, userId).id;
  }

  issueResponseUrl(input: IssueResponseUrlInput): string {
    return issueResponseUrl(this.model, {
      channelId: this.findChannel(input.channelId).id,
      userId: input.userId,
      ...(input.teamId ? { teamId: input.teamId } : {}),
      ...(input.messageTs ? { messageTs: input.messageTs } : {}),
      messageIsEphemeral: input.ephemeral ?? false,
      kind: input.kind ?? 'commands',
    }).url;
  }

  /**
   * An app-level token (`xapp-…`, default scope connections:write) for Socket Mode: Bolt's
   * `appToken`. Only apps.connections.open takes it.
   */
  issueAppToken(input: { appId?: string; scopes?: string[] } = {}): string {
    const appId = input.appId ?? this.model.app.appId;
    const token = this.model.ids.appToken(appId);
    const scopes = input.scopes ?? ['connections:write'];
    this.model.appTokens.set(token, { token, appId, scopes, revoked: false });
    return token;
  }

  /** Later calls with this token (bot, user or app-level) answer `token_revoked`. */
  revokeToken(token: string): void {
    const appToken = this.model.appTokens.get(token);
    if (appToken) appToken.revoked = true;
    else revokeToken(this.model, token);
  }

  /** Revokes every token of the installation serving a team or org. */
  uninstall(teamOrEnterpriseId: string): void {
    uninstall(this.model, teamOrEnterpriseId);
  }

  // ---- faults ----------------------------------------------------------------------------

  /** The next `times` calls of `method` (or `*`) answer HTTP 429 with Retry-After. */
  rateLimit(method: string, options: FaultOptions & { retryAfter?: number } = {}): void {
    this.model.addFault(method, {
      kind: 'ratelimit',
      remaining: options.times ?? 1,
      retryAfter: options.retryAfter ?? 1,
    });
  }

  /** The next `times` calls of `method` are delayed by `ms` before being handled normally. */
  slow(method: string, options: FaultOptions & { ms: number }): void {
    this.model.addFault(method, { kind: 'slow', remaining: options.times ?? 1, ms: options.ms });
  }

  /** The next `times` calls of `method` answer `{ok:false, error, ...extra}`. */
  fail(
    method: string,
    options: FaultOptions & { error: string; extra?: Record<string, unknown> },
  ): void {
    this.model.addFault(method, {
      kind: 'fail',
      remaining: options.times ?? 1,
      error: options.error,
      ...(options.extra ? { extra: options.extra } : {}),
    });
  }

  clearFaults(): void {
    this.model.faults.clear();
  }

  // ---- what people see -------------------------------------------------------------------

  /** Every Web API call, in order. */
  get calls(): readonly ApiCallRecord[] {
    return this.model.calls;
  }

  callsTo(method: string): ApiCallRecord[] {
    return this.model.calls.filter((c) => c.method === method);
  }

  /**
   * Every post to a response_url, in order (a command's or click's own with `url`), with what
   * Slack made of it: posted, replaced, deleted or refused.
   */
  responsePosts(url?: string): ResponsePostRecord[] {
    return this.model.responsePosts.filter((post) => url === undefined || post.url === url);
  }

  /** Every Block Kit rejection (messages, views, response_urls, acks). Assert it stays empty. */
  get validationFailures(): readonly ValidationFailure[] {
    return this.model.validationFailures;
  }

  /** Messages in a channel (id, `#name` or `name`), oldest first, thread replies included. */
  messages(channel: string): MessageRecord[] {
    return [...(this.model.messages.get(this.findChannel(channel).id) ?? [])];
  }

  /** A person writes a message in a channel (not through the app); returns the stored message. */
  userPosts(
    userId: string,
    channel: string,
    text: string,
    options: { threadTs?: string } = {},
  ): MessageRecord {
    const target = this.findChannel(channel);
    if (!this.model.userCanSee(userId, target))
      throw new Error(`fake-slack: ${userId} cannot post in ${target.id}`);
    return postChannelMessage(
      this.model,
      target,
      { user: userId },
      { text, ...(options.threadTs ? { thread_ts: options.threadTs } : {}) },
      'user',
    );
  }

  /** A thread: the parent and its replies. */
  thread(channel: string, threadTs: string): MessageRecord[] {
    return this.messages(channel).filter((m) => m.ts === threadTs || m.thread_ts === threadTs);
  }

  /** Ephemeral messages a user got (chat.postEphemeral, response_urls, command acks), oldest first. */
  ephemerals(userId: string, channel?: string): EphemeralRecord[] {
    const channelId = channel ? this.findChannel(channel).id : undefined;
    return this.model.ephemerals.filter(
      (m) =>
        m.recipient === userId &&
        !m.deleted &&
        (channelId === undefined || m.channel === channelId),
    );
  }

  /** Messages in the user's DM with the app's bot. */
  dm(userId: string): MessageRecord[] {
    const inst = this.model.installationForUser(userId);
    if (!inst) return [];
    const channel = [...this.model.channels.values()].find(
      (c) => c.isIm && c.imUserId === userId && c.members.has(inst.botUserId),
    );
    return channel ? this.messages(channel.id) : [];
  }

  /** The DM channel id between the user and the bot (created if needed). */
  dmChannelId(userId: string): string {
    const inst = this.model.installationForUser(userId);
    if (!inst) throw new Error(`fake-slack: no installation serves ${userId}`);
    return this.model.dmChannel(userId, inst.botUserId).id;
  }

  /** The modal on top of the user's stack, or undefined when none is open. */
  topView(userId: string): ViewRecord | undefined {
    return this.model.stacks.get(userId)?.at(-1);
  }

  /** The user's modal stack, bottom first. */
  viewStack(userId: string): ViewRecord[] {
    return [...(this.model.stacks.get(userId) ?? [])];
  }

  /** The user's published home tab. */
  home(userId: string): ViewRecord | undefined {
    return this.model.homes.get(userId);
  }

  /** An agent conversation's status, title and suggested prompts (thread undefined: the conversation's own). */
  assistantThread(channel: string, threadTs?: string): AssistantThreadRecord | undefined {
    return this.model.assistantThreads.get(`${this.findChannel(channel).id}:${threadTs ?? ''}`);
  }

  /** Every preview chat.unfurl attached, oldest first (composer ones included). */
  unfurls(): UnfurlRecord[] {
    return [...this.model.unfurls];
  }

  files(): FileRecord[] {
    return [...this.model.files.values()].filter((f) => f.bytes !== undefined);
  }

  /** Messages (channel and ephemeral) sent with blocks/attachments but no fallback `text`. */
  /**
   * Starts a step execution as a workflow would (record, token, the `function_executed` event to
   * deliver) without sending it; `driver.functionExecuted` also sends it.
   */
  startFunctionExecution(input: FunctionExecutedInput) {
    return startExecution(this.model, input);
  }

  /** A workflow step execution the driver started, with how the app ended it. */
  functionExecution(id: string): FunctionExecutionRecord {
    const execution = this.model.functionExecutions.get(id);
    if (execution === undefined) throw new Error(`fake-slack: unknown execution ${id}`);
    return execution;
  }

  messagesMissingFallbackText(): MessageRecord[] {
    const all = [...this.model.messages.values()].flat();
    return [...all, ...this.model.ephemerals].filter((m) => m.fallbackTextMissing);
  }

  team(teamId: string): TeamRecord {
    return this.model.team(teamId);
  }

  user(userId: string): UserRecord {
    return this.model.user(userId);
  }

  /** A channel by id, `#name` or `name`. */
  channel(channel: string): ChannelRecord {
    return this.findChannel(channel);
  }

  private findChannel(channel: string): ChannelRecord {
    const byId = this.model.channels.get(channel);
    if (byId) return byId;
    const name = channel.replace(/^#/, '');
    const byName = [...this.model.channels.values()].find((c) => !c.isIm && c.name === name);
    if (!byName) throw new Error(`fake-slack: no channel ${channel}`);
    return byName;
  }
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'team'
  );
}
