import { PAUSING } from '../../../core/ids.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { PauseTimer } from '../../../store/index.js';
import { destinationName } from '../../destinations/views/card.js';
import { extendMenu, untilText } from './menus.js';

const bold = (name: string) => literalText(name, { strong: true });

/** Notifications show the fallback text, which cannot follow the reader's time zone. */
const utcText = (timer: Pick<PauseTimer, 'until'>) =>
  `${timer.until.slice(0, 16).replace('T', ' ')} UTC`;

/** The public receipt of a timed pause (or of its new end), with Resume now and Extend. */
export function timedPauseReceipt(
  userId: string,
  destination: Destination,
  timer: PauseTimer,
  before?: PauseTimer,
): SlackMessage {
  const name = destinationName(destination);
  const what = before
    ? `moved the end of the pause of ${bold(name)}: paused ${untilText(timer)} (was ${untilText(before)}).`
    : `paused ${bold(name)} ${untilText(timer)} (${escapeMrkdwn(timer.asked)}).`;
  return {
    text: `<@${userId}> ${before ? 'moved the end of the pause of' : 'paused'} ${literalText(name)} until ${utcText(timer)}.`,
    blocks: [
      section(`:double_vertical_bar: <@${userId}> ${what} It is resumed automatically then.`),
      actions(
        [
          button('Resume now', PAUSING.resumeNow, { value: destination.id, style: 'primary' }),
          extendMenu(destination.id),
        ],
        PAUSING.receiptActions,
      ),
    ],
  };
}

/** A pause without a time on a destination that had one: it now stays paused. */
export function untimedReceipt(userId: string, destination: Destination, before: PauseTimer) {
  const name = destinationName(destination);
  return {
    text: `<@${userId}> keeps ${literalText(name)} paused until someone resumes it.`,
    blocks: [
      section(
        `:double_vertical_bar: <@${userId}> keeps ${bold(name)} paused until someone resumes it (it was to resume ${untilText(before)}).`,
      ),
    ],
  };
}

/** A timed pause asked of a destination someone paused without a time: left as it is. */
export function pausedForGoodMessage(destination: Destination, byUserId?: string): SlackMessage {
  const name = destinationName(destination);
  const by = byUserId === undefined ? '' : ` by <@${byUserId}>`;
  const text = `${bold(name)} is already paused${by} until someone resumes it, so no end was set: the app would otherwise resume what was meant to stay paused. Resume it first if it should only be paused for a while.`;
  return { text: `${literalText(name)} is already paused${by}.`, blocks: [section(text)] };
}

/** The receipt a "Resume now" click leaves in place of the timed pause's buttons. */
export function resumedNowReplacement(userId: string, destination: Destination): SlackMessage {
  const name = destinationName(destination);
  return {
    text: `<@${userId}> resumed ${literalText(name)}.`,
    blocks: [section(`:arrow_forward: <@${userId}> resumed ${bold(name)} before its pause ended.`)],
  };
}

export type AutoResumeOutcome =
  | { kind: 'resumed'; timer: PauseTimer; destination: Destination }
  | { kind: 'already_active' | 'deleted' | 'edited'; timer: PauseTimer }
  | { kind: 'gave_up'; timer: PauseTimer; problem: UserError };

function outcomeLine(outcome: AutoResumeOutcome): string | undefined {
  const name = bold(outcome.timer.name);
  const resume = `\`/enlivy resume ${escapeMrkdwn(outcome.timer.destinationId)}\``;
  switch (outcome.kind) {
    case 'resumed':
      return `:arrow_forward: ${bold(destinationName(outcome.destination))} resumed automatically. Events are delivered again.`;
    case 'already_active':
      return undefined;
    case 'deleted':
      return `:information_source: ${name} was deleted since, so there was nothing to resume.`;
    case 'edited':
      return `:information_source: ${name} stays paused: it was changed in Enlivy after the pause, so it was left as it is. Resume it with ${resume} when it is ready.`;
    case 'gave_up':
      return `:warning: ${name} could not be resumed automatically: ${outcome.problem.message} ${outcome.problem.hint}`;
  }
}

/** What the channel is told when pauses end: one message per pause action. */
export function autoResumeMessage(outcomes: AutoResumeOutcome[]): SlackMessage | undefined {
  const lines = outcomes.map(outcomeLine).filter((line): line is string => line !== undefined);
  const first = outcomes[0];
  if (first === undefined || lines.length === 0) return undefined;
  const origin = `Paused by <@${first.timer.by}> ${escapeMrkdwn(first.timer.asked)}.`;
  const plain = lines.join('\n').replace(/:[a-z_]+: /g, '');
  return { text: `${plain} ${origin}`, blocks: [section(lines.join('\n')), context(origin)] };
}
