import { DELIVERY_STATUSES, isEventName, type KnownDeliveryStatus } from '../../api/index.js';
import { AppError } from '../../errors.js';
import { didYouMean } from '../parse.js';

/**
 * `/enlivy deliveries [NAME] [status:…] [event:…] [since:…] [until:…]` → filters. Pure: the
 * clock and the user's Slack timezone come in, dates go out as the API's `YYYY-MM-DD`.
 */
export interface ParsedDeliveryArgs {
  /** The words that are not filters (a destination name or id); undefined when none. */
  destinationQuery: string | undefined;
  statuses: KnownDeliveryStatus[];
  events: string[];
  /** YYYY-MM-DD in the user's timezone, inclusive. */
  since: string | undefined;
  /** YYYY-MM-DD in the user's timezone, inclusive. */
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

export const STATUS_FORMS = `${DELIVERY_STATUSES.join(', ')} (comma-separated, e.g. \`status:failed,anomaly\`)`;
export const EVENT_FORMS =
  'event names like `invoice.paid` (comma-separated, e.g. `event:invoice.paid,invoice.created`)';
export const DATE_FORMS =
  '`YYYY-MM-DD`, `7d` (days ago), `24h` (hours ago), `today` or `yesterday`';

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
const RELATIVE = /^(\d{1,5})([dh])$/;

/** A timezone Intl accepts, else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  if (timeZone === undefined || timeZone === '') return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar date of an instant in a timezone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** YYYY-MM-DD plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
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

/** One `since:`/`until:` value → YYYY-MM-DD in the user's timezone, or undefined if unreadable. */
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
  return localDate(new Date(context.now.getTime() - amount * 3_600_000), context.timeZone);
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

/** Throws a `bad_input` AppError naming every bad part and the forms it accepts. */
export function parseDeliveryArgs(
  args: readonly string[],
  context: ParseContext,
): ParsedDeliveryArgs {
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
      const guess = didYouMean(rawKey, Object.keys(KEY_ALIASES));
      if (guess === undefined) nameWords.push(word);
      else
        problems[word] =
          `\`${rawKey}:\` is not a filter. Did you mean \`${guess}:\`? Filters are status:, event:, since: and until:.`;
      continue;
    }
    if (key === 'status') {
      const values = splitList(value);
      const bad = values.filter((v) => !isStatus(v));
      if (values.length === 0) problems[word] = `Give at least one status: ${STATUS_FORMS}.`;
      else if (bad.length > 0)
        problems[word] =
          `${bad.map((b) => `\`${b}\``).join(', ')} ${bad.length === 1 ? 'is not a delivery status' : 'are not delivery statuses'}. Use ${STATUS_FORMS}.`;
      else addUnique(statuses, values.filter(isStatus));
    } else if (key === 'event') {
      const values = splitList(value);
      const bad = values.filter((v) => !isEventName(v));
      if (values.length === 0) problems[word] = `Give at least one event: ${EVENT_FORMS}.`;
      else if (bad.length > 0)
        problems[word] =
          `${bad.map((b) => `\`${b}\``).join(', ')} ${bad.length === 1 ? 'is not an event name' : 'are not event names'}. Use ${EVENT_FORMS}.`;
      else addUnique(events, values);
    } else {
      const resolved = resolveDate(value, context);
      if (dates[key] !== undefined) problems[word] = `\`${key}:\` is given twice; give it once.`;
      else if (resolved === undefined)
        problems[word] =
          `\`${value || '(empty)'}\` is not a date ${key === 'since' ? 'to start from' : 'to end at'}. Use ${DATE_FORMS}.`;
      else dates[key] = resolved;
    }
  }

  if (events.length > MAX_EVENT_FILTERS) {
    problems.event = `At most ${MAX_EVENT_FILTERS} events at once; you gave ${events.length}.`;
  }
  if (dates.since !== undefined && dates.until !== undefined && dates.since > dates.until) {
    problems['since/until'] =
      `since (${dates.since}) is after until (${dates.until}); the range would be empty.`;
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('bad_input', 'Some filters could not be read.', {
      fields: problems,
      hint: 'For example: `/enlivy deliveries "AR alerts" status:failed,anomaly event:invoice.paid since:7d until:today`.',
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
