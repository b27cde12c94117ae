import type { KnownBlock } from '@slack/types';
import type { Delivery, Destination, DestinationAllowance } from '../../../../enlivy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  divider,
  escapeMrkdwn,
  section,
  truncate,
} from '../../../../slack/blocks.js';
import type { SlackMessage } from '../../../../slack/ui.js';
import type { DestinationNote, PauseTimer } from '../../../../store/index.js';
import { sharedDestinationsSay } from '../copy/index.js';
import { DESTINATION_CARD } from '../ids.js';
import { type CardExtras, destinationCard, destinationName, stateWord } from './card.js';
import { noPaidPack } from './phrases.js';

/** 10 cards × (section + actions + divider) plus header and pager stays under 50 blocks. */
export const CARDS_PER_PAGE = 10;
export const DESTINATIONS_PER_PACK = 25;

export type ListScope = 'channel' | 'all';

export interface ListEntry {
  destination: Destination;
  note?: DestinationNote;
  lastDelivery?: Delivery;
  timer?: PauseTimer;
  /** Posts to the channel the list was asked for. */
  inChannel: boolean;
  banner?: string;
}

export interface ListMessageInput {
  scope: ListScope;
  page: number;
  channelId: string | undefined;
  /** What the scope shows, this channel's first. */
  entries: ListEntry[];
  /** Every destination of the organization. */
  total: number;
  /** Channel scope: destinations left out because they post elsewhere. */
  elsewhere: number;
  /** Channel scope found nothing for this channel and shows every destination instead. */
  fellBack: boolean;
  canEdit: boolean;
  canDelete: boolean;
  hide?: CardExtras['hide'];
  /** Cards without buttons (the App Home's list modal); the pager stays. */
  readOnly?: boolean;
  /** What the plan allows; unknown when not given. */
  allowance?: DestinationAllowance;
}

/** How many destinations there are against what the plan allows. */
export function quotaLine(
  total: number,
  allowance: DestinationAllowance | undefined,
  t: Translator,
): string {
  const say = sharedDestinationsSay(t);
  const count = say('quota.count', { count: total });
  const perPack = t.number(DESTINATIONS_PER_PACK);
  switch (allowance?.state) {
    case 'paid':
      return say('quota.paid', { total: t.number(total), count: allowance.cap, perPack });
    case 'none':
      return `${count}  ·  :warning: ${noPaidPack(t)}`;
    default:
      return say('quota.unknown', { destinations: count, perPack });
  }
}

export function pagerValue(scope: ListScope, page: number): string {
  return `${scope}:${page}`;
}

export function parsePagerValue(value: string | undefined): { scope: ListScope; page: number } {
  const [scope, page] = (value ?? '').split(':');
  const number = Number(page);
  return {
    scope: scope === 'all' ? 'all' : 'channel',
    page: Number.isInteger(number) && number >= 1 ? number : 1,
  };
}

export function pageCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / CARDS_PER_PAGE));
}

/** The cards a page shows (the page clamped to those that exist). */
export function pageSlice<T>(entries: readonly T[], page: number): { page: number; shown: T[] } {
  const clamped = Math.min(Math.max(1, page), pageCount(entries.length));
  const first = (clamped - 1) * CARDS_PER_PAGE;
  return { page: clamped, shown: entries.slice(first, first + CARDS_PER_PAGE) };
}

function title(input: ListMessageInput, t: Translator): string {
  const say = sharedDestinationsSay(t);
  const channel =
    input.channelId === undefined ? say('list.thisConversation') : `<#${input.channelId}>`;
  if (input.scope === 'all') return say('list.title.all');
  if (input.fellBack) return say('list.title.fellBack', { channel });
  return say('list.title.channel', { channel });
}

function emptyMessage(allowance: DestinationAllowance | undefined, t: Translator): SlackMessage {
  const say = sharedDestinationsSay(t);
  return {
    text: say('list.empty.text'),
    blocks: [
      section(say('list.empty.title')),
      context(say('list.empty.hint'), quotaLine(0, allowance, t)),
    ],
  };
}

function groupHeading(
  entry: ListEntry,
  previous: ListEntry | undefined,
  t: Translator,
): string | undefined {
  const say = sharedDestinationsSay(t);
  if (previous === undefined) return entry.inChannel ? say('list.group.here') : undefined;
  return previous.inChannel && !entry.inChannel ? say('list.group.elsewhere') : undefined;
}

/** One page of destination cards with paging, quota and the way to see the rest. */
export function destinationListMessage(input: ListMessageInput, t: Translator): SlackMessage {
  const say = sharedDestinationsSay(t);
  if (input.total === 0) return emptyMessage(input.allowance, t);
  const pages = pageCount(input.entries.length);
  const { page, shown } = pageSlice(input.entries, input.page);
  const grouped = input.scope === 'all' && input.entries.some((e) => e.inChannel);

  const blocks: KnownBlock[] = [
    section(title(input, t)),
    context(quotaLine(input.total, input.allowance, t)),
  ];
  shown.forEach((entry, index) => {
    const heading = grouped ? groupHeading(entry, shown[index - 1], t) : undefined;
    blocks.push(divider());
    if (heading !== undefined) blocks.push(context(heading));
    blocks.push(
      ...destinationCard(
        entry.destination,
        {
          ...(entry.note ? { note: entry.note } : {}),
          ...(entry.lastDelivery ? { lastDelivery: entry.lastDelivery } : {}),
          ...(entry.timer ? { timer: entry.timer } : {}),
          ...(entry.banner ? { banner: entry.banner } : {}),
          ...(input.hide ? { hide: input.hide } : {}),
          ...(input.readOnly ? { readOnly: true } : {}),
          canEdit: input.canEdit,
          canDelete: input.canDelete,
          place: { scope: input.scope, page },
        },
        t,
      ),
    );
  });

  const footer: string[] = [];
  if (input.readOnly) footer.push(say('list.readOnly.hint'));
  const pageLine = say('list.page', { page: t.number(page), pages: t.number(pages) });
  if (pages > 1) footer.push(pageLine);
  if (input.scope === 'channel' && input.elsewhere > 0) {
    footer.push(say('list.elsewhere', { count: input.elsewhere }));
  }
  if (footer.length > 0) {
    blocks.push(divider());
    blocks.push(context(footer.join('  ·  ')));
  }
  if (pages > 1) {
    const buttons = [];
    if (page > 1) {
      buttons.push(
        button(say('button.previous'), DESTINATION_CARD.listPrevious, {
          value: pagerValue(input.scope, page - 1),
        }),
      );
    }
    if (page < pages) {
      buttons.push(
        button(say('button.next'), DESTINATION_CARD.listNext, {
          value: pagerValue(input.scope, page + 1),
        }),
      );
    }
    blocks.push(actions(buttons, DESTINATION_CARD.listPager));
  }

  const names = shown
    .map((e) =>
      say('list.nameState', {
        name: escapeMrkdwn(destinationName(e.destination)),
        state: stateWord(e.destination, t),
      }),
    )
    .join(', ');
  return {
    text: truncate(
      say('list.text', {
        page: t.number(page),
        pages: t.number(pages),
        names,
        quota: quotaLine(input.total, input.allowance, t),
      }),
      3000,
    ),
    blocks,
  };
}
