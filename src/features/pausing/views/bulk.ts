import type { KnownBlock } from '@slack/types';
import { PAUSING } from '../../../core/ids.js';
import type { Destination } from '../../../enlivy/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  SECTION_TEXT_LIMIT,
  section,
  slackDate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { PauseBatch } from '../../../store/index.js';
import { destinationName } from '../../destinations/views/card.js';

/** What happened to one destination of a bulk pause or resume. */
export interface BulkOutcome {
  destinationId: string;
  name: string;
  kind: 'changed' | 'already' | 'deleted' | 'failed' | 'unknown';
  /** failed / unknown: what went wrong and what to do, as the user is told. */
  problem?: string;
}

/** Slack shows at most 50 blocks; a long list goes in a few sections of whole lines. */
const MAX_LIST_SECTIONS = 20;

function listSections(lines: string[]): KnownBlock[] {
  const blocks: KnownBlock[] = [];
  let current = '';
  for (const line of lines) {
    const next = current === '' ? line : `${current}\n${line}`;
    if (next.length > SECTION_TEXT_LIMIT - 100 && current !== '') {
      blocks.push(section(current));
      current = line;
    } else {
      current = next;
    }
  }
  if (current !== '') blocks.push(section(current));
  if (blocks.length <= MAX_LIST_SECTIONS) return blocks;
  return [
    ...blocks.slice(0, MAX_LIST_SECTIONS),
    context('…and more; `/enlivy list all` shows every one.'),
  ];
}

const bulleted = (destinations: readonly Destination[]) =>
  destinations.map((d) => `• ${literalText(destinationName(d), { strong: true })}`);

const count = (n: number) => `${n} ${n === 1 ? 'destination' : 'destinations'}`;

const endText = (batch: Pick<PauseBatch, 'until' | 'asked'>) =>
  batch.until === undefined
    ? 'until someone resumes them'
    : `until ${slackDate(batch.until)} (${escapeMrkdwn(batch.asked ?? '')}), then resumed automatically`;

/** The one confirmation of a bulk pause: exactly what changes and what is left as it is. */
export function bulkConfirmMessage(
  batch: PauseBatch,
  toPause: readonly Destination[],
  alreadyPaused: readonly Destination[],
): SlackMessage {
  const blocks: KnownBlock[] = [
    section(
      `:double_vertical_bar: *Pause ${count(toPause.length)}* (\`${escapeMrkdwn(batch.scope)}\`) ${endText(batch)}?`,
    ),
    ...listSections(bulleted(toPause)),
  ];
  if (alreadyPaused.length > 0) {
    blocks.push(
      context(
        `Already paused, left as they are and not part of *Resume these*: ${alreadyPaused
          .map((d) => literalText(destinationName(d)))
          .join(', ')}`.slice(0, 2900),
      ),
    );
  }
  blocks.push(
    actions([
      button(`Pause ${count(toPause.length)}`, PAUSING.bulkConfirm, {
        value: batch.id,
        style: 'danger',
      }),
      button('Cancel', PAUSING.bulkCancel, { value: batch.id }),
    ]),
  );
  return { text: `Pause ${count(toPause.length)}?`, blocks };
}

export function nothingToPauseMessage(scope: string, alreadyPaused: number): SlackMessage {
  const text = `Nothing to pause: every destination in \`${escapeMrkdwn(scope)}\` (${count(alreadyPaused)}) is already paused.`;
  return { text, blocks: [section(text)] };
}

export function bulkCancelledMessage(): SlackMessage {
  const text = 'Cancelled: nothing was paused.';
  return { text, blocks: [section(text)] };
}

export function bulkSettledMessage(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

function outcomeLine(outcome: BulkOutcome, verb: 'paused' | 'resumed'): string {
  const name = literalText(outcome.name, { strong: true });
  switch (outcome.kind) {
    case 'changed':
      return `:white_check_mark: ${name}: ${verb}`;
    case 'already':
      return `:heavy_minus_sign: ${name}: already ${verb === 'paused' ? 'paused' : 'active'}, left as it is`;
    case 'deleted':
      return `:heavy_minus_sign: ${name}: deleted since, nothing to do`;
    case 'failed':
      return `:x: ${name}: not ${verb}. ${escapeMrkdwn(outcome.problem ?? '')}`;
    case 'unknown':
      return `:grey_question: ${name}: not known whether it was ${verb}. ${escapeMrkdwn(outcome.problem ?? '')}`;
  }
}

/** The public receipt of a bulk pause, with Resume these when it paused anything. */
export function bulkPauseReceipt(
  userId: string,
  batch: PauseBatch,
  outcomes: readonly BulkOutcome[],
): SlackMessage {
  const paused = outcomes.filter((o) => o.kind === 'changed').length;
  const head = `:double_vertical_bar: <@${userId}> paused ${count(paused)} (\`${escapeMrkdwn(batch.scope)}\`) ${endText(batch)}:`;
  const blocks: KnownBlock[] = [
    section(head),
    ...listSections(outcomes.map((o) => outcomeLine(o, 'paused'))),
  ];
  if (batch.pausedIds.length > 0) {
    blocks.push(
      actions([button('Resume these', PAUSING.resumeBatch, { value: batch.id, style: 'primary' })]),
    );
  }
  return { text: `<@${userId}> paused ${count(paused)} (${batch.scope}).`, blocks };
}

/** The receipt of Resume these; `original` is the bulk receipt, kept without its button. */
export function bulkResumeReceipt(
  userId: string,
  batch: PauseBatch,
  outcomes: readonly BulkOutcome[],
): SlackMessage {
  const resumed = outcomes.filter((o) => o.kind === 'changed').length;
  const head = `:arrow_forward: <@${userId}> resumed ${count(resumed)} paused by <@${batch.by}> (\`${escapeMrkdwn(batch.scope)}\`):`;
  return {
    text: `<@${userId}> resumed ${count(resumed)} paused by <@${batch.by}>.`,
    blocks: [section(head), ...listSections(outcomes.map((o) => outcomeLine(o, 'resumed')))],
  };
}

export function batchAlreadyResumedMessage(batch: PauseBatch): SlackMessage {
  const text = `These destinations were already resumed${batch.resumedBy ? ` by <@${batch.resumedBy}>` : ''}.`;
  return { text, blocks: [section(text)] };
}
