/** The fake workspace: every record the Web API, the response_url endpoints and the driver share. */
import type { FakeClock } from './clock.js';
import type { FunctionDefinition, FunctionExecutionRecord } from './functions.js';
import { IdGenerator } from './ids.js';
import type {
  ApiCallRecord,
  AppConfig,
  AppTokenRecord,
  AssistantThreadRecord,
  AuthCodeRecord,
  ChannelRecord,
  EnterpriseRecord,
  EphemeralRecord,
  FileRecord,
  InstallationRecord,
  LinkShareRecord,
  MessageRecord,
  ResponsePostRecord,
  ResponseUrlRecord,
  SocketTicketRecord,
  TeamRecord,
  TokenRecord,
  TriggerRecord,
  UnfurlRecord,
  UserRecord,
  ValidationFailure,
  ViewRecord,
} from './types.js';

export interface Fault {
  kind: 'ratelimit' | 'slow' | 'fail';
  remaining: number;
  retryAfter?: number;
  ms?: number;
  error?: string;
  extra?: Record<string, unknown>;
}

export interface ModelOptions {
  /** Characters of block text above which chat.* answers msg_blocks_too_long. */
  maxMessageBlocksText: number;
}

export class SlackModel {
  readonly ids = new IdGenerator();
  /** Set once the HTTP server listens: `http://127.0.0.1:<port>`. */
  origin = '';

  app: AppConfig;
  readonly enterprises = new Map<string, EnterpriseRecord>();
  readonly teams = new Map<string, TeamRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly installations: InstallationRecord[] = [];
  readonly tokens = new Map<string, TokenRecord>();
  /** App-level tokens (`xapp-…`), kept apart: they only open Socket Mode connections. */
  readonly appTokens = new Map<string, AppTokenRecord>();
  readonly socketTickets = new Map<string, SocketTicketRecord>();
  /** Channel id → messages (thread replies included), oldest first. */
  readonly messages = new Map<string, MessageRecord[]>();
  readonly ephemerals: EphemeralRecord[] = [];
  /** User id → modal stack, bottom first. */
  readonly stacks = new Map<string, ViewRecord[]>();
  /** User id → published home view. */
  readonly homes = new Map<string, ViewRecord>();
  readonly files = new Map<string, FileRecord>();
  readonly triggers = new Map<string, TriggerRecord>();
  readonly responseUrls = new Map<string, ResponseUrlRecord>();
  readonly authCodes = new Map<string, AuthCodeRecord>();
  readonly faults = new Map<string, Fault[]>();
  readonly calls: ApiCallRecord[] = [];
  readonly validationFailures: ValidationFailure[] = [];
  readonly responsePosts: ResponsePostRecord[] = [];
  /** Every `link_shared` the driver sent, by unfurl_id. */
  readonly linkShares = new Map<string, LinkShareRecord>();
  /** Every preview chat.unfurl accepted, in order. */
  readonly unfurls: UnfurlRecord[] = [];
  /** Status, title and suggested prompts of agent conversations, by `channel:thread_ts`. */
  readonly assistantThreads = new Map<string, AssistantThreadRecord>();
  /** The app's `features.unfurl_domains` (manifest.yml), read on first use. */
  unfurlDomains: string[] | undefined;
  /** Workflow Builder step executions by function_execution_id. */
  readonly functionExecutions = new Map<string, FunctionExecutionRecord>();
  /** The app's function definitions (manifest.yml's `functions`), read on first use. */
  functionDefinitions: Record<string, FunctionDefinition> | undefined;
  /** The user who "clicks Allow" on GET /oauth/v2/authorize when the URL names none. */
  defaultAuthorizingUserId: string | undefined;

  constructor(
    readonly clock: FakeClock,
    readonly options: ModelOptions,
  ) {
    this.app = {
      appId: this.ids.id('A'),
      clientId: `${Date.now()}.${Math.floor(Math.random() * 1e12)}`,
      clientSecret: this.ids.secret(),
      verificationToken: this.ids.secret(12),
      homeTabEnabled: true,
      redirectUrls: [],
    };
  }

  now(): number {
    return this.clock.now();
  }

  nextTs(): string {
    return this.ids.ts(this.now());
  }

  // ---- lookups ---------------------------------------------------------------------------

  team(teamId: string): TeamRecord {
    const team = this.teams.get(teamId);
    if (!team) throw new Error(`fake-slack: unknown team ${teamId}`);
    return team;
  }

  user(userId: string): UserRecord {
    const user = this.users.get(userId);
    if (!user) throw new Error(`fake-slack: unknown user ${userId}`);
    return user;
  }

  channel(channelId: string): ChannelRecord {
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`fake-slack: unknown channel ${channelId}`);
    return channel;
  }

  /** Team ids an installation reaches: its team, or every team of the enterprise for an org install. */
  teamsOf(inst: InstallationRecord): string[] {
    if (inst.teamId) return [inst.teamId];
    return [...this.teams.values()]
      .filter((t) => t.enterpriseId !== undefined && t.enterpriseId === inst.enterpriseId)
      .map((t) => t.id);
  }

  reachesTeam(inst: InstallationRecord, teamId: string): boolean {
    return this.teamsOf(inst).includes(teamId);
  }

  /** The live installation of the app serving a team (a workspace install wins over an org install). */
  installationForTeam(teamId: string): InstallationRecord | undefined {
    const live = this.installations.filter((i) => !i.revoked);
    const direct = live.find((i) => i.teamId === teamId);
    if (direct) return direct;
    const enterpriseId = this.teams.get(teamId)?.enterpriseId;
    return live.find(
      (i) => i.isEnterpriseInstall && enterpriseId && i.enterpriseId === enterpriseId,
    );
  }

  installationForUser(userId: string): InstallationRecord | undefined {
    return this.installationForTeam(this.user(userId).teamId);
  }

  /** The DM between a user and the app's bot user, created on demand. */
  dmChannel(userId: string, botUserId: string): ChannelRecord {
    for (const channel of this.channels.values()) {
      if (channel.isIm && channel.imUserId === userId && channel.members.has(botUserId))
        return channel;
    }
    const user = this.user(userId);
    const channel: ChannelRecord = {
      id: this.ids.id('D'),
      teamId: user.teamId,
      name: userId,
      isPrivate: true,
      isIm: true,
      imUserId: userId,
      members: new Set([userId, botUserId]),
      created: this.clock.nowSeconds(),
      creator: userId,
      isArchived: false,
      topic: '',
      purpose: '',
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /**
   * Resolves a `channel` argument the way Slack does: an id (`C…`, `G…`, `D…`), a public
   * channel name with or without `#`, or (where `allowUserId`) a user id meaning the bot's DM.
   * Only channels in teams the installation reaches count; private channels and DMs the bot
   * is not in are invisible (channel_not_found).
   */
  resolveChannel(
    arg: string,
    inst: InstallationRecord,
    opts: { allowUserId?: boolean } = {},
  ): ChannelRecord | undefined {
    const teams = this.teamsOf(inst);
    if (/^[UW][A-Z0-9]{2,}$/.test(arg)) {
      if (!opts.allowUserId) return undefined;
      const user = this.users.get(arg);
      if (!user || !teams.includes(user.teamId) || user.is_bot) return undefined;
      return this.dmChannel(user.id, inst.botUserId);
    }
    let channel: ChannelRecord | undefined;
    if (/^[CGD][A-Z0-9]{2,}$/.test(arg)) {
      channel = this.channels.get(arg);
    } else {
      const name = arg.replace(/^#/, '');
      channel = [...this.channels.values()].find(
        (c) => !c.isPrivate && !c.isIm && c.name === name && teams.includes(c.teamId),
      );
    }
    if (!channel || !teams.includes(channel.teamId)) return undefined;
    if ((channel.isPrivate || channel.isIm) && !channel.members.has(inst.botUserId))
      return undefined;
    return channel;
  }

  /** Can this user see the channel (public in their team, or a member)? */
  userCanSee(userId: string, channel: ChannelRecord): boolean {
    const user = this.user(userId);
    if (channel.members.has(userId)) return true;
    return !channel.isPrivate && !channel.isIm && this.sameOrg(user.teamId, channel.teamId);
  }

  /** The workspace a user acts in: their own, or for a Slack Connect user the host's. */
  actingTeamId(user: UserRecord): string {
    return user.hostTeamId ?? user.teamId;
  }

  /** An installation may look up and message its own users and Slack Connect users of its channels. */
  reachesUser(inst: InstallationRecord, user: UserRecord): boolean {
    return this.teamsOf(inst).some(
      (t) =>
        this.sameOrg(t, user.teamId) || (user.hostTeamId !== undefined && t === user.hostTeamId),
    );
  }

  sameOrg(teamA: string, teamB: string): boolean {
    if (teamA === teamB) return true;
    const a = this.teams.get(teamA)?.enterpriseId;
    return a !== undefined && a === this.teams.get(teamB)?.enterpriseId;
  }

  // ---- messages --------------------------------------------------------------------------

  channelMessages(channelId: string): MessageRecord[] {
    let list = this.messages.get(channelId);
    if (!list) {
      list = [];
      this.messages.set(channelId, list);
    }
    return list;
  }

  findMessage(channelId: string, ts: string): MessageRecord | undefined {
    return this.messages.get(channelId)?.find((m) => m.ts === ts);
  }

  findEphemeral(channelId: string, ts: string): EphemeralRecord | undefined {
    return this.ephemerals.find((m) => m.channel === channelId && m.ts === ts && !m.deleted);
  }

  // ---- views -----------------------------------------------------------------------------

  stack(userId: string): ViewRecord[] {
    let stack = this.stacks.get(userId);
    if (!stack) {
      stack = [];
      this.stacks.set(userId, stack);
    }
    return stack;
  }

  /** An open view (modal in any stack, or a published home) by id. */
  findView(viewId: string): ViewRecord | undefined {
    for (const stack of this.stacks.values()) {
      const view = stack.find((v) => v.id === viewId);
      if (view) return view;
    }
    for (const home of this.homes.values()) if (home.id === viewId) return home;
    return undefined;
  }

  findViewByExternalId(teamId: string, externalId: string): ViewRecord | undefined {
    if (!externalId) return undefined;
    for (const view of this.openViews()) {
      if (view.teamId === teamId && view.external_id === externalId) return view;
    }
    return undefined;
  }

  *openViews(): Generator<ViewRecord> {
    for (const stack of this.stacks.values()) yield* stack;
    yield* this.homes.values();
  }

  // ---- faults ----------------------------------------------------------------------------

  addFault(method: string, fault: Fault): void {
    const list = this.faults.get(method) ?? [];
    list.push(fault);
    this.faults.set(method, list);
  }

  /** Consumes and returns the next fault for the method (or for `*`). */
  takeFault(method: string): Fault | undefined {
    for (const key of [method, '*']) {
      const list = this.faults.get(key);
      const fault = list?.[0];
      if (!list || !fault) continue;
      fault.remaining -= 1;
      if (fault.remaining <= 0) list.shift();
      return fault;
    }
    return undefined;
  }
}
