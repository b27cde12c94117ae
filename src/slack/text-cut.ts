/**
 * Cutting text to Slack's length limits without breaking it. Slack measures limits in characters;
 * we measure in UTF-16 code units (never fewer than characters, so a cut that fits by our count fits
 * by Slack's), but we only ever cut at a grapheme-cluster boundary, so no half emoji (a lone
 * surrogate, which makes the JSON invalid for Slack) or half of a flag or accented letter is left.
 */
let segmenter: Intl.Segmenter | undefined;
/** Made on the first cut: building it loads ICU's break rules, which start-up need not wait for. */
const graphemes = () => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
};

const ELLIPSIS = '…';

/** The longest prefix of `text` made of whole grapheme clusters with at most `max` code units. */
export function prefixWithin(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  // Only the head is segmented: a boundary depends on the characters before it and the one after,
  // and segmenting a whole payload of hundreds of KB takes seconds per cut.
  for (const { segment, index } of graphemes().segment(text.slice(0, max + 2))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * Where a cut at `end` would split an escape (`&amp;`) or a Slack control sequence (`<@U1>`,
 * `<!date^…|…>`, `<https://…|label>`), the cut moves back before it.
 */
function backOffControlSequences(text: string, end: number): number {
  let head = text.slice(0, end);
  const partialEscape = /&(?:a|am|amp|l|lt|g|gt)?$/.exec(head);
  if (partialEscape) head = head.slice(0, partialEscape.index);
  const open = head.lastIndexOf('<');
  if (open > head.lastIndexOf('>') && text.indexOf('>', head.length) !== -1)
    head = head.slice(0, open);
  return head.length;
}

/**
 * `text` cut to at most `max` code units with an ellipsis, at a grapheme boundary, and never inside
 * an HTML escape or a `<…>` sequence (mrkdwn that was already escaped and formatted stays valid).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ELLIPSIS.length);
  const prefix = prefixWithin(text, room);
  const end = backOffControlSequences(text, prefix.length);
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
