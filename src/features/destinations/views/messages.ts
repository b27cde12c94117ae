import { DESTINATION } from '../../../core/ids.js';
import type { Delivery, Destination } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, context, literalText, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DestinationNote } from '../../../store/index.js';
import { type CardExtras, destinationCard, destinationName, stateWord } from './card.js';
import { destinationsSay } from './phrases.js';

/** The name as fallback `text` may show it: Slack parses `<!here>` and links there too. */
function plainName(destination: Destination): string {
  return literalText(destinationName(destination));
}

function bold(destination: Destination): string {
  return literalText(destinationName(destination), { strong: true });
}

/** One card on its own, e.g. after a button on a card that is not part of a list. */
export function singleCardMessage(
  destination: Destination,
  extras: CardExtras & { note?: DestinationNote; lastDelivery?: Delivery },
  t: Translator,
): SlackMessage {
  return {
    text: destinationsSay(t)('card.text', {
      name: plainName(destination),
      state: stateWord(destination, t),
    }),
    blocks: destinationCard(destination, { ...extras, place: { scope: 'single', page: 1 } }, t),
  };
}

/** The public receipt of a pause or resume. */
export function activeChangedReceipt(
  userId: string,
  destination: Destination,
  active: boolean,
  t: Translator,
): SlackMessage {
  const say = destinationsSay(t);
  const key = active ? 'receipt.resumed' : 'receipt.paused';
  const emoji = active ? ':arrow_forward:' : ':double_vertical_bar:';
  return {
    text: say(key, { user: userId, name: plainName(destination) }),
    blocks: [section(`${emoji} ${say(key, { user: userId, name: bold(destination) })}`)],
  };
}

/** `byUserId`: who made it so from Slack, when the store knows (else Enlivy's state alone). */
export function alreadyInStateMessage(
  destination: Destination,
  active: boolean,
  byUserId: string | undefined,
  t: Translator,
): SlackMessage {
  const say = destinationsSay(t);
  const key =
    byUserId === undefined
      ? active
        ? 'already.active'
        : 'already.paused'
      : active
        ? 'already.activeBy'
        : 'already.pausedBy';
  const user = byUserId ?? '';
  return {
    text: say(key, { name: plainName(destination), user }),
    blocks: [section(say(key, { name: bold(destination), user }))],
  };
}

export function testAlreadyRunningMessage(name: string | undefined, t: Translator): SlackMessage {
  const say = destinationsSay(t);
  const plain = name === undefined ? say('testRunning.thisDestination') : literalText(name);
  const who = name === undefined ? plain : literalText(name, { strong: true });
  return {
    text: say('testRunning', { name: plain }),
    blocks: [section(`:hourglass_flowing_sand: ${say('testRunning', { name: who })}`)],
  };
}

/**
 * The confirm step of a delete: names the destination and what it listens to. This message is
 * the one confirmation (no dialog on top of it); a paused destination is not told to pause.
 */
export function deleteConfirmMessage(
  destination: Destination,
  eventCount: number,
  t: Translator,
): SlackMessage {
  const say = destinationsSay(t);
  const name = destinationName(destination);
  const events = say('events.count', { count: eventCount });
  const confirm = button(
    say('delete.button', { name: truncate(name, 40) }),
    DESTINATION.deleteConfirm,
    {
      value: destination.id,
      style: 'danger',
    },
  );
  const instead = say(destination.is_active ? 'delete.instead.active' : 'delete.instead.paused');
  return {
    text: say('delete.confirm.text', { name: literalText(name), events }),
    blocks: [
      section(
        say('delete.confirm.body', {
          name: literalText(name, { strong: true }),
          events,
          instead,
        }),
      ),
      actions([
        confirm,
        button(say('button.cancel'), DESTINATION.deleteCancel, { value: destination.id }),
      ]),
    ],
  };
}

export function deleteCancelledMessage(t: Translator): SlackMessage {
  const text = destinationsSay(t)('delete.cancelled');
  return { text, blocks: [context(text)] };
}

/** A second confirm click (on any instance) after someone deleted it from Slack. */
export function alreadyDeletedMessage(byUserId: string, t: Translator): SlackMessage {
  const text = destinationsSay(t)('delete.alreadyDeleted', { user: byUserId });
  return { text, blocks: [section(`:wastebasket: ${text}`)] };
}

/** Replaces the confirm message, and is the public receipt too. */
export function deletedMessage(userId: string, name: string, t: Translator): SlackMessage {
  const say = destinationsSay(t);
  const body = say('delete.done', { name: literalText(name, { strong: true }), user: userId });
  return {
    text: say('delete.done', { name: literalText(name), user: userId }),
    blocks: [section(`:wastebasket: ${body}`)],
  };
}

/** The button that does what a command without NAME would have done to the channel's destination. */
export interface ChannelAnswer {
  label: string;
  actionId: string;
  value: string;
}

/**
 * The question a command without NAME asks before it acts on the channel's only destination:
 * `ask` words it around the name (bold in the blocks, plain in the fallback text); one primary
 * button does it, Cancel does nothing.
 */
export function channelQuestionMessage(
  destination: Destination,
  ask: (name: string) => string,
  answer: ChannelAnswer,
  t: Translator,
): SlackMessage {
  const say = destinationsSay(t);
  return {
    text: ask(plainName(destination)),
    blocks: [
      section(ask(bold(destination))),
      actions([
        button(answer.label, answer.actionId, { value: answer.value, style: 'primary' }),
        button(say('button.cancel'), DESTINATION.channelCancel, { value: destination.id }),
      ]),
    ],
  };
}

/**
 * `/enlivy test` without NAME: asked before a test event is sent to the channel's destination.
 * Send test's value is `<destination id>|<name>` (the name, for a click after it was deleted).
 */
export function channelTestQuestion(destination: Destination, t: Translator): SlackMessage {
  const say = destinationsSay(t);
  const value = `${destination.id}|${truncate(destinationName(destination), 300)}`;
  return channelQuestionMessage(
    destination,
    (name) => say('ask.test', { name }),
    { label: say('button.sendTest'), actionId: DESTINATION.channelTest, value },
    t,
  );
}

/** Send test's value, as channelTestQuestion wrote it. */
export function parseChannelTestValue(value: string): { destinationId: string; name: string } {
  const bar = value.indexOf('|');
  if (bar === -1) return { destinationId: value, name: value };
  return { destinationId: value.slice(0, bar), name: value.slice(bar + 1) };
}

/** Cancel on such a question. */
export function channelCancelledMessage(t: Translator): SlackMessage {
  const text = destinationsSay(t)('ask.cancelled');
  return { text, blocks: [context(text)] };
}

/** A click on such a question after the destination was deleted. */
export function channelGoneMessage(name: string, t: Translator): SlackMessage {
  const say = destinationsSay(t);
  return {
    text: say('ask.gone', { name: literalText(name) }),
    blocks: [section(say('ask.gone', { name: literalText(name, { strong: true }) }))],
  };
}
