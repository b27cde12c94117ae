import { describe, expect, it } from 'vitest';
import {
  addDays,
  localDate,
  type ParseContext,
  parseDeliveryArgs,
  resolveDate,
  safeTimeZone,
} from '../../../src/commands/deliveries/filters.js';
import { AppError } from '../../../src/errors.js';

// 2026-11-20 12:30 UTC: already the 21st in Auckland (UTC+13 in November), still the 20th in
// Los Angeles (UTC-8).
const NOON = new Date('2026-11-20T12:30:00Z');
const london: ParseContext = { now: NOON, timeZone: 'Europe/London' };

function badInput(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('bad_input');
    return err as AppError;
  }
  throw new Error('expected a bad_input AppError');
}

describe('localDate / addDays', () => {
  it('gives the calendar date of an instant in the zone', () => {
    expect(localDate(NOON, 'Pacific/Auckland')).toBe('2026-11-21');
    expect(localDate(NOON, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-19');
    expect(localDate(NOON, undefined)).toBe('2026-11-20');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeTimeZone('')).toBe('UTC');
    expect(localDate(new Date('2026-11-20T23:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-11-20');
  });

  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
  });
});

describe('resolveDate', () => {
  it('reads today and yesterday in the user’s own timezone', () => {
    const auckland = { now: NOON, timeZone: 'Pacific/Auckland' };
    const losAngeles = { now: NOON, timeZone: 'America/Los_Angeles' };
    expect(resolveDate('today', auckland)).toBe('2026-11-21');
    expect(resolveDate('today', losAngeles)).toBe('2026-11-20');
    expect(resolveDate('yesterday', auckland)).toBe('2026-11-20');
    expect(resolveDate('yesterday', losAngeles)).toBe('2026-11-19');
  });

  it('counts days back from the local date and hours back from the instant', () => {
    const auckland = { now: NOON, timeZone: 'Pacific/Auckland' };
    const losAngeles = { now: NOON, timeZone: 'America/Los_Angeles' };
    expect(resolveDate('7d', auckland)).toBe('2026-11-14');
    expect(resolveDate('7d', losAngeles)).toBe('2026-11-13');
    // 24 h before 12:30 UTC is 2026-11-19 12:30 UTC: the 20th in Auckland, the 19th in LA.
    expect(resolveDate('24h', auckland)).toBe('2026-11-20');
    expect(resolveDate('24h', losAngeles)).toBe('2026-11-19');
    // It is 04:30 in LA: 4 h back is still the 20th, 5 h back is 23:30 on the 19th.
    expect(resolveDate('4h', losAngeles)).toBe('2026-11-20');
    expect(resolveDate('5h', losAngeles)).toBe('2026-11-19');
    expect(resolveDate('0d', losAngeles)).toBe('2026-11-20');
  });

  it('keeps real calendar dates and refuses impossible ones', () => {
    expect(resolveDate('2026-02-28', london)).toBe('2026-02-28');
    expect(resolveDate('2028-02-29', london)).toBe('2028-02-29');
    expect(resolveDate('2026-02-29', london)).toBeUndefined();
    expect(resolveDate('2026-13-01', london)).toBeUndefined();
    expect(resolveDate('20-11-2026', london)).toBeUndefined();
    expect(resolveDate('7 days', london)).toBeUndefined();
    expect(resolveDate('7w', london)).toBeUndefined();
    expect(resolveDate('', london)).toBeUndefined();
    expect(resolveDate('99999d', london)).toBeUndefined();
  });

  it('ignores case and surrounding spaces', () => {
    expect(resolveDate(' Today ', london)).toBe('2026-11-20');
    expect(resolveDate('7D', london)).toBe('2026-11-13');
  });
});

describe('parseDeliveryArgs', () => {
  it('reads no arguments as no filters', () => {
    expect(parseDeliveryArgs([], london)).toEqual({
      destinationQuery: undefined,
      statuses: [],
      events: [],
      since: undefined,
      until: undefined,
    });
  });

  it('reads every filter form and the destination name around them', () => {
    const parsed = parseDeliveryArgs(
      [
        'AR alerts',
        'status:failed,Anomaly',
        'event:invoice.paid,invoice.created',
        'since:7d',
        'until:2026-11-20',
      ],
      london,
    );
    expect(parsed).toEqual({
      destinationQuery: 'AR alerts',
      statuses: ['failed', 'anomaly'],
      events: ['invoice.paid', 'invoice.created'],
      since: '2026-11-13',
      until: '2026-11-20',
    });
  });

  it('joins unquoted name words and accepts the aliases and repeats', () => {
    const parsed = parseDeliveryArgs(
      [
        'Accounting',
        'status:failed',
        'sync',
        'statuses:failed,dropped',
        'events:project.member.created',
        'from:yesterday',
        'to:today',
      ],
      london,
    );
    expect(parsed.destinationQuery).toBe('Accounting sync');
    expect(parsed.statuses).toEqual(['failed', 'dropped']);
    expect(parsed.events).toEqual(['project.member.created']);
    expect(parsed.since).toBe('2026-11-19');
    expect(parsed.until).toBe('2026-11-20');
  });

  it('gives Auckland and Los Angeles users different dates for the same words', () => {
    const words = ['since:today', 'until:today'];
    expect(parseDeliveryArgs(words, { now: NOON, timeZone: 'Pacific/Auckland' })).toMatchObject({
      since: '2026-11-21',
      until: '2026-11-21',
    });
    expect(parseDeliveryArgs(words, { now: NOON, timeZone: 'America/Los_Angeles' })).toMatchObject({
      since: '2026-11-20',
      until: '2026-11-20',
    });
  });

  it('names a bad status and lists the accepted ones', () => {
    const err = badInput(() => parseDeliveryArgs(['status:faild,success'], london));
    const message = err.details.fields?.['status:faild,success'] ?? '';
    expect(message).toContain('`faild` is not a delivery status');
    expect(message).toContain('pending, success, failed, dropped, anomaly');
    expect(err.details.hint).toContain('/enlivy deliveries');
  });

  it('names a bad event and a bad date with their accepted forms, all at once', () => {
    const err = badInput(() =>
      parseDeliveryArgs(['event:Invoice paid', 'since:last-week', 'until:'], london),
    );
    const fields = err.details.fields ?? {};
    expect(Object.keys(fields)).toEqual(['event:Invoice paid', 'since:last-week', 'until:']);
    expect(fields['event:Invoice paid']).toContain('`invoice paid` is not an event name');
    expect(fields['since:last-week']).toContain('`last-week` is not a date');
    expect(fields['since:last-week']).toContain('`YYYY-MM-DD`, `7d`');
    expect(fields['until:']).toContain('`(empty)` is not a date');
  });

  it('refuses empty lists, a date given twice and more events than fit', () => {
    expect(
      Object.keys(badInput(() => parseDeliveryArgs(['status:'], london)).details.fields ?? {}),
    ).toEqual(['status:']);
    expect(
      Object.keys(badInput(() => parseDeliveryArgs(['event:,'], london)).details.fields ?? {}),
    ).toEqual(['event:,']);
    const twice = badInput(() => parseDeliveryArgs(['since:7d', 'since:1d'], london));
    expect(twice.details.fields?.['since:1d']).toContain('given twice');
    const many = Array.from({ length: 26 }, (_, i) => `sub${i}.created`).join(',');
    const tooMany = badInput(() => parseDeliveryArgs([`event:${many}`], london));
    expect(tooMany.details.fields?.event).toContain('At most 25 events');
  });

  it('refuses a range that starts after it ends', () => {
    const err = badInput(() => parseDeliveryArgs(['since:2026-11-20', 'until:2026-11-01'], london));
    expect(err.details.fields?.['since/until']).toBe(
      'since (2026-11-20) is after until (2026-11-01); the range would be empty.',
    );
  });

  it('suggests the filter a typo was meant to be, and keeps other colons in the name', () => {
    const err = badInput(() => parseDeliveryArgs(['stauts:failed'], london));
    expect(err.details.fields?.['stauts:failed']).toContain('Did you mean `status:`?');
    expect(parseDeliveryArgs(['Payments:', 'EU'], london).destinationQuery).toBe('Payments: EU');
  });
});
