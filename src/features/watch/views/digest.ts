import type { Translator } from '../../../platform/i18n/index.js';
import { context, literalText, section } from '../../../slack/blocks.js';
import { truncate } from '../../../slack/text-cut.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { watchSay } from '../copy/index.js';
import { statusCount } from './format.js';

export interface DigestRow {
  name: string;
  counts: Record<string, number>;
  /** Event → deliveries of it that failed, were dropped or anomalous. */
  failingEvents: Record<string, number>;
}

const ROWS_SHOWN = 25;
const SECTION_MAX = 2_900;
/** As many deliveries as the digest reads (see DIGEST_PAGES). */
const DIGEST_MAX = 1_000;

function rowLine(row: DigestRow, t: Translator): string {
  const counts = Object.entries(row.counts)
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => statusCount(t, status, n))
    .join(', ');
  const failing = Object.entries(row.failingEvents)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([event, n]) => `\`${event}\` ×${n}`)
    .join(', ');
  const marker = failing === '' ? ':white_check_mark:' : ':x:';
  const failingText = failing ? watchSay(t)('digest.failing', { events: failing }) : '';
  return `${marker} ${literalText(row.name, { strong: true })}: ${counts}${failingText}`;
}

/** The daily digest: the last 24 hours per destination, failing ones first. */
export function digestMessage(
  rows: DigestRow[],
  date: string,
  complete: boolean,
  t: Translator,
): SlackMessage {
  const say = watchSay(t);
  const heading = say('digest.heading', { date });
  if (rows.length === 0) {
    const text = say('digest.empty', { heading });
    return { text, blocks: [section(text)] };
  }
  const body = truncate(
    rows
      .slice(0, ROWS_SHOWN)
      .map((row) => rowLine(row, t))
      .join('\n'),
    SECTION_MAX,
  );
  const notes: string[] = [];
  if (rows.length > ROWS_SHOWN) notes.push(say('digest.more', { count: rows.length - ROWS_SHOWN }));
  if (!complete) notes.push(say('digest.incomplete', { max: t.number(DIGEST_MAX) }));
  return {
    text: `:bar_chart: ${heading}`,
    blocks: [
      section(`:bar_chart: *${heading}*`),
      section(body),
      ...(notes.length > 0 ? [context(notes.join(' '))] : []),
    ],
  };
}
