import { describe } from 'vitest';
import { formatDuration } from '../../../src/core/copy/durations.js';
import { digestMessage } from '../../../src/features/watch/views/digest.js';
import {
  alertTestReply,
  incidentEndReply,
  incidentParent,
  incidentUpdate,
} from '../../../src/features/watch/views/incident.js';
import {
  digestReceipt,
  muteReceipt,
  thresholdReceipt,
  unmuteReceipt,
  watchAlreadyOffMessage,
  watchConnectionExpiredMessage,
  watchHomeSections,
  watchOffReceipt,
  watchOnReceipt,
  watchPausedDm,
  watchStatusMessage,
} from '../../../src/features/watch/views/settings.js';
import type { Incident, WatchSettings } from '../../../src/store/index.js';
import { itShowsOnlyCatalogText, xx } from '../../translators.js';

/**
 * The failure watch's views in the pseudo-locale `xx` (see pseudo-locale.test.ts): words outside
 * ⟦ ⟧ are English that bypassed the catalogs. A file of its own, so features converted in
 * parallel do not all edit one list.
 */
const INCIDENT: Incident = {
  channelId: 'C1',
  ts: '1.1',
  destinationName: 'Hook',
  firstFailureAt: '2026-11-20T10:00:00.000Z',
  lastFailureAt: '2026-11-20T10:12:30.000Z',
  failures: 5,
  untold: 2,
  statusCounts: { failed: 3, anomaly: 1, dropped: 1 },
  lastEvent: 'invoice.paid',
  lastStatus: 'failed',
  lastResponseStatus: 500,
  lastExcerpt: 'boom',
  createdBy: 'U1',
};
const REFUSED: Incident = { ...INCIDENT, lastResponseStatus: 200, lastExcerpt: 'not_in_channel' };
const SETTINGS: WatchSettings = {
  workspace: { teamId: 'T1' },
  channelId: 'C1',
  setBy: 'U1',
  setAt: '2026-11-20T10:00:00Z',
  since: '2026-11-20T10:00:00Z',
  mutes: { d1: '2999-01-01T00:00:00Z' },
  threshold: { failedAttempts: 3, windowMinutes: 10 },
  digest: { tz: 'UTC' },
};
const NOW = new Date('2026-11-20T11:00:00Z');
const RECOVERED = { kind: 'recovered', at: '2026-11-21T12:00:00Z' } as const;

const VIEWS: Record<string, () => unknown> = {
  'alert, open': () => incidentParent(INCIDENT, 'd1', undefined, xx),
  'alert, Slack refused': () => incidentParent(REFUSED, 'd1', undefined, xx),
  'alert, no HTTP status': () =>
    incidentParent({ ...INCIDENT, lastResponseStatus: null, lastExcerpt: '' }, 'd1', undefined, xx),
  'alert, recovered': () => incidentParent(INCIDENT, 'd1', RECOVERED, xx),
  'alert, paused': () => incidentParent(INCIDENT, 'd1', { kind: 'paused' }, xx),
  'alert, deleted': () => incidentParent(INCIDENT, 'd1', { kind: 'deleted' }, xx),
  'thread update': () => incidentUpdate(INCIDENT, 2, xx),
  'thread end, recovered': () => incidentEndReply(INCIDENT, RECOVERED, xx),
  'thread end, deleted': () => incidentEndReply(INCIDENT, { kind: 'deleted' }, xx),
  'test from an alert': () => alertTestReply('U1', '⟦line⟧', xx),
  digest: () =>
    digestMessage(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Hook${i}`,
        counts: { success: 3, failed: 1, pending: 1, dropped: 1, anomaly: 1 },
        failingEvents: { 'invoice.paid': 1 },
      })),
      '2026-11-20',
      false,
      xx,
    ),
  'digest, empty': () => digestMessage([], '2026-11-20', true, xx),
  'status, off': () =>
    watchStatusMessage({ settings: undefined, incidents: {}, now: NOW, names: new Map() }, xx),
  'status, on': () =>
    watchStatusMessage(
      {
        settings: SETTINGS,
        incidents: { d1: INCIDENT },
        now: NOW,
        names: new Map([['d1', 'Hook']]),
      },
      xx,
    ),
  'status, paused, no digest': () =>
    watchStatusMessage(
      {
        settings: {
          ...SETTINGS,
          digest: undefined,
          paused: { reason: '⟦why⟧', at: '' },
        } as WatchSettings,
        incidents: {},
        now: NOW,
        names: new Map(),
      },
      xx,
    ),
  'receipt, on': () =>
    watchOnReceipt({ userId: 'U1', channelId: 'C1', previous: undefined, kept: {} }, xx),
  'receipt, moved, kept': () =>
    watchOnReceipt(
      {
        userId: 'U1',
        channelId: 'C2',
        previous: { channelId: 'C1' },
        kept: { digestTz: 'UTC', threshold: SETTINGS.threshold, mutes: 2 },
      },
      xx,
    ),
  'receipt, restarted': () =>
    watchOnReceipt(
      {
        userId: 'U1',
        channelId: 'C1',
        previous: { channelId: 'C1', paused: { reason: '', at: '' } },
        kept: {},
      },
      xx,
    ),
  'receipt, off': () => watchOffReceipt('U1', 'C1', xx),
  'already off': () => watchAlreadyOffMessage(xx),
  'receipt, mute': () => muteReceipt('U1', 'Hook', '2026-11-20T12:00:00Z', xx),
  'receipt, unmute': () => unmuteReceipt('U1', 'Hook', xx),
  'receipt, digest on': () => digestReceipt('U1', 'UTC', xx),
  'receipt, digest off': () => digestReceipt('U1', undefined, xx),
  'receipt, threshold': () => thresholdReceipt('U1', SETTINGS, xx),
  'paused DM': () => watchPausedDm('C1', '⟦why⟧', xx),
  'connection expired': () => watchConnectionExpiredMessage(xx),
  'Home, off': () => watchHomeSections(undefined, {}, xx),
  'Home, open alerts': () => watchHomeSections(SETTINGS, { d1: INCIDENT }, xx),
  durations: () =>
    [45_000, 12 * 60_000, 60 * 60_000, 125 * 60_000, 24 * 3_600_000, 28 * 3_600_000].map((ms) => ({
      text: formatDuration(ms, xx),
    })),
};

/** Data in the fixtures above (names, events, Slack codes, time zones), not text of the app. */
const HOOKS = Array.from({ length: 100 }, (_, i) => `Hook${i}`);
const DATA = new Set([
  ...HOOKS,
  'Hook',
  'date_short',
  'invoice',
  'paid',
  'not_in_channel',
  'boom',
  'UTC',
]);

describe('pseudo-locale: failure watch views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);
});
