import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import type { Destination } from '../../../src/enlivy/index.js';
import { intentValue } from '../../../src/features/pausing/channel-ask.js';
import {
  batchAlreadyResumedMessage,
  bulkCancelledMessage,
  bulkConfirmMessage,
  bulkPauseReceipt,
  bulkResumeReceipt,
  nothingToPauseMessage,
} from '../../../src/features/pausing/views/bulk.js';
import {
  autoResumeMessage,
  channelActiveQuestion,
  channelDoneMessage,
  endedTimedReceipt,
  pausedForGoodMessage,
  resumedNowReplacement,
  timedPauseReceipt,
  untimedReceipt,
} from '../../../src/features/pausing/views/messages.js';
import {
  extendMenu,
  pauseForMenu,
  timedStateLabel,
} from '../../../src/features/shared/pausing/views/menus.js';
import { type PauseEnd, parsePauseEnd } from '../../../src/features/shared/pausing/when.js';
import { AppError } from '../../../src/platform/app-error.js';
import type { PauseBatch, PauseTimer } from '../../../src/store/index.js';
import { itShowsOnlyCatalogText, ro, xx } from '../../translators.js';

/** The pausing feature's views in the pseudo-locale `xx`: no word may bypass the catalogs. */
const hook = { id: 'dst_1', name: 'Ledger', is_active: false } as unknown as Destination;
const timer: PauseTimer = {
  id: 'tm_1',
  destinationId: 'dst_1',
  name: 'Ledger',
  until: '2026-11-26T14:00:00.000Z',
  by: 'U1',
  at: '2026-11-26T12:00:00.000Z',
  asked: 'for 2h',
  channelId: 'C1',
};
const batch: PauseBatch = {
  id: 'b1',
  by: 'U1',
  at: '2026-11-26T12:00:00.000Z',
  scope: 'all',
  state: 'done',
  plannedIds: ['dst_1', 'dst_2'],
  pausedIds: ['dst_1'],
  until: '2026-11-26T14:00:00.000Z',
  asked: 'for 2h',
  resumedBy: 'U2',
};
const outcomes = (['changed', 'already', 'deleted', 'failed', 'unknown'] as const).map((kind) => ({
  destinationId: 'dst_1',
  name: 'Ledger',
  kind,
  problem: () => '',
}));
const problem = toUserError(new AppError('busy', ''), 'E-1', xx);
const forTwoHours: PauseEnd = {
  until: new Date('2026-11-26T14:00:00.000Z'),
  asked: 'for 2h',
  minutes: 125,
};

const VIEWS: Record<string, () => unknown> = {
  'timed receipt': () => timedPauseReceipt({ userId: 'U1', destination: hook, timer }, xx),
  'timed receipt, moved': () =>
    timedPauseReceipt({ userId: 'U1', destination: hook, timer, before: timer }, xx),
  'untimed receipt': () => untimedReceipt('U1', hook, timer, xx),
  'paused for good': () => pausedForGoodMessage(hook, 'U2', xx),
  'paused for good, by no one known': () => pausedForGoodMessage(hook, undefined, xx),
  'resumed now': () => resumedNowReplacement('U1', hook, xx),
  ...Object.fromEntries(
    (
      [
        { kind: 'auto', at: timer.until },
        { kind: 'resumed', by: 'U2', at: timer.until },
        { kind: 'untimed', by: 'U2', at: timer.until },
        { kind: 'deleted', by: 'U2', at: timer.until },
        { kind: 'moved', by: 'U2', at: timer.at, until: timer.until },
        { kind: 'alreadyActive' },
      ] as const
    ).map((ending) => [
      `timed receipt, ended (${ending.kind})`,
      () => endedTimedReceipt(timer, ending, xx),
    ]),
  ),
  'automatic resume': () =>
    autoResumeMessage(
      [
        { kind: 'resumed', timer, destination: hook },
        { kind: 'deleted', timer },
        { kind: 'edited', timer },
        { kind: 'gave_up', timer, problem: { ...problem, message: '' } },
      ],
      xx,
    ),
  menus: () => [pauseForMenu('dst_1', xx), extendMenu('dst_1', xx)],
  'state label': () => [{ text: timedStateLabel(timer, xx) }],
  'bulk confirmation': () => bulkConfirmMessage(batch, [hook], [hook], xx),
  'bulk confirmation, no end': () =>
    bulkConfirmMessage({ ...batch, until: undefined }, [hook], [], xx),
  'nothing to pause': () => nothingToPauseMessage('all', 3, xx),
  'bulk cancelled': () => bulkCancelledMessage(xx),
  'bulk receipt': () => bulkPauseReceipt('U1', batch, outcomes, xx),
  'bulk resume receipt': () => bulkResumeReceipt('U1', batch, outcomes, xx),
  'already resumed': () => batchAlreadyResumedMessage(batch, xx),
  'question, pause': () =>
    channelActiveQuestion(
      {
        destination: hook,
        active: false,
        end: undefined,
        value: intentValue(hook, false, undefined),
      },
      xx,
    ),
  'question, pause for': () =>
    channelActiveQuestion({ destination: hook, active: false, end: forTwoHours, value: '' }, xx),
  'question, pause until': () =>
    channelActiveQuestion(
      { destination: hook, active: false, end: { ...forTwoHours, minutes: undefined }, value: '' },
      xx,
    ),
  'question, resume': () =>
    channelActiveQuestion({ destination: hook, active: true, end: undefined, value: '' }, xx),
  'question answered': () => channelDoneMessage(xx),
  'unreadable time': () => {
    try {
      parsePauseEnd('for', '3 fortnights', { now: new Date(), zone: 'UTC', t: xx });
    } catch (err) {
      const told = toUserError(err, 'E-2', xx);
      return [{ text: told.message }, { text: told.hint }];
    }
    throw new Error('expected a refusal');
  },
};

/** Data in the fixtures: names, ids and the typed phrases the parser reads. */
const DATA = new Set(['Ledger', 'dst', 'for', 'fortnights', 'all', 'ref']);

describe('pseudo-locale: pausing views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it("says a duration on the question in the reader's words", () => {
    const asked = (t: typeof ro) =>
      channelActiveQuestion({ destination: hook, active: false, end: forTwoHours, value: '' }, t)
        .text;
    expect(asked(ro)).toBe(
      'Suspenzi Ledger (destinația acestui canal) pentru 2 ore și 5 minute, din momentul în care apeși butonul?',
    );
  });

  it('counts destinations with Romanian plural forms', () => {
    const count = (n: number) => nothingToPauseMessage('all', n, ro).text;
    expect(count(1)).toContain('(1 destinație)');
    expect(count(3)).toContain('(3 destinații)');
    expect(count(20)).toContain('(20 de destinații)');
  });
});
