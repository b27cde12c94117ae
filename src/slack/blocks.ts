import type {
  ActionsBlock,
  Button,
  ContextBlock,
  KnownBlock,
  ModalView,
  SectionBlock,
} from '@slack/types';
import { truncate } from './text-cut.js';

/** Slack's section text limit is 3000 characters; keep a margin for the ellipsis. */
export const SECTION_TEXT_LIMIT = 3000;

/** Escapes the three characters Slack treats as control sequences in mrkdwn. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Our own text for mrkdwn that may name people: escaped like `escapeMrkdwn`, except user
 * mentions (`<@U123>`), which stay mentions so Slack shows the person's name.
 */
export function escapeMrkdwnKeepingMentions(text: string): string {
  return escapeMrkdwn(text).replace(/&lt;@([UW][A-Z0-9]{2,})&gt;/g, '<@$1>');
}

export { prefixWithin, truncate } from './text-cut.js';

const FORMATTING = /[*_~`]/;

/**
 * Text from Enlivy (a destination, organization or invoice name) for mrkdwn, shown literally.
 *
 * Decision: Slack mrkdwn has no escape for `*`, `_`, `~` or backticks (a backslash is shown as
 * is), and invisible characters next to them (zero-width space, word joiner) are read as word
 * boundaries or not depending on the client, so they may even switch formatting on. The one
 * documented way to show such characters as typed is inline code: Slack applies no other
 * formatting inside it. So a name holding any of them is shown as a code span; any other name
 * is shown as plain (or, with `strong`, bold) text. A code span ends at a backtick and has no
 * way to hold one, so a backtick inside a name is shown as `ˋ` (U+02CB, the look-alike grave
 * accent): the only character not shown exactly as typed. With `strong` a code span is not
 * wrapped in `*…*` (it already stands out, and bold around code is not parsed reliably).
 * `&`, `<` and `>` are escaped in both cases.
 */
export function literalText(text: string, options: { strong?: boolean } = {}): string {
  const escaped = escapeMrkdwn(text);
  if (FORMATTING.test(text)) return `\`${escaped.replaceAll('`', '\u02cb')}\``;
  return options.strong ? `*${escaped}*` : escaped;
}

export function section(text: string, accessory?: Button): SectionBlock {
  return {
    type: 'section',
    text: { type: 'mrkdwn', text: truncate(text, SECTION_TEXT_LIMIT) },
    ...(accessory ? { accessory } : {}),
  };
}

export function context(...texts: string[]): ContextBlock {
  return {
    type: 'context',
    elements: texts.slice(0, 10).map((text) => ({ type: 'mrkdwn', text: truncate(text, 3000) })),
  };
}

export function divider(): KnownBlock {
  return { type: 'divider' };
}

export function header(text: string): KnownBlock {
  return { type: 'header', text: { type: 'plain_text', text: truncate(text, 150), emoji: true } };
}

export function button(
  text: string,
  actionId: string,
  options: { value?: string; url?: string; style?: 'primary' | 'danger' } = {},
): Button {
  return {
    type: 'button',
    text: { type: 'plain_text', text: truncate(text, 75), emoji: true },
    action_id: actionId,
    ...(options.value !== undefined ? { value: options.value } : {}),
    ...(options.url !== undefined ? { url: options.url } : {}),
    ...(options.style !== undefined ? { style: options.style } : {}),
  };
}

export function actions(elements: ActionsBlock['elements'], blockId?: string): ActionsBlock {
  return { type: 'actions', elements, ...(blockId ? { block_id: blockId } : {}) };
}

/**
 * Slack formats `<!date^…>` in the reader's own timezone; the fallback is UTC. `format` may hold
 * words, so it comes from the reader's catalog (core's `slackMoment` for a date and time).
 */
export function slackDate(iso: string, format: string): string {
  const seconds = Math.floor(Date.parse(iso) / 1000);
  if (Number.isNaN(seconds)) return escapeMrkdwn(iso);
  return `<!date^${seconds}^${format}|${new Date(seconds * 1000).toISOString()}>`;
}

/** A modal with one line of text and a close button (`close`: its text, in the reader's language). */
export function modalNotice(title: string, text: string, close: string): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: title.slice(0, 24) },
    close: { type: 'plain_text', text: close },
    blocks: [section(text)],
  };
}

/** The action_id of every input element whose block holds one input (found by its block_id). */
export const FIELD = {
  value: 'value',
} as const;
