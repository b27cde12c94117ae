import { dateTimeFormat } from '../platform/intl-formats.js';
import type { SlackUi } from '../slack/ui.js';

/**
 * Time zones and instants: a person's wall clock (Slack's IANA `tz`), calendar days in it, and
 * instants as Enlivy reads them. Every feature that reads or says a time uses these.
 */

const SECOND_MS = 1000;

/** A timezone Intl accepts, else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  if (timeZone === undefined || timeZone === '') return 'UTC';
  try {
    dateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The wall-clock reading of an instant in a timezone: `YYYY-MM-DD` and `HH:MM:SS`. */
function wallClock(ms: number, timeZone: string | undefined): { date: string; time: string } {
  const parts = dateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** The calendar date of an instant in a timezone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string | undefined): string {
  return wallClock(instant.getTime(), timeZone).date;
}

/** "2026-11-20 21:00": an instant as the user's own clock shows it (for plain text). */
export function localDateTime(instant: Date, timeZone: string | undefined): string {
  const { date, time } = wallClock(instant.getTime(), timeZone);
  return `${date} ${time.slice(0, 5)}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string | undefined): number {
  const { date, time } = wallClock(ms, timeZone);
  return Date.parse(`${date}T${time}Z`) - (ms - (ms % SECOND_MS));
}

/**
 * The first instant of a calendar day in a timezone, DST-safe: two offset corrections find local
 * midnight; when midnight itself is skipped (a DST change at 00:00), the day starts at the first
 * instant whose local date is that day.
 */
export function startOfLocalDay(day: string, timeZone: string | undefined): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  const second = midnightAsUtc - zoneOffset(first, timeZone);
  const onDay = [first, second].filter((ms) => wallClock(ms, timeZone).date === day);
  return new Date(onDay.length > 0 ? Math.min(...onDay) : second);
}

/** The last whole second of a calendar day in a timezone (23 h or 25 h after its start on DST days). */
export function endOfLocalDay(day: string, timeZone: string | undefined): Date {
  return new Date(startOfLocalDay(addDays(day, 1), timeZone).getTime() - SECOND_MS);
}

/** An instant as Enlivy reads it: `2026-11-21T05:00:00Z` (whole seconds, UTC). */
export function apiInstant(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** YYYY-MM-DD plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The user's Slack time zone (`users.info`), UTC when Slack gives none Intl accepts. */
export async function userZone(request: {
  ui: Pick<SlackUi, 'userInfo'>;
  userId: string;
}): Promise<string> {
  return safeTimeZone((await request.ui.userInfo(request.userId)).tz);
}
