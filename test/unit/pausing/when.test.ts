import { describe, expect, it } from 'vitest';
import { parsePauseEnd, splitPauseEnd } from '../../../src/features/pausing/when.js';
import { en, ro } from '../../translators.js';

// Thursday 26 November 2026, 13:20:30 in Bucharest (UTC+2).
const now = new Date('2026-11-26T11:20:30Z');
const bucharest = { now, zone: 'Europe/Bucharest', t: en };

describe('timed pause phrases', () => {
  it('reads durations and rounds the end up to the minute', () => {
    expect(parsePauseEnd('for', '30m', bucharest).until.toISOString()).toBe(
      '2026-11-26T11:51:00.000Z',
    );
    expect(parsePauseEnd('for', '2h', bucharest).until.toISOString()).toBe(
      '2026-11-26T13:21:00.000Z',
    );
    expect(parsePauseEnd('for', '1 day', bucharest).until.toISOString()).toBe(
      '2026-11-27T11:21:00.000Z',
    );
    expect(parsePauseEnd('for', '1h30m', bucharest).until.toISOString()).toBe(
      '2026-11-26T12:51:00.000Z',
    );
    expect(parsePauseEnd('for', '2h', bucharest).asked).toBe('for 2h');
  });

  it('reads wall-clock times in the user time zone', () => {
    expect(parsePauseEnd('until', '18:00', bucharest).until.toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
    expect(parsePauseEnd('until', '6pm', bucharest).until.toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
    // 09:00 has passed today: the next one.
    expect(parsePauseEnd('until', '9:00', bucharest).until.toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(parsePauseEnd('until', 'tomorrow 9:00', bucharest).until.toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(parsePauseEnd('until', 'tomorrow', bucharest).until.toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(parsePauseEnd('until', 'monday 8:30', bucharest).until.toISOString()).toBe(
      '2026-11-30T06:30:00.000Z',
    );
    expect(parsePauseEnd('until', '2026-12-01', bucharest).until.toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    const newYork = { now, zone: 'America/New_York', t: en };
    expect(parsePauseEnd('until', '18:00', newYork).until.toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    );
  });

  it('says what it could not read and what it accepts', () => {
    expect(() => parsePauseEnd('for', '30x', bucharest)).toThrow(
      '"for 30x" is not a time I can read.',
    );
    expect(() => parsePauseEnd('until', '25:00', bucharest)).toThrow('is not a time I can read');
    expect(() => parsePauseEnd('until', 'today 8:00', bucharest)).toThrow('has already passed');
    expect(() => parsePauseEnd('for', '45d', bucharest)).toThrow('at most 30 days');
    expect(() => parsePauseEnd('for', '0m', bucharest)).toThrow('is not a time I can read');
  });

  it('says it in Romanian to a Romanian reader', () => {
    const inRomanian = { ...bucharest, t: ro };
    expect(() => parsePauseEnd('for', '30x', inRomanian)).toThrow(
      '„for 30x” nu este un moment pe care îl pot citi.',
    );
    expect(() => parsePauseEnd('for', '45d', inRomanian)).toThrow(
      'O suspendare temporară durează cel mult 30 de zile.',
    );
    expect(() => parsePauseEnd('until', 'today 8:00', inRomanian)).toThrow('a trecut deja');
  });

  it('splits the phrase off the name, keeping names that contain "for"', () => {
    const split = splitPauseEnd(['Accounting', 'sync', 'for', '2h'], bucharest);
    expect(split.words).toEqual(['Accounting', 'sync']);
    expect(split.end?.asked).toBe('for 2h');
    expect(splitPauseEnd(['Waiting for payment'], bucharest)).toEqual({
      words: ['Waiting for payment'],
    });
    expect(splitPauseEnd(['Waiting', 'for', 'payment'], bucharest)).toEqual({
      words: ['Waiting', 'for', 'payment'],
    });
    expect(splitPauseEnd(['all', 'failing', 'until', 'tomorrow', '9:00'], bucharest).words).toEqual(
      ['all', 'failing'],
    );
    expect(() => splitPauseEnd(['Ops', 'for', '2x'], bucharest)).toThrow(
      'is not a time I can read',
    );
  });
});
