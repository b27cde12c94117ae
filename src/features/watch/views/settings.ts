import type { KnownBlock } from '@slack/types';
import { dateText } from '../../../core/copy/dates.js';
import { slackMoment } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Incident, WatchSettings } from '../../../store/index.js';
import { watchSay } from '../copy/index.js';
import { failures } from './format.js';

function thresholdLine(settings: WatchSettings, t: Translator): string {
  const threshold = settings.threshold;
  return watchSay(t)('settings.threshold', {
    count: threshold.failedAttempts,
    minutes: threshold.windowMinutes,
  });
}

function muteLines(
  settings: WatchSettings,
  now: Date,
  names: Map<string, string>,
  t: Translator,
): string[] {
  return Object.entries(settings.mutes)
    .filter(([, until]) => Date.parse(until) > now.getTime())
    .map(([id, until]) =>
      watchSay(t)('settings.muted', {
        name: literalText(names.get(id) ?? id, { strong: true }),
        until: slackMoment(until, t),
      }),
    );
}

export function stateLine(settings: WatchSettings, t: Translator): string {
  const say = watchSay(t);
  if (settings.paused) {
    return say('settings.paused', {
      channel: settings.channelId,
      reason: settings.paused.reason,
    });
  }
  return say('settings.on', {
    channel: settings.channelId,
    user: settings.setBy,
    date: dateText(settings.setAt, '{date_short}', t),
  });
}

function openAlertNames(open: Incident[]): string {
  return open.map((i) => literalText(i.destinationName, { strong: true })).join(', ');
}

/** `/enlivy watch` with nothing to change. */
export function watchStatusMessage(
  status: {
    settings: WatchSettings | undefined;
    incidents: Record<string, Incident>;
    now: Date;
    /** The muted destinations' names by id (ids are shown for those missing). */
    names: Map<string, string>;
  },
  t: Translator,
): SlackMessage {
  const { settings, incidents, now, names } = status;
  const say = watchSay(t);
  if (settings === undefined) return { text: say('settings.off') };
  const open = Object.values(incidents);
  const lines = [
    stateLine(settings, t),
    thresholdLine(settings, t),
    settings.digest
      ? say('settings.digestOn', { tz: settings.digest.tz })
      : say('settings.digestOff'),
    ...muteLines(settings, now, names, t),
    open.length === 0
      ? say('settings.noAlerts')
      : say('settings.openAlerts', { count: open.length, names: openAlertNames(open) }),
    say('settings.how'),
  ];
  return { text: lines.join('\n') };
}

/** What a restart or move of the watch carried over. */
export interface KeptSettings {
  digestTz?: string;
  threshold?: WatchSettings['threshold'];
  mutes?: number;
}

function keptLine(kept: KeptSettings, t: Translator): string | undefined {
  const say = watchSay(t);
  const parts = [
    kept.digestTz === undefined ? undefined : say('kept.digest', { tz: kept.digestTz }),
    kept.threshold === undefined
      ? undefined
      : say('kept.threshold', {
          count: kept.threshold.failedAttempts,
          minutes: kept.threshold.windowMinutes,
        }),
    kept.mutes === undefined ? undefined : say('kept.mutes', { count: kept.mutes }),
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : say('kept.line', { parts: parts.join(', ') });
}

export function watchOnReceipt(
  receipt: {
    userId: string;
    channelId: string;
    previous: Pick<WatchSettings, 'channelId' | 'paused'> | undefined;
    kept: KeptSettings;
  },
  t: Translator,
): SlackMessage {
  const { userId, channelId, previous, kept } = receipt;
  const say = watchSay(t);
  const moved = previous !== undefined && previous.channelId !== channelId;
  const values = { user: userId, channel: channelId, from: previous?.channelId ?? '' };
  const lines = [
    say(
      moved ? 'receipt.on.moved' : previous?.paused ? 'receipt.on.restarted' : 'receipt.on.new',
      values,
    ),
    keptLine(kept, t),
  ].filter((line) => line !== undefined);
  return { text: lines.join('\n') };
}

export function watchOffReceipt(userId: string, channelId: string, t: Translator): SlackMessage {
  return { text: watchSay(t)('receipt.off', { user: userId, channel: channelId }) };
}

export function watchAlreadyOffMessage(t: Translator): SlackMessage {
  return { text: watchSay(t)('alreadyOff') };
}

export function muteReceipt(
  userId: string,
  name: string,
  until: string,
  t: Translator,
): SlackMessage {
  return {
    text: watchSay(t)('receipt.mute', {
      user: userId,
      name: literalText(name, { strong: true }),
      until: slackMoment(until, t),
    }),
  };
}

export function unmuteReceipt(userId: string, name: string, t: Translator): SlackMessage {
  return {
    text: watchSay(t)('receipt.unmute', {
      user: userId,
      name: literalText(name, { strong: true }),
    }),
  };
}

export function digestReceipt(userId: string, tz: string | undefined, t: Translator): SlackMessage {
  const say = watchSay(t);
  return {
    text:
      tz === undefined
        ? say('receipt.digestOff', { user: userId })
        : say('receipt.digestOn', { user: userId, tz }),
  };
}

export function thresholdReceipt(
  userId: string,
  settings: WatchSettings,
  t: Translator,
): SlackMessage {
  return {
    text: watchSay(t)('receipt.threshold', { user: userId, line: thresholdLine(settings, t) }),
  };
}

/** To whoever set the watch up, when it had to pause. */
export function watchPausedDm(channelId: string, reason: string, t: Translator): SlackMessage {
  return { text: watchSay(t)('pausedDm', { channel: channelId, reason }) };
}

/** Said once in the alert channel, not once per poll. */
export function watchConnectionExpiredMessage(t: Translator): SlackMessage {
  return { text: watchSay(t)('expired') };
}

/** The App Home: the watch state and the open alerts. */
export function watchHomeSections(
  settings: WatchSettings | undefined,
  incidents: Record<string, Incident>,
  t: Translator,
): KnownBlock[] {
  const say = watchSay(t);
  if (settings === undefined) return [section(say('home.off'))];
  const open = Object.values(incidents).slice(0, 10);
  const lines = open.map((i) =>
    say('home.incident', {
      name: literalText(i.destinationName, { strong: true }),
      failures: failures(t, i.failures),
      since: slackMoment(i.firstFailureAt, t),
    }),
  );
  return [
    section(
      [
        say('home.state', { state: stateLine(settings, t) }),
        open.length === 0 ? say('settings.noAlerts') : say('home.openHeading'),
        ...lines,
      ].join('\n'),
    ),
  ];
}
