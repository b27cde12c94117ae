/**
 * What Slack sends for a slash command, a click, a modal submission or an event, built from the
 * fake's state. Both drivers use these: HTTP (signed requests) and Socket Mode (envelopes).
 */
import {
  actionFor,
  type ClickInput,
  channelName,
  isObj,
  locateElement,
  surfacesFor,
} from './driver-clicks.js';
import { type Actor, actor, interactionBase } from './driver-refs.js';
import type { FakeSlack } from './fake-slack.js';
import type { LocatedElement } from './find-element.js';
import { issueResponseUrl, issueTrigger } from './issuers.js';
import type { SlackModel } from './model.js';
import {
  type BlockActionsPayload,
  blockActionsPayload,
  type EventEnvelope,
  eventEnvelope,
  type SlashCommandFields,
  slashCommand,
  type ViewSubmissionPayload,
  viewSubmissionPayload,
} from './payloads.js';
import {
  buildStateValues,
  clientSideRefusals,
  type InputValues,
  mergeTyping,
  type StateValues,
} from './state-values.js';
import type { ChannelRecord, InstallationRecord, MessageRecord, ViewRecord } from './types.js';
import { messageJson, viewJson } from './wire.js';

type Obj = Record<string, unknown>;

export interface CommandInput {
  user: string;
  /** Channel id, `#name` or `name`; default: the user's DM with the app. */
  channel?: string;
  text?: string;
  command?: string;
}

export interface SubmitInput {
  user: string;
  values?: InputValues;
}

export interface EventOptions {
  teamId?: string;
  enterpriseId?: string;
  retryNum?: number;
  retryReason?: string;
  /** Reuse an event_id (retries carry the same one). */
  eventId?: string;
}

export interface BuiltCommand {
  fields: SlashCommandFields;
  channel: ChannelRecord;
  who: Actor;
  triggerId: string;
  responseUrl: string;
}

/** The slash command's fields, with a fresh trigger_id and response_url from the fake. */
export function buildCommand(slack: FakeSlack, appId: string, input: CommandInput): BuiltCommand {
  const model = slack.model;
  const who = actor(model, input.user);
  const channel = input.channel
    ? slack.channel(input.channel)
    : model.dmChannel(who.user.id, who.inst.botUserId);
  if (!model.userCanSee(who.user.id, channel)) {
    throw new Error(
      `fake-slack driver: ${who.user.id} cannot see ${channel.id} to type a command there`,
    );
  }
  const team = model.team(model.actingTeamId(who.user));
  const enterprise = team.enterpriseId ? model.enterprises.get(team.enterpriseId) : undefined;
  const triggerId = issueTrigger(model, who.user.id).id;
  const responseUrl = issueResponseUrl(model, {
    channelId: channel.id,
    userId: who.user.id,
    kind: 'commands',
  }).url;
  const fields = slashCommand({
    token: model.app.verificationToken,
    team_id: team.id,
    team_domain: team.domain,
    ...(enterprise ? { enterprise_id: enterprise.id, enterprise_name: enterprise.name } : {}),
    channel_id: channel.id,
    channel_name: channelName(channel),
    user_id: who.user.id,
    user_name: who.user.name,
    command: input.command ?? '/enlivy',
    text: escapeTypedText(input.text ?? ''),
    api_app_id: appId,
    is_enterprise_install: who.isEnterpriseInstall ? 'true' : 'false',
    response_url: responseUrl,
    trigger_id: triggerId,
  });
  return { fields, channel, who, triggerId, responseUrl };
}

/** Mentions, channel links and special mentions as Slack writes them into command text. */
const SLACK_SEQUENCE = /(<[@#!][^<>\s]*>)/;

/**
 * What Slack does to typed command text: `&`, `<` and `>` become `&amp;`, `&lt;` and `&gt;`;
 * the mentions Slack itself inserted (`<@U1|ana>`, `<#C1|finance>`) stay as they are.
 */
export function escapeTypedText(text: string): string {
  return text
    .split(SLACK_SEQUENCE)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    )
    .join('');
}

/** The value a select, picker or checkbox now holds after the click; none for buttons. */
function pickedValue(located: LocatedElement, input: ClickInput): unknown {
  const type = String(located.element.type);
  if (type === 'button' || type === 'overflow' || type.endsWith('_button')) return undefined;
  if (type.includes('external') && input.option !== undefined) {
    return type.startsWith('multi_') ? [input.option] : input.option;
  }
  return input.value;
}

/** The block_actions payload for using an element the user can see (throws when it is not on screen). */
export function buildClick(
  slack: FakeSlack,
  appId: string,
  input: ClickInput,
): BlockActionsPayload {
  const model = slack.model;
  const who = actor(model, input.user);
  const { surface, located } = locateElement(input, surfacesFor(slack, who, input.in));
  const action = actionFor(model, located, input) as BlockActionsPayload['actions'][number];
  const triggerId = issueTrigger(model, who.user.id).id;
  const base = { ...interactionBase(model, who, triggerId), api_app_id: appId };
  if (surface.view) {
    const view = surface.view;
    const typed = mergeTyping(view.blocks, view.typed, input.values);
    const picked = pickedValue(located, input);
    if (picked !== undefined) {
      typed[located.blockId] = { ...typed[located.blockId], [located.element.action_id]: picked };
    }
    view.typed = typed;
    const state = buildStateValues(view.blocks, typed);
    return blockActionsPayload({
      ...base,
      container: { type: 'view', view_id: surface.view.id },
      view: viewJson(view, state),
      actions: [action],
    });
  }
  const state = buildStateValues(surface.blocks, input.values);
  const message = surface.message as MessageRecord;
  const channel = surface.channel as ChannelRecord;
  const responseUrl = issueResponseUrl(model, {
    channelId: channel.id,
    userId: who.user.id,
    messageTs: message.ts,
    messageIsEphemeral: surface.ephemeral ?? false,
    kind: 'actions',
  }).url;
  return blockActionsPayload({
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
    actions: [action],
  });
}

export interface BuiltSubmission {
  payload: ViewSubmissionPayload;
  view: ViewRecord;
  who: Actor;
  stateValues: StateValues;
}

export function topModal(slack: FakeSlack, userId: string): ViewRecord {
  const top = slack.topView(userId);
  if (!top) throw new Error(`fake-slack driver: ${userId} has no modal open`);
  return top;
}

/**
 * The view_submission payload for the user's top modal, with state.values built from its inputs
 * (initial values, overridden by `values`). Throws where Slack's client would not submit.
 */
export function buildSubmission(
  slack: FakeSlack,
  appId: string,
  input: SubmitInput,
): BuiltSubmission {
  const model = slack.model;
  const who = actor(model, input.user);
  const view = topModal(slack, who.user.id);
  if (view.submit === undefined || view.submit === null) {
    throw new Error(`fake-slack driver: view ${view.callback_id || view.id} has no submit button`);
  }
  if (view.submit_disabled) throw new Error('fake-slack driver: the submit button is disabled');
  const stateValues = buildStateValues(
    view.blocks,
    mergeTyping(view.blocks, view.typed, input.values),
  );
  const refusals = clientSideRefusals(view.blocks, stateValues);
  if (refusals.length > 0) {
    throw new Error(`fake-slack driver: Slack would not submit: ${refusals.join('; ')}`);
  }
  const responseUrls = responseUrlsFor(model, view, stateValues, who.user.id);
  const triggerId = issueTrigger(model, who.user.id).id;
  const payload = viewSubmissionPayload({
    ...interactionBase(model, who, triggerId),
    api_app_id: appId,
    view: viewJson(view, stateValues),
    response_urls: responseUrls,
  });
  return { payload, view, who, stateValues };
}

function responseUrlsFor(
  model: SlackModel,
  view: ViewRecord,
  state: StateValues,
  userId: string,
): Obj[] {
  const out: Obj[] = [];
  for (const block of view.blocks) {
    if (!isObj(block) || block.type !== 'input' || !isObj(block.element)) continue;
    if (block.element.response_url_enabled !== true) continue;
    const blockId = String(block.block_id);
    const actionId = String(block.element.action_id);
    const value = state[blockId]?.[actionId];
    const channelId = value?.selected_conversation ?? value?.selected_channel;
    if (typeof channelId !== 'string') continue;
    const url = issueResponseUrl(model, { channelId, userId, kind: 'actions' }).url;
    out.push({ block_id: blockId, action_id: actionId, channel_id: channelId, response_url: url });
  }
  return out;
}

export function teamForEvent(model: SlackModel, inner: Obj, options: EventOptions): string {
  if (options.teamId) return options.teamId;
  if (typeof inner.user === 'string') {
    const user = model.users.get(inner.user);
    if (user) return user.teamId;
  }
  if (typeof inner.channel === 'string') {
    const channel = model.channels.get(inner.channel);
    if (channel) return channel.teamId;
  }
  const teams = [...model.teams.keys()];
  if (teams.length === 1 && teams[0]) return teams[0];
  throw new Error('fake-slack driver: cannot tell which team the event is for; pass { teamId }');
}

export function installationForEvent(model: SlackModel, teamId: string): InstallationRecord {
  const inst =
    model.installationForTeam(teamId) ??
    [...model.installations].reverse().find((i) => model.reachesTeam(i, teamId));
  if (!inst) throw new Error(`fake-slack driver: the app was never installed in ${teamId}`);
  return inst;
}

/** The `event_callback` envelope of an Events API delivery. */
export function buildEvent(
  model: SlackModel,
  appId: string,
  inner: Obj & { type: string },
  options: EventOptions = {},
): { envelope: EventEnvelope; eventId: string } {
  const teamId = teamForEvent(model, inner, options);
  const inst = installationForEvent(model, teamId);
  const enterpriseId = options.enterpriseId ?? model.teams.get(teamId)?.enterpriseId;
  const eventId = options.eventId ?? `Ev${model.ids.id('').slice(1)}`;
  const envelope = eventEnvelope(
    { ...inner, event_ts: typeof inner.event_ts === 'string' ? inner.event_ts : model.nextTs() },
    {
      token: model.app.verificationToken,
      team_id: teamId,
      ...(enterpriseId ? { enterprise_id: enterpriseId } : {}),
      context_team_id: teamId,
      context_enterprise_id: enterpriseId ?? null,
      api_app_id: appId,
      event_id: eventId,
      event_time: model.clock.nowSeconds(),
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
  return { envelope, eventId };
}
