import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfLocalDay,
  localDate,
  safeTimeZone,
  startOfLocalDay,
} from '../../../src/core/time-zones.js';
import {
  createdRange,
  type ParseContext,
  parseDeliveryArgs as parseIn,
  resolveDate,
} from '../../../src/features/deliveries/filters.js';
import { AppError } from '../../../src/platform/app-error.js';
import { en } from '../../translators.js';

/** The parser with its messages in English (a ro-RO reader's are in test/unit/i18n). */
const parseDeliveryArgs = (args: readonly string[], context: ParseContext) =>
  parseIn(args, context, en);

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
    // Hours are exact instants, whatever the zone: 24 h before 12:30 UTC is 12:30 UTC the day before.
    expect(resolveDate('24h', auckland)).toBe('2026-11-19T12:30:00Z');
    expect(resolveDate('24h', losAngeles)).toBe('2026-11-19T12:30:00Z');
    expect(resolveDate('5h', losAngeles)).toBe('2026-11-20T07:30:00Z');
    expect(resolveDate('0h', losAngeles)).toBe('2026-11-20T12:30:00Z');
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

describe('local days as the instants Enlivy compares', () => {
  const iso = (date: Date) => date.toISOString();

  it('starts and ends a New York day at local midnight, not UTC midnight', () => {
    expect(iso(startOfLocalDay('2026-11-20', 'America/New_York'))).toBe('2026-11-20T05:00:00.000Z');
    expect(iso(endOfLocalDay('2026-11-20', 'America/New_York'))).toBe('2026-11-21T04:59:59.000Z');
  });

  it('starts an Auckland day the UTC day before', () => {
    expect(iso(startOfLocalDay('2026-11-21', 'Pacific/Auckland'))).toBe('2026-11-20T11:00:00.000Z');
    expect(iso(endOfLocalDay('2026-11-21', 'Pacific/Auckland'))).toBe('2026-11-21T10:59:59.000Z');
  });

  it('gives DST-change days their real length (23 h and 25 h)', () => {
    // New York springs forward at 02:00 on 2026-03-08.
    expect(iso(startOfLocalDay('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(endOfLocalDay('2026-03-08', 'America/New_York'))).toBe('2026-03-09T03:59:59.000Z');
    // London falls back at 02:00 BST on 2026-10-25.
    expect(iso(startOfLocalDay('2026-10-25', 'Europe/London'))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(endOfLocalDay('2026-10-25', 'Europe/London'))).toBe('2026-10-25T23:59:59.000Z');
    // New York falls back on 2026-11-01.
    expect(iso(startOfLocalDay('2026-11-01', 'America/New_York'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(endOfLocalDay('2026-11-01', 'America/New_York'))).toBe('2026-11-02T04:59:59.000Z');
  });

  it('starts a day whose midnight does not exist at its first real moment', () => {
    // Santiago skips 00:00–01:00 on 2026-09-06: the day starts at 01:00 local (04:00 UTC).
    expect(iso(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(endOfLocalDay('2026-09-05', 'America/Santiago'))).toBe('2026-09-06T03:59:59.000Z');
  });

  it('uses UTC days for an unknown or missing zone', () => {
    expect(iso(startOfLocalDay('2026-11-20', undefined))).toBe('2026-11-20T00:00:00.000Z');
    expect(iso(endOfLocalDay('2026-11-20', 'Mars/Olympus_Mons'))).toBe('2026-11-20T23:59:59.000Z');
  });

  it('New York, 22:00 local: until:today still covers a delivery from 30 minutes ago', () => {
    const context = { now: new Date('2026-11-21T03:00:00Z'), timeZone: 'America/New_York' };
    const parsed = parseDeliveryArgs(['until:today'], context);
    expect(parsed.until).toBe('2026-11-20');
    const range = createdRange(parsed, 'America/New_York');
    expect(range).toEqual({ from: undefined, to: '2026-11-21T04:59:59Z' });
    expect(Date.parse('2026-11-21T02:30:00Z')).toBeLessThanOrEqual(Date.parse(range.to ?? ''));
  });

  it('New York, 22:00 local: since:1h starts one hour ago, not at the start of the UTC day', () => {
    const context = { now: new Date('2026-11-21T03:00:00Z'), timeZone: 'America/New_York' };
    const parsed = parseDeliveryArgs(['since:1h', 'until:today'], context);
    const range = createdRange(parsed, 'America/New_York');
    expect(range).toEqual({ from: '2026-11-21T02:00:00Z', to: '2026-11-21T04:59:59Z' });
    // A delivery 23 hours old is outside.
    expect(Date.parse('2026-11-20T04:00:00Z')).toBeLessThan(Date.parse(range.from ?? ''));
  });

  it('Auckland: since:today starts at local midnight, the UTC day before', () => {
    const parsed = parseDeliveryArgs(['since:today'], { now: NOON, timeZone: 'Pacific/Auckland' });
    expect(createdRange(parsed, 'Pacific/Auckland')).toEqual({
      from: '2026-11-20T11:00:00Z',
      to: undefined,
    });
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
    // Hours against days compare as instants, named in the user's own time.
    const mixed = badInput(() => parseDeliveryArgs(['since:2h', 'until:yesterday'], london));
    expect(mixed.details.fields?.['since/until']).toBe(
      'since (2026-11-20 10:30) is after until (2026-11-19); the range would be empty.',
    );
    expect(parseDeliveryArgs(['since:2h', 'until:today'], london).since).toBe(
      '2026-11-20T10:30:00Z',
    );
  });

  it('suggests the filter a typo was meant to be, and keeps other colons in the name', () => {
    const err = badInput(() => parseDeliveryArgs(['stauts:failed'], london));
    expect(err.details.fields?.['stauts:failed']).toContain('Did you mean `status:`?');
    expect(parseDeliveryArgs(['Payments:', 'EU'], london).destinationQuery).toBe('Payments: EU');
  });

  it('refuses an unknown filter key, naming the accepted ones, instead of searching for it as a name', () => {
    const err = badInput(() => parseDeliveryArgs(['foo:bar'], london));
    expect(err.details.fields?.['foo:bar']).toBe(
      '`foo:` is not a filter. Filters are status:, event:, since: and until:.',
    );
    // A quoted name with a colon and a space is still a name.
    expect(parseDeliveryArgs(['ERP: nightly sync'], london).destinationQuery).toBe(
      'ERP: nightly sync',
    );
  });

  it('refuses event names longer than a Slack option can carry, and shows pasted text bounded', () => {
    const long = `invoice.${'x'.repeat(200)}`;
    const err = badInput(() => parseDeliveryArgs([`event:${long}`], london));
    const [[label, message]] = Object.entries(err.details.fields ?? {}) as [[string, string]];
    expect(label.length).toBeLessThanOrEqual(60);
    expect(message).toContain('is not an event name');
    expect(message).toContain('at most 64 characters');
    expect(message.length).toBeLessThan(400);
    expect(parseDeliveryArgs([`event:invoice.${'x'.repeat(56)}`], london).events).toHaveLength(1);
  });
});
