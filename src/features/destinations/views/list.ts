import type { KnownBlock } from '@slack/types';
import { DESTINATION } from '../../../core/ids.js';
import type { Delivery, Destination, DestinationAllowance } from '../../../enlivy/index.js';
import {
  actions,
  button,
  context,
  divider,
  escapeMrkdwn,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DestinationNote, PauseTimer } from '../../../store/index.js';
import { type CardExtras, destinationCard, destinationName } from './card.js';
import { NO_PAID_PACK } from './phrases.js';

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
  /** What the plan allows; unknown when not given. */
  allowance?: DestinationAllowance;
}

/** How many destinations there are against what the plan allows. */
export function quotaLine(
  total: number,
  allowance: DestinationAllowance = { state: 'unknown' },
): string {
  const count = `${total} ${total === 1 ? 'destination' : 'destinations'}`;
  switch (allowance.state) {
    case 'paid':
      return `${total} of ${allowance.cap} destinations used (${DESTINATIONS_PER_PACK} per paid pack)`;
    case 'none':
      return `${count}  ·  :warning: ${NO_PAID_PACK}`;
    default:
      return `${count} (limit ${DESTINATIONS_PER_PACK} per paid pack)`;
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

function title(input: ListMessageInput): string {
  const channel = input.channelId === undefined ? 'this conversation' : `<#${input.channelId}>`;
  if (input.scope === 'all') return '*All event destinations*';
  if (input.fellBack) return `*No destination posts to ${channel} yet.* Here are all of them.`;
  return `*Event destinations posting to ${channel}*`;
}

function emptyMessage(allowance: DestinationAllowance | undefined): SlackMessage {
  const text =
    'This Enlivy organization has no event destinations yet. Run `/enlivy subscribe` in a channel to post events there, or `/enlivy webhook` to send them to your own URL.';
  return {
    text,
    blocks: [
      section(':inbox_tray: *No event destinations yet.*'),
      context(
        '`/enlivy subscribe` posts events to this channel  ·  `/enlivy webhook` sends them to your own URL',
        quotaLine(0, allowance),
      ),
    ],
  };
}

function groupHeading(entry: ListEntry, previous: ListEntry | undefined): string | undefined {
  if (previous === undefined) return entry.inChannel ? '*In this channel*' : undefined;
  return previous.inChannel && !entry.inChannel ? '*Elsewhere*' : undefined;
}

/** One page of destination cards with paging, quota and the way to see the rest. */
export function destinationListMessage(input: ListMessageInput): SlackMessage {
  if (input.total === 0) return emptyMessage(input.allowance);
  const pages = pageCount(input.entries.length);
  const { page, shown } = pageSlice(input.entries, input.page);
  const grouped = input.scope === 'all' && input.entries.some((e) => e.inChannel);

  const blocks: KnownBlock[] = [
    section(title(input)),
    context(quotaLine(input.total, input.allowance)),
  ];
  shown.forEach((entry, index) => {
    const heading = grouped ? groupHeading(entry, shown[index - 1]) : undefined;
    blocks.push(divider());
    if (heading !== undefined) blocks.push(context(heading));
    blocks.push(
      ...destinationCard(entry.destination, {
        ...(entry.note ? { note: entry.note } : {}),
        ...(entry.lastDelivery ? { lastDelivery: entry.lastDelivery } : {}),
        ...(entry.timer ? { timer: entry.timer } : {}),
        ...(entry.banner ? { banner: entry.banner } : {}),
        ...(input.hide ? { hide: input.hide } : {}),
        canEdit: input.canEdit,
        canDelete: input.canDelete,
        place: { scope: input.scope, page },
      }),
    );
  });

  const footer: string[] = [];
  if (pages > 1) footer.push(`Page ${page} of ${pages}`);
  if (input.scope === 'channel' && input.elsewhere > 0) {
    footer.push(
      `${input.elsewhere} more ${input.elsewhere === 1 ? 'destination posts' : 'destinations post'} elsewhere: \`/enlivy list all\``,
    );
  }
  if (footer.length > 0) {
    blocks.push(divider());
    blocks.push(context(footer.join('  ·  ')));
  }
  if (pages > 1) {
    const buttons = [];
    if (page > 1) {
      buttons.push(
        button('Previous', DESTINATION.listPrevious, {
          value: pagerValue(input.scope, page - 1),
        }),
      );
    }
    if (page < pages) {
      buttons.push(
        button('Next', DESTINATION.listNext, { value: pagerValue(input.scope, page + 1) }),
      );
    }
    blocks.push(actions(buttons, DESTINATION.listPager));
  }

  const names = shown
    .map(
      (e) =>
        `${escapeMrkdwn(destinationName(e.destination))} (${e.destination.is_active ? 'active' : 'paused'})`,
    )
    .join(', ');
  return {
    text: truncate(
      `Event destinations, page ${page} of ${pages}: ${names}. ${quotaLine(input.total, input.allowance)}.`,
      3000,
    ),
    blocks,
  };
}
