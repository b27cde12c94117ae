import { describe, expect, it } from 'vitest';
import { parsePauseEnd, splitPauseEnd } from '../../../src/features/shared/pausing/when.js';
import type { AppError } from '../../../src/platform/app-error.js';
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
    const names = ['Accounting sync', 'Waiting for payment', 'Ops'];
    const isName = (words: readonly string[]) =>
      names.some((name) => name.toLowerCase().startsWith(words.join(' ').toLowerCase()));
    const split = splitPauseEnd(['Accounting', 'sync', 'for', '2h'], bucharest, isName);
    expect(split.words).toEqual(['Accounting', 'sync']);
    expect(split.end?.asked).toBe('for 2h');
    // Quoted, or plain: the whole text names a destination, so it is all name.
    expect(splitPauseEnd(['Waiting for payment'], bucharest, isName)).toEqual({
      words: ['Waiting for payment'],
    });
    expect(splitPauseEnd(['Waiting', 'for', 'payment'], bucharest, isName)).toEqual({
      words: ['Waiting', 'for', 'payment'],
    });
    expect(splitPauseEnd(['Waiting', 'for'], bucharest, isName)).toEqual({
      words: ['Waiting', 'for'],
    });
    const both = splitPauseEnd(['Waiting', 'for', 'payment', 'for', '1h'], bucharest, isName);
    expect(both.words).toEqual(['Waiting', 'for', 'payment']);
    expect(both.end?.asked).toBe('for 1h');
    expect(
      splitPauseEnd(['all', 'failing', 'until', 'tomorrow', '9:00'], bucharest, isName).words,
    ).toEqual(['all', 'failing']);
    expect(splitPauseEnd(['for', '2h'], bucharest, isName).words).toEqual([]);
  });

  it('refuses words after for/until that are no time, naming them, rather than reading a name', () => {
    const isName = (words: readonly string[]) =>
      'accounting sync'.startsWith(words.join(' ').toLowerCase());
    const split = (text: string) => () => splitPauseEnd(text.split(' '), bucharest, isName);
    expect(split('Accounting sync for banana')).toThrow('"for banana" is not a time I can read.');
    expect(split('Accounting sync until yesterday')).toThrow(
      '"until yesterday" has already passed.',
    );
    expect(split('Ops for 2x')).toThrow('"for 2x" is not a time I can read.');
    // A keyword with nothing after it is a time part left empty.
    expect(split('Accounting sync for')).toThrow('"for" is not a time I can read.');
    try {
      split('Accounting sync for banana')();
    } catch (err) {
      expect((err as AppError).details.hint).toContain('`for 30m`');
    }
  });

  it('reads the Romanian forms, with and without diacritics', () => {
    const end = (keyword: 'for' | 'until', words: string) =>
      parsePauseEnd(keyword, words, bucharest).until.toISOString();
    const phrase = (text: string) => {
      const split = splitPauseEnd(text.split(' '), bucharest, () => false);
      return split.end?.until.toISOString();
    };
    const inAnHour = '2026-11-26T12:21:00.000Z';
    for (const text of ['pentru 1h', 'pentru 60 min', 'pentru 60 minute', 'pentru 1 oră']) {
      expect(phrase(`Ops ${text}`)).toBe(inAnHour);
    }
    expect(phrase('Ops pentru o oră')).toBe(inAnHour);
    expect(phrase('Ops pentru 1 ora')).toBe(inAnHour);
    expect(phrase('Ops pentru 2 ore')).toBe('2026-11-26T13:21:00.000Z');
    expect(phrase('Ops pentru 30m')).toBe('2026-11-26T11:51:00.000Z');
    expect(phrase('Ops pentru 1 oră și 30 de minute')).toBe('2026-11-26T12:51:00.000Z');
    expect(phrase('Ops pentru 1h30')).toBe('2026-11-26T12:51:00.000Z');
    for (const text of ['pentru 1z', 'pentru 1 zi', 'pentru o zi', 'for 1 day']) {
      expect(phrase(`Ops ${text}`)).toBe('2026-11-27T11:21:00.000Z');
    }
    expect(phrase('Ops pentru 2 zile')).toBe('2026-11-28T11:21:00.000Z');
    for (const text of ['până la 18:00', 'pana la 18:00', 'până la ora 18', 'Până 18.00']) {
      expect(phrase(`Ops ${text}`)).toBe('2026-11-26T16:00:00.000Z');
    }
    for (const text of [
      'până mâine',
      'pana maine ora 9:00',
      'până mâine la ora 9',
      'until tomorrow at 9',
    ]) {
      expect(phrase(`Ops ${text}`)).toBe('2026-11-27T07:00:00.000Z');
    }
    expect(phrase('Ops până azi la 17:30')).toBe('2026-11-26T15:30:00.000Z');
    expect(phrase('Ops până astăzi la 17:30')).toBe('2026-11-26T15:30:00.000Z');
    // "diseară la 8" is 20:00.
    expect(phrase('Ops până diseară la 8')).toBe('2026-11-26T18:00:00.000Z');
    expect(end('until', 'tonight 8')).toBe('2026-11-26T18:00:00.000Z');
    // Thursday: Friday is tomorrow, Monday next week; Thursday itself a week ahead.
    expect(phrase('Ops până vineri')).toBe('2026-11-27T07:00:00.000Z');
    expect(phrase('Ops până la vineri la 10')).toBe('2026-11-27T08:00:00.000Z');
    const weekdays = [
      ['luni', '2026-11-30'],
      ['marți', '2026-12-01'],
      ['marti', '2026-12-01'],
      ['marţi', '2026-12-01'],
      ['miercuri', '2026-12-02'],
      ['joi', '2026-12-03'],
      ['sâmbătă', '2026-11-28'],
      ['sambata', '2026-11-28'],
      ['duminică', '2026-11-29'],
      ['duminica', '2026-11-29'],
    ];
    for (const [day, date] of weekdays) {
      expect(phrase(`Ops până ${day}`)).toBe(`${date}T07:00:00.000Z`);
    }
    expect(splitPauseEnd(['Ops', 'pentru', '2', 'ore'], bucharest, () => false).end?.asked).toBe(
      'pentru 2 ore',
    );
  });

  it("says which word to use where a form is ambiguous, in the reader's language", () => {
    expect(() => parsePauseEnd('for', '2', bucharest)).toThrow(
      '"for 2" does not say whether it is minutes, hours or days.',
    );
    const inRomanian = { ...bucharest, t: ro };
    const refusal = (keyword: 'for' | 'until', words: string, context = inRomanian) => {
      try {
        parsePauseEnd(keyword, words, context);
      } catch (err) {
        return `${(err as AppError).message} ${(err as AppError).details.hint}`;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal('for', '30')).toContain('`pentru 30m` (minute), `pentru 30h` (ore)');
    expect(refusal('until', 'today', bucharest)).toContain(
      '"until today" does not say at what time. Add the time, e.g. `until today 18:00`.',
    );
    expect(refusal('until', 'diseară')).toContain('nu spune la ce oră');
    expect(refusal('for', 'banana')).toContain('`pentru 30m`, `pentru 2 ore`, `pentru 1 zi`');
    expect(refusal('until', 'ieri')).toContain('a trecut deja');
    expect(refusal('until', 'yesterday', bucharest)).toContain('has already passed');
  });
});
