import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/core/copy/durations.js';
import { digestMessage } from '../../../src/features/watch/views/digest.js';
import {
  incidentEndReply,
  incidentParent,
  incidentUpdate,
} from '../../../src/features/watch/views/incident.js';
import {
  watchHomeSections,
  watchStatusMessage,
} from '../../../src/features/watch/views/settings.js';
import type { Incident, WatchSettings } from '../../../src/store/index.js';
import { validateMessageBlocks } from '../../fakes/slack/index.js';
import { en, ro } from '../../translators.js';

/** The watch of #C1 set up by U1, alerting on the 3rd failure within 10 min, with these mutes. */
function settingsWith(mutes: WatchSettings['mutes']): WatchSettings {
  return {
    workspace: { teamId: 'T1' },
    channelId: 'C1',
    setBy: 'U1',
    setAt: '2026-11-20T10:00:00Z',
    since: '2026-11-20T10:00:00Z',
    mutes,
    threshold: { failedAttempts: 3, windowMinutes: 10 },
  };
}

const worst: Incident = {
  channelId: 'C1',
  ts: '1.1',
  destinationName: `${'*Billing* & <ops> 🚨 '.repeat(12)}`.slice(0, 255),
  firstFailureAt: '2026-11-20T10:00:00.000000Z',
  lastFailureAt: '2026-11-20T10:12:30.000000Z',
  failures: 123_456,
  untold: 99,
  statusCounts: { failed: 100_000, anomaly: 23_000, dropped: 456 },
  lastEvent: 'billing_schedule.restored',
  lastStatus: 'failed',
  lastResponseStatus: null,
  lastExcerpt: 'x'.repeat(120),
  createdBy: 'U123',
};

describe('failure alert views', () => {
  it('the parent has the four buttons while open, none once ended, and fits chat.update', () => {
    const open = incidentParent(worst, 'org_evt_dst_1', undefined, en);
    expect(validateMessageBlocks(open)).toEqual([]);
    expect(open.text.length).toBeLessThan(4_000);
    expect(JSON.stringify(open.blocks)).toContain('"action_id":"watch_mute"');
    expect(open.text).toContain('<@U123>');
    expect(open.text).toContain('123456 failed deliveries');
    expect(open.text).toContain('no HTTP status');
    const ended = incidentParent(
      worst,
      'org_evt_dst_1',
      {
        kind: 'recovered',
        at: '2026-11-20T10:42:30Z',
      },
      en,
    );
    expect(validateMessageBlocks(ended)).toEqual([]);
    expect(ended.text).toContain('recovered after 123456 failures (43 minutes)');
    expect(JSON.stringify(ended.blocks)).not.toContain('watch_');
    for (const end of [{ kind: 'paused' }, { kind: 'deleted' }] as const) {
      expect(incidentParent(worst, 'x', end, en).text).toContain(`was ${end.kind}`);
      expect(incidentEndReply(worst, end, en).text).toContain(end.kind);
    }
    expect(incidentUpdate(worst, 99, en).text).toContain('99 more failed deliveries');
  });

  it('the count is not repeated in a parenthesis; a split by status is, and Slack refusals are named', () => {
    const allFailed: Incident = {
      ...worst,
      destinationName: 'Billing hook',
      failures: 4,
      statusCounts: { failed: 4 },
      lastResponseStatus: 200,
      lastExcerpt: 'not_in_channel',
    };
    const open = incidentParent(allFailed, 'org_evt_dst_1', undefined, en).text;
    expect(open).toContain('*4 failed deliveries* since <!date^');
    expect(open).not.toContain('(4 failed)');
    expect(open).toMatch(/\|2026-11-20T10:00:00\.000Z>\.\n/);
    expect(open).toContain(':x: *Failed* (Slack answered `not_in_channel`)');
    expect(open).not.toContain('HTTP 200');
    const mixed = incidentParent(
      {
        ...allFailed,
        statusCounts: { failed: 3, anomaly: 1 },
        lastResponseStatus: 500,
        lastExcerpt: 'boom',
      },
      'x',
      undefined,
      en,
    ).text;
    expect(mixed).toContain('(3 failed, 1 anomaly).');
    const split = { ...allFailed, statusCounts: { failed: 21, anomaly: 20, dropped: 1 } };
    expect(incidentParent(split, 'x', undefined, en).text).toContain(
      '(21 failed, 20 anomalies, 1 dropped).',
    );
    expect(incidentParent(split, 'x', undefined, ro).text).toContain(
      '(21 eșuate, 20 de anomalii, 1 abandonată).',
    );
    expect(mixed).toContain('(HTTP 500, answer `boom`)');
  });

  it('no "on" before a date Slack may show as "Today"', () => {
    const settings = settingsWith({});
    const text = watchStatusMessage(
      { settings, incidents: {}, now: new Date('2026-11-20T11:00:00Z'), names: new Map() },
      en,
    ).text;
    expect(text).toMatch(/set by <@U1> on <!date\^\d+\^\{date_short\}\|/);
    expect(text).not.toMatch(/ on <!date\^\d+\^\{date_short_pretty\}/);
  });

  it('the settings answer and the Home section', () => {
    const settings = settingsWith({ a: '2999-01-01T00:00:00Z', b: '2000-01-01T00:00:00Z' });
    const text = watchStatusMessage(
      {
        settings,
        incidents: { a: worst },
        now: new Date('2026-11-20T11:00:00Z'),
        names: new Map([['a', 'AR']]),
      },
      en,
    ).text;
    expect(text).toContain('<#C1>');
    expect(text).toContain('as soon as 3 attempts fail within 10 min');
    expect(text).toContain('*AR* muted until');
    expect(text).not.toContain('*b*');
    expect(text).toContain('1 open alert');
    expect(
      watchStatusMessage(
        { settings: undefined, incidents: {}, now: new Date(), names: new Map() },
        en,
      ).text,
    ).toContain('off');
    const paused = watchHomeSections(
      { ...settings, paused: { reason: 'the channel was archived.', at: '' } },
      {},
      en,
    );
    expect(JSON.stringify(paused)).toContain('*paused*: the channel was archived.');
  });

  it('the digest stays within Slack limits with many long-named destinations', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: `${worst.destinationName}${i}`,
      counts: { success: 1000, failed: i },
      failingEvents: { 'billing_schedule.restored': i, 'invoice.paid': 1, 'contract.updated': 2 },
    }));
    const message = digestMessage(rows, '2026-11-20', false, en);
    expect(validateMessageBlocks(message)).toEqual([]);
    expect(JSON.stringify(message.blocks)).toContain('only the first 1,000 deliveries');
    expect(digestMessage([], '2026-11-20', true, en).text).toContain('no deliveries');
  });

  it('formats durations', () => {
    expect(formatDuration(45_000, en)).toBe('45 seconds');
    expect(formatDuration(60_000, en)).toBe('1 minute');
    expect(formatDuration(12 * 60_000, en)).toBe('12 minutes');
    expect(formatDuration(125 * 60_000, en)).toBe('2 hours and 5 minutes');
    expect(formatDuration(28 * 3_600_000, en)).toBe('1 day and 4 hours');
    expect(formatDuration(1_000, ro)).toBe('1 secundă');
    expect(formatDuration(60_000, ro)).toBe('1 minut');
    expect(formatDuration(12 * 60_000, ro)).toBe('12 minute');
    expect(formatDuration(20 * 60_000, ro)).toBe('20 de minute');
    expect(formatDuration(125 * 60_000, ro)).toBe('2 ore și 5 minute');
    expect(formatDuration(21 * 3_600_000, ro)).toBe('21 de ore');
    expect(formatDuration(49 * 3_600_000, ro)).toBe('2 zile și 1 oră');
  });

  it('in Romanian: alerts, plurals and the digest stay inside Slack limits (the text is longer)', () => {
    const open = incidentParent(worst, 'org_evt_dst_1', undefined, ro);
    expect(validateMessageBlocks(open)).toEqual([]);
    expect(open.text.length).toBeLessThan(4_000);
    expect(open.text).toContain('*123456 de livrări eșuate* din <!date^');
    expect(open.text).toContain('fără status HTTP');
    expect(open.text).toContain(':x: *Eșuată*');
    const ended = incidentParent(worst, 'x', { kind: 'recovered', at: '2026-11-20T10:42:30Z' }, ro);
    expect(validateMessageBlocks(ended)).toEqual([]);
    expect(ended.text).toContain('și-a revenit după 123456 de eșecuri (43 de minute)');
    expect(incidentUpdate({ ...worst, failures: 3 }, 2, ro).text).toContain(
      'Încă 2 livrări eșuate (3 eșecuri în total).',
    );
    expect(incidentUpdate({ ...worst, failures: 1 }, 1, ro).text).toContain(
      'Încă 1 livrare eșuată (1 eșec în total).',
    );
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: `${worst.destinationName}${i}`,
      counts: { success: 1000, failed: i },
      failingEvents: { 'billing_schedule.restored': i, 'invoice.paid': 1, 'contract.updated': 2 },
    }));
    const digest = digestMessage(rows, '2026-11-20', false, ro);
    expect(validateMessageBlocks(digest)).toEqual([]);
    expect(JSON.stringify(digest.blocks)).toContain('doar primele 1.000 de livrări');
    expect(JSON.stringify(digest.blocks)).toContain('…și încă 35 de destinații.');
    expect(formatDuration(28 * 3_600_000, ro)).toBe('1 zi și 4 ore');
  });

  it('in Romanian: the threshold counts attempts with Romanian plurals, and dates read "ora"', () => {
    const settings = settingsWith({ a: '2999-01-01T00:00:00Z' });
    const now = new Date('2026-11-20T11:00:00Z');
    const answer = (failedAttempts: number) =>
      watchStatusMessage(
        {
          settings: { ...settings, threshold: { failedAttempts, windowMinutes: 5 } },
          incidents: {},
          now,
          names: new Map([['a', 'AR']]),
        },
        ro,
      ).text;
    expect(answer(1)).toContain('ori imediat ce eșuează 1 încercare în 5 min');
    expect(answer(3)).toContain('ori imediat ce eșuează 3 încercări în 5 min');
    expect(answer(1)).toMatch(
      /\*AR\* fără alerte până la <!date\^\d+\^\{date_short_pretty\}, ora \{time\}\|/,
    );
    expect(answer(1)).not.toContain(' at {time}');
  });
});
