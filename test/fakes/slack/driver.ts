/**
 * Drives the app as Slack would: signed slash commands, clicks, modal submissions and
 * Events API deliveries, sent over HTTP to the app's endpoint, with acks applied to the fake.
 */
import { applyCommandAck, applySubmissionAck, type SubmissionOutcome } from './driver-acks.js';
import {
  buildClick,
  buildCommand,
  buildEvent,
  buildSubmission,
  type CommandInput,
  type EventOptions,
  installationForEvent,
  type SubmitInput,
  topModal,
} from './driver-build.js';
import type { ClickInput } from './driver-clicks.js';
import { type AckRecord, type AckResult, sendToApp } from './driver-http.js';
import { type InstallInput, type InstallResult, installThroughApp } from './driver-oauth.js';
import { actor, interactionBase } from './driver-refs.js';
import {
  type FunctionExecutedInput,
  type MessageShortcutInput,
  messageShortcutPayload,
  startExecution,
} from './driver-steps.js';
import type { FakeSlack } from './fake-slack.js';
import type { FunctionExecutionRecord } from './functions.js';
import { revokeToken, uninstall } from './installations.js';
import { issueTrigger } from './issuers.js';
import type { SlackModel } from './model.js';
import {
  type EventEnvelope,
  formEncode,
  interactivityBody,
  shortcutPayload,
  urlVerificationBody,
  viewClosedPayload,
} from './payloads.js';
import { buildStateValues, type StateValues } from './state-values.js';
import type { LinkShareRecord } from './types.js';
import { linkSharedEvent, recordLinkShare } from './unfurls.js';
import { clearStack, popView } from './view-store.js';
import { viewJson } from './wire.js';

export type { CommandInput, EventOptions, SubmitInput } from './driver-build.js';
export type { ClickInput, ClickWhere } from './driver-clicks.js';
export type { AckRecord, AckResult } from './driver-http.js';
export { ACK_DEADLINE_MS, SlackAckTimeoutError } from './driver-http.js';
export type { InstallInput, InstallResult } from './driver-oauth.js';
export type { FunctionExecutedInput, MessageShortcutInput } from './driver-steps.js';

type Obj = Record<string, unknown>;

export interface DriverOptions {
  slack: FakeSlack;
  /** The app's endpoint, e.g. `http://127.0.0.1:3000/slack/events`. */
  url: string;
  signingSecret: string;
  /** Overrides the fake app's id in payloads. */
  appId?: string;
}

export interface CommandResult extends AckResult {
  triggerId: string;
  responseUrl: string;
}

export interface SubmitResult extends AckResult {
  outcome: SubmissionOutcome;
  /** The state.values that were sent. */
  stateValues: StateValues;
}

export interface EventAck extends AckResult {
  eventId: string;
  envelope: EventEnvelope;
}

export interface LinkSharedInput {
  user: string;
  /** The conversation the links are posted in (or typed for): id, `#name` or `name`. */
  channel: string;
  urls: readonly string[];
  /** Default `conversations_history` (a posted message); `composer`: typed, not sent yet. */
  source?: 'conversations_history' | 'composer';
  /** conversations_history: the message holding the links (default: the driver posts one). */
  messageTs?: string;
  /** composer: the event names the channel instead of `COMPOSER`, Slack's documented value. */
  composerChannelShown?: boolean;
}

export interface LinkSharedAck extends EventAck {
  share: LinkShareRecord;
}

export interface RawRequest {
  body: string;
  contentType?: string;
  /** Unix seconds for the signature (default now). */
  timestampSec?: number;
  /** Sign with this secret instead of the driver's. */
  signingSecret?: string;
  /** Send this X-Slack-Signature instead of a computed one. */
  signature?: string;
  /** false = send no signature headers at all. */
  sign?: boolean;
  headers?: Record<string, string>;
  kind?: string;
}

export class Driver {
  /** Every request sent and the app's answer, in order. */
  readonly acks: AckRecord[] = [];
  readonly slack: FakeSlack;
  readonly url: string;
  readonly signingSecret: string;
  readonly #appId: string | undefined;

  constructor(options: DriverOptions) {
    this.slack = options.slack;
    this.url = options.url;
    this.signingSecret = options.signingSecret;
    this.#appId = options.appId;
  }

  private get model(): SlackModel {
    return this.slack.model;
  }

  private get appId(): string {
    return this.#appId ?? this.model.app.appId;
  }

  private async send(
    kind: string,
    payload: unknown,
    request: Omit<RawRequest, 'kind'>,
  ): Promise<AckResult> {
    const at = Date.now();
    const result = await sendToApp({
      kind,
      url: this.url,
      body: request.body,
      contentType: request.contentType ?? 'application/x-www-form-urlencoded',
      ...(request.sign === false
        ? {}
        : { signingSecret: request.signingSecret ?? this.signingSecret }),
      ...(request.timestampSec !== undefined ? { timestampSec: request.timestampSec } : {}),
      ...(request.signature !== undefined ? { signature: request.signature } : {}),
      ...(request.headers ? { headers: request.headers } : {}),
    });
    this.acks.push({ ...result, kind, payload, at });
    return result;
  }

  private sendInteraction(kind: string, payload: Obj): Promise<AckResult> {
    return this.send(kind, payload, {
      body: interactivityBody({ ...payload, api_app_id: this.appId }),
    });
  }

  /** Any body, signed (or not) as asked: for signature, replay and content-type tests. */
  raw(request: RawRequest): Promise<AckResult> {
    return this.send(request.kind ?? 'raw', request.body, request);
  }

  // ---- slash commands ------------------------------------------------------------------

  async command(input: CommandInput): Promise<CommandResult> {
    const { fields, channel, who, triggerId, responseUrl } = buildCommand(
      this.slack,
      this.appId,
      input,
    );
    const result = await this.send('command', fields, { body: formEncode({ ...fields }) });
    applyCommandAck(this.model, result, { channel, userId: who.user.id, inst: who.inst });
    return { ...result, triggerId, responseUrl };
  }

  /** A global shortcut from the shortcuts menu. */
  async shortcut(input: { user: string; callbackId: string }): Promise<AckResult> {
    const who = actor(this.model, input.user);
    const trigger = issueTrigger(this.model, who.user.id).id;
    const payload = shortcutPayload({
      ...interactionBase(this.model, who, trigger),
      callback_id: input.callbackId,
      action_ts: this.model.nextTs(),
    });
    return this.sendInteraction('shortcut', payload);
  }

  /** A message's "More actions" shortcut: `message_action` with the message and a response_url. */
  async messageShortcut(input: MessageShortcutInput): Promise<AckResult> {
    return this.sendInteraction('shortcut', messageShortcutPayload(this.model, input));
  }

  // ---- clicks --------------------------------------------------------------------------

  /** Uses an element the user can see; throws (listing visible action_ids) when it is not on screen. */
  async click(input: ClickInput): Promise<AckResult> {
    return this.sendInteraction('block_actions', buildClick(this.slack, this.appId, input));
  }

  // ---- modals --------------------------------------------------------------------------

  /**
   * Submits the user's top modal with state.values built from its inputs (initial values,
   * overridden by `values`), then applies the ack as Slack would.
   */
  async submit(input: SubmitInput): Promise<SubmitResult> {
    const { payload, view, who, stateValues } = buildSubmission(this.slack, this.appId, input);
    const result = await this.sendInteraction('view_submission', payload);
    const outcome = applySubmissionAck(this.model, result, view, who.inst);
    return { ...result, outcome, stateValues };
  }

  /** The user closes the top modal (X / Cancel). Sends view_closed only if notify_on_close. */
  async closeView(input: { user: string }): Promise<AckResult | undefined> {
    const who = actor(this.model, input.user);
    const view = topModal(this.slack, who.user.id);
    const cleared = view.clear_on_close;
    if (cleared) clearStack(this.model, who.user.id);
    else popView(this.model, who.user.id);
    if (!view.notify_on_close) return undefined;
    const { trigger_id: _unused, ...base } = interactionBase(this.model, who, '');
    const payload = viewClosedPayload({
      ...base,
      view: viewJson(view, buildStateValues(view.blocks)),
      is_cleared: cleared,
    });
    return this.sendInteraction('view_closed', payload);
  }

  // ---- Events API ------------------------------------------------------------------------

  /** An Events API delivery (`event_callback`), signed, as application/json. */
  async event(inner: Obj & { type: string }, options: EventOptions = {}): Promise<EventAck> {
    const { envelope, eventId } = buildEvent(this.model, this.appId, inner, options);
    const headers: Record<string, string> = {};
    if (options.retryNum !== undefined) headers['x-slack-retry-num'] = String(options.retryNum);
    if (options.retryReason !== undefined) headers['x-slack-retry-reason'] = options.retryReason;
    const result = await this.send('event', envelope, {
      body: JSON.stringify(envelope),
      contentType: 'application/json',
      headers,
    });
    return { ...result, eventId, envelope };
  }

  /**
   * A workflow reaches one of the app's steps: Slack starts an execution (its own record and
   * token) and delivers `function_executed`. The execution records how the app ended it.
   */
  async functionExecuted(
    input: Omit<FunctionExecutedInput, 'teamId'> & { teamId?: string },
  ): Promise<EventAck & { execution: FunctionExecutionRecord }> {
    const teamId = input.teamId ?? this.model.installations.find((i) => !i.revoked)?.teamId;
    if (teamId === undefined) throw new Error('fake-slack driver: no workspace install');
    const { execution, event } = startExecution(this.model, { ...input, teamId });
    const ack = await this.event(event, { teamId });
    return { ...ack, execution };
  }

  /**
   * Someone shares links: in a posted message (`conversations_history`; the driver posts it
   * unless `messageTs` names one) or typed in the composer. Slack sends `link_shared` only for
   * links on the app's unfurl domains (manifest.yml): with none it sends nothing (undefined).
   */
  async linkShared(input: LinkSharedInput): Promise<LinkSharedAck | undefined> {
    const channel = this.slack.channel(input.channel);
    const source = input.source ?? 'conversations_history';
    const messageTs =
      source === 'composer'
        ? undefined
        : (input.messageTs ??
          this.slack.userPosts(input.user, channel.id, input.urls.map((u) => `<${u}>`).join(' '))
            .ts);
    const inst = installationForEvent(this.model, channel.teamId);
    const shared = recordLinkShare(this.model, {
      teamId: channel.teamId,
      userId: input.user,
      channel,
      urls: input.urls,
      source,
      ...(messageTs === undefined ? {} : { messageTs }),
      ...(input.composerChannelShown ? { composerChannelShown: true } : {}),
    });
    if (shared === undefined) return undefined;
    const event = linkSharedEvent(this.model, shared.share, shared.domains, inst);
    const ack = await this.event(event, { teamId: channel.teamId });
    return { ...ack, share: shared.share };
  }

  /**
   * A person writes to the app in its Messages tab (their DM with the bot): the message is stored
   * and Slack sends `message` with `channel_type: "im"` (`message.im`). `threadTs`: a reply in
   * that thread of the conversation.
   */
  async directMessage(input: {
    user: string;
    text: string;
    threadTs?: string;
  }): Promise<EventAck & { ts: string; channel: string }> {
    const channel = this.slack.dmChannelId(input.user);
    const thread = input.threadTs === undefined ? {} : { thread_ts: input.threadTs };
    const posted = this.slack.userPosts(input.user, channel, input.text, {
      ...(input.threadTs === undefined ? {} : { threadTs: input.threadTs }),
    });
    const ack = await this.event({
      type: 'message',
      channel,
      channel_type: 'im',
      user: input.user,
      text: input.text,
      ts: posted.ts,
      event_ts: posted.ts,
      ...thread,
    });
    return { ...ack, ts: posted.ts, channel };
  }

  /**
   * A person mentions the app in a channel (`@enlivy which deliveries failed?`): the message
   * (`<@BOT> text`) is stored and Slack sends `app_mention`.
   */
  async mention(input: {
    user: string;
    channel: string;
    text: string;
    threadTs?: string;
  }): Promise<EventAck & { ts: string; channel: string }> {
    const channel = this.slack.channel(input.channel).id;
    const text = `<@${actor(this.model, input.user).inst.botUserId}> ${input.text}`;
    const posted = this.slack.userPosts(input.user, channel, text, {
      ...(input.threadTs === undefined ? {} : { threadTs: input.threadTs }),
    });
    const ack = await this.event({
      type: 'app_mention',
      channel,
      user: input.user,
      text,
      ts: posted.ts,
      event_ts: posted.ts,
      ...(input.threadTs === undefined ? {} : { thread_ts: input.threadTs }),
    });
    return { ...ack, ts: posted.ts, channel };
  }

  /** Redelivers an event: a freshly signed request with the same event_id and retry headers. */
  async retryEvent(
    previous: EventAck,
    retryNum = 1,
    retryReason = 'http_timeout',
  ): Promise<EventAck> {
    const headers = { 'x-slack-retry-num': String(retryNum), 'x-slack-retry-reason': retryReason };
    const result = await this.send('event', previous.envelope, {
      body: JSON.stringify(previous.envelope),
      contentType: 'application/json',
      headers,
    });
    return { ...result, eventId: previous.eventId, envelope: previous.envelope };
  }

  /** The user opens the app's Home (or Messages) tab. */
  appHomeOpened(userId: string, options: { tab?: 'home' | 'messages' } = {}): Promise<EventAck> {
    const who = actor(this.model, userId);
    const dm = this.model.dmChannel(userId, who.inst.botUserId);
    const home = this.slack.home(userId);
    return this.event({
      type: 'app_home_opened',
      user: userId,
      channel: dm.id,
      tab: options.tab ?? 'home',
      ...(home && (options.tab ?? 'home') === 'home' ? { view: viewJson(home) } : {}),
    });
  }

  /**
   * The app is uninstalled from a team (or org): Slack sends tokens_revoked (unless
   * `tokensRevokedEvent: false`), revokes every token, then sends app_uninstalled.
   */
  async appUninstalled(
    teamId: string,
    options: { tokensRevokedEvent?: boolean } = {},
  ): Promise<EventAck> {
    if (options.tokensRevokedEvent ?? true) await this.tokensRevoked(teamId);
    const inst = this.model.installationForTeam(teamId);
    if (inst) uninstall(this.model, inst.teamId ?? String(inst.enterpriseId));
    return this.event({ type: 'app_uninstalled' }, { teamId });
  }

  /** Revokes tokens (default: the bot's, and the installer's user token if any) and sends tokens_revoked. */
  async tokensRevoked(
    teamId: string,
    tokens?: { bot?: string[]; oauth?: string[] },
  ): Promise<EventAck> {
    const inst = installationForEvent(this.model, teamId);
    const bot = tokens?.bot ?? [inst.botUserId];
    const oauth =
      tokens?.oauth ?? (inst.userToken && inst.installerUserId ? [inst.installerUserId] : []);
    for (const record of this.model.tokens.values()) {
      if (record.installation !== inst || record.revoked) continue;
      const hit =
        record.kind === 'bot' ? bot.includes(record.userId) : oauth.includes(record.userId);
      if (hit) revokeToken(this.model, record.token);
    }
    return this.event(
      {
        type: 'tokens_revoked',
        tokens: { ...(oauth.length ? { oauth } : {}), ...(bot.length ? { bot } : {}) },
      },
      { teamId },
    );
  }

  /**
   * Installs the app through its own install page as `user` would in a browser (state cookie
   * replayed). The app's authorize URL must be the fake's `authorizeUrl`.
   */
  install(input: InstallInput): Promise<InstallResult> {
    return installThroughApp(this.slack, this.url, input);
  }

  /** Request URL verification; the app must echo the challenge (after checking the signature). */
  urlVerification(challenge: string): Promise<AckResult> {
    const body = urlVerificationBody(challenge, this.model.app.verificationToken);
    return this.send('url_verification', body, {
      body: JSON.stringify(body),
      contentType: 'application/json',
    });
  }

  /** Slack's unsigned `ssl_check=1` form post. */
  sslCheck(): Promise<AckResult> {
    const fields = { ssl_check: '1', token: this.model.app.verificationToken };
    return this.send('ssl_check', fields, { body: formEncode(fields), sign: false });
  }
}

export function createDriver(options: DriverOptions): Driver {
  return new Driver(options);
}
