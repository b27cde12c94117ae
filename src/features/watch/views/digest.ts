import { context, literalText, section } from '../../../slack/blocks.js';
import { truncate } from '../../../slack/text-cut.js';
import type { SlackMessage } from '../../../slack/ui.js';

export interface DigestRow {
  name: string;
  counts: Record<string, number>;
  /** Event → deliveries of it that failed, were dropped or anomalous. */
  failingEvents: Record<string, number>;
}

const ROWS_SHOWN = 25;
const SECTION_MAX = 2_900;

function rowLine(row: DigestRow): string {
  const counts = Object.entries(row.counts)
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  const failing = Object.entries(row.failingEvents)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([event, n]) => `\`${event}\` ×${n}`)
    .join(', ');
  const marker = failing === '' ? ':white_check_mark:' : ':x:';
  return `${marker} ${literalText(row.name, { strong: true })}: ${counts}${failing ? ` — failing: ${failing}` : ''}`;
}

/** The daily digest: the last 24 hours per destination, failing ones first. */
export function digestMessage(rows: DigestRow[], date: string, complete: boolean): SlackMessage {
  const heading = `Enlivy deliveries, last 24 hours (digest of ${date})`;
  if (rows.length === 0) {
    const text = `:bar_chart: ${heading}: no deliveries.`;
    return { text, blocks: [section(text)] };
  }
  const body = truncate(rows.slice(0, ROWS_SHOWN).map(rowLine).join('\n'), SECTION_MAX);
  const notes: string[] = [];
  if (rows.length > ROWS_SHOWN) notes.push(`…and ${rows.length - ROWS_SHOWN} more destinations.`);
  if (!complete) notes.push('A busy day: only the first 1,000 deliveries are counted.');
  return {
    text: `:bar_chart: ${heading}`,
    blocks: [
      section(`:bar_chart: *${heading}*`),
      section(body),
      ...(notes.length > 0 ? [context(notes.join(' '))] : []),
    ],
  };
}
