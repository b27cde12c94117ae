import type { Delivery, Destination } from '../../../../enlivy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import { actions, button, literalText, section } from '../../../../slack/blocks.js';
import type { SlackMessage } from '../../../../slack/ui.js';
import type { DestinationNote } from '../../../../store/index.js';
import { sharedDestinationsSay } from '../copy/index.js';
import { DESTINATION_CARD } from '../ids.js';
import { type CardExtras, destinationCard, destinationName, stateWord } from './card.js';

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
    text: sharedDestinationsSay(t)('card.text', {
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
  const say = sharedDestinationsSay(t);
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
  const say = sharedDestinationsSay(t);
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
  const say = sharedDestinationsSay(t);
  return {
    text: ask(plainName(destination)),
    blocks: [
      section(ask(bold(destination))),
      actions([
        button(answer.label, answer.actionId, { value: answer.value, style: 'primary' }),
        button(say('button.cancel'), DESTINATION_CARD.channelCancel, { value: destination.id }),
      ]),
    ],
  };
}

/** A click on such a question after the destination was deleted. */
export function channelGoneMessage(name: string, t: Translator): SlackMessage {
  const say = sharedDestinationsSay(t);
  return {
    text: say('ask.gone', { name: literalText(name) }),
    blocks: [section(say('ask.gone', { name: literalText(name, { strong: true }) }))],
  };
}
