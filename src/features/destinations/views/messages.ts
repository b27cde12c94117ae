import type { Destination } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, context, literalText, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { sharedDestinationsSay } from '../../shared/destinations/copy/index.js';
import { destinationName } from '../../shared/destinations/views/card.js';
import { channelQuestionMessage } from '../../shared/destinations/views/messages.js';
import { DESTINATION } from '../ids.js';
import { destinationsSay } from './phrases.js';

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
        button(sharedDestinationsSay(t)('button.cancel'), DESTINATION.deleteCancel, {
          value: destination.id,
        }),
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
    {
      label: sharedDestinationsSay(t)('button.sendTest'),
      actionId: DESTINATION.channelTest,
      value,
    },
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
