import type { Delivery, Destination } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { dateTimeFormat } from '../../platform/intl-formats.js';
import type { WatchSettings, WatchState } from '../../store/index.js';
import type { AlertChannel } from './alert-channel.js';
import { instant, type LogReader } from './read-log.js';
import { type DigestRow, digestMessage } from './views/digest.js';

const DIGEST_HOUR = 9;
const DAY_MS = 24 * 60 * 60_000;
/** 1,000 deliveries: a busier day is summed up as far as read, and says so. */
const DIGEST_PAGES = 20;

/** The date (YYYY-MM-DD) and hour at `ms` in `tz`. */
export function localDateAndHour(ms: number, tz: string): { date: string; hour: number } {
  const parts = dateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** The digest is due once a local day, from 09:00 on. */
export function digestDue(
  settings: WatchSettings,
  state: WatchState,
  nowMs: number,
): string | undefined {
  if (settings.digest === undefined) return undefined;
  const { date, hour } = localDateAndHour(nowMs, settings.digest.tz);
  return hour >= DIGEST_HOUR && state.lastDigestOn !== date ? date : undefined;
}

/** Deliveries per destination by status; destinations with failures first, then by volume. */
export function digestRows(
  deliveries: Delivery[],
  destinations: Map<string, Destination>,
): DigestRow[] {
  const rows = new Map<string, DigestRow>();
  for (const d of deliveries) {
    const id = d.organization_event_destination_id;
    const row = rows.get(id) ?? {
      name: destinations.get(id)?.name?.trim() || id,
      counts: {},
      failingEvents: {},
    };
    row.counts[d.status] = (row.counts[d.status] ?? 0) + 1;
    if (d.status !== 'success' && d.status !== 'pending')
      row.failingEvents[d.event] = (row.failingEvents[d.event] ?? 0) + 1;
    rows.set(id, row);
  }
  const failures = (row: DigestRow) =>
    Object.values(row.failingEvents).reduce((sum, n) => sum + n, 0);
  const total = (row: DigestRow) => Object.values(row.counts).reduce((sum, n) => sum + n, 0);
  return [...rows.values()].sort((a, b) => failures(b) - failures(a) || total(b) - total(a));
}

export async function postDigest(
  poll: { log: LogReader; channel: AlertChannel; state: WatchState },
  day: { date: string; nowMs: number; t: Translator },
): Promise<void> {
  const { log, channel, state } = poll;
  const { date, nowMs, t } = day;
  const [read, destinations] = await Promise.all([
    log.all(instant(nowMs - DAY_MS), instant(nowMs), DIGEST_PAGES),
    log.destinations(),
  ]);
  await channel.post(digestMessage(digestRows(read.items, destinations), date, read.complete, t));
  state.lastDigestOn = date;
}
