import type { Button, KnownBlock } from '@slack/types';
import type { Role } from '../../../core/access/roles.js';
import { SEARCH } from '../../../core/ids.js';
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
import { encodeSearchPlace } from '../../invoices/values.js';
import {
  entityWords,
  formatDay,
  isInvoiceEntity,
  relevanceBar,
  statusWords,
} from '../../invoices/views/invoice-format.js';
import { invoiceButtons } from '../../invoices/views/invoices.js';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchPageInput {
  query: string;
  /** All results, best first, as Enlivy ranked them. */
  items: readonly SearchItem[];
  /** 1-based; clamped to the pages that exist. */
  page: number;
  role: Role;
  locale?: string;
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

function quoted(query: string): string {
  return `“${escapeMrkdwn(truncate(query, 100))}”`;
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
  locale: string | undefined,
  number: string | undefined,
): string {
  const title = escapeMrkdwn(truncate(item.title ?? '(untitled)', 200));
  // Status words and unreadable days fall back to Enlivy's own text: escaped.
  const facts = [
    number === undefined ? undefined : `No. ${escapeMrkdwn(truncate(number, 60))}`,
    `\`${escapeMrkdwn(item.id)}\``,
    item.status ? escapeMrkdwn(truncate(statusWords(item.status), 60)) : undefined,
    item.meta.issued_at
      ? `issued ${escapeMrkdwn(formatDay(item.meta.issued_at, locale))}`
      : undefined,
    item.meta.paid_at ? `paid ${escapeMrkdwn(formatDay(item.meta.paid_at, locale))}` : undefined,
    `match ${relevanceBar(item.ranking_score, best)}`,
  ].filter((fact): fact is string => fact !== undefined);
  return `*${escapeMrkdwn(entityWords(item.entity))}* · ${title}\n${facts.join('  ·  ')}`;
}

function pager(input: SearchPageInput, page: number, pages: number): KnownBlock[] {
  if (pages <= 1) return [];
  const buttons: Button[] = [];
  const query = input.query;
  if (page > 1) {
    buttons.push(
      button('← Previous', SEARCH.action.previous, {
        value: encodeSearchPlace({ q: query, p: page - 1 }),
      }),
    );
  }
  if (page < pages) {
    buttons.push(
      button('Next →', SEARCH.action.next, { value: encodeSearchPlace({ q: query, p: page + 1 }) }),
    );
  }
  return [actions(buttons, SEARCH.block.pager)];
}

/** One page of results: 10 rows (a section, plus invoice actions) and a pager; ≤ 25 blocks. */
export function searchResultsMessage(input: SearchPageInput, t: Translator): SlackMessage {
  const total = input.items.length;
  const { page, pages, first, shown } = pageOf(input.items, input.page);
  const best = Math.max(0, ...input.items.map((item) => item.ranking_score));
  const more = total >= input.limit ? ` (the best ${total}; add words to narrow it down)` : '';
  const blocks: KnownBlock[] = [
    ...(input.notice ? [section(input.notice)] : []),
    section(
      `:mag: *${total} ${total === 1 ? 'match' : 'matches'} for ${quoted(input.query)}*${more}`,
    ),
  ];
  for (const item of shown) {
    blocks.push(section(resultRow(item, best, input.locale, input.numbers?.get(item.id))));
    if (!isInvoiceEntity(item.entity)) continue;
    const buttons = invoiceButtons(
      { id: item.id, from: 'search', search: { q: input.query, p: page } },
      input.role,
      t,
      { pdf: item.status !== 'draft' },
    );
    if (buttons.length > 0) blocks.push(actions(buttons));
  }
  blocks.push(...pager(input, page, pages));
  blocks.push(
    context(
      `Page ${page} of ${pages}  ·  results ${first + 1}–${first + shown.length} of ${total}, best match first`,
    ),
  );
  return {
    text: `${total} ${total === 1 ? 'match' : 'matches'} for “${input.query}” (page ${page} of ${pages})`,
    blocks,
  };
}

export function noMatchesMessage(query: string, notice?: string): SlackMessage {
  return {
    text: `No matches for “${query}”.`,
    blocks: [
      ...(notice ? [section(notice)] : []),
      section(`:mag: No matches for ${quoted(query)}.`),
      context(
        'Tips: use fewer words, part of an invoice number (e.g. `INV-2026`), or a customer name. Every word must appear.',
      ),
    ],
  };
}

export function searchGuidanceMessage(query: string): SlackMessage {
  const text =
    query === ''
      ? 'Type what to look for, at least 3 characters, e.g. `/enlivy search acme`.'
      : `Type at least 3 characters (${quoted(query)} is too short), e.g. \`/enlivy search acme\`.`;
  return { text, blocks: [section(`:mag: ${text}`)] };
}
