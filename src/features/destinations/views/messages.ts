import { DESTINATION } from '../../../core/ids.js';
import type { Delivery, Destination } from '../../../enlivy/index.js';
import { actions, button, context, literalText, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { DestinationNote } from '../../../store/index.js';
import { type CardExtras, destinationCard, destinationName } from './card.js';

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
): SlackMessage {
  return {
    text: `${plainName(destination)}: ${destination.is_active ? 'active' : 'paused'}`,
    blocks: destinationCard(destination, { ...extras, place: { scope: 'single', page: 1 } }),
  };
}

/** The public receipt of a pause or resume. */
export function activeChangedReceipt(
  userId: string,
  destination: Destination,
  active: boolean,
): SlackMessage {
  const verb = active ? 'resumed' : 'paused';
  const name = plainName(destination);
  const effect = active
    ? 'Events are delivered again.'
    : 'No events are delivered until it is resumed.';
  return {
    text: `<@${userId}> ${verb} ${name}. ${effect}`,
    blocks: [
      section(
        `${active ? ':arrow_forward:' : ':double_vertical_bar:'} <@${userId}> ${verb} ${bold(destination)}. ${effect}`,
      ),
    ],
  };
}

/** `byUserId`: who made it so from Slack, when the store knows (else Enlivy's state alone). */
export function alreadyInStateMessage(
  destination: Destination,
  active: boolean,
  byUserId?: string,
): SlackMessage {
  const state = active ? 'active' : 'paused';
  const by = byUserId === undefined ? '' : ` (${active ? 'resumed' : 'paused'} by <@${byUserId}>)`;
  return {
    text: `${plainName(destination)} is already ${state}${by}.`,
    blocks: [section(`${bold(destination)} is already ${state}${by}.`)],
  };
}

export function testAlreadyRunningMessage(name?: string): SlackMessage {
  const rest = 'is already running; its result will show on the message it started from.';
  const plain = name === undefined ? 'this destination' : literalText(name);
  const who = name === undefined ? plain : literalText(name, { strong: true });
  return {
    text: `A test for ${plain} ${rest}`,
    blocks: [section(`:hourglass_flowing_sand: A test for ${who} ${rest}`)],
  };
}

/**
 * The confirm step of a delete: names the destination and what it listens to. This message is
 * the one confirmation (no dialog on top of it); a paused destination is not told to pause.
 */
export function deleteConfirmMessage(destination: Destination, eventCount: number): SlackMessage {
  const name = destinationName(destination);
  const events = `${eventCount} ${eventCount === 1 ? 'event' : 'events'}`;
  const confirm = button(`Delete ${truncate(name, 40)}`, DESTINATION.deleteConfirm, {
    value: destination.id,
    style: 'danger',
  });
  const instead = destination.is_active
    ? ' Pausing it instead keeps its settings.'
    : ' It is paused already; deleting also removes its settings.';
  return {
    text: `Delete ${literalText(name)} (${events})? All delivery to it stops.`,
    blocks: [
      section(
        `:warning: *Delete* ${literalText(name, { strong: true })} *(${events})?*\nEnlivy stops delivering to it at once, and this cannot be undone from Slack.${instead}`,
      ),
      actions([confirm, button('Cancel', DESTINATION.deleteCancel, { value: destination.id })]),
    ],
  };
}

export function deleteCancelledMessage(): SlackMessage {
  const text = 'Nothing was deleted.';
  return { text, blocks: [context(text)] };
}

/** A second confirm click (on any instance) after someone deleted it from Slack. */
export function alreadyDeletedMessage(byUserId: string): SlackMessage {
  const text = `This destination was already deleted by <@${byUserId}>.`;
  return { text, blocks: [section(`:wastebasket: ${text}`)] };
}

/** Replaces the confirm message, and is the public receipt too. */
export function deletedMessage(userId: string, name: string): SlackMessage {
  const text = `:wastebasket: ${literalText(name, { strong: true })} was deleted by <@${userId}>.`;
  return { text: `${literalText(name)} was deleted by <@${userId}>.`, blocks: [section(text)] };
}
