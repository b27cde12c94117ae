import { didYouMean } from '../../core/parse.js';
import {
  addDays,
  apiInstant,
  endOfLocalDay,
  localDate,
  localDateTime,
  startOfLocalDay,
} from '../../core/time-zones.js';
import {
  DELIVERY_STATUSES,
  EVENT_NAME_MAX_LENGTH,
  isEventName,
  type KnownDeliveryStatus,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { truncate } from '../../slack/text-cut.js';
import { deliveriesSay } from './copy/index.js';

/**
 * `/enlivy deliveries [NAME] [status:…] [event:…] [since:…] [until:…]` → filters. Pure: the
 * clock and the user's Slack timezone come in. A date bound is either a whole calendar day in
 * the user's timezone (`YYYY-MM-DD`) or, for the hour forms, an exact instant
 * (`YYYY-MM-DDTHH:MM:SSZ`). `createdRange` turns both into the UTC instants Enlivy compares, so
 * a day starts and ends at the user's own midnight, not at UTC midnight.
 */
export interface ParsedDeliveryArgs {
  /** The words that are not filters (a destination name or id); undefined when none. */
  destinationQuery: string | undefined;
  statuses: KnownDeliveryStatus[];
  events: string[];
  /** A local day (YYYY-MM-DD, from its start) or an exact instant; inclusive. */
  since: string | undefined;
  /** A local day (YYYY-MM-DD, to its end) or an exact instant; inclusive. */
  until: string | undefined;
}

export interface ParseContext {
  now: Date;
  /** IANA name from Slack's users.info (`tz`); UTC when missing or unknown. */
  timeZone: string | undefined;
}

/** More would not fit a modal's private_metadata with room to spare. */
export const MAX_EVENT_FILTERS = 25;
const MAX_DAYS = 3660;
const MAX_HOURS = MAX_DAYS * 24;

type FilterKey = 'status' | 'event' | 'since' | 'until';

const KEY_ALIASES: Record<string, FilterKey> = {
  status: 'status',
  statuses: 'status',
  event: 'event',
  events: 'event',
  since: 'since',
  from: 'since',
  until: 'until',
  to: 'until',
};

const FILTER_WORD = /^([A-Za-z_]+):(.*)$/s;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The instant form the app sends and keeps: `Y-m-d\TH:i:s\Z` (service contract §2). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
const RELATIVE = /^(\d{1,5})([dh])$/;
const HOUR_MS = 3_600_000;

/** `YYYY-MM-DDTHH:MM:SSZ` naming a real moment. */
export function isInstant(text: string): boolean {
  const match = ISO_INSTANT.exec(text);
  return match !== null && isCalendarDate(match[1] ?? '');
}

/** A `since`/`until` value: a calendar day or an exact instant. */
export function isDateBound(text: string): boolean {
  return isCalendarDate(text) || isInstant(text);
}

/**
 * One end of a range as the instant Enlivy compares: a day's first second for `from`, its last
 * second for `to`, read in the user's timezone; an exact instant stays as it is.
 */
export function boundInstant(
  value: string,
  end: 'from' | 'to',
  timeZone: string | undefined,
): string {
  if (isInstant(value)) return value;
  return apiInstant(
    end === 'from' ? startOfLocalDay(value, timeZone) : endOfLocalDay(value, timeZone),
  );
}

/** The `created_at_from`/`_to` instants for a since/until pair read in `timeZone`. */
export function createdRange(
  dates: { since?: string | undefined; until?: string | undefined },
  timeZone: string | undefined,
): { from: string | undefined; to: string | undefined } {
  return {
    from: dates.since === undefined ? undefined : boundInstant(dates.since, 'from', timeZone),
    to: dates.until === undefined ? undefined : boundInstant(dates.until, 'to', timeZone),
  };
}

/** True when `since` starts after `until` ends, compared as instants in the user's zone. */
export function isEmptyRange(
  since: string | undefined,
  until: string | undefined,
  timeZone: string | undefined,
): boolean {
  if (since === undefined || until === undefined) return false;
  const { from, to } = createdRange({ since, until }, timeZone);
  return Date.parse(from ?? '') > Date.parse(to ?? '');
}

/** A bound for people: a day as itself, an instant as the user's clock shows it. */
export function describeBound(value: string, timeZone: string | undefined): string {
  return isInstant(value) ? localDateTime(new Date(value), timeZone) : value;
}

export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * One `since:`/`until:` value → a calendar day in the user's timezone (`today`, `yesterday`,
 * `7d`, `YYYY-MM-DD`) or the exact instant `N` hours ago (`24h`); undefined if unreadable.
 */
export function resolveDate(value: string, context: ParseContext): string | undefined {
  const text = value.trim().toLowerCase();
  const today = localDate(context.now, context.timeZone);
  if (text === 'today') return today;
  if (text === 'yesterday') return addDays(today, -1);
  if (isCalendarDate(text)) return text;
  const relative = RELATIVE.exec(text);
  if (!relative) return undefined;
  const amount = Number(relative[1]);
  if (relative[2] === 'd') return amount > MAX_DAYS ? undefined : addDays(today, -amount);
  if (amount > MAX_HOURS) return undefined;
  return apiInstant(new Date(context.now.getTime() - amount * HOUR_MS));
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

function addUnique<T>(into: T[], items: readonly T[]): void {
  for (const item of items) if (!into.includes(item)) into.push(item);
}

function isStatus(value: string): value is KnownDeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** A word of the user's as a field label: bounded (the user may have pasted a novel). */
function shown(word: string): string {
  return truncate(word, 60);
}

/** The user's text as inline code: bounded, backticks dropped so it cannot end the code span. */
function code(text: string): string {
  return `\`${truncate(text.replaceAll('`', ''), 60) || ' '}\``;
}

function listed(values: readonly string[], t: Translator): string {
  const head = values.slice(0, 5).map(code).join(', ');
  return values.length > 5
    ? deliveriesSay(t)('parse.listedMore', {
        head,
        count: values.length - 5,
      })
    : head;
}

/** Throws a `bad_input` AppError (in `t`'s language) naming every bad part and the forms it accepts. */
export function parseDeliveryArgs(
  args: readonly string[],
  context: ParseContext,
  t: Translator,
): ParsedDeliveryArgs {
  const say = deliveriesSay(t);
  const statusForms = say('parse.forms.status', { statuses: DELIVERY_STATUSES.join(', ') });
  const eventForms = say('parse.forms.event');
  const dateForms = say('parse.forms.date');
  const problems: Record<string, string> = {};
  const nameWords: string[] = [];
  const statuses: KnownDeliveryStatus[] = [];
  const events: string[] = [];
  const dates: { since?: string; until?: string } = {};

  for (const word of args) {
    const match = FILTER_WORD.exec(word);
    const rawKey = match?.[1]?.toLowerCase();
    const key = rawKey === undefined ? undefined : KEY_ALIASES[rawKey];
    if (match === null || rawKey === undefined) {
      nameWords.push(word);
      continue;
    }
    const value = match[2] ?? '';
    if (key === undefined) {
      // A word with spaces came in quotes: a destination name that contains a colon.
      if (value === '' || /\s/.test(value)) {
        nameWords.push(word);
        continue;
      }
      const guess = didYouMean(rawKey, Object.keys(KEY_ALIASES));
      problems[shown(word)] =
        guess === undefined
          ? say('parse.notAFilter', { key: code(`${rawKey}:`) })
          : say('parse.notAFilterGuess', { key: code(`${rawKey}:`), guess });
      continue;
    }
    if (key === 'status') {
      const values = splitList(value);
      const bad = values.filter((v) => !isStatus(v));
      if (values.length === 0)
        problems[shown(word)] = say('parse.status.none', { forms: statusForms });
      else if (bad.length > 0)
        problems[shown(word)] = say('parse.status.bad', {
          count: bad.length,
          values: listed(bad, t),
          forms: statusForms,
        });
      else addUnique(statuses, values.filter(isStatus));
    } else if (key === 'event') {
      const values = splitList(value);
      const bad = values.filter((v) => !isEventName(v));
      if (values.length === 0)
        problems[shown(word)] = say('parse.event.none', { forms: eventForms });
      else if (bad.length > 0)
        problems[shown(word)] = say('parse.event.bad', {
          count: bad.length,
          values: listed(bad, t),
          forms: eventForms,
          max: EVENT_NAME_MAX_LENGTH,
        });
      else addUnique(events, values);
    } else {
      const resolved = resolveDate(value, context);
      if (dates[key] !== undefined) problems[shown(word)] = say('parse.twice', { key });
      else if (resolved === undefined)
        problems[shown(word)] = say(key === 'since' ? 'parse.badSince' : 'parse.badUntil', {
          value: code(value || say('parse.empty')),
          forms: dateForms,
        });
      else dates[key] = resolved;
    }
  }

  if (events.length > MAX_EVENT_FILTERS) {
    problems.event = say('parse.tooManyEvents', {
      max: MAX_EVENT_FILTERS,
      given: events.length,
    });
  }
  if (isEmptyRange(dates.since, dates.until, context.timeZone)) {
    const since = describeBound(dates.since ?? '', context.timeZone);
    const until = describeBound(dates.until ?? '', context.timeZone);
    problems['since/until'] = say('parse.emptyRange', { since, until });
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('bad_input', say('parse.error'), {
      fields: problems,
      hint: say('parse.error.hint'),
    });
  }
  const name = nameWords.join(' ').trim();
  return {
    destinationQuery: name === '' ? undefined : name,
    statuses,
    events,
    since: dates.since,
    until: dates.until,
  };
}
