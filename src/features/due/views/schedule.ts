import type { KnownBlock } from '@slack/types';
import { type Role, roleAllows } from '../../../core/access/roles.js';
import { dateText } from '../../../core/copy/dates.js';
import { titleSentence } from '../../../core/error-views.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { button, context, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DueSchedule } from '../../../store/index.js';
import { dueSay } from '../copy/index.js';
import { DUE } from '../ids.js';
import { horizonText, scopeText } from './list.js';

/** Why a daily list stopped by itself. */
export type StopReason = 'archived' | 'notFound' | 'notInChannel' | 'disconnected';

/** Schedules listed one per line on the App Home; more are counted. */
const HOME_SHOWN = 10;

/** Every day / every weekday, the time and the zone, as the catalog places them. */
function when(schedule: DueSchedule, t: Translator) {
  const say = dueSay(t);
  return {
    days: say(schedule.weekdays ? 'days.weekdays' : 'days.every'),
    time: schedule.time,
    zone: escapeMrkdwn(schedule.zone),
  };
}

function nextText(nextAt: number, t: Translator): string {
  return dateText(new Date(nextAt).toISOString(), dueSay(t)('schedule.nextFormat'), t);
}

/** "This channel gets this list every day at 09:00 (Europe/Bucharest); next: …". */
export function nextPostLine(schedule: DueSchedule, nextAt: number, t: Translator): string {
  return dueSay(t)('schedule.next', { ...when(schedule, t), next: nextText(nextAt, t) });
}

/** The public receipt of `/enlivy due daily …`: who set what, and when it first posts. */
export function dailySetReceipt(
  set: {
    userId: string;
    schedule: DueSchedule;
    /** The channel's former schedule, when this one replaced it. */
    replaced: DueSchedule | undefined;
    /** The first post's instant. */
    nextAt: number;
  },
  t: Translator,
): SlackMessage {
  const { userId, schedule, replaced, nextAt } = set;
  const say = dueSay(t);
  const text = say('daily.set', { userId, ...when(schedule, t) });
  const detail = say('daily.setDetail', {
    scope: scopeText(schedule.groups, t),
    horizon: horizonText(schedule.horizonDays, t),
    next: nextText(nextAt, t),
  });
  const before = replaced === undefined ? [] : [say('daily.replaced', when(replaced, t))];
  return { text, blocks: [section(text), context([detail, ...before].join(' '))] };
}

export function dailyOffReceipt(userId: string, t: Translator): SlackMessage {
  const text = dueSay(t)('daily.off', { userId });
  return { text, blocks: [section(text)] };
}

export function noDailyListMessage(t: Translator): SlackMessage {
  const say = dueSay(t);
  const text = say('daily.none');
  return { text, blocks: [section(text), context(say('daily.noneHint'))] };
}

/** A daily run whose invoices Enlivy did not give: said once, in the channel, briefly. */
export function runFailedMessage(problem: UserError, nextAt: number, t: Translator): SlackMessage {
  const text = dueSay(t)('run.failed', {
    problem: escapeMrkdwn(titleSentence(problem.title)),
    next: nextText(nextAt, t),
  });
  return { text, blocks: [section(text)] };
}

/** To whoever set it: the daily list stopped, and why. */
export function dailyStoppedMessage(
  reason: StopReason,
  schedule: DueSchedule,
  t: Translator,
): SlackMessage {
  const text = dueSay(t)(`stopped.${reason}`, {
    channel: schedule.channelId,
    time: schedule.time,
  });
  return { text, blocks: [section(text)] };
}

/** In the channel, when it can still be posted to: the list stopped with the connection. */
export function dailyStoppedHereMessage(t: Translator): SlackMessage {
  const text = dueSay(t)('stopped.disconnectedHere');
  return { text, blocks: [section(text)] };
}

/** The App Home's section: every channel's daily list, with Post now for editors. */
export function dueHomeBlocks(
  schedules: readonly DueSchedule[],
  role: Role,
  t: Translator,
): KnownBlock[] {
  if (schedules.length === 0) return [];
  const say = dueSay(t);
  const shown = schedules.slice(0, HOME_SHOWN);
  const blocks: KnownBlock[] = [section(say('home.title'))];
  for (const schedule of shown) {
    const line = say('home.line', {
      ...when(schedule, t),
      channel: schedule.channelId,
      scope: scopeText(schedule.groups, t),
      userId: schedule.by,
    });
    const post = roleAllows(role, 'editor')
      ? button(say('home.postNow'), DUE.action.postNow, { value: schedule.channelId })
      : undefined;
    blocks.push(section(line, post));
  }
  if (schedules.length > shown.length)
    blocks.push(context(say('home.more', { count: schedules.length - shown.length })));
  return blocks;
}

/** Post now found nothing due: nothing went to the channel. */
export function postNowNothingMessage(channelId: string, t: Translator): SlackMessage {
  const text = dueSay(t)('postNow.nothing', { channel: channelId });
  return { text, blocks: [section(text)] };
}

/** Post now on a Home that was older than the schedule's end. */
export function postNowGoneMessage(channelId: string, t: Translator): SlackMessage {
  const text = dueSay(t)('postNow.gone', { channel: channelId });
  return { text, blocks: [section(text)] };
}
