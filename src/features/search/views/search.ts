import type { Button, KnownBlock } from '@slack/types';
import type { Role } from '../../../core/access/roles.js';
import { subjectName } from '../../../core/copy/index.js';
import type { SearchItem } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { encodeSearchPlace } from '../../shared/invoices/values.js';
import { invoiceButtons } from '../../shared/invoices/views/card.js';
import {
  dayText,
  entitySubject,
  entityWords,
  isInvoiceEntity,
  relevanceBar,
  statusText,
} from '../../shared/invoices/views/format.js';
import { searchSay } from '../copy/index.js';
import { SEARCH } from '../ids.js';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchPageInput {
  query: string;
  /** All results, best first, as Enlivy ranked them. */
  items: readonly SearchItem[];
  /** 1-based; clamped to the pages that exist. */
  page: number;
  role: Role;
  /** The `limit` the search ran with: reaching it means there may be more. */
  limit: number;
  /** A line above the results, e.g. what was just deleted. */
  notice?: string;
  /** Invoice numbers by invoice id, for the rows shown (search results carry no number). */
  numbers?: ReadonlyMap<string, string>;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
}

/** The query as typed, in the reader's quotation marks, for mrkdwn. */
function quoted(query: string, t: Translator): string {
  return searchSay(t)('quoted', { query: escapeMrkdwn(truncate(query, 100)) });
}

/**
 * A search entity as a noun: the subjects Enlivy's events name (invoice, receipt, product, …) in
 * the reader's language, any other as Enlivy names it.
 */
export function entityText(entity: string, t: Translator): string {
  return (
    subjectName(entitySubject(entity), t) || entityWords(entity) || searchSay(t)('entity.record')
  );
}

/** The page that exists closest to `page`, and the results on it. */
export function pageOf(
  items: readonly SearchItem[],
  page: number,
): { page: number; pages: number; first: number; shown: SearchItem[] } {
  const pages = pageCount(items.length);
  const clamped = Math.min(Math.max(1, page), pages);
  const first = (clamped - 1) * SEARCH_PAGE_SIZE;
  return { page: clamped, pages, first, shown: items.slice(first, first + SEARCH_PAGE_SIZE) };
}

function resultRow(
  item: SearchItem,
  best: number,
  number: string | undefined,
  t: Translator,
): string {
  const say = searchSay(t);
  const title = escapeMrkdwn(truncate(item.title ?? say('untitled'), 200));
  // Status words and unreadable days fall back to Enlivy's own text: escaped.
  const facts = [
    number === undefined
      ? undefined
      : say('row.number', { number: escapeMrkdwn(truncate(number, 60)) }),
    `\`${escapeMrkdwn(item.id)}\``,
    item.status ? escapeMrkdwn(truncate(statusText(item.status, t), 60)) : undefined,
    item.meta.issued_at
      ? say('row.issued', { day: escapeMrkdwn(dayText(item.meta.issued_at, t)) })
      : undefined,
    item.meta.paid_at
      ? say('row.paid', { day: escapeMrkdwn(dayText(item.meta.paid_at, t)) })
      : undefined,
    say('row.match', { bar: relevanceBar(item.ranking_score, best) }),
  ].filter((fact): fact is string => fact !== undefined);
  return `*${escapeMrkdwn(entityText(item.entity, t))}* · ${title}\n${facts.join('  ·  ')}`;
}

function pager(input: SearchPageInput, page: number, pages: number, t: Translator): KnownBlock[] {
  if (pages <= 1) return [];
  const say = searchSay(t);
  const buttons: Button[] = [];
  const query = input.query;
  if (page > 1) {
    buttons.push(
      button(say('pager.previous'), SEARCH.action.previous, {
        value: encodeSearchPlace({ q: query, p: page - 1 }),
      }),
    );
  }
  if (page < pages) {
    buttons.push(
      button(say('pager.next'), SEARCH.action.next, {
        value: encodeSearchPlace({ q: query, p: page + 1 }),
      }),
    );
  }
  return [actions(buttons, SEARCH.block.pager)];
}

/** One page of results: 10 rows (a section, plus invoice actions) and a pager; ≤ 25 blocks. */
export function searchResultsMessage(input: SearchPageInput, t: Translator): SlackMessage {
  const total = input.items.length;
  const { page, pages, first, shown } = pageOf(input.items, input.page);
  const say = searchSay(t);
  const best = Math.max(0, ...input.items.map((item) => item.ranking_score));
  const more = total >= input.limit ? say('results.more', { total: t.number(total) }) : '';
  const blocks: KnownBlock[] = [
    ...(input.notice ? [section(input.notice)] : []),
    section(say('results.heading', { count: total, query: quoted(input.query, t), more })),
  ];
  for (const item of shown) {
    blocks.push(section(resultRow(item, best, input.numbers?.get(item.id), t)));
    if (!isInvoiceEntity(item.entity)) continue;
    const buttons = invoiceButtons(
      { id: item.id, from: 'search', search: { q: input.query, p: page } },
      input.role,
      t,
      { pdf: item.status !== 'draft' },
    );
    if (buttons.length > 0) blocks.push(actions(buttons));
  }
  blocks.push(...pager(input, page, pages, t));
  blocks.push(
    context(
      say('results.footer', {
        page: t.number(page),
        pages: t.number(pages),
        first: t.number(first + 1),
        last: t.number(first + shown.length),
        total: t.number(total),
      }),
    ),
  );
  return {
    text: say('results.text', {
      count: total,
      query: say('quoted', { query: input.query }),
      page: t.number(page),
      pages: t.number(pages),
    }),
    blocks,
  };
}

export function noMatchesMessage(
  query: string,
  notice: string | undefined,
  t: Translator,
): SlackMessage {
  const say = searchSay(t);
  return {
    text: say('none.text', { query: say('quoted', { query }) }),
    blocks: [
      ...(notice ? [section(notice)] : []),
      section(say('none.body', { query: quoted(query, t) })),
      context(say('none.tips')),
    ],
  };
}

export function searchGuidanceMessage(query: string, t: Translator): SlackMessage {
  const say = searchSay(t);
  const text =
    query === '' ? say('guidance.empty') : say('guidance.short', { query: quoted(query, t) });
  return { text, blocks: [section(`:mag: ${text}`)] };
}
