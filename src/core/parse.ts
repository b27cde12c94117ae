/**
 * Command text → words. Slack sends mentions escaped (`<@U123|ana>`, `<#C123|finance>`); quotes
 * (straight or typographic, as macOS auto-replaces them) group words: `pause "AR alerts"`.
 */
export interface ParsedCommand {
  name: string;
  args: string[];
  raw: string;
}

const QUOTES: Record<string, string> = {
  '"': '"',
  '\u201c': '\u201d',
  "'": "'",
  '\u2018': '\u2019',
};

export function tokenize(text: string): string[] {
  const words: string[] = [];
  let current = '';
  let closing: string | undefined;
  let inWord = false;
  for (const ch of text.trim()) {
    if (closing !== undefined) {
      if (ch === closing) closing = undefined;
      else current += ch;
      continue;
    }
    const close = QUOTES[ch];
    if (close !== undefined && !inWord) {
      closing = close;
      inWord = true;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
      continue;
    }
    current += ch;
    inWord = true;
  }
  if (inWord) words.push(current);
  return words;
}

/** A Slack control sequence in command text: a user, channel or special mention, or a link. */
const CONTROL_SEQUENCE = /<[^<>]*>/;

/**
 * Slack sends `&`, `<` and `>` typed by the user as `&amp;`, `&lt;` and `&gt;` (its own mentions
 * stay `<…>`), so `pause R&D alerts` arrives as `pause R&amp;D alerts`: back to what was typed.
 */
export function unescapeCommandText(text: string): string {
  return text.replace(/&(amp|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : '>',
  );
}

export function parseCommand(text: string): ParsedCommand {
  // Words holding a mention are kept as Slack sent them; the others are unescaped.
  const [first, ...args] = tokenize(text).map((word) =>
    CONTROL_SEQUENCE.test(word) ? word : unescapeCommandText(word),
  );
  return { name: (first ?? '').toLowerCase(), args, raw: unescapeCommandText(text.trim()) };
}

/** `<@U123|ana>` or `<@U123>` → `U123`. */
export function parseUserMention(word: string): string | undefined {
  return /^<@([UW][A-Z0-9]+)(?:\|[^>]*)?>$/.exec(word)?.[1];
}

/** `<#C123|finance>` or `<#C123>` → `C123`. */
export function parseChannelMention(word: string): string | undefined {
  return /^<#([CGD][A-Z0-9]+)(?:\|[^>]*)?>$/.exec(word)?.[1];
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The closest known word to a typo, when it is close enough to be a good guess. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const prefixed = candidates.filter((c) => c.startsWith(lower));
  if (lower.length >= 2 && prefixed.length === 1) return prefixed[0];
  let best: { word: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate);
    if (best === undefined || distance < best.distance) best = { word: candidate, distance };
  }
  const tolerance = lower.length <= 4 ? 1 : 2;
  return best !== undefined && best.distance <= tolerance ? best.word : undefined;
}
