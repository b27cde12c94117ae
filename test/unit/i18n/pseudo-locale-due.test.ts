import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import type { Invoice } from '../../../src/enlivy/index.js';
import { dueDigest } from '../../../src/features/due/digest.js';
import {
  dueListMessage,
  nothingDueMessage,
  readFailedMessage,
  whenText,
} from '../../../src/features/due/views/list.js';
import {
  dailyOffReceipt,
  dailySetReceipt,
  dailyStoppedHereMessage,
  dailyStoppedMessage,
  dueHomeBlocks,
  nextPostLine,
  noDailyListMessage,
  postNowGoneMessage,
  postNowNothingMessage,
  runFailedMessage,
} from '../../../src/features/due/views/schedule.js';
import { AppError } from '../../../src/platform/app-error.js';
import type { DueSchedule } from '../../../src/store/index.js';
import { en, itShowsOnlyCatalogText, ro, xx } from '../../translators.js';

/** The list of invoices due in the pseudo-locale `xx`: no word may bypass the catalogs. */
const invoice = (n: number, fields: Partial<Invoice>): Invoice => ({
  id: `org_inv_${n}`,
  number: `INV-${n}`,
  formatted_number: `INV-${n}`,
  status: 'pending',
  title: null,
  currency: 'EUR',
  total: 100 * n,
  issued_at: '2026-10-01',
  due_at: '2026-11-20',
  paid_at: null,
  finalized_at: '2026-10-01T09:00:00Z',
  is_downloadable: true,
  direction: 'outbound',
  receiver_custom_identity_name: 'Globex',
  sender_custom_identity_name: 'Initech',
  ...fields,
});
const INVOICES: Invoice[] = [
  ...Array.from({ length: 12 }, (_, i) =>
    invoice(i + 1, { due_at: `2026-11-${String(10 + i).padStart(2, '0')}` }),
  ),
  invoice(20, { status: 'payment_partial', currency: 'RON' }),
  invoice(21, { direction: 'inbound', currency: null, total: null }),
  invoice(22, {
    direction: 'inbound',
    receiver_custom_identity_name: null,
    sender_custom_identity_name: null,
  }),
];
const digest = (groups: 'both' | 'collect' | 'pay' = 'both') =>
  dueDigest(INVOICES, { today: '2026-11-20', horizonDays: 7, groups });
const listInput = (page: number, reader: 'person' | 'channel') => ({
  digest: digest(),
  page,
  reader:
    reader === 'person'
      ? { kind: 'person' as const, role: 'viewer' as const }
      : { kind: 'channel' as const },
  complete: false,
  readLimit: 1000,
  openUrl: (id: string) => `https://app.enlivy.test/${id}`,
  note: nextPostLine(SCHEDULE, Date.parse('2026-11-21T07:00:00Z'), xx),
});
const SCHEDULE: DueSchedule = {
  channelId: 'C1',
  time: '09:00',
  zone: 'Europe/Bucharest',
  weekdays: true,
  groups: 'collect',
  horizonDays: 14,
  by: 'U1',
  at: '2026-11-20T07:00:00Z',
};
const problem = toUserError(new AppError('busy', ''), 'E-1', xx);

const VIEWS: Record<string, () => unknown> = {
  'list, first page, for a person': () => dueListMessage(listInput(1, 'person'), xx),
  'list, last page, in a channel': () => dueListMessage(listInput(2, 'channel'), xx),
  'list, to pay only, nothing to collect': () =>
    dueListMessage({ ...listInput(1, 'channel'), digest: digest('pay') }, xx),
  'nothing due': () => nothingDueMessage({ horizonDays: 7, groups: 'collect' }, undefined, xx),
  'read failed': () => readFailedMessage(problem, 0, xx),
  'read failed after some pages': () => readFailedMessage(problem, 3, xx),
  'daily set': () =>
    dailySetReceipt(
      { userId: 'U1', schedule: SCHEDULE, replaced: undefined, nextAt: Date.parse(SCHEDULE.at) },
      xx,
    ),
  'daily set, replacing one': () =>
    dailySetReceipt(
      {
        userId: 'U1',
        schedule: SCHEDULE,
        replaced: { ...SCHEDULE, weekdays: false },
        nextAt: Date.parse(SCHEDULE.at),
      },
      xx,
    ),
  'daily off': () => dailyOffReceipt('U1', xx),
  'no daily list': () => noDailyListMessage(xx),
  'run failed': () => runFailedMessage(problem, Date.parse(SCHEDULE.at), xx),
  ...Object.fromEntries(
    (['archived', 'notFound', 'notInChannel', 'disconnected'] as const).map((reason) => [
      `stopped: ${reason}`,
      () => dailyStoppedMessage(reason, SCHEDULE, xx),
    ]),
  ),
  'stopped, in the channel': () => dailyStoppedHereMessage(xx),
  'post now, nothing due': () => postNowNothingMessage('C1', xx),
  'post now, no schedule': () => postNowGoneMessage('C1', xx),
  'App Home, an editor': () =>
    dueHomeBlocks(
      Array.from({ length: 12 }, () => SCHEDULE),
      'editor',
      xx,
    ),
};

/** Data in the fixtures: numbers, names, the zone and currency codes as Enlivy writes them. */
const DATA = new Set(['INV', 'Globex', 'Initech', 'Europe', 'Bucharest', 'RON', 'EUR']);

describe('pseudo-locale: the list of invoices due has no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('says how late or how soon in the reader’s words', () => {
    const row = (daysLate: number) => ({ daysLate, dueOn: '2026-11-27' });
    expect([3, 1, 0, -1, -6, -9].map((d) => whenText(row(d), en))).toEqual([
      '3 days overdue',
      '1 day overdue',
      'due today',
      'due tomorrow',
      'due Friday',
      'due in 9 days',
    ]);
    expect([1, 3, 20, 0, -1, -6, -20].map((d) => whenText(row(d), ro))).toEqual([
      'restantă de 1 zi',
      'restantă de 3 zile',
      'restantă de 20 de zile',
      'scadentă azi',
      'scadentă mâine',
      'scadentă vineri',
      'scadentă peste 20 de zile',
    ]);
  });
});
