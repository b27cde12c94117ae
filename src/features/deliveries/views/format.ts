import type { DeliveryStatus, KnownDeliveryStatus } from '../../../enlivy/index.js';
import { escapeMrkdwn, prefixWithin } from '../../../slack/blocks.js';

interface StatusInfo {
  emoji: string;
  word: string;
  /** ≤ 75 characters: also a checkbox description. */
  short: string;
  /** One line for the Inspect view. */
  meaning: string;
}

export const STATUS_INFO: Readonly<Record<KnownDeliveryStatus, StatusInfo>> = {
  pending: {
    emoji: ':hourglass_flowing_sand:',
    word: 'Pending',
    short: 'Waiting to be sent or retried',
    meaning: 'Waiting to be sent or retried.',
  },
  success: {
    emoji: ':white_check_mark:',
    word: 'Success',
    short: 'The destination answered 2xx',
    meaning: 'The destination answered with a 2xx status.',
  },
  failed: {
    emoji: ':x:',
    word: 'Failed',
    short: 'Error status, timeout or no connection; retried',
    meaning:
      'The destination answered with an error status, timed out or could not be reached. Enlivy retries up to 5 times over about 10 minutes.',
  },
  dropped: {
    emoji: ':no_entry_sign:',
    word: 'Dropped',
    short: 'Not sent: destination paused/deleted, or no paid pack',
    meaning:
      'Not sent: the destination was paused or deleted, or the organization has no paid pack.',
  },
  anomaly: {
    emoji: ':warning:',
    word: 'Anomaly',
    short: 'A redirect, or an answer that could not be read',
    meaning: 'The destination answered with a redirect, or with an answer that could not be read.',
  },
};

function infoOf(status: DeliveryStatus): StatusInfo | undefined {
  return Object.hasOwn(STATUS_INFO, status)
    ? STATUS_INFO[status as KnownDeliveryStatus]
    : undefined;
}

/** `:x: *Failed*`: an emoji and a word, so the status reads without colour. */
export function statusMarker(status: DeliveryStatus): string {
  const info = infoOf(status);
  return info ? `${info.emoji} *${info.word}*` : `:grey_question: *${escapeMrkdwn(status)}*`;
}

export function statusMeaning(status: DeliveryStatus): string {
  return infoOf(status)?.meaning ?? 'A status this app does not know yet.';
}

export function httpLabel(responseStatus: number | null): string {
  return responseStatus === null ? 'no HTTP status' : `HTTP ${responseStatus}`;
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

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
