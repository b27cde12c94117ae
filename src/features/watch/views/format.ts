import type { Translator } from '../../../platform/i18n/index.js';
import { watchSay } from '../copy/index.js';

/** `1 failure`, `3 failures` in the reader's language. */
export function failures(t: Translator, count: number): string {
  return watchSay(t)('failures', { count });
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
