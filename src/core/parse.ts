/**
 * Command text → words. Slack sends mentions escaped (`<@U123|ana>`, `<#C123|finance>`); quotes
 * (straight or typographic, as macOS auto-replaces them, Romanian „…” too) group words:
 * `pause "AR alerts"`. Empty quotes make an empty word: the person named nothing.
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
  '\u201e': '\u201d',
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

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring): insertions, deletions, substitutions and swaps of two neighbours each cost 1, so
 * `lsit` is one edit from `list`.
 */
export function editDistance(a: string, b: string): number {
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, beforeLast[j - 2]! + 1);
      }
      row.push(best);
    }
    beforeLast = last;
    last = row;
  }
  return last[b.length]!;
}

/** `deliveries` → `delivery`, `destinations` → `destination`; `access` and `status` stay. */
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Edits between two words, a plural and its singular counting as the same word. */
function distance(a: string, b: string): number {
  return Math.min(editDistance(a, b), editDistance(singular(a), singular(b)));
}

/**
 * The closest known word to a typo, when it is close enough to be a good guess. `aliases` are
 * other words people type for a candidate (`destinations` for `list`): they suggest it.
 */
export function didYouMean(
  word: string,
  candidates: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  const lower = word.toLowerCase();
  const prefixed = candidates.filter((c) => c.startsWith(lower));
  if (lower.length >= 2 && prefixed.length === 1) return prefixed[0];
  let best: { word: string; distance: number } | undefined;
  const spellings: [string, string][] = [
    ...candidates.map((c): [string, string] => [c, c]),
    ...Object.entries(aliases),
  ];
  for (const [spelling, candidate] of spellings) {
    const edits = distance(lower, spelling);
    if (best === undefined || edits < best.distance) best = { word: candidate, distance: edits };
  }
  const tolerance = lower.length <= 4 ? 1 : 2;
  return best !== undefined && best.distance <= tolerance ? best.word : undefined;
}
