import { DateTime } from 'luxon';
import { AppError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { sharedPausingSay } from './copy/index.js';
import { keywordOf, readDuration, readInstant, type TimeKeyword } from './when-read.js';

/**
 * How long a pause lasts, as typed after the name: `for 30m`, `for 2h`, `for 1d`, `for 1h30m`,
 * `until 18:00`, `until 6pm`, `until tomorrow 9:00`, `until friday`, `until 2026-12-01 08:30`,
 * and the Romanian forms (`pentru 2 ore`, `până la 18:00`, `până mâine la 9:00`, `până vineri`;
 * see when-read.ts). Times are wall-clock times in the user's Slack time zone; a time of day that
 * has passed today means the next one. Minute granularity: the end is rounded up to the minute.
 */
export interface PauseEnd {
  /** The instant the destination is resumed. */
  until: Date;
  /** How the end was asked for, as typed, for receipts: "for 2h", "până la 18:00". */
  asked: string;
  /** A duration (`for …`): its length, so a later click can count it from then. */
  minutes?: number;
}

/** When a phrase is read: now, the user's IANA time zone, and their language for errors. */
export interface WhenContext {
  now: Date;
  zone: string;
  t: Translator;
}

/** A time phrase in a command: its keyword at `at`, the words after it, and all of it as typed. */
export interface TimePhrase {
  keyword: TimeKeyword;
  at: number;
  words: string[];
  typed: string;
}

const MIN_MINUTES = 1;
export const MAX_DAYS = 30;

/** `typed` is no time, or has already passed: said with the forms that work. */
export function refusal(
  t: Translator,
  key: 'when.unreadable' | 'when.passed',
  typed: string,
): AppError {
  const say = sharedPausingSay(t);
  return new AppError('bad_input', say(key, { typed }), {
    hint: say(`${key}.hint`, { forms: say('when.forms') }),
  });
}

function noUnit(t: Translator, typed: string, amount: string): AppError {
  const say = sharedPausingSay(t);
  return new AppError('bad_input', say('when.noUnit', { typed }), {
    hint: say('when.noUnit.hint', { amount }),
  });
}

function needsHour(t: Translator, typed: string): AppError {
  const say = sharedPausingSay(t);
  return new AppError('bad_input', say('when.needsHour', { typed }), {
    hint: say('when.needsHour.hint', { typed }),
  });
}

function tooLong(t: Translator): AppError {
  const say = sharedPausingSay(t);
  return new AppError('bad_input', say('when.tooLong', { count: MAX_DAYS }), {
    hint: say('when.tooLong.hint'),
  });
}

function roundUpToMinute(at: DateTime): DateTime {
  const floored = at.startOf('minute');
  return floored < at ? floored.plus({ minutes: 1 }) : floored;
}

/**
 * The end a phrase asks for, or a refusal naming the phrase as typed: not a time, a number
 * without a unit, a day without an hour, already passed, or longer than `MAX_DAYS` (`tooLongError`
 * says it for what is being timed; a timed pause by default).
 */
export function endOfPhrase(
  phrase: Pick<TimePhrase, 'keyword' | 'words' | 'typed'>,
  context: WhenContext,
  tooLongError: (t: Translator) => AppError = tooLong,
): PauseEnd {
  const { t } = context;
  const now = DateTime.fromJSDate(context.now, { zone: context.zone });
  if (phrase.keyword === 'for') {
    const read = readDuration(phrase.words);
    if (read.kind === 'noUnit') throw noUnit(t, phrase.typed, phrase.words.join(''));
    if (read.kind === 'unreadable' || read.minutes < MIN_MINUTES) {
      throw refusal(t, 'when.unreadable', phrase.typed);
    }
    if (read.minutes > MAX_DAYS * 1440) throw tooLongError(t);
    const until = roundUpToMinute(now.plus({ minutes: read.minutes }));
    return { until: until.toJSDate(), asked: phrase.typed, minutes: read.minutes };
  }
  const read = readInstant(phrase.words, now);
  if (read.kind === 'needsHour') throw needsHour(t, phrase.typed);
  if (read.kind === 'unreadable' || !read.at.isValid) {
    throw refusal(t, 'when.unreadable', phrase.typed);
  }
  if (read.at <= now) throw refusal(t, 'when.passed', phrase.typed);
  if (read.at.diff(now, 'days').days > MAX_DAYS) throw tooLongError(t);
  return { until: roundUpToMinute(read.at).toJSDate(), asked: phrase.typed };
}

/** The end from a keyword and its words as the app writes them (the menus' presets). */
export function parsePauseEnd(keyword: TimeKeyword, words: string, context: WhenContext): PauseEnd {
  const split = words.trim().split(/\s+/).filter(Boolean);
  return endOfPhrase({ keyword, words: split, typed: `${keyword} ${words}`.trim() }, context);
}

/** The last `for` / `pentru` / `until` / `până` in the words, with what follows it. */
export function lastTimePhrase(args: readonly string[]): TimePhrase | undefined {
  for (let at = args.length - 1; at >= 0; at--) {
    const keyword = keywordOf(args[at] ?? '');
    if (keyword === undefined) continue;
    return { keyword, at, words: args.slice(at + 1), typed: args.slice(at).join(' ') };
  }
  return undefined;
}

export interface SplitArgs {
  /** The words before the time phrase (a name, `all`, a filter). */
  words: string[];
  end?: PauseEnd;
}

/**
 * `pause NAME for 2h` → NAME and the end. The rule: when the whole text names a destination
 * (`isName`: an id, a name or the start of one, so "Waiting for payment" or a quoted name), it is
 * all name. Otherwise the phrase starts at the last `for` / `until` (or `pentru` / `până`), and
 * words there that are no time are refused as such, naming them, rather than read as a name.
 */
export function splitPauseEnd(
  args: readonly string[],
  context: WhenContext,
  isName: (words: readonly string[]) => boolean,
): SplitArgs {
  const phrase = lastTimePhrase(args);
  if (phrase === undefined || isName(args)) return { words: [...args] };
  return { words: args.slice(0, phrase.at), end: endOfPhrase(phrase, context) };
}
