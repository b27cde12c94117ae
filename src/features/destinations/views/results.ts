import type { KnownBlock, ModalView } from '@slack/types';
import { closeText } from '../../../core/copy/index.js';
import {
  errorMessage,
  hintText,
  referenceSuffix,
  titleSentence,
} from '../../../core/error-views.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, escapeMrkdwn, literalText, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { sharedDestinationsSay } from '../../shared/destinations/copy/index.js';
import { type CardExtras, destinationCard } from '../../shared/destinations/views/card.js';
import { formsCopy } from './forms-copy.js';
import { destinationsSay, withPackWarning } from './phrases.js';

function modal(title: string, blocks: KnownBlock[], t: Translator): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: truncate(title, 24) },
    close: { type: 'plain_text', text: closeText(t) },
    blocks,
  };
}

/** A message's blocks as a modal (what a button on App Home shows instead of a reply). */
export function messageModal(title: string, message: SlackMessage, t: Translator): ModalView {
  return modal(title, message.blocks ?? [section(message.text)], t);
}

/** Opened at once, before Enlivy is asked anything (a trigger_id lives 3 s). */
export function loadingModal(title: string, text: string, t: Translator): ModalView {
  return modal(title, [section(`:hourglass_flowing_sand: ${text}`)], t);
}

/** "Loading from Enlivy…" under the title. */
export function loadingFromEnlivy(title: string, t: Translator): ModalView {
  return loadingModal(title, formsCopy(t)('loading.default'), t);
}

/** A failure shown inside the modal: what happened, what to do, the reference. */
export function problemModal(title: string, error: UserError, t: Translator): ModalView {
  return modal(title, errorMessage(error).blocks ?? [section(error.message)], t);
}

/** One line for a form's banner: the failure with its reference. */
export function problemLine(error: UserError): string {
  return `*${escapeMrkdwn(titleSentence(error.title))}* ${escapeMrkdwn(error.message)} ${hintText(error)}${referenceSuffix(error, true)}`;
}

export function noSlackCredentialModal(organizationName: string, t: Translator): ModalView {
  const say = formsCopy(t);
  return modal(
    say('title.newSlack'),
    [
      section(say('noCredential.head', { organization: escapeMrkdwn(organizationName) })),
      section(say('noCredential.how')),
      context(say('noCredential.webhook')),
    ],
    t,
  );
}

function events(count: number, t: Translator): string {
  return destinationsSay(t)('events.count', { count });
}

const CARD_AT = {
  channel: 'created.cardAt.channel',
  dm: 'created.cardAt.dm',
  nowhere: 'created.cardAt.nowhere',
} as const;

export function slackCreatedModal(
  input: {
    name: string;
    channelId: string;
    eventCount: number;
    /** Where the creator's card went (an ephemeral needs the person in the channel). */
    cardAt: 'channel' | 'dm' | 'nowhere';
  },
  t: Translator,
): ModalView {
  const say = formsCopy(t);
  return modal(
    say('created.title'),
    [
      section(
        say('created.slack', {
          name: literalText(input.name, { strong: true }),
          events: events(input.eventCount, t),
          channel: input.channelId,
        }),
      ),
      context(say(CARD_AT[input.cardAt])),
    ],
    t,
  );
}

/** The only place the signing secret is ever shown: the creator's own modal. */
export function webhookCreatedModal(
  input: {
    name: string;
    host: string;
    eventCount: number;
    secret: string | undefined;
    /** Enlivy's answer (the only place with the secret) was lost; the webhook was read back. */
    secretLost?: boolean;
  },
  t: Translator,
): ModalView {
  const say = formsCopy(t);
  const blocks: KnownBlock[] = [
    section(
      say('webhookCreated.body', {
        name: literalText(input.name, { strong: true }),
        events: events(input.eventCount, t),
        host: escapeMrkdwn(input.host),
      }),
    ),
  ];
  if (input.secretLost === true) {
    blocks.push(section(secretLostLine(input.name, t)));
  } else if (input.secret === undefined) {
    blocks.push(section(say('webhookCreated.noSecret')));
  } else {
    blocks.push(...secretBlocks(input.secret, say('secret.howLong.modal'), t));
  }
  return modal(say('webhookCreated.title'), blocks, t);
}

function secretBlocks(secret: string, howLong: string, t: Translator): KnownBlock[] {
  const say = formsCopy(t);
  return [
    section(`${say('secret.head', { howLong })}\n\`\`\`${escapeMrkdwn(secret)}\`\`\``),
    section(say('secret.verify')),
  ];
}

/**
 * The signing secret for its creator when the "Webhook created" modal could not show it (closed
 * while Enlivy was creating): an ephemeral in the channel, or the app's DM with them. The
 * fallback `text` leaves the secret out, so it is never in a notification preview.
 */
export function webhookSecretMessage(
  input: {
    name: string;
    host: string;
    secret: string;
    where: 'ephemeral' | 'dm';
  },
  t: Translator,
): SlackMessage {
  const say = formsCopy(t);
  const howLong = say(
    input.where === 'ephemeral' ? 'secret.howLong.ephemeral' : 'secret.howLong.dm',
  );
  return {
    text: say('secret.text', { name: literalText(input.name) }),
    blocks: [
      section(
        say('secret.intro', {
          name: literalText(input.name, { strong: true }),
          host: escapeMrkdwn(input.host),
        }),
      ),
      ...secretBlocks(input.secret, howLong, t),
    ],
  };
}

/**
 * The webhook exists but Enlivy's answer to the create, the only place its signing secret is
 * ever given, was lost (it was found by reading Enlivy back). Enlivy has no endpoint that shows
 * or regenerates a secret, so the only way to one is a new webhook.
 */
export function secretLostLine(name: string, t: Translator): string {
  const say = formsCopy(t);
  const quoted = escapeMrkdwn(`"${name}"`).replaceAll('`', '\u02cb');
  return say('secretLost', {
    name: literalText(name, { strong: true }),
    why: sharedDestinationsSay(t)('createAnswerLost'),
    quoted,
  });
}

/** A line for the creator's card when the signing secret reached them nowhere. */
export function secretNotShownLine(t: Translator): string {
  return formsCopy(t)('secretNotShown');
}

export function subscribedReceipt(
  made: { userId: string; channelId: string; name: string; eventCount: number },
  options: { noPaidPack?: boolean },
  t: Translator,
): SlackMessage {
  const { userId, channelId, name, eventCount } = made;
  const text = formsCopy(t)('receipt.subscribed', {
    user: userId,
    channel: channelId,
    events: events(eventCount, t),
    name: literalText(name, { strong: true }),
  });
  return withPackWarning(text, options.noPaidPack === true, t);
}

/** Names the host only: a URL's path or query may carry a secret. */
export function webhookReceipt(
  made: { userId: string; name: string; host: string; eventCount: number },
  options: { noPaidPack?: boolean },
  t: Translator,
): SlackMessage {
  const { userId, name, host, eventCount } = made;
  const text = formsCopy(t)('receipt.webhook', {
    user: userId,
    name: literalText(name, { strong: true }),
    host: escapeMrkdwn(host),
    events: events(eventCount, t),
  });
  return withPackWarning(text, options.noPaidPack === true, t);
}

/** The new destination's card, for its creator. */
export function createdCardMessage(
  destination: Destination,
  extras: CardExtras,
  t: Translator,
): SlackMessage {
  const say = formsCopy(t);
  const name = destination.name ?? destination.id;
  return {
    text: say('created.card.text', { name: literalText(name) }),
    blocks: [section(say('created.card.head')), ...destinationCard(destination, extras, t)],
  };
}
