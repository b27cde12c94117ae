/**
 * Drives the app as Slack would: signed slash commands, clicks, modal submissions and
 * Events API deliveries, sent over HTTP to the app's endpoint, with acks applied to the fake.
 */
import { applyCommandAck, applySubmissionAck, type SubmissionOutcome } from './driver-acks.js';
import {
  actionFor,
  type ClickInput,
  channelName,
  isObj,
  locateElement,
  surfacesFor,
} from './driver-clicks.js';
import { type AckRecord, type AckResult, sendToApp } from './driver-http.js';
import { type InstallInput, type InstallResult, installThroughApp } from './driver-oauth.js';
import { actor, interactionBase } from './driver-refs.js';
import type { FakeSlack } from './fake-slack.js';
import { revokeToken, uninstall } from './installations.js';
import { issueResponseUrl, issueTrigger } from './issuers.js';
import type { SlackModel } from './model.js';
import {
  type BlockActionsPayload,
  blockActionsPayload,
  type EventEnvelope,
  eventEnvelope,
  formEncode,
  interactivityBody,
  shortcutPayload,
  slashCommand,
  urlVerificationBody,
  viewClosedPayload,
  viewSubmissionPayload,
} from './payloads.js';
import {
  buildStateValues,
  clientSideRefusals,
  type InputValues,
  type StateValues,
} from './state-values.js';
import type { ChannelRecord, InstallationRecord, MessageRecord, ViewRecord } from './types.js';
import { clearStack, popView } from './view-store.js';
import { messageJson, viewJson } from './wire.js';

export type { ClickInput, ClickWhere } from './driver-clicks.js';
export type { AckRecord, AckResult } from './driver-http.js';
export { ACK_DEADLINE_MS, SlackAckTimeoutError } from './driver-http.js';
export type { InstallInput, InstallResult } from './driver-oauth.js';

type Obj = Record<string, unknown>;

export interface DriverOptions {
  slack: FakeSlack;
  /** The app's endpoint, e.g. `http://127.0.0.1:3000/slack/events`. */
  url: string;
  signingSecret: string;
  /** Overrides the fake app's id in payloads. */
  appId?: string;
}

export interface CommandInput {
  user: string;
  /** Channel id, `#name` or `name`; default: the user's DM with the app. */
  channel?: string;
  text?: string;
  command?: string;
}

export interface CommandResult extends AckResult {
  triggerId: string;
  responseUrl: string;
}

export interface SubmitInput {
  user: string;
  values?: InputValues;
}

export interface SubmitResult extends AckResult {
  outcome: SubmissionOutcome;
  /** The state.values that were sent. */
  stateValues: StateValues;
}

export interface EventOptions {
  teamId?: string;
  enterpriseId?: string;
  retryNum?: number;
  retryReason?: string;
  /** Reuse an event_id (retries carry the same one). */
  eventId?: string;
}

export interface EventAck extends AckResult {
  eventId: string;
  envelope: EventEnvelope;
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
    const who = actor(this.model, input.user);
    const channel = input.channel
      ? this.slack.channel(input.channel)
      : this.model.dmChannel(who.user.id, who.inst.botUserId);
    if (!this.model.userCanSee(who.user.id, channel)) {
      throw new Error(
        `fake-slack driver: ${who.user.id} cannot see ${channel.id} to type a command there`,
      );
    }
    const team = this.model.team(who.user.teamId);
    const enterprise = team.enterpriseId
      ? this.model.enterprises.get(team.enterpriseId)
      : undefined;
    const triggerId = issueTrigger(this.model, who.user.id).id;
    const responseUrl = issueResponseUrl(this.model, {
      channelId: channel.id,
      userId: who.user.id,
      kind: 'commands',
    }).url;
    const fields = slashCommand({
      token: this.model.app.verificationToken,
      team_id: team.id,
      team_domain: team.domain,
      ...(enterprise ? { enterprise_id: enterprise.id, enterprise_name: enterprise.name } : {}),
      channel_id: channel.id,
      channel_name: channelName(channel),
      user_id: who.user.id,
      user_name: who.user.name,
      command: input.command ?? '/enlivy',
      text: input.text ?? '',
      api_app_id: this.appId,
      is_enterprise_install: who.isEnterpriseInstall ? 'true' : 'false',
      response_url: responseUrl,
      trigger_id: triggerId,
    });
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

  // ---- clicks --------------------------------------------------------------------------

  /** Uses an element the user can see; throws (listing visible action_ids) when it is not on screen. */
  async click(input: ClickInput): Promise<AckResult> {
    const who = actor(this.model, input.user);
    const { surface, located } = locateElement(input, surfacesFor(this.slack, who, input.in));
    const action = actionFor(this.model, located, input);
    const triggerId = issueTrigger(this.model, who.user.id).id;
    const base = interactionBase(this.model, who, triggerId);
    const state = buildStateValues(surface.blocks, input.values);
    let payload: BlockActionsPayload;
    if (surface.view) {
      payload = blockActionsPayload({
        ...base,
        container: { type: 'view', view_id: surface.view.id },
        view: viewJson(surface.view, state),
        actions: [action as BlockActionsPayload['actions'][number]],
      });
    } else {
      const message = surface.message as MessageRecord;
      const channel = surface.channel as ChannelRecord;
      const responseUrl = issueResponseUrl(this.model, {
        channelId: channel.id,
        userId: who.user.id,
        messageTs: message.ts,
        messageIsEphemeral: surface.ephemeral ?? false,
        kind: 'actions',
      }).url;
      payload = blockActionsPayload({
        ...base,
        container: {
          type: 'message',
          message_ts: message.ts,
          channel_id: channel.id,
          is_ephemeral: surface.ephemeral ?? false,
        },
        channel: { id: channel.id, name: channelName(channel) },
        ...(surface.ephemeral ? {} : { message: messageJson(message) }),
        response_url: responseUrl,
        state: { values: state },
        actions: [action as BlockActionsPayload['actions'][number]],
      });
    }
    return this.sendInteraction('block_actions', payload);
  }

  // ---- modals --------------------------------------------------------------------------

  private topModal(userId: string): ViewRecord {
    const top = this.slack.topView(userId);
    if (!top) throw new Error(`fake-slack driver: ${userId} has no modal open`);
    return top;
  }

  /**
   * Submits the user's top modal with state.values built from its inputs (initial values,
   * overridden by `values`), then applies the ack as Slack would.
   */
  async submit(input: SubmitInput): Promise<SubmitResult> {
    const who = actor(this.model, input.user);
    const view = this.topModal(who.user.id);
    if (view.submit === undefined || view.submit === null) {
      throw new Error(
        `fake-slack driver: view ${view.callback_id || view.id} has no submit button`,
      );
    }
    if (view.submit_disabled) throw new Error('fake-slack driver: the submit button is disabled');
    const stateValues = buildStateValues(view.blocks, input.values);
    const refusals = clientSideRefusals(view.blocks, stateValues);
    if (refusals.length > 0) {
      throw new Error(`fake-slack driver: Slack would not submit: ${refusals.join('; ')}`);
    }
    const responseUrls = this.responseUrlsFor(view, stateValues, who.user.id);
    const triggerId = issueTrigger(this.model, who.user.id).id;
    const payload = viewSubmissionPayload({
      ...interactionBase(this.model, who, triggerId),
      view: viewJson(view, stateValues),
      response_urls: responseUrls,
    });
    const result = await this.sendInteraction('view_submission', payload);
    const outcome = applySubmissionAck(this.model, result, view, who.inst);
    return { ...result, outcome, stateValues };
  }

  private responseUrlsFor(view: ViewRecord, state: StateValues, userId: string): Obj[] {
    const out: Obj[] = [];
    for (const block of view.blocks) {
      if (!isObj(block) || block.type !== 'input' || !isObj(block.element)) continue;
      if (block.element.response_url_enabled !== true) continue;
      const blockId = String(block.block_id);
      const actionId = String(block.element.action_id);
      const value = state[blockId]?.[actionId];
      const channelId = value?.selected_conversation ?? value?.selected_channel;
      if (typeof channelId !== 'string') continue;
      const url = issueResponseUrl(this.model, { channelId, userId, kind: 'actions' }).url;
      out.push({
        block_id: blockId,
        action_id: actionId,
        channel_id: channelId,
        response_url: url,
      });
    }
    return out;
  }

  /** The user closes the top modal (X / Cancel). Sends view_closed only if notify_on_close. */
  async closeView(input: { user: string }): Promise<AckResult | undefined> {
    const who = actor(this.model, input.user);
    const view = this.topModal(who.user.id);
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

  private teamForEvent(inner: Obj, options: EventOptions): string {
    if (options.teamId) return options.teamId;
    if (typeof inner.user === 'string') {
      const user = this.model.users.get(inner.user);
      if (user) return user.teamId;
    }
    if (typeof inner.channel === 'string') {
      const channel = this.model.channels.get(inner.channel);
      if (channel) return channel.teamId;
    }
    const teams = [...this.model.teams.keys()];
    if (teams.length === 1 && teams[0]) return teams[0];
    throw new Error('fake-slack driver: cannot tell which team the event is for; pass { teamId }');
  }

  private installationForEvent(teamId: string): InstallationRecord {
    const inst =
      this.model.installationForTeam(teamId) ??
      [...this.model.installations].reverse().find((i) => this.model.reachesTeam(i, teamId));
    if (!inst) throw new Error(`fake-slack driver: the app was never installed in ${teamId}`);
    return inst;
  }

  /** An Events API delivery (`event_callback`), signed, as application/json. */
  async event(inner: Obj & { type: string }, options: EventOptions = {}): Promise<EventAck> {
    const teamId = this.teamForEvent(inner, options);
    const inst = this.installationForEvent(teamId);
    const enterpriseId = options.enterpriseId ?? this.model.teams.get(teamId)?.enterpriseId;
    const eventId = options.eventId ?? `Ev${this.model.ids.id('').slice(1)}`;
    const envelope = eventEnvelope(
      {
        ...inner,
        event_ts: typeof inner.event_ts === 'string' ? inner.event_ts : this.model.nextTs(),
      },
      {
        token: this.model.app.verificationToken,
        team_id: teamId,
        ...(enterpriseId ? { enterprise_id: enterpriseId } : {}),
        context_team_id: teamId,
        context_enterprise_id: enterpriseId ?? null,
        api_app_id: this.appId,
        event_id: eventId,
        event_time: this.model.clock.nowSeconds(),
        authorizations: [
          {
            enterprise_id: enterpriseId ?? null,
            team_id: inst.isEnterpriseInstall ? null : teamId,
            user_id: inst.botUserId,
            is_bot: true,
            is_enterprise_install: inst.isEnterpriseInstall,
          },
        ],
      },
    );
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
    const inst = this.installationForEvent(teamId);
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
