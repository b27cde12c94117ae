import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayOf, daysBetween, knownZone, nextRun } from '../../../src/features/due/calendar.js';

const ZONE = 'Europe/Bucharest';
/** An instant given as a wall-clock time in Bucharest. */
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toMillis();
const local = (ms: number) =>
  DateTime.fromMillis(ms, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
const schedule = (fields: { time?: string; weekdays?: boolean; lastRunOn?: string } = {}) => ({
  time: '09:00',
  zone: ZONE,
  weekdays: false,
  ...fields,
});

describe('a daily list’s next run', () => {
  it('is today at its time until it ran; then tomorrow', () => {
    expect(nextRun(schedule(), at('2026-11-24T08:00'))).toEqual({
      date: '2026-11-24',
      at: at('2026-11-24T09:00'),
    });
    // Its time passed and it did not run: it is due now (today's, never an earlier day's).
    const due = nextRun(schedule({ lastRunOn: '2026-11-20' }), at('2026-11-24T15:00'));
    expect(due).toEqual({ date: '2026-11-24', at: at('2026-11-24T09:00') });
    const ran = nextRun(schedule({ lastRunOn: '2026-11-24' }), at('2026-11-24T15:00'));
    expect(local(ran.at)).toBe('2026-11-25T09:00');
  });

  it('skips Saturday and Sunday with `weekdays`', () => {
    // Friday 27 November 2026, after its run: Monday next.
    const run = nextRun(
      schedule({ weekdays: true, lastRunOn: '2026-11-27' }),
      at('2026-11-27T10:00'),
    );
    expect(local(run.at)).toBe('2026-11-30T09:00');
    expect(nextRun(schedule({ weekdays: true }), at('2026-11-28T10:00')).date).toBe('2026-11-30');
  });

  it('keeps its wall-clock time across daylight saving changes', () => {
    // Bucharest moves to summer time on 28 March 2027 and back on 31 October 2027.
    const spring = nextRun(schedule({ lastRunOn: '2027-03-27' }), at('2027-03-27T12:00'));
    expect(local(spring.at)).toBe('2027-03-28T09:00');
    expect(spring.at - at('2027-03-27T09:00')).toBe(23 * 3_600_000);
    const autumn = nextRun(schedule({ lastRunOn: '2027-10-30' }), at('2027-10-30T12:00'));
    expect(autumn.at - at('2027-10-30T09:00')).toBe(25 * 3_600_000);
  });

  it('takes a last run "after today" (a clock set back) as today’s', () => {
    const run = nextRun(schedule({ lastRunOn: '2030-01-01' }), at('2026-11-24T08:00'));
    expect(run.date).toBe('2026-11-25');
  });
});

describe('days', () => {
  it('reads the day of an Enlivy date or timestamp, and nothing else', () => {
    expect(dayOf('2026-10-15')).toBe('2026-10-15');
    expect(dayOf('2026-10-15T23:30:00.000000Z')).toBe('2026-10-15');
    expect(dayOf('15/10/2026')).toBeUndefined();
    expect(dayOf('2026-13-45')).toBeUndefined();
    expect(dayOf(null)).toBeUndefined();
  });

  it('counts calendar days', () => {
    expect(daysBetween('2026-10-15', '2026-11-28')).toBe(44);
    expect(daysBetween('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysBetween('2026-12-05', '2026-11-28')).toBe(-7);
  });

  it('uses a zone Slack names, UTC for one it does not know', () => {
    expect(knownZone('Europe/Bucharest')).toBe('Europe/Bucharest');
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(knownZone(undefined)).toBe('UTC');
  });
});
