import type { Translator } from '../../../platform/i18n/index.js';
import { escapeMrkdwn, prefixWithin } from '../../../slack/blocks.js';
import { deliveriesSay } from '../copy/index.js';

/** "a, b or c" in the reader's language. */
export function orList(words: readonly string[], t: Translator): string {
  if (words.length <= 1) return words.join('');
  return deliveriesSay(t)('list.or', {
    head: words.slice(0, -1).join(', '),
    last: words.at(-1) ?? '',
  });
}

/** Pretty JSON of a payload or answer; strings that hold JSON are pretty-printed too. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}

export interface CodeBlock {
  text: string;
  truncated: boolean;
}

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Text that may sit between the fences of a code block: a zero-width space after every backtick
 * that another follows, so no run of backticks (three, four, five…) can close the block, and at
 * either edge, so none joins the fence.
 */
function fenceSafe(text: string): string {
  const apart = text.replace(/`(?=`)/g, `\`${ZERO_WIDTH_SPACE}`);
  const start = apart.startsWith('`') ? ZERO_WIDTH_SPACE : '';
  const end = apart.endsWith('`') ? ZERO_WIDTH_SPACE : '';
  return `${start}${apart}${end}`;
}

/** Inline code for a value from Enlivy: backticks dropped (they would end it), mrkdwn escaped. */
export function inlineCode(text: string): string {
  const bare = text.replaceAll('`', '').trim();
  return bare === '' ? '—' : `\`${escapeMrkdwn(bare)}\``;
}

/**
 * A mrkdwn code block of at most `max` characters. Cuts the raw text (never an escape sequence),
 * and keeps backticks inside the text from closing the block early.
 */
export function codeBlock(raw: string, max: number): CodeBlock {
  const render = (text: string) => `\`\`\`${escapeMrkdwn(fenceSafe(text))}\`\`\``;
  let full = render(raw);
  if (full.length <= max) return { text: full, truncated: false };
  let keep = Math.max(0, max - 10);
  for (;;) {
    full = render(`${prefixWithin(raw, keep)}\n…`);
    if (full.length <= max || keep === 0) return { text: full, truncated: true };
    keep = Math.max(0, keep - (full.length - max) - 1);
  }
}
