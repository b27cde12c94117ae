/**
 * What one person sees, read from the fake Slack's model and the simulator's state: the page
 * renders this JSON and nothing else. Built on demand, so it is always the fakes' truth.
 */
import type { Simulator } from '../fakes/service/index.js';
import type { FakeSlack, MessageRecord, ViewRecord } from '../fakes/slack/index.js';
import { recentStepRuns } from './automation.js';
import type { SandboxWorkspace } from './workspace.js';

type Obj = Record<string, unknown>;

export interface SandboxSources {
  slack: FakeSlack;
  sim: Simulator;
  workspace: SandboxWorkspace;
  /** The fault mode the side panel last set. */
  enlivyMode: () => string;
  /** The person's `/enlivy language` choice sent from the page: `auto`, `en` or `ro`. */
  languageChoice: (userId: string) => string;
  /** Problems the driver met (refused acks, dispatch_failed), newest last. */
  driverErrors: ErrorEntry[];
}

export interface ErrorEntry {
  at: number;
  source: string;
  error: string;
  detail: string[];
}

const ERROR_METHODS = /^(views|chat)\./;

function viewSnapshot(view: ViewRecord | undefined): Obj | null {
  if (!view) return null;
  return {
    id: view.id,
    hash: view.hash,
    type: view.type,
    callback_id: view.callback_id,
    title: view.title ?? null,
    submit: view.submit ?? null,
    close: view.close ?? null,
    blocks: view.blocks,
    errors: view.errors ?? {},
    typed: view.typed ?? {},
    submit_disabled: view.submit_disabled,
  };
}

/** ts → the Enlivy destination whose delivery posted it (Slack's answer names the ts). */
function enlivyPosts(sim: Simulator): Map<string, Obj> {
  const posts = new Map<string, Obj>();
  for (const delivery of sim.state.deliveries.values()) {
    const ts = /"ts":"(\d+\.\d+)"/.exec(delivery.data.response ?? '')?.[1];
    if (!ts) continue;
    const destination = sim.state.destinations.get(delivery.data.organization_event_destination_id);
    posts.set(ts, {
      destination: destination?.data.name ?? delivery.data.organization_event_destination_id,
      event: delivery.data.event,
      delivery: delivery.data.id,
    });
  }
  return posts;
}

function messageSnapshot(message: MessageRecord, ephemeral: boolean, posts: Map<string, Obj>): Obj {
  return {
    ts: message.ts,
    user: message.user ?? null,
    bot: Boolean(message.bot_id),
    text: message.text,
    blocks: message.blocks ?? null,
    attachments: message.attachments ?? null,
    files: message.files ?? null,
    thread_ts: message.thread_ts ?? null,
    edited: Boolean(message.edited),
    ephemeral,
    enlivy: posts.get(message.ts) ?? null,
  };
}

function errorEntries(sources: SandboxSources): ErrorEntry[] {
  const { model } = sources.slack;
  const fromCalls = model.calls
    .filter((call) => !call.ok && ERROR_METHODS.test(call.method))
    .map((call) => {
      const failure = model.validationFailures.find(
        (f) => f.method === call.method && f.at === call.at,
      );
      return {
        at: call.at,
        source: call.method,
        error: call.error ?? `HTTP ${call.status}`,
        detail: failure?.messages ?? [],
      };
    });
  // Block Kit refusals of response_url posts and acks do not go through the Web API.
  const elsewhere = model.validationFailures
    .filter((f) => !ERROR_METHODS.test(f.method))
    .map((f) => ({ at: f.at, source: f.method, error: f.error, detail: f.messages }));
  return [...fromCalls, ...elsewhere, ...sources.driverErrors].sort((a, b) => a.at - b.at);
}

function recentDeliveries(sim: Simulator): Obj[] {
  return [...sim.state.deliveries.values()]
    .sort((a, b) => b.seq - a.seq)
    .slice(0, 8)
    .map((d) => ({
      id: d.data.id,
      event: d.data.event,
      status: d.data.status,
      destination:
        sim.state.destinations.get(d.data.organization_event_destination_id)?.data.name ??
        d.data.organization_event_destination_id,
      response: (d.data.response ?? '').slice(0, 160),
      created_at: d.data.created_at,
    }));
}

export function snapshotFor(sources: SandboxSources, userId: string): Obj {
  const { slack, workspace } = sources;
  const { model } = slack;
  const me = model.user(userId);
  const posts = enlivyPosts(sources.sim);
  const insider = me.teamId === workspace.teamId;
  const visible = workspace.channels.filter((c) => model.userCanSee(userId, c));
  const dm = insider ? model.dmChannel(userId, workspace.bot.botUserId) : undefined;
  const conversations = [...visible, ...(dm ? [dm] : [])];
  const messages: Record<string, Obj[]> = {};
  for (const channel of conversations) {
    messages[channel.id] = [
      ...slack.messages(channel.id).map((m) => messageSnapshot(m, false, posts)),
      ...slack.ephemerals(userId, channel.id).map((m) => messageSnapshot(m, true, posts)),
    ].sort((a, b) => Number(a.ts) - Number(b.ts));
  }
  return {
    me: {
      id: me.id,
      name: me.real_name,
      tz: me.tz,
      locale: me.locale,
      language: sources.languageChoice(userId),
      insider,
    },
    channels: conversations.map((c) => ({
      id: c.id,
      name: c.isIm ? 'Enlivy' : c.name,
      isPrivate: c.isPrivate,
      isIm: c.isIm,
      appIsMember: c.members.has(workspace.bot.botUserId),
      purpose: c.purpose,
    })),
    messages,
    stack: slack.viewStack(userId).map(viewSnapshot),
    home: viewSnapshot(slack.home(userId)),
    errors: errorEntries(sources),
    enlivy: { mode: sources.enlivyMode(), deliveries: recentDeliveries(sources.sim) },
    steps: recentStepRuns(slack),
  };
}

/** Names the page needs for mentions and conversation selects (every user and channel). */
export function directory(sources: SandboxSources): Obj {
  const { model } = sources.slack;
  return {
    users: Object.fromEntries(
      [...model.users.values()].map((u) => [
        u.id,
        { name: u.name, real_name: u.real_name, is_bot: u.is_bot },
      ]),
    ),
    channels: Object.fromEntries(
      [...model.channels.values()]
        .filter((c) => !c.isIm)
        .map((c) => [c.id, { name: c.name, isPrivate: c.isPrivate }]),
    ),
  };
}
