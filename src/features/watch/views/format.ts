import type { Translator } from '../../../platform/i18n/index.js';
import { watchSay } from '../copy/index.js';

/** `1 failure`, `3 failures` in the reader's language. */
export function failures(t: Translator, count: number): string {
  return watchSay(t)('failures', { count });
}

/** A duration as people say it: `45 s`, `12 min`, `2 h 5 min`, `3 d 4 h`. */
export function formatDuration(ms: number, t: Translator): string {
  const say = watchSay(t);
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

const KNOWN_STATUSES = ['pending', 'success', 'failed', 'dropped', 'anomaly'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: string): status is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status);
}

/** `3 failed`: a count of deliveries of one status (a status unknown to the app as Enlivy says it). */
export function statusCount(t: Translator, status: string, count: number): string {
  return isKnownStatus(status)
    ? watchSay(t)(`count.${status}`, { count })
    : `${t.number(count)} ${status}`;
}
