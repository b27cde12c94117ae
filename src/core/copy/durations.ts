import type { Translator } from '../../platform/i18n/index.js';
import { commonSay } from './index.js';

type Unit = 'seconds' | 'minutes' | 'hours' | 'days';

/**
 * A duration in words, as people say it: "45 seconds", "12 minutes", "2 hours and 5 minutes",
 * "3 days and 4 hours" ("2 ore și 5 minute"); at most two units, the smaller one rounded.
 */
export function formatDuration(ms: number, t: Translator): string {
  const say = commonSay(t);
  const amount = (unit: Unit, count: number) => say(`duration.${unit}`, { count });
  const both = (larger: string, smaller: string) => say('duration.pair', { larger, smaller });
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return amount('seconds', s);
  const minutes = Math.round(s / 60);
  if (minutes < 60) return amount('minutes', minutes);
  const h = Math.floor(minutes / 60);
  if (h < 24) {
    const m = minutes % 60;
    return m === 0 ? amount('hours', h) : both(amount('hours', h), amount('minutes', m));
  }
  const d = Math.floor(h / 24);
  return h % 24 === 0 ? amount('days', d) : both(amount('days', d), amount('hours', h % 24));
}

/** How long, as the end of a sentence: "for 2 hours", "timp de 2 ore". */
export function forDuration(minutes: number, t: Translator): string {
  return commonSay(t)('duration.for', { duration: formatDuration(minutes * 60_000, t) });
}
