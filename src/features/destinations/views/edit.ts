import type { KnownBlock, ModalView } from '@slack/types';
import { DESTINATION_FORM } from '../../../core/ids.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { filtersText } from './phrases.js';

/** What saving the edit form changes. */
export interface EditSummary {
  added: readonly string[];
  removed: readonly string[];
  /** Kept events whose includes or message change. */
  modified: readonly string[];
  unchanged: number;
  rename?: { from: string; to: string };
  /** The new state, when it changes. */
  active?: boolean;
  /** The new webhook host, when the URL changes. */
  urlHost?: string;
  /** A cards destination's new filters, when they change (empty: none). */
  filters?: readonly string[];
}

export function hasChanges(summary: EditSummary): boolean {
  return (
    summary.added.length > 0 ||
    summary.removed.length > 0 ||
    summary.modified.length > 0 ||
    summary.rename !== undefined ||
    summary.active !== undefined ||
    summary.urlHost !== undefined ||
    summary.filters !== undefined
  );
}

const SHOWN = 15;

function names(events: readonly string[]): string {
  const head = events.slice(0, SHOWN).map((e) => `\`${escapeMrkdwn(e)}\``);
  const rest = events.length - SHOWN;
  return rest > 0 ? `${head.join(', ')} +${rest} more` : head.join(', ');
}

/** "Adding: invoice.paid · Removing: contract.updated · Unchanged: 5", then other changes. */
export function summaryLines(summary: EditSummary): string[] {
  const events = [
    summary.added.length > 0 ? `*Adding:* ${names(summary.added)}` : undefined,
    summary.removed.length > 0 ? `*Removing:* ${names(summary.removed)}` : undefined,
    summary.modified.length > 0
      ? `*Changing includes or message:* ${names(summary.modified)}`
      : undefined,
    `*Unchanged:* ${summary.unchanged}`,
  ].filter((line): line is string => line !== undefined);
  const lines = [events.join('  ·  ')];
  if (summary.rename !== undefined) {
    lines.push(`*Name:* ${literalText(summary.rename.from)} → ${literalText(summary.rename.to)}`);
  }
  if (summary.active !== undefined) {
    lines.push(
      `*State:* ${summary.active ? 'active (resumes delivery)' : 'paused (stops delivery)'}`,
    );
  }
  if (summary.urlHost !== undefined)
    lines.push(`*URL:* now posts to \`${escapeMrkdwn(summary.urlHost)}\``);
  if (summary.filters !== undefined)
    lines.push(`*Filters:* ${filtersText(summary.filters) ?? 'none (every event is posted)'}`);
  return lines;
}

/** Shown before a PUT that changes the subscription set: nothing is replaced unseen. */
export function editConfirmModal(input: {
  name: string;
  summary: EditSummary;
  privateMetadata: string;
}): ModalView {
  const blocks: KnownBlock[] = [
    section(`Save these changes to ${literalText(input.name, { strong: true })}?`),
    section(summaryLines(input.summary).join('\n')),
    context('Subscriptions you did not touch keep their includes and message template.'),
    actions([button('Back to the form', DESTINATION_FORM.action.editBack)]),
  ];
  return {
    type: 'modal',
    callback_id: DESTINATION_FORM.callback.editConfirm,
    private_metadata: input.privateMetadata,
    title: { type: 'plain_text', text: 'Review changes' },
    submit: { type: 'plain_text', text: 'Save' },
    close: { type: 'plain_text', text: 'Cancel' },
    blocks,
  };
}

export function editSavedModal(name: string, summary: EditSummary): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: 'Destination saved' },
    close: { type: 'plain_text', text: 'Close' },
    blocks: [
      section(`:white_check_mark: Saved ${literalText(name, { strong: true })}.`),
      section(summaryLines(summary).join('\n')),
    ],
  };
}

export function nothingChangedModal(name: string): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: 'Nothing changed' },
    close: { type: 'plain_text', text: 'Close' },
    blocks: [
      section(
        `Nothing changed: ${literalText(name, { strong: true })} is as it was, so nothing was sent to Enlivy.`,
      ),
    ],
  };
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** "<@U> edited *X*: +1 event, −1 event". */
export function editedReceipt(userId: string, name: string, summary: EditSummary): SlackMessage {
  const parts: string[] = [];
  if (summary.added.length > 0) parts.push(`+${count(summary.added.length, 'event')}`);
  if (summary.removed.length > 0) parts.push(`−${count(summary.removed.length, 'event')}`);
  if (summary.modified.length > 0)
    parts.push(`${count(summary.modified.length, 'event')} reconfigured`);
  if (summary.rename !== undefined) parts.push(`renamed from ${literalText(summary.rename.from)}`);
  if (summary.active !== undefined) parts.push(summary.active ? 'resumed' : 'paused');
  if (summary.urlHost !== undefined)
    parts.push(`now posts to \`${escapeMrkdwn(summary.urlHost)}\``);
  const text = truncate(
    `<@${userId}> edited ${literalText(name, { strong: true })}: ${parts.join(', ')}`,
    2900,
  );
  return { text, blocks: [section(text)] };
}
