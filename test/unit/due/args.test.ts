import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { parseDueArgs } from '../../../src/features/due/args.js';
import { en } from '../../translators.js';

const parse = (text: string) => parseDueArgs(text.split(' ').filter(Boolean), en);
const refusal = (text: string) => {
  try {
    parse(text);
  } catch (err) {
    return toUserError(err, 'E-1', en).message;
  }
  throw new Error(`${text} was read`);
};

describe('/enlivy due words', () => {
  it('reads the list, a horizon and a group', () => {
    expect(parse('')).toEqual({ kind: 'show', horizonDays: 7, groups: 'both' });
    expect(parse('14d TO-PAY')).toEqual({ kind: 'show', horizonDays: 14, groups: 'pay' });
    expect(parse('to-collect 1d')).toEqual({ kind: 'show', horizonDays: 1, groups: 'collect' });
  });

  it('reads a daily list and off', () => {
    expect(parse('daily 9:05 weekdays to-collect')).toEqual({
      kind: 'daily',
      time: '09:05',
      weekdays: true,
      groups: 'collect',
      horizonDays: 7,
    });
    expect(parse('daily 23:59 30d')).toMatchObject({
      time: '23:59',
      horizonDays: 30,
      weekdays: false,
    });
    expect(parse('off')).toEqual({ kind: 'off' });
  });

  it('refuses what it cannot read, naming it', () => {
    expect(refusal('61d')).toContain('`61d`: say how far ahead to look as 1 to 60 days');
    expect(refusal('0d')).toContain('1 to 60 days');
    expect(refusal('weekdays')).toBe('`weekdays` is not something `/enlivy due` understands.');
    expect(refusal('daily')).toBe('Say when: `/enlivy due daily 09:00`.');
    expect(refusal('daily 24:00')).toContain('`24:00` is not a time of day');
    expect(refusal('daily 9am')).toContain('`9am` is not a time of day');
    expect(refusal('off now')).toContain('`off` is not something');
  });
});
