import { DateTime, type WeekdayNumbers } from 'luxon';

/**
 * Reading the words of a time phrase, in English and Romanian alike (commands are shared in a
 * workspace, so everyone's forms work for everyone). No text for people here: `when.ts` turns
 * what could not be read into the reader's words.
 */

/** `for` / `pentru` start a duration; `until` / `până` (`pana`) an end. */
export type TimeKeyword = 'for' | 'until';

/** A typed word without case and diacritics: `Până` → `pana`, `marți` and `marţi` → `marti`. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const KEYWORDS: Readonly<Record<string, TimeKeyword>> = {
  for: 'for',
  pentru: 'for',
  until: 'until',
  pana: 'until',
};

/** The keyword a word is (`for`, `pentru`, `until`, `până`), if it is one. */
export function keywordOf(word: string): TimeKeyword | undefined {
  return KEYWORDS[fold(word)];
}

const MINUTE = 1;
const HOUR = 60;
const DAY = 1440;

/** Units after a number, folded. `minute` is English singular and Romanian plural alike. */
const UNIT_MINUTES: Readonly<Record<string, number>> = {
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minut: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  ora: HOUR,
  ore: HOUR,
  d: DAY,
  day: DAY,
  days: DAY,
  z: DAY,
  zi: DAY,
  zile: DAY,
};

/** Words that join the parts of a duration: `1 oră și 30 de minute`, `1 hour and 30 minutes`. */
const DURATION_FILLERS = new Set(['si', 'and', 'de']);
/** `o oră`, `un minut`, `an hour`, `a day`: one of the unit that follows. */
const ONE = new Set(['o', 'un', 'a', 'an']);

/** What the words after `for` say. */
export type DurationRead =
  | { kind: 'minutes'; minutes: number }
  /** A number without a unit (`for 2`): minutes, hours or days cannot be told. */
  | { kind: 'noUnit' }
  | { kind: 'unreadable' };

/** `30m`, `2 h`, `1h30m`, `1h30`, `1 day`, `2 ore`, `1 zi`, `o oră și 30 de minute` → minutes. */
export function readDuration(words: readonly string[]): DurationRead {
  const pieces = words
    .flatMap((word) => fold(word).split(','))
    .flatMap((word) => word.match(/\d+|[a-z]+|[^\da-z\s]+/g) ?? [])
    .filter((piece) => !DURATION_FILLERS.has(piece));
  if (pieces.length === 0) return { kind: 'unreadable' };
  if (pieces.length === 1 && /^\d+$/.test(pieces[0] ?? '')) return { kind: 'noUnit' };
  let minutes = 0;
  let previousUnit: number | undefined;
  for (let i = 0; i < pieces.length; i += 2) {
    const amountWord = pieces[i] ?? '';
    const amount = ONE.has(amountWord) ? 1 : /^\d+$/.test(amountWord) ? Number(amountWord) : NaN;
    const unitWord = pieces[i + 1];
    // `1h30`: minutes after hours need no unit.
    const unit =
      unitWord === undefined && previousUnit === HOUR ? MINUTE : UNIT_MINUTES[unitWord ?? ''];
    if (Number.isNaN(amount) || unit === undefined) return { kind: 'unreadable' };
    minutes += amount * unit;
    previousUnit = unit;
  }
  return { kind: 'minutes', minutes };
}

/** Words between a day and its time: `mâine la ora 9`, `tomorrow at 9`, `până la 18:00`. */
const INSTANT_FILLERS = new Set(['la', 'ora', 'at', 'pe']);

const WEEKDAYS: Readonly<Record<string, WeekdayNumbers>> = {
  monday: 1,
  mon: 1,
  luni: 1,
  tuesday: 2,
  tue: 2,
  marti: 2,
  wednesday: 3,
  wed: 3,
  miercuri: 3,
  thursday: 4,
  thu: 4,
  joi: 4,
  friday: 5,
  fri: 5,
  vineri: 5,
  saturday: 6,
  sat: 6,
  sambata: 6,
  sunday: 7,
  sun: 7,
  duminica: 7,
};

interface DayWord {
  /** Days from today. */
  offset: number;
  /** `today` and `tonight` say no hour of their own: one must follow. */
  needsHour?: true;
  /** `tonight 8` / `diseară la 8` is 20:00. */
  evening?: true;
}

const DAY_WORDS: Readonly<Record<string, DayWord>> = {
  today: { offset: 0, needsHour: true },
  azi: { offset: 0, needsHour: true },
  astazi: { offset: 0, needsHour: true },
  tonight: { offset: 0, needsHour: true, evening: true },
  diseara: { offset: 0, needsHour: true, evening: true },
  tomorrow: { offset: 1 },
  maine: { offset: 1 },
  yesterday: { offset: -1 },
  ieri: { offset: -1 },
};

const DEFAULT_HOUR = 9;

type TimeOfDay = { hour: number; minute: number };

/** `18:00`, `18.00`, `18h`, `9h30`, `9`, `6pm`, `6:30 pm` → hour and minute. */
function timeOfDay(text: string, evening = false): TimeOfDay | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2})|h)?\s*(am|pm)?$/.exec(text.trim());
  if (match === null) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3];
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (evening && hour >= 1 && hour < 12) {
    hour += 12;
  }
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute };
}

/** What the words after `until` say. */
export type InstantRead =
  | { kind: 'instant'; at: DateTime }
  /** `until today`, `până diseară`: the day is known, the hour is not. */
  | { kind: 'needsHour' }
  | { kind: 'unreadable' };

function at(day: DateTime, time: TimeOfDay): DateTime {
  return day.set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 });
}

/**
 * `18:00`, `tomorrow 9:00`, `friday`, `2026-12-01 08:30`, `la 18:00`, `mâine la ora 9`, `vineri`,
 * `azi la 17`, `diseară la 8` → the instant in `now`'s zone. A time of day alone that has passed
 * today means the next one; a day without a time means 9:00.
 */
export function readInstant(words: readonly string[], now: DateTime): InstantRead {
  const [first = '', ...rest] = words.map(fold).filter((word) => !INSTANT_FILLERS.has(word));
  const restText = rest.join(' ');
  const day = DAY_WORDS[first];
  const weekday = WEEKDAYS[first];
  const date = /^\d{4}-\d{2}-\d{2}$/.test(first)
    ? DateTime.fromISO(first, { zone: now.zone })
    : undefined;
  if (day === undefined && weekday === undefined && date === undefined) {
    const time = timeOfDay([first, ...rest].join(' '));
    if (time === undefined) return { kind: 'unreadable' };
    const today = at(now, time);
    return { kind: 'instant', at: today > now ? today : at(now.plus({ days: 1 }), time) };
  }
  if (restText === '' && day?.needsHour) return { kind: 'needsHour' };
  const time =
    restText === '' ? { hour: DEFAULT_HOUR, minute: 0 } : timeOfDay(restText, day?.evening);
  if (time === undefined) return { kind: 'unreadable' };
  if (day !== undefined) return { kind: 'instant', at: at(now.plus({ days: day.offset }), time) };
  if (weekday !== undefined) {
    const ahead = (weekday - now.weekday + 7) % 7 || 7;
    return { kind: 'instant', at: at(now.plus({ days: ahead }), time) };
  }
  if (date === undefined || !date.isValid) return { kind: 'unreadable' };
  return { kind: 'instant', at: at(date, time) };
}
