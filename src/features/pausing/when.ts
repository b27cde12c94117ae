import { DateTime, type WeekdayNumbers } from 'luxon';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { pausingSay } from './copy/index.js';

/**
 * How long a pause lasts, as typed after the name: `for 30m`, `for 2h`, `for 1d`, `for 1h30m`,
 * `until 18:00`, `until 6pm`, `until tomorrow 9:00`, `until friday`, `until 2026-12-01 08:30`.
 * Times are wall-clock times in the user's Slack time zone; a time of day that has passed today
 * means the next one. Minute granularity: the end is rounded up to the whole minute.
 */
export interface PauseEnd {
  /** The instant the destination is resumed. */
  until: Date;
  /** How the end was asked for, for receipts: "for 2 h", "until 18:00". */
  asked: string;
}

/** When a phrase is read: now, the user's IANA time zone, and their language for errors. */
export interface WhenContext {
  now: Date;
  zone: string;
  t: Translator;
}

const MIN_MINUTES = 1;
const MAX_DAYS = 30;
const DEFAULT_HOUR = 9;

const UNIT_MINUTES: Record<string, number> = {
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: 1440,
  day: 1440,
  days: 1440,
};

const WEEKDAYS: Record<string, WeekdayNumbers> = {
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
  sunday: 7,
  sun: 7,
};

/** Words after `for` / `until` that start a time phrase (anything else is part of a name). */
const STARTS_PHRASE = /^(\d|today$|tomorrow$|tonight$)/i;

function badWhen(typed: string, t: Translator): AppError {
  const say = pausingSay(t);
  return new AppError('bad_input', say('when.unreadable', { typed }), {
    hint: say('when.unreadable.hint', { forms: say('when.forms') }),
  });
}

function tooLong(t: Translator): AppError {
  const say = pausingSay(t);
  return new AppError('bad_input', say('when.tooLong', { count: MAX_DAYS }), {
    hint: say('when.tooLong.hint'),
  });
}

function passed(typed: string, t: Translator): AppError {
  const say = pausingSay(t);
  return new AppError('bad_input', say('when.passed', { typed }), {
    hint: say('when.passed.hint', { forms: say('when.forms') }),
  });
}

/** `30m`, `2 h`, `1h30m`, `1 day` → minutes; undefined when it is not a duration. */
function durationMinutes(text: string): number | undefined {
  const compact = text.toLowerCase().replace(/\s+/g, '');
  const parts = [...compact.matchAll(/(\d+)([a-z]+)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== compact) return undefined;
  let minutes = 0;
  for (const [, amount, unit] of parts) {
    const per = UNIT_MINUTES[unit ?? ''];
    if (per === undefined) return undefined;
    minutes += Number(amount) * per;
  }
  return minutes;
}

/** `18:00`, `9`, `9:30`, `6pm`, `6:30 pm` → hour and minute; undefined otherwise. */
function timeOfDay(text: string): { hour: number; minute: number } | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (match === null) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute };
}

function roundUpToMinute(at: DateTime): DateTime {
  const floored = at.startOf('minute');
  return floored < at ? floored.plus({ minutes: 1 }) : floored;
}

/** `until …` → the instant, in `zone`; undefined when the words are not a time. */
function untilInstant(words: string, now: DateTime): DateTime | undefined {
  const text = words.trim().toLowerCase();
  const [first = '', ...rest] = text.split(/\s+/);
  const restText = rest.join(' ');
  const at = (day: DateTime, time: { hour: number; minute: number } | undefined) =>
    day.set({
      hour: time?.hour ?? DEFAULT_HOUR,
      minute: time?.minute ?? 0,
      second: 0,
      millisecond: 0,
    });
  const timeOrDefault = (t: string) =>
    t === '' ? { hour: DEFAULT_HOUR, minute: 0 } : timeOfDay(t);

  if (first === 'today' || first === 'tonight') {
    const time = timeOfDay(restText);
    return time === undefined ? undefined : at(now, time);
  }
  if (first === 'tomorrow') {
    const time = timeOrDefault(restText);
    return time === undefined ? undefined : at(now.plus({ days: 1 }), time);
  }
  const weekday = WEEKDAYS[first];
  if (weekday !== undefined) {
    const time = timeOrDefault(restText);
    if (time === undefined) return undefined;
    const ahead = (weekday - now.weekday + 7) % 7 || 7;
    return at(now.plus({ days: ahead }), time);
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(first);
  if (date !== null) {
    const time = timeOrDefault(restText);
    const day = DateTime.fromISO(first, { zone: now.zone });
    return time === undefined || !day.isValid ? undefined : at(day, time);
  }
  const time = timeOfDay(text);
  if (time === undefined) return undefined;
  const today = at(now, time);
  return today > now ? today : at(now.plus({ days: 1 }), time);
}

/**
 * The end of a pause from the words after `for` or `until`. `zone` is the user's IANA time zone
 * (UTC when Slack did not say).
 */
export function parsePauseEnd(
  keyword: 'for' | 'until',
  words: string,
  context: WhenContext,
): PauseEnd {
  const now = DateTime.fromJSDate(context.now, { zone: context.zone });
  const typed = `${keyword} ${words}`.trim();
  let end: DateTime | undefined;
  if (keyword === 'for') {
    const minutes = durationMinutes(words);
    if (minutes === undefined || minutes < MIN_MINUTES) throw badWhen(typed, context.t);
    if (minutes > MAX_DAYS * 1440) throw tooLong(context.t);
    end = now.plus({ minutes });
  } else {
    end = untilInstant(words, now);
    if (end === undefined || !end.isValid) throw badWhen(typed, context.t);
    if (end <= now) throw passed(typed, context.t);
    if (end.diff(now, 'days').days > MAX_DAYS) throw tooLong(context.t);
  }
  return { until: roundUpToMinute(end).toJSDate(), asked: typed };
}

export interface SplitArgs {
  /** The words before the time phrase (a name, `all`, a filter). */
  words: string[];
  end?: PauseEnd;
}

/**
 * `pause NAME for 2h` → NAME and the end. The phrase starts at the last `for` / `until` followed
 * by a number, `today`, `tomorrow` or a weekday, so a quoted or plain name such as "Waiting for
 * payment" stays a name.
 */
export function splitPauseEnd(args: readonly string[], context: WhenContext): SplitArgs {
  for (let i = args.length - 2; i >= 0; i--) {
    const keyword = args[i]?.toLowerCase();
    if (keyword !== 'for' && keyword !== 'until') continue;
    const next = args[i + 1] ?? '';
    const startsPhrase =
      STARTS_PHRASE.test(next) ||
      (keyword === 'until' && WEEKDAYS[next.toLowerCase()] !== undefined);
    if (!startsPhrase) continue;
    const end = parsePauseEnd(keyword, args.slice(i + 1).join(' '), context);
    return { words: args.slice(0, i), end };
  }
  return { words: [...args] };
}
