import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { DueGroups } from '../../store/index.js';
import { dueSay } from './copy/index.js';

/** What `/enlivy due …` asks for. The words are read in English for everyone, like `7d`. */
export type DueArgs =
  | { kind: 'show'; horizonDays: number; groups: DueGroups }
  | { kind: 'daily'; time: string; weekdays: boolean; groups: DueGroups; horizonDays: number }
  | { kind: 'off' };

export const DEFAULT_HORIZON_DAYS = 7;
const MAX_HORIZON_DAYS = 60;
const SHOWN_WORD = 40;

const GROUP_WORDS: Readonly<Record<string, DueGroups>> = {
  'to-collect': 'collect',
  'to-pay': 'pay',
};

function shown(word: string): string {
  return word.replaceAll('`', '\u02cb').slice(0, SHOWN_WORD);
}

function refusal(t: Translator, key: 'bad.word' | 'bad.time' | 'bad.horizon', word: string) {
  const say = dueSay(t);
  return new AppError('bad_input', say(key, { word: shown(word) }), { hint: say('bad.hint') });
}

/** `9:00` or `09:00` → `09:00`; undefined for anything else. */
function timeOfDay(word: string): string | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(word);
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : undefined;
}

/** The options both forms take: a horizon (`14d`), one group, and (daily) `weekdays`. */
function options(words: readonly string[], daily: boolean, t: Translator) {
  let horizonDays = DEFAULT_HORIZON_DAYS;
  let groups: DueGroups = 'both';
  let weekdays = false;
  for (const word of words) {
    const days = /^(\d{1,3})d$/.exec(word)?.[1];
    if (days !== undefined) {
      horizonDays = Number(days);
      if (horizonDays < 1 || horizonDays > MAX_HORIZON_DAYS) throw refusal(t, 'bad.horizon', word);
    } else if (GROUP_WORDS[word] !== undefined) groups = GROUP_WORDS[word];
    else if (daily && word === 'weekdays') weekdays = true;
    else throw refusal(t, 'bad.word', word);
  }
  return { horizonDays, groups, weekdays };
}

export function parseDueArgs(args: readonly string[], t: Translator): DueArgs {
  const words = args.map((word) => word.toLowerCase());
  const [first, ...rest] = words;
  if (first === 'off' && rest.length === 0) return { kind: 'off' };
  if (first !== 'daily') {
    const { horizonDays, groups } = options(words, false, t);
    return { kind: 'show', horizonDays, groups };
  }
  const [when, ...more] = rest;
  if (when === undefined) {
    const say = dueSay(t);
    throw new AppError('bad_input', say('bad.noTime'), { hint: say('daily.hint') });
  }
  const time = timeOfDay(when);
  if (time === undefined) throw refusal(t, 'bad.time', when);
  return { kind: 'daily', time, ...options(more, true, t) };
}
