import type { KnownBlock } from '@slack/types';
import { literalText, section, slackDate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Incident, WatchSettings } from '../../../store/index.js';
import { plural } from './format.js';

const HOW =
  'Change it with `/enlivy watch #channel`, stop it with `/enlivy watch off`, silence one destination with `/enlivy watch mute NAME [for 2h]`.';

function thresholdLine(settings: WatchSettings): string {
  const t = settings.threshold;
  return `An alert opens on any anomaly or dropped delivery, or on the ${ordinal(t.failedAttempts)} failed attempt within ${t.windowMinutes} min (\`/enlivy watch threshold N M\` changes it).`;
}

function ordinal(n: number): string {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function muteLines(settings: WatchSettings, now: Date, names: Map<string, string>): string[] {
  return Object.entries(settings.mutes)
    .filter(([, until]) => Date.parse(until) > now.getTime())
    .map(
      ([id, until]) =>
        `:no_bell: ${literalText(names.get(id) ?? id, { strong: true })} muted until ${slackDate(until)}`,
    );
}

export function stateLine(settings: WatchSettings): string {
  if (settings.paused) {
    return `:double_vertical_bar: The failure watch for <#${settings.channelId}> is *paused*: ${settings.paused.reason} Run \`/enlivy watch #channel\` to start it again.`;
  }
  return `:eyes: Failure alerts go to <#${settings.channelId}> (set by <@${settings.setBy}> on ${slackDate(settings.setAt, '{date_short}')}).`;
}

/** `/enlivy watch` with nothing to change. */
export function watchStatusMessage(
  settings: WatchSettings | undefined,
  incidents: Record<string, Incident>,
  now: Date,
  names: Map<string, string> = new Map(),
): SlackMessage {
  if (settings === undefined) {
    const text =
      'The failure watch is off: nobody is told in Slack when deliveries fail. Run `/enlivy watch` in a channel (or `/enlivy watch #channel`) to send alerts there.';
    return { text };
  }
  const open = Object.values(incidents);
  const lines = [
    stateLine(settings),
    thresholdLine(settings),
    settings.digest
      ? `Daily digest at 09:00 (${settings.digest.tz}); \`/enlivy watch digest off\` stops it.`
      : 'No daily digest (`/enlivy watch digest on` posts one at 09:00).',
    ...muteLines(settings, now, names),
    open.length === 0
      ? 'No open alerts.'
      : `${plural(open.length, 'open alert', 'open alerts')}: ${open.map((i) => literalText(i.destinationName, { strong: true })).join(', ')}.`,
    HOW,
  ];
  return { text: lines.join('\n') };
}

/** What a restart or move of the watch carried over. */
export interface KeptSettings {
  digestTz?: string;
  threshold?: WatchSettings['threshold'];
  mutes?: number;
}

function keptLine(kept: KeptSettings): string | undefined {
  const parts = [
    kept.digestTz === undefined ? undefined : `daily digest at 09:00 (${kept.digestTz})`,
    kept.threshold === undefined
      ? undefined
      : `threshold ${plural(kept.threshold.failedAttempts, 'failed attempt', 'failed attempts')} within ${kept.threshold.windowMinutes} min`,
    kept.mutes === undefined
      ? undefined
      : plural(kept.mutes, 'muted destination', 'muted destinations'),
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : `Kept: ${parts.join(', ')}.`;
}

export function watchOnReceipt(
  userId: string,
  channelId: string,
  previous?: Pick<WatchSettings, 'channelId' | 'paused'>,
  kept: KeptSettings = {},
): SlackMessage {
  const moved = previous !== undefined && previous.channelId !== channelId;
  const verb = moved
    ? `moved the failure watch from <#${previous.channelId}>`
    : previous?.paused
      ? 'started the failure watch again'
      : 'turned on the failure watch';
  const lines = [
    `:eyes: <@${userId}> ${verb}: when deliveries of this Enlivy organization fail, an alert goes to <#${channelId}>, one per failing destination, with its thread for what follows.`,
    keptLine(kept),
  ].filter((line) => line !== undefined);
  return { text: lines.join('\n') };
}

export function watchOffReceipt(userId: string, channelId: string): SlackMessage {
  return {
    text: `:zzz: <@${userId}> turned off the failure watch; alerts no longer go to <#${channelId}>.`,
  };
}

export function watchAlreadyOffMessage(): SlackMessage {
  return { text: 'The failure watch is already off.' };
}

export function muteReceipt(userId: string, name: string, until: string): SlackMessage {
  return {
    text: `:no_bell: <@${userId}> muted failure alerts for ${literalText(name, { strong: true })} until ${slackDate(until)}.`,
  };
}

export function unmuteReceipt(userId: string, name: string): SlackMessage {
  return {
    text: `:bell: <@${userId}> unmuted failure alerts for ${literalText(name, { strong: true })}.`,
  };
}

export function digestReceipt(userId: string, tz: string | undefined): SlackMessage {
  return {
    text:
      tz === undefined
        ? `<@${userId}> turned off the daily delivery digest.`
        : `:bar_chart: <@${userId}> turned on the daily delivery digest: every day at 09:00 (${tz}), deliveries of the last 24 hours per destination, failing ones first.`,
  };
}

export function thresholdReceipt(userId: string, settings: WatchSettings): SlackMessage {
  return { text: `<@${userId}> changed when alerts open. ${thresholdLine(settings)}` };
}

/** To whoever set the watch up, when it had to pause. */
export function watchPausedDm(channelId: string, reason: string): SlackMessage {
  return {
    text: `:double_vertical_bar: The Enlivy failure watch for <#${channelId}> is paused: ${reason} Run \`/enlivy watch #channel\` in a channel the app can post to, to start it again.`,
  };
}

/** Said once in the alert channel, not once per poll. */
export function watchConnectionExpiredMessage(): SlackMessage {
  return {
    text: ':red_circle: The failure watch cannot read the delivery log: the Enlivy connection of this workspace expired. An admin must run `/enlivy connect`; alerts resume by themselves after that.',
  };
}

/** The App Home: the watch state and the open alerts. */
export function watchHomeSections(
  settings: WatchSettings | undefined,
  incidents: Record<string, Incident>,
): KnownBlock[] {
  if (settings === undefined) {
    return [
      section(':eyes: *Failure watch:* off. `/enlivy watch` in a channel sends alerts there.'),
    ];
  }
  const open = Object.values(incidents).slice(0, 10);
  const lines = open.map(
    (i) =>
      `• ${literalText(i.destinationName, { strong: true })}: ${plural(i.failures, 'failure', 'failures')} since ${slackDate(i.firstFailureAt)}`,
  );
  return [
    section(
      [
        `*Failure watch:* ${stateLine(settings)}`,
        open.length === 0 ? 'No open alerts.' : '*Open alerts*',
        ...lines,
      ].join('\n'),
    ),
  ];
}
