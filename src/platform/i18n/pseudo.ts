/**
 * The pseudo-locale `xx`: every catalog string wrapped in ⟦ ⟧ (placeholders, Slack mrkdwn and
 * `code` kept intact inside). A view rendered with it shows ⟦…⟧ around every translated piece;
 * a run of letters outside the brackets is English that did not come from a catalog.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export function pseudoString(english: string): string {
  return `${PSEUDO_OPEN}${english}${PSEUDO_CLOSE}`;
}

export function pseudoCatalog(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([key, text]) => [key, pseudoString(text)]),
  );
}

/** The text outside every ⟦…⟧, minus what is not language (mentions, code, emoji, numbers, ids). */
export function untranslatedText(rendered: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of rendered) {
    if (char === PSEUDO_OPEN) depth += 1;
    else if (char === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return outside
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/:[a-z0-9_+-]+:/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2);
}
