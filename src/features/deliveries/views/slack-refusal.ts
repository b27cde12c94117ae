import type { Delivery } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { escapeMrkdwn } from '../../../slack/blocks.js';
import { slackRefusalCode } from '../../shared/deliveries/views/excerpt.js';
import { deliveriesSay } from '../copy/index.js';

/**
 * Why Slack refused Enlivy's post, grouped by what fixes it. A Slack-type destination's delivery
 * fails at Slack with HTTP 200 and an error code in Slack's answer; the HTTP status says nothing.
 */
export type SlackRefusalKind =
  | 'notInChannel'
  | 'channelNotFound'
  | 'archived'
  | 'connection'
  | 'permission'
  | 'message'
  | 'rateLimited';

/** chat.postMessage's errors (slack-platform-notes.md), and those common to every method. */
const KINDS: Readonly<Record<string, SlackRefusalKind>> = {
  not_in_channel: 'notInChannel',
  channel_not_found: 'channelNotFound',
  is_archived: 'archived',
  not_authed: 'connection',
  invalid_auth: 'connection',
  token_revoked: 'connection',
  token_expired: 'connection',
  account_inactive: 'connection',
  missing_scope: 'permission',
  no_permission: 'permission',
  restricted_action: 'permission',
  restricted_action_read_only_channel: 'permission',
  restricted_action_thread_only_channel: 'permission',
  restricted_action_non_threadable_channel: 'permission',
  team_access_not_granted: 'permission',
  ekm_access_denied: 'permission',
  msg_too_long: 'message',
  msg_blocks_too_long: 'message',
  no_text: 'message',
  invalid_blocks: 'message',
  invalid_blocks_format: 'message',
  too_many_attachments: 'message',
  markdown_text_conflict: 'message',
  metadata_too_large: 'message',
  rate_limited: 'rateLimited',
  ratelimited: 'rateLimited',
};

/** Refusals whose fix names Enlivy's Slack app (worth finding out how Slack shows it). */
const NAMES_THE_APP: ReadonlySet<SlackRefusalKind> = new Set([
  'notInChannel',
  'channelNotFound',
  'permission',
]);

export interface SlackRefusal {
  /** Slack's error code, as Slack gave it. */
  code: string;
  /** Undefined for a code this app does not know: it is shown as it is. */
  kind?: SlackRefusalKind | undefined;
}

/** Slack's refusal of Enlivy's post, when a failed delivery is one. */
export function slackRefusalOf(delivery: Delivery): SlackRefusal | undefined {
  if (delivery.status !== 'failed') return undefined;
  const code = slackRefusalCode(delivery.response_status, delivery.response);
  if (code === undefined) return undefined;
  return { code, kind: Object.hasOwn(KINDS, code) ? KINDS[code] : undefined };
}

export function refusalNamesTheApp(refusal: SlackRefusal): boolean {
  return refusal.kind !== undefined && NAMES_THE_APP.has(refusal.kind);
}

/** "Enlivy's Slack app is not in the channel", for a code this app knows. */
function knownSummary(kind: SlackRefusalKind, t: Translator): string {
  return deliveriesSay(t)(`slack.summary.${kind}`);
}

/** "Slack: Enlivy's Slack app is not in the channel" (or Slack's code as it is): a log row's answer. */
export function slackRefusalRow(refusal: SlackRefusal, t: Translator): string {
  const say = deliveriesSay(t);
  return refusal.kind === undefined
    ? say('slack.row.unknown', { code: escapeMrkdwn(refusal.code) })
    : say('slack.row', { summary: knownSummary(refusal.kind, t) });
}

/** Why the delivery failed, in a sentence with Slack's code. */
export function slackRefusalWhy(refusal: SlackRefusal, t: Translator): string {
  const say = deliveriesSay(t);
  const code = escapeMrkdwn(refusal.code);
  return refusal.kind === undefined
    ? say('slack.refused.unknown', { code })
    : say('slack.refused', { summary: knownSummary(refusal.kind, t), code });
}

/** Where Enlivy posts: a channel id as a mention (Slack shows its name), else as configured. */
function channelWords(channel: string | undefined, t: Translator): string {
  if (typeof channel === 'string' && /^[CG][A-Z0-9]{2,}$/.test(channel)) return `<#${channel}>`;
  if (typeof channel === 'string' && channel.trim() !== '') return `*${escapeMrkdwn(channel)}*`;
  return deliveriesSay(t)('slack.theChannel');
}

/**
 * What to do about the refusal, for Inspect; undefined for a code this app does not know.
 * `botUserId` is the user Enlivy's Slack app posts as, when known: Slack shows it by name.
 */
export function slackRefusalFix(
  refusal: SlackRefusal,
  where: { channel?: string | undefined; botUserId?: string | undefined },
  t: Translator,
): string | undefined {
  if (refusal.kind === undefined) return undefined;
  const say = deliveriesSay(t);
  const app =
    where.botUserId === undefined
      ? say('slack.app')
      : say('slack.app.named', { bot: where.botUserId });
  return say(`slack.fix.${refusal.kind}`, { channel: channelWords(where.channel, t), app });
}
