import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import type { Delivery, Destination } from '../../../src/enlivy/index.js';
import { resolveTestTarget } from '../../../src/features/destinations/test-args.js';
import { cardsCreatedReceipt } from '../../../src/features/destinations/views/cards-receipts.js';
import {
  homeDestinationsBlocks,
  homeDestinationsUnavailable,
} from '../../../src/features/destinations/views/home.js';
import {
  alreadyDeletedMessage,
  channelCancelledMessage,
  channelTestQuestion,
  deleteCancelledMessage,
  deleteConfirmMessage,
  deletedMessage,
  testAlreadyRunningMessage,
} from '../../../src/features/destinations/views/messages.js';
import { withPackWarning } from '../../../src/features/destinations/views/phrases.js';
import { messageModal } from '../../../src/features/destinations/views/results.js';
import { type TestState, testMessage } from '../../../src/features/destinations/views/test.js';
import { requirePostableChannel } from '../../../src/features/shared/destinations/channel-check.js';
import {
  refuseBlankName,
  resolveDestination,
} from '../../../src/features/shared/destinations/resolve.js';
import { destinationCard } from '../../../src/features/shared/destinations/views/card.js';
import {
  destinationListMessage,
  type ListEntry,
  type ListMessageInput,
} from '../../../src/features/shared/destinations/views/list.js';
import {
  activeChangedReceipt,
  alreadyInStateMessage,
  channelGoneMessage,
  channelQuestionMessage,
  singleCardMessage,
} from '../../../src/features/shared/destinations/views/messages.js';
import { AppError } from '../../../src/platform/app-error.js';
import type { Translator } from '../../../src/platform/i18n/index.js';
import type { SlackUi } from '../../../src/slack/ui.js';
import type { DestinationNote, PauseTimer } from '../../../src/store/index.js';
import { en, itShowsOnlyCatalogText, leakedWords, ro, xx } from '../../translators.js';
import { delivery, destination, subscriptions } from '../destinations/fixtures.js';

/** The destinations feature's views and errors in the pseudo-locale `xx`: all text from catalogs. */
const hook = destination({ name: 'Ledger', event_subscriptions: subscriptions(['invoice.paid']) });
const many = destination({
  id: 'dst_2',
  name: 'Ledger',
  event_subscriptions: subscriptions([
    'invoice.paid',
    'invoice.created',
    'contract.updated',
    'proposal.sent',
  ]),
});
const paused = destination({ id: 'dst_3', name: 'Ledger', is_active: false });
const slack = destination({
  id: 'dst_4',
  name: 'Ledger',
  type: 'slack',
  destination_url: null,
  config: { channel: 'C0FINANCE1' },
  event_subscriptions: [],
});
const unset = destination({ id: 'dst_5', name: 'Ledger', type: 'slack', destination_url: null });
const noUrl = destination({ id: 'dst_6', name: 'Ledger', destination_url: null });
const note: DestinationNote = {
  channelId: 'C1',
  createdBy: 'U1',
  createdAt: '2026-11-01T09:00:00Z',
};
const cardsNote: DestinationNote = { ...note, cards: { filters: ['amount>=1000'] } as never };
const timer: PauseTimer = {
  id: 'tm_1',
  destinationId: 'dst_3',
  name: 'Ledger',
  until: '2026-11-26T14:00:00.000Z',
  by: 'U1',
  at: '2026-11-26T12:00:00.000Z',
  asked: 'for 2h',
  channelId: 'C1',
};
const failedToSlack = delivery({
  status: 'failed',
  response_status: 200,
  response: 'not_in_channel',
});
const notFound = delivery({
  status: 'failed',
  response_status: 200,
  response: { ok: false, error: 'channel_not_found' },
});
const failedHttp = delivery({ status: 'failed', response_status: 500, response: '' });
const anomaly = delivery({ status: 'anomaly', response_status: 302, response: null });
const odd = delivery({ status: 'exotic' as Delivery['status'], response_status: null });

function entry(d: Destination, extra: Partial<ListEntry> = {}): ListEntry {
  return { destination: d, inChannel: false, ...extra };
}

function list(input: Partial<ListMessageInput>, t: Translator = xx) {
  return destinationListMessage(
    {
      scope: 'all',
      page: 1,
      channelId: 'C1',
      entries: [],
      total: 0,
      elsewhere: 0,
      fellBack: false,
      canEdit: true,
      canDelete: true,
      ...input,
    },
    t,
  );
}

const entries = [
  entry(hook, { inChannel: true, note, lastDelivery: failedToSlack, banner: 'Ledger' }),
  entry(paused, { timer, lastDelivery: anomaly }),
  entry(slack, { lastDelivery: odd }),
  entry(unset),
  entry(noUrl, { note: cardsNote }),
  entry(many, { lastDelivery: failedHttp }),
  ...Array.from({ length: 10 }, (_, i) => entry(destination({ id: `dst_x${i}`, name: 'Ledger' }))),
];

const states: Record<string, TestState> = {
  sending: { kind: 'sending', delivery: delivery({ status: 'pending' }) },
  stopped: {
    kind: 'pending',
    delivery: delivery({ status: 'pending' }),
    waitedSeconds: 3,
    stopped: true,
  },
  pending: { kind: 'pending', delivery: delivery({ status: 'pending' }), waitedSeconds: 30 },
  success: { kind: 'final', delivery: delivery() },
  'failed, Slack refusal': { kind: 'final', delivery: failedToSlack },
  'failed, channel not found': { kind: 'final', delivery: notFound },
  'failed, HTTP': { kind: 'final', delivery: failedHttp },
  'failed, excerpt': {
    kind: 'final',
    delivery: delivery({ status: 'failed', response_status: 500, response: 'Ledger' }),
  },
  anomaly: { kind: 'final', delivery: anomaly },
  dropped: { kind: 'final', delivery: delivery({ status: 'dropped', response_status: null }) },
  other: { kind: 'final', delivery: odd },
};

function refusal(work: () => unknown): unknown {
  try {
    work();
  } catch (err) {
    const told = toUserError(err, 'E-1', xx);
    return [{ text: told.message }, { text: told.hint }];
  }
  throw new Error('expected a refusal');
}

async function refusalOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    const told = toUserError(err, 'E-1', xx);
    return [{ text: told.message }, { text: told.hint }, { errors: told.fields ?? {} }];
  }
  throw new Error('expected a refusal');
}

function ui(answer: () => Promise<unknown>): SlackUi {
  return { channelInfo: answer } as unknown as SlackUi;
}

const slackError = (error: string) =>
  Object.assign(new Error(error), { code: 'slack_webapi_platform_error', data: { error } });

const VIEWS: Record<string, () => unknown> = {
  'a receipt with the no-paid-pack line': () => withPackWarning('⟦x⟧', true, xx),
  'list, all, paged': () =>
    list({
      entries,
      total: entries.length,
      allowance: { state: 'paid', cap: 25, used: 16 } as never,
    }),
  'list, page 2': () => list({ entries, total: entries.length, page: 2 }),
  'list, read-only in a modal (App Home)': () =>
    messageModal('⟦x⟧', list({ entries, total: entries.length, readOnly: true }), xx),
  'list, channel with others elsewhere': () =>
    list({
      scope: 'channel',
      entries: [entries[0] as ListEntry],
      total: 3,
      elsewhere: 2,
      allowance: { state: 'none' } as never,
    }),
  'list, one elsewhere': () =>
    list({ scope: 'channel', entries: [entries[0] as ListEntry], total: 2, elsewhere: 1 }),
  'list, fell back': () =>
    list({ scope: 'channel', entries: entries.slice(1, 3), total: 2, fellBack: true }),
  'list, fell back in a conversation': () =>
    list({ scope: 'channel', channelId: undefined, entries: [], total: 1, fellBack: true }),
  'list, empty': () => list({}),
  'single card': () =>
    singleCardMessage(paused, { canEdit: true, canDelete: true, note, lastDelivery: anomaly }, xx),
  'card, timed pause': () => destinationCard(paused, { canEdit: true, canDelete: true, timer }, xx),
  'card, viewer': () => destinationCard(hook, { canEdit: false, canDelete: false }, xx),
  'receipt, paused': () => activeChangedReceipt('U1', hook, false, xx),
  'receipt, resumed': () => activeChangedReceipt('U1', hook, true, xx),
  'already active': () => alreadyInStateMessage(hook, true, undefined, xx),
  'already paused': () => alreadyInStateMessage(hook, false, undefined, xx),
  'already active, by': () => alreadyInStateMessage(hook, true, 'U1', xx),
  'already paused, by': () => alreadyInStateMessage(hook, false, 'U1', xx),
  'test already running': () => testAlreadyRunningMessage('Ledger', xx),
  'test already running, unnamed': () => testAlreadyRunningMessage(undefined, xx),
  'delete confirm, active': () => deleteConfirmMessage(hook, 1, xx),
  'delete confirm, paused': () => deleteConfirmMessage(paused, 12, xx),
  'delete cancelled': () => deleteCancelledMessage(xx),
  'question about the channel destination': () =>
    channelQuestionMessage(
      hook,
      (name) => `⟦${name}⟧`,
      { label: '⟦x⟧', actionId: 'a', value: '' },
      xx,
    ),
  'question, test': () => channelTestQuestion(hook, xx),
  'question cancelled': () => channelCancelledMessage(xx),
  'question, destination gone': () => channelGoneMessage('Ledger', xx),
  'already deleted': () => alreadyDeletedMessage('U1', xx),
  deleted: () => deletedMessage('U1', 'Ledger', xx),
  ...Object.fromEntries(
    Object.entries(states).flatMap(([name, state]) => [
      [`test ${name}`, () => testMessage(slack, state, { deliveriesButton: true }, xx)],
      [
        `test ${name}, no Deliveries button`,
        () =>
          testMessage(name === 'dropped' ? paused : hook, state, { deliveriesButton: false }, xx),
      ],
    ]),
  ),
  home: () =>
    homeDestinationsBlocks(
      {
        destinations: [hook, paused, slack, unset, noUrl, ...entries.map((e) => e.destination)],
        notes: new Map([
          ['org_evt_dst_1', note],
          ['dst_6', cardsNote],
        ]),
        counts: new Map([
          ['org_evt_dst_1', { success: 3, failed: 1, anomaly: 1, dropped: 1, pending: 1 }],
          ['dst_3', { success: 1, failed: 0, anomaly: 0, dropped: 0, pending: 0 }],
        ]),
        countedOnly: 150,
        canEdit: true,
        buttons: { subscribe: true, deliveries: true },
        allowance: { state: 'none' } as never,
      },
      xx,
    ),
  'home, empty, commands instead of buttons': () =>
    homeDestinationsBlocks(
      {
        destinations: [],
        notes: new Map(),
        counts: new Map(),
        canEdit: true,
        buttons: { subscribe: false, deliveries: false },
      },
      xx,
    ),
  'home, no deliveries': () =>
    homeDestinationsBlocks(
      {
        destinations: [hook],
        notes: new Map(),
        counts: new Map(),
        canEdit: false,
        buttons: { subscribe: true, deliveries: true },
      },
      xx,
    ),
  'home unavailable': () =>
    homeDestinationsUnavailable(
      { ...toUserError(new AppError('busy', ''), undefined as never, xx), reference: undefined },
      xx,
    ),
  'cards receipt': () =>
    cardsCreatedReceipt(
      { userId: 'U1', channelId: 'C1', name: 'Ledger' },
      { events: 2, filters: [], noPaidPack: true },
      xx,
    ),
  'cards receipt, filters': () =>
    cardsCreatedReceipt(
      { userId: 'U1', channelId: 'C1', name: 'Ledger' },
      { events: 1, filters: ['amount>=1000'] },
      xx,
    ),
  'resolve: none here': () =>
    refusal(() => resolveDestination({ query: '', destinations: [hook] }, xx)),
  'resolve: several here': () =>
    refusal(() =>
      resolveDestination(
        {
          query: '',
          destinations: [hook, many],
          channelDestinationIds: new Set([hook.id, many.id]),
        },
        xx,
      ),
    ),
  'resolve: not found': () =>
    refusal(() => resolveDestination({ query: 'Ledger9', destinations: [hook] }, xx)),
  'resolve: ambiguous': () =>
    refusal(() => resolveDestination({ query: 'Led', destinations: [hook, many] }, xx)),
  'resolve: blank name': () => refusal(() => refuseBlankName(['Ledger', ''], 'pause', xx)),
  'test: unknown event': () =>
    refusal(() => resolveTestTarget(['Ledger', 'invoice.payd'], [hook], xx)),
};

const CHANNEL_REFUSALS: Record<string, () => Promise<unknown>> = {
  'channel: a direct message': () =>
    requirePostableChannel(
      ui(async () => ({})),
      'D1',
      xx,
    ),
  'channel: a group message': () =>
    requirePostableChannel(
      ui(async () => {
        throw slackError('missing_scope');
      }),
      'G1',
      xx,
    ),
  'channel: private, not seen': () =>
    requirePostableChannel(
      ui(async () => {
        throw slackError('channel_not_found');
      }),
      'C1',
      xx,
    ),
  'channel: archived': () =>
    requirePostableChannel(
      ui(async () => ({ id: 'C1', isArchived: true })),
      'C1',
      xx,
    ),
  'channel: private, not a member': () =>
    requirePostableChannel(
      ui(async () => ({ id: 'C1', isPrivate: true, isMember: false })),
      'C1',
      xx,
    ),
};

/** Data in the fixtures: names, ids, hosts and what the parser reads. */
const DATA = new Set(['Ledger', 'dst', 'org', 'evt', 'invoice', 'payd', 'Led', 'ref']);

describe('pseudo-locale: destinations views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);
  for (const [name, work] of Object.entries(CHANNEL_REFUSALS)) {
    it(name, async () => {
      expect(leakedWords(await refusalOf(work), DATA)).toEqual([]);
    });
  }

  it('counts destinations and events with Romanian plural forms', () => {
    const quota = (total: number) => list({ entries: [entry(hook)], total }, ro).text;
    expect(quota(1)).toContain('1 destinație (limita');
    expect(quota(3)).toContain('3 destinații (limita');
    expect(quota(20)).toContain('20 de destinații (limita');
    expect(deleteConfirmMessage(hook, 1, ro).text).toContain('(1 eveniment)');
    expect(deleteConfirmMessage(hook, 2, ro).text).toContain('(2 evenimente)');
    expect(deleteConfirmMessage(hook, 77, ro).text).toContain('(77 de evenimente)');
    expect(deleteConfirmMessage(hook, 77, en).text).toContain('(77 events)');
  });
});
