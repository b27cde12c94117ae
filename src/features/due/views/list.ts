import type { Button, KnownBlock } from '@slack/types';
import { type Role, roleAllows } from '../../../core/access/roles.js';
import { dateText } from '../../../core/copy/dates.js';
import { hintLine } from '../../../core/error-views.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  SECTION_TEXT_LIMIT,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DueGroups } from '../../../store/index.js';
import { noonOf } from '../calendar.js';
import { dueSay } from '../copy/index.js';
import type { DueDigest, DueGroup, DueRow } from '../digest.js';
import { DUE } from '../ids.js';
import {
  amountText,
  counterpartyName,
  hasPdf,
  invoiceButtons,
  invoiceLabel,
  openInEnlivyButton,
  statusText,
} from '../invoice-parts.js';
import { encodeDuePlace } from '../place.js';

/** Rows on one page: each a section and its buttons, so a page stays far below 50 blocks. */
export const DUE_PAGE_SIZE = 10;
const NAME_SHOWN = 120;
/** Currencies summed one by one in a group's line; more are counted. */
const CURRENCIES_SHOWN = 8;

/** Who reads the list: a person (their role decides the buttons) or a whole channel. */
export type DueReader = { kind: 'person'; role: Role } | { kind: 'channel' };

export interface DueListInput {
  digest: DueDigest;
  /** 1-based; clamped to the pages there are. */
  page: number;
  reader: DueReader;
  /** false: Enlivy held more open invoices than were read (`readLimit` of one status). */
  complete: boolean;
  readLimit: number;
  /** The invoice's page in Enlivy's web app. */
  openUrl: (invoiceId: string) => string;
  /** A line under the list (when the channel's next daily list comes). */
  note?: string | undefined;
}

export function pageCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / DUE_PAGE_SIZE));
}

export function horizonText(horizonDays: number, t: Translator): string {
  return dueSay(t)('horizon', { count: horizonDays });
}

export function scopeText(groups: DueGroups, t: Translator): string {
  return dueSay(t)(`scope.${groups}`);
}

function heading(digest: DueDigest, t: Translator): string {
  const say = dueSay(t);
  const horizon = horizonText(digest.horizonDays, t);
  return digest.groups === 'both'
    ? say('list.heading', { horizon })
    : say('list.headingScoped', { horizon, scope: scopeText(digest.groups, t) });
}

/** "12 days overdue", "due today", "due Friday", "due in 9 days". */
export function whenText(row: Pick<DueRow, 'daysLate' | 'dueOn'>, t: Translator): string {
  const say = dueSay(t);
  const { daysLate } = row;
  if (daysLate > 0) return say('when.overdue', { count: daysLate });
  if (daysLate === 0) return say('when.today');
  if (daysLate === -1) return say('when.tomorrow');
  if (daysLate > -7) {
    const weekday = t.date(noonOf(row.dueOn), { weekday: 'long', timeZone: 'UTC' });
    return say('when.weekday', { weekday });
  }
  return say('when.inDays', { count: -daysLate });
}

function rowText(row: DueRow, t: Translator): string {
  const say = dueSay(t);
  const { invoice } = row;
  const facts = [
    counterpartyName(invoice) ?? say('row.noParty'),
    amountText(invoice.total, invoice.currency, t) ?? say('row.noTotal'),
    ...(invoice.status === 'payment_partial' ? [statusText(invoice.status, t)] : []),
  ].map((fact) => escapeMrkdwn(truncate(fact, NAME_SHOWN)));
  const label = escapeMrkdwn(truncate(invoiceLabel(invoice), NAME_SHOWN));
  const date = dateText(noonOf(row.dueOn).toISOString(), say('row.dateFormat'), t);
  return `*${label}* · ${facts.join(' · ')}\n${date} · ${whenText(row, t)}`;
}

/**
 * The invoice card's PDF and Open in Enlivy buttons. A channel is offered the PDF (the click
 * checks the clicker's role); a person sees it when they may use it. Never Delete here.
 */
function rowButtons(row: DueRow, input: DueListInput, t: Translator): Button[] {
  const mayDownload = input.reader.kind === 'channel' || roleAllows(input.reader.role, 'editor');
  const value = { id: row.invoice.id, from: 'card' as const };
  return [
    ...(mayDownload ? invoiceButtons(value, 'editor', t, { pdf: hasPdf(row.invoice) }) : []),
    openInEnlivyButton(input.openUrl(row.invoice.id), t),
  ];
}

/** Sums per currency, the currencies in alphabetical order; past a few, the rest are counted. */
function totalsText(totals: Map<string, number>, t: Translator): string {
  const sums = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  const shown = sums
    .slice(0, CURRENCIES_SHOWN)
    .map(([currency, sum]) => escapeMrkdwn(truncate(amountText(sum, currency, t) ?? '', 60)));
  const rest = sums.length - shown.length;
  return [...shown, ...(rest > 0 ? [dueSay(t)('group.moreCurrencies', { count: rest })] : [])].join(
    ', ',
  );
}

function groupLine(digest: DueDigest, group: DueGroup, t: Translator): string {
  const say = dueSay(t);
  return truncate(
    say('group.line', {
      count: digest.counts[group],
      group: say(`group.${group}`),
      totals: totalsText(digest.totals[group], t),
    }),
    SECTION_TEXT_LIMIT,
  );
}

function pager(digest: DueDigest, page: number, pages: number, t: Translator): KnownBlock[] {
  if (pages <= 1) return [];
  const say = dueSay(t);
  const place = (p: number) =>
    encodeDuePlace({ h: digest.horizonDays, g: digest.groups, p: Math.min(p, 1000) });
  const buttons: Button[] = [];
  if (page > 1)
    buttons.push(button(say('pager.previous'), DUE.action.previous, { value: place(page - 1) }));
  if (page < pages)
    buttons.push(button(say('pager.next'), DUE.action.next, { value: place(page + 1) }));
  return [actions(buttons, DUE.block.pager)];
}

/** Notes on page 1 for a group asked for with nothing in it (the other one has rows). */
function emptyGroups(digest: DueDigest, t: Translator): KnownBlock[] {
  const say = dueSay(t);
  const notes: string[] = [];
  if (digest.groups !== 'pay' && digest.counts.collect === 0) notes.push(say('group.emptyCollect'));
  if (digest.groups !== 'collect' && digest.counts.pay === 0) notes.push(say('group.emptyPay'));
  return notes.length === 0 ? [] : [context(notes.join(' '))];
}

function fallbackText(digest: DueDigest, t: Translator): string {
  return dueSay(t)('list.text', {
    collect: t.number(digest.counts.collect),
    pay: t.number(digest.counts.pay),
  });
}

/**
 * One page of the invoices due: the groups' counts and totals per currency, then each invoice
 * (number, party, amount, due date and how late) with its card's buttons, and a pager.
 */
export function dueListMessage(input: DueListInput, t: Translator): SlackMessage {
  const say = dueSay(t);
  const { digest } = input;
  const pages = pageCount(digest.rows.length);
  const page = Math.min(Math.max(1, input.page), pages);
  const first = (page - 1) * DUE_PAGE_SIZE;
  const shown = digest.rows.slice(first, first + DUE_PAGE_SIZE);
  const blocks: KnownBlock[] = [section(heading(digest, t))];
  if (!input.complete)
    blocks.push(context(say('list.incomplete', { count: t.number(input.readLimit) })));
  if (page === 1) blocks.push(...emptyGroups(digest, t));
  let group: DueGroup | undefined;
  for (const row of shown) {
    if (row.group !== group) {
      group = row.group;
      blocks.push(section(groupLine(digest, group, t)));
    }
    blocks.push(section(truncate(rowText(row, t), SECTION_TEXT_LIMIT)));
    blocks.push(actions(rowButtons(row, input, t)));
  }
  blocks.push(...pager(digest, page, pages, t));
  const footer = say('list.footer', {
    page: t.number(page),
    pages: t.number(pages),
    first: t.number(first + 1),
    last: t.number(first + shown.length),
    total: t.number(digest.rows.length),
  });
  const asOf = say('list.asOf', {
    date: t.date(noonOf(digest.today), { dateStyle: 'long', timeZone: 'UTC' }),
  });
  blocks.push(context(`${asOf} · ${footer}`));
  if (input.note !== undefined) blocks.push(context(input.note));
  return { text: fallbackText(digest, t), blocks };
}

/** Nothing overdue or due within the horizon, in the groups asked for. */
export function nothingDueMessage(
  digest: Pick<DueDigest, 'horizonDays' | 'groups'>,
  note: string | undefined,
  t: Translator,
): SlackMessage {
  const say = dueSay(t);
  const text = say('list.none', {
    count: digest.horizonDays,
    scope: scopeText(digest.groups, t),
  });
  return { text, blocks: [section(text), ...(note === undefined ? [] : [context(note)])] };
}

/** Enlivy's list did not come in full: nothing is listed, and the reader is told why. */
export function readFailedMessage(
  problem: UserError,
  pagesRead: number,
  t: Translator,
): SlackMessage {
  const say = dueSay(t);
  const what = pagesRead === 0 ? say('read.failed') : say('read.failedPart', { count: pagesRead });
  const text = `${what} ${escapeMrkdwn(problem.message)}`;
  return {
    text,
    blocks: [
      section(`:warning: *${escapeMrkdwn(problem.title)}*\n${text}`),
      context(hintLine(problem)),
    ],
  };
}
