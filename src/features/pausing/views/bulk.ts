import type { KnownBlock } from '@slack/types';
import { forDuration } from '../../../core/copy/durations.js';
import { slackMoment } from '../../../core/copy/index.js';
import type { Destination } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  SECTION_TEXT_LIMIT,
  section,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { PauseBatch } from '../../../store/index.js';
import { destinationName } from '../../shared/destinations/views/card.js';
import { pausingSay } from '../copy/index.js';
import { PAUSING } from '../ids.js';

/** What happened to one destination of a bulk pause or resume. */
export interface BulkOutcome {
  destinationId: string;
  name: string;
  kind: 'changed' | 'already' | 'deleted' | 'failed' | 'unknown';
  /** failed / unknown: what went wrong and what to do, in the reader's language. */
  problem?: (t: Translator) => string;
}

/** Slack shows at most 50 blocks; a long list goes in a few sections of whole lines. */
const MAX_LIST_SECTIONS = 20;

function listSections(lines: string[], t: Translator): KnownBlock[] {
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
  return [...blocks.slice(0, MAX_LIST_SECTIONS), context(pausingSay(t)('bulk.more'))];
}

const bulleted = (destinations: readonly Destination[]) =>
  destinations.map((d) => `• ${literalText(destinationName(d), { strong: true })}`);

const count = (n: number, t: Translator) => pausingSay(t)('bulk.count', { count: n });

function endText(batch: Pick<PauseBatch, 'until' | 'minutes'>, t: Translator): string {
  const say = pausingSay(t);
  if (batch.until === undefined) return say('bulk.untilResumed');
  const date = slackMoment(batch.until, t);
  return batch.minutes === undefined
    ? say('bulk.untilTime', { date })
    : say('bulk.untilTimeFor', { date, howLong: forDuration(batch.minutes, t) });
}

const WHICH = {
  'all webhooks': 'bulk.which.webhooks',
  'all slack': 'bulk.which.slack',
  'all cards': 'bulk.which.cards',
  'all failing': 'bulk.which.failing',
} as const;

/**
 * A bulk head in words: a kind of destination (`all webhooks`) is said in the reader's words,
 * never the command's; `all` and names need none (the list below names every destination).
 */
function bulkHead(
  key: 'bulk.confirm.head' | 'bulk.receipt.head' | 'bulk.resumed.head',
  scope: string,
  values: Record<string, string>,
  t: Translator,
): string {
  const say = pausingSay(t);
  const which = WHICH[scope as keyof typeof WHICH];
  if (which === undefined) return say(key, values);
  return say(`${key}Which`, { ...values, which: say(which) });
}

/** The one confirmation of a bulk pause: exactly what changes and what is left as it is. */
export function bulkConfirmMessage(
  batch: PauseBatch,
  toPause: readonly Destination[],
  alreadyPaused: readonly Destination[],
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const many = count(toPause.length, t);
  const blocks: KnownBlock[] = [
    section(bulkHead('bulk.confirm.head', batch.scope, { many, end: endText(batch, t) }, t)),
    ...listSections(bulleted(toPause), t),
  ];
  if (alreadyPaused.length > 0) {
    const names = alreadyPaused.map((d) => literalText(destinationName(d))).join(', ');
    blocks.push(context(say('bulk.confirm.already', { names }).slice(0, 2900)));
  }
  blocks.push(
    actions([
      button(say('bulk.confirm.button', { many }), PAUSING.bulkConfirm, {
        value: batch.id,
        style: 'danger',
      }),
      button(say('bulk.confirm.cancel'), PAUSING.bulkCancel, { value: batch.id }),
    ]),
  );
  return { text: say('bulk.confirm.text', { many }), blocks };
}

export function nothingToPauseMessage(
  scope: string,
  alreadyPaused: number,
  t: Translator,
): SlackMessage {
  const text = pausingSay(t)('bulk.nothing', {
    scope: escapeMrkdwn(scope),
    many: count(alreadyPaused, t),
  });
  return { text, blocks: [section(text)] };
}

export function bulkCancelledMessage(t: Translator): SlackMessage {
  const text = pausingSay(t)('bulk.cancelled');
  return { text, blocks: [section(text)] };
}

export function bulkSettledMessage(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

const LINE_KEYS = {
  paused: {
    changed: 'bulk.line.paused',
    already: 'bulk.line.alreadyPaused',
    failed: 'bulk.line.notPaused',
    unknown: 'bulk.line.unknownPaused',
  },
  resumed: {
    changed: 'bulk.line.resumed',
    already: 'bulk.line.alreadyActive',
    failed: 'bulk.line.notResumed',
    unknown: 'bulk.line.unknownResumed',
  },
} as const;

function outcomeLine(outcome: BulkOutcome, verb: 'paused' | 'resumed', t: Translator): string {
  const name = literalText(outcome.name, { strong: true });
  const problem = escapeMrkdwn(outcome.problem?.(t) ?? '');
  const key = outcome.kind === 'deleted' ? 'bulk.line.deleted' : LINE_KEYS[verb][outcome.kind];
  return pausingSay(t)(key, { name, problem });
}

/** The public receipt of a bulk pause, with Resume these when it paused anything. */
export function bulkPauseReceipt(
  userId: string,
  batch: PauseBatch,
  outcomes: readonly BulkOutcome[],
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const paused = count(outcomes.filter((o) => o.kind === 'changed').length, t);
  const values = { user: userId, many: paused, end: endText(batch, t) };
  const head = bulkHead('bulk.receipt.head', batch.scope, values, t);
  const blocks: KnownBlock[] = [
    section(head),
    ...listSections(
      outcomes.map((o) => outcomeLine(o, 'paused', t)),
      t,
    ),
  ];
  if (batch.pausedIds.length > 0) {
    blocks.push(
      actions([
        button(say('bulk.receipt.resumeThese'), PAUSING.resumeBatch, {
          value: batch.id,
          style: 'primary',
        }),
      ]),
    );
  }
  return {
    text: say('bulk.receipt.text', { user: userId, many: paused }),
    blocks,
  };
}

/** The receipt of Resume these; `original` is the bulk receipt, kept without its button. */
export function bulkResumeReceipt(
  userId: string,
  batch: PauseBatch,
  outcomes: readonly BulkOutcome[],
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const resumed = count(outcomes.filter((o) => o.kind === 'changed').length, t);
  const values = { user: userId, many: resumed, by: batch.by };
  const head = bulkHead('bulk.resumed.head', batch.scope, values, t);
  return {
    text: say('bulk.resumed.text', values),
    blocks: [
      section(head),
      ...listSections(
        outcomes.map((o) => outcomeLine(o, 'resumed', t)),
        t,
      ),
    ],
  };
}

export function batchAlreadyResumedMessage(batch: PauseBatch, t: Translator): SlackMessage {
  const text = batch.resumedBy
    ? pausingSay(t)('bulk.alreadyResumedBy', { by: batch.resumedBy })
    : pausingSay(t)('bulk.alreadyResumed');
  return { text, blocks: [section(text)] };
}
