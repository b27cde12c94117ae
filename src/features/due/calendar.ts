import { DateTime } from 'luxon';
import type { DueSchedule } from '../../store/index.js';

/**
 * Days and times of the list of invoices due, in a person's or a schedule's time zone: calendar
 * days (`YYYY-MM-DD`) compared as such, and the instant of a local time on a day (Luxon: DST-safe).
 */

/** The zone as given when Luxon knows it, else UTC (Slack may name none). */
export function knownZone(zone: string | undefined): string {
  return zone !== undefined && zone !== '' && DateTime.local().setZone(zone).isValid ? zone : 'UTC';
}

/** The calendar day at `ms` in `zone`. */
export function localDate(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toISODate() ?? '';
}

/** The day part of an Enlivy date or timestamp (`2026-10-15`, `2026-10-15T00:00:00Z`), if any. */
export function dayOf(value: string | null | undefined): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '')?.[1];
  return day !== undefined && DateTime.fromISO(day, { zone: 'UTC' }).isValid ? day : undefined;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  const start = DateTime.fromISO(from, { zone: 'UTC' });
  const end = DateTime.fromISO(to, { zone: 'UTC' });
  return Math.round(end.diff(start, 'days').days);
}

/** The day `count` days after `day`. */
export function plusDays(day: string, count: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: count }).toISODate() ?? day;
}

/** Noon (UTC) of a calendar day: a moment every zone from UTC−11 to UTC+11 shows on that day. */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A run of a schedule: its local day and the instant of its time on that day. */
export interface ScheduledRun {
  date: string;
  at: number;
}

/**
 * The schedule's first run not done yet: the earliest day from today on (in its zone) that it
 * posts on and that is after its last run. Its instant may have passed (then the run is due):
 * only today's can, so a run missed on an earlier day is never made up.
 */
export function nextRun(
  schedule: Pick<DueSchedule, 'time' | 'zone' | 'weekdays' | 'lastRunOn'>,
  nowMs: number,
): ScheduledRun {
  const [hour = 0, minute = 0] = schedule.time.split(':').map(Number);
  const today = DateTime.fromMillis(nowMs, { zone: schedule.zone }).startOf('day');
  // A last run "after today" (a clock set back) counts as today's.
  const todayDate = today.toISODate() ?? '';
  const last =
    schedule.lastRunOn !== undefined && schedule.lastRunOn > todayDate
      ? todayDate
      : schedule.lastRunOn;
  for (let ahead = 0; ; ahead++) {
    const day = today.plus({ days: ahead });
    const date = day.toISODate() ?? '';
    if (schedule.weekdays && day.weekday > 5) continue;
    if (last !== undefined && date <= last) continue;
    return { date, at: day.set({ hour, minute }).toMillis() };
  }
}
