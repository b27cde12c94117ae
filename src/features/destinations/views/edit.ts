import type { KnownBlock, ModalView } from '@slack/types';
import { closeText } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
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
import { filtersText } from '../../shared/destinations/views/phrases.js';
import { DESTINATION_FORM } from '../ids.js';
import { formsCopy } from './forms-copy.js';

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

function names(events: readonly string[], t: Translator): string {
  const head = events
    .slice(0, SHOWN)
    .map((e) => `\`${escapeMrkdwn(e)}\``)
    .join(', ');
  const rest = events.length - SHOWN;
  return rest > 0 ? formsCopy(t)('edit.more', { names: head, count: t.number(rest) }) : head;
}

/** "Adding: invoice.paid · Removing: contract.updated · Unchanged: 5", then other changes. */
export function summaryLines(summary: EditSummary, t: Translator): string[] {
  const say = formsCopy(t);
  const events = [
    summary.added.length > 0 ? say('edit.adding', { names: names(summary.added, t) }) : undefined,
    summary.removed.length > 0
      ? say('edit.removing', { names: names(summary.removed, t) })
      : undefined,
    summary.modified.length > 0
      ? say('edit.modifying', { names: names(summary.modified, t) })
      : undefined,
    say('edit.unchanged', { count: t.number(summary.unchanged) }),
  ].filter((line): line is string => line !== undefined);
  const lines = [events.join('  ·  ')];
  if (summary.rename !== undefined) {
    lines.push(
      say('edit.rename', {
        from: literalText(summary.rename.from),
        to: literalText(summary.rename.to),
      }),
    );
  }
  if (summary.active !== undefined) {
    lines.push(say(summary.active ? 'edit.state.active' : 'edit.state.paused'));
  }
  if (summary.urlHost !== undefined)
    lines.push(say('edit.url', { host: escapeMrkdwn(summary.urlHost) }));
  if (summary.filters !== undefined)
    lines.push(
      say('edit.filters', {
        filters: filtersText(summary.filters) ?? say('edit.filters.none'),
      }),
    );
  return lines;
}

/** Shown before a PUT that changes the subscription set: nothing is replaced unseen. */
export function editConfirmModal(
  input: {
    name: string;
    summary: EditSummary;
    privateMetadata: string;
  },
  t: Translator,
): ModalView {
  const say = formsCopy(t);
  const blocks: KnownBlock[] = [
    section(say('edit.confirm.question', { name: literalText(input.name, { strong: true }) })),
    section(summaryLines(input.summary, t).join('\n')),
    context(say('edit.confirm.note')),
    actions([button(say('edit.confirm.back'), DESTINATION_FORM.action.editBack)]),
  ];
  return {
    type: 'modal',
    callback_id: DESTINATION_FORM.callback.editConfirm,
    private_metadata: input.privateMetadata,
    title: { type: 'plain_text', text: say('edit.confirm.title') },
    submit: { type: 'plain_text', text: say('button.save') },
    close: { type: 'plain_text', text: say('button.cancel') },
    blocks,
  };
}

export function editSavedModal(name: string, summary: EditSummary, t: Translator): ModalView {
  const say = formsCopy(t);
  return {
    type: 'modal',
    title: { type: 'plain_text', text: say('edit.saved.title') },
    close: { type: 'plain_text', text: closeText(t) },
    blocks: [
      section(say('edit.saved.body', { name: literalText(name, { strong: true }) })),
      section(summaryLines(summary, t).join('\n')),
    ],
  };
}

export function nothingChangedModal(name: string, t: Translator): ModalView {
  const say = formsCopy(t);
  return {
    type: 'modal',
    title: { type: 'plain_text', text: say('edit.nothing.title') },
    close: { type: 'plain_text', text: closeText(t) },
    blocks: [section(say('edit.nothing.body', { name: literalText(name, { strong: true }) }))],
  };
}

/** "<@U> edited *X*: +1 event, −1 event" (a channel reads it: the workspace's language). */
export function editedReceipt(
  userId: string,
  name: string,
  summary: EditSummary,
  t: Translator,
): SlackMessage {
  const say = formsCopy(t);
  const parts: string[] = [];
  if (summary.added.length > 0)
    parts.push(say('edit.receipt.added', { count: summary.added.length }));
  if (summary.removed.length > 0)
    parts.push(say('edit.receipt.removed', { count: summary.removed.length }));
  if (summary.modified.length > 0)
    parts.push(say('edit.receipt.modified', { count: summary.modified.length }));
  if (summary.rename !== undefined)
    parts.push(say('edit.receipt.renamed', { name: literalText(summary.rename.from) }));
  if (summary.active !== undefined)
    parts.push(say(summary.active ? 'edit.receipt.resumed' : 'edit.receipt.paused'));
  if (summary.urlHost !== undefined)
    parts.push(say('edit.receipt.url', { host: escapeMrkdwn(summary.urlHost) }));
  const text = truncate(
    say('edit.receipt', {
      user: userId,
      name: literalText(name, { strong: true }),
      changes: parts.join(', '),
    }),
    2900,
  );
  return { text, blocks: [section(text)] };
}
