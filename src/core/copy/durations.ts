import type { Translator } from '../../platform/i18n/index.js';
import { commonSay } from './index.js';

/** A duration as people say it: `45 s`, `12 min`, `2 h 5 min`, `3 d 4 h`. */
export function formatDuration(ms: number, t: Translator): string {
  const say = commonSay(t);
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return say('duration.seconds', { s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return say('duration.minutes', { m: minutes });
  const h = Math.floor(minutes / 60);
  if (h < 24) {
    return minutes % 60 === 0
      ? say('duration.hours', { h })
      : say('duration.hoursMinutes', { h, m: minutes % 60 });
  }
  const d = Math.floor(h / 24);
  return h % 24 === 0 ? say('duration.days', { d }) : say('duration.daysHours', { d, h: h % 24 });
}
