import { dateText } from '../../../core/copy/dates.js';
import { forDuration, formatDuration } from '../../../core/copy/durations.js';
import { slackMoment } from '../../../core/copy/index.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
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
import { sharedDestinationsSay } from '../../shared/destinations/copy/index.js';
import { destinationName } from '../../shared/destinations/views/card.js';
import { channelQuestionMessage } from '../../shared/destinations/views/messages.js';
import { extendMenu, untilText } from '../../shared/pausing/views/menus.js';
import type { PauseEnd } from '../../shared/pausing/when.js';
import { pausingSay } from '../copy/index.js';
import { PAUSING } from '../ids.js';

const bold = (name: string) => literalText(name, { strong: true });

/** "@x paused NAME until …", with how long in words when it was asked as a length. */
function pausedLine(
  user: string,
  name: string,
  timer: Pick<PauseTimer, 'until' | 'minutes'>,
  t: Translator,
): string {
  const say = pausingSay(t);
  const values = { user, name, until: untilText(timer, t) };
  return timer.minutes === undefined
    ? say('receipt.paused', values)
    : say('receipt.pausedFor', { ...values, howLong: forDuration(timer.minutes, t) });
}

/** Notifications show the fallback text, which cannot follow the reader's time zone. */
const utcText = (timer: Pick<PauseTimer, 'until'>) =>
  `${timer.until.slice(0, 16).replace('T', ' ')} UTC`;

/** The public receipt of a timed pause (or of its new end), with Resume now and Extend. */
export function timedPauseReceipt(
  receipt: { userId: string; destination: Destination; timer: PauseTimer; before?: PauseTimer },
  t: Translator,
): SlackMessage {
  const { userId, destination, timer, before } = receipt;
  const say = pausingSay(t);
  const name = destinationName(destination);
  const section_ = before
    ? say('receipt.moved', {
        user: userId,
        name: bold(name),
        until: untilText(timer, t),
        before: untilText(before, t),
      })
    : pausedLine(userId, bold(name), timer, t);
  const values = { user: userId, name: literalText(name), end: utcText(timer) };
  return {
    text: say(before ? 'receipt.moved.text' : 'receipt.paused.text', values),
    blocks: [
      section(section_),
      actions(
        [
          button(say('button.resumeNow'), PAUSING.resumeNow, {
            value: destination.id,
            style: 'primary',
          }),
          extendMenu(destination.id, t),
        ],
        PAUSING.receiptActions,
      ),
    ],
  };
}

/** What ended a timed pause, as its receipt says in place of Resume now and Extend. */
export type PauseEnding =
  | { kind: 'auto'; at: string }
  | { kind: 'resumed' | 'untimed' | 'deleted'; by: string; at: string }
  | { kind: 'moved'; by: string; at: string; until: string }
  | { kind: 'alreadyActive' }
  /** The automatic resume found something else: the line the channel is told. */
  | { kind: 'told'; line: string };

function endingLine(ending: PauseEnding, t: Translator): string {
  const say = pausingSay(t);
  if (ending.kind === 'told') return ending.line;
  if (ending.kind === 'alreadyActive') return say('ended.alreadyActive');
  const when = dateText(ending.at, say('ended.when'), t);
  if (ending.kind === 'auto') return say('ended.auto', { when });
  if (ending.kind === 'moved') {
    return say('ended.moved', { user: ending.by, when, until: untilText(ending, t) });
  }
  return say(`ended.${ending.kind}`, { user: ending.by, when });
}

/** A timed pause's receipt once the pause is over: what it said, and what ended it (no buttons). */
export function endedTimedReceipt(
  timer: PauseTimer,
  ending: PauseEnding,
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const line = endingLine(ending, t);
  const values = { user: timer.by, name: literalText(timer.name), end: utcText(timer) };
  return {
    text: `${say('receipt.paused.text', values)} ${line.replace(/:[a-z_]+: /g, '')}`,
    blocks: [section(pausedLine(timer.by, bold(timer.name), timer, t)), context(line)],
  };
}

/** A pause without a time on a destination that had one: it now stays paused. */
export function untimedReceipt(
  userId: string,
  destination: Destination,
  before: PauseTimer,
  t: Translator,
) {
  const say = pausingSay(t);
  const name = destinationName(destination);
  return {
    text: say('untimed.text', { user: userId, name: literalText(name) }),
    blocks: [
      section(say('untimed.body', { user: userId, name: bold(name), until: untilText(before, t) })),
    ],
  };
}

/** A timed pause asked of a destination someone paused without a time: left as it is. */
export function pausedForGoodMessage(
  destination: Destination,
  byUserId: string | undefined,
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const name = destinationName(destination);
  const by = { by: byUserId ?? '' };
  const known = byUserId !== undefined;
  return {
    text: say(known ? 'pausedForGood.textBy' : 'pausedForGood.text', {
      name: literalText(name),
      ...by,
    }),
    blocks: [
      section(
        say(known ? 'pausedForGood.bodyBy' : 'pausedForGood.body', { name: bold(name), ...by }),
      ),
    ],
  };
}

/** The receipt a "Resume now" click leaves in place of the timed pause's buttons. */
export function resumedNowReplacement(
  userId: string,
  destination: Destination,
  t: Translator,
): SlackMessage {
  const say = pausingSay(t);
  const name = destinationName(destination);
  return {
    text: say('resumedNow.text', { user: userId, name: literalText(name) }),
    blocks: [section(say('resumedNow.body', { user: userId, name: bold(name) }))],
  };
}

export type AutoResumeOutcome =
  | { kind: 'resumed'; timer: PauseTimer; destination: Destination }
  | { kind: 'already_active' | 'deleted' | 'edited'; timer: PauseTimer }
  | { kind: 'gave_up'; timer: PauseTimer; problem: UserError };

/** The line the channel is told about one automatic resume (undefined: nothing to tell). */
export function outcomeLine(outcome: AutoResumeOutcome, t: Translator): string | undefined {
  const say = pausingSay(t);
  const name = bold(outcome.timer.name);
  const command = `\`/enlivy resume ${escapeMrkdwn(outcome.timer.destinationId)}\``;
  switch (outcome.kind) {
    case 'resumed':
      return say('auto.resumed', { name: bold(destinationName(outcome.destination)) });
    case 'already_active':
      return undefined;
    case 'deleted':
      return say('auto.deleted', { name });
    case 'edited':
      return say('auto.edited', { name, command });
    case 'gave_up':
      return say('auto.gaveUp', {
        name,
        message: outcome.problem.message,
        hint: outcome.problem.hint,
      });
  }
}

/** What the channel is told when pauses end: one message per pause action. */
export function autoResumeMessage(
  outcomes: AutoResumeOutcome[],
  t: Translator,
): SlackMessage | undefined {
  const lines = outcomes
    .map((outcome) => outcomeLine(outcome, t))
    .filter((line): line is string => line !== undefined);
  const first = outcomes[0];
  if (first === undefined || lines.length === 0) return undefined;
  const { by, minutes } = first.timer;
  const origin =
    minutes === undefined
      ? pausingSay(t)('auto.origin', { user: by })
      : pausingSay(t)('auto.originFor', { user: by, howLong: forDuration(minutes, t) });
  const plain = lines.join('\n').replace(/:[a-z_]+: /g, '');
  return { text: `${plain} ${origin}`, blocks: [section(lines.join('\n')), context(origin)] };
}

/**
 * `/enlivy pause` or `resume` without NAME: asked before the channel's destination changes.
 * A duration counts from the click (said so); an end time is the one read from the command.
 */
export function channelActiveQuestion(
  question: { destination: Destination; active: boolean; end: PauseEnd | undefined; value: string },
  t: Translator,
): SlackMessage {
  const { destination, active, end, value } = question;
  const say = pausingSay(t);
  const ask = (name: string) => {
    if (active) return say('ask.resume', { name });
    if (end === undefined) return say('ask.pause', { name });
    if (end.minutes !== undefined) {
      return say('ask.pauseFor', { name, duration: formatDuration(end.minutes * 60_000, t) });
    }
    return say('ask.pauseUntil', { name, date: slackMoment(end.until.toISOString(), t) });
  };
  const label = sharedDestinationsSay(t)(active ? 'button.resume' : 'button.pause');
  return channelQuestionMessage(
    destination,
    ask,
    { label, actionId: PAUSING.channelConfirm, value },
    t,
  );
}

/** Replaces the question once the receipt is in the channel. */
export function channelDoneMessage(t: Translator): SlackMessage {
  const text = pausingSay(t)('ask.done');
  return { text, blocks: [context(`:white_check_mark: ${text}`)] };
}
