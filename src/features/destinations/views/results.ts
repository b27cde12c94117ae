import type { KnownBlock, ModalView } from '@slack/types';
import { errorMessage, referenceSuffix, titleSentence } from '../../../core/error-views.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, escapeMrkdwn, literalText, section, truncate } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { type CardExtras, destinationCard } from './card.js';
import { NO_PAID_PACK } from './phrases.js';

function modal(title: string, blocks: KnownBlock[]): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: truncate(title, 24) },
    close: { type: 'plain_text', text: 'Close' },
    blocks,
  };
}

/** Opened at once, before Enlivy is asked anything (a trigger_id lives 3 s). */
export function loadingModal(title: string, text = 'Loading from Enlivy…'): ModalView {
  return modal(title, [section(`:hourglass_flowing_sand: ${text}`)]);
}

export function noticeModal(title: string, text: string): ModalView {
  return modal(title, [section(text)]);
}

/** A failure shown inside the modal: what happened, what to do, the reference. */
export function problemModal(title: string, error: UserError): ModalView {
  return modal(title, errorMessage(error).blocks ?? [section(error.message)]);
}

/** One line for a form's banner: the failure with its reference. */
export function problemLine(error: UserError): string {
  return `*${escapeMrkdwn(titleSentence(error.title))}* ${escapeMrkdwn(error.message)} ${escapeMrkdwn(error.hint)}${referenceSuffix(error, true)}`;
}

export function noSlackCredentialModal(organizationName: string): ModalView {
  return modal('New Slack destination', [
    section(
      `:electric_plug: *${escapeMrkdwn(organizationName)} has no Slack credential in Enlivy*, so Enlivy has nothing to post to Slack with.`,
    ),
    section(
      'In Enlivy, open *Settings → Integrations → Slack* and connect Slack to the organization. Then run `/enlivy subscribe` again.',
    ),
    context('Meanwhile `/enlivy webhook` sends events to any https endpoint.'),
  ]);
}

function events(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'}`;
}

const CARD_AT: Record<'channel' | 'dm' | 'nowhere', string> = {
  channel: 'Its card, with a *Send test* button, is in the channel (only you see it).',
  dm: 'Its card, with a *Send test* button, is in your direct messages with the app.',
  nowhere: '`/enlivy list` in the channel shows its card, with a *Send test* button.',
};

export function slackCreatedModal(input: {
  name: string;
  channelId: string;
  eventCount: number;
  /** Where the creator's card went (an ephemeral needs the person in the channel). */
  cardAt: 'channel' | 'dm' | 'nowhere';
}): ModalView {
  return modal('Destination created', [
    section(
      `:white_check_mark: ${literalText(input.name, { strong: true })} now posts ${events(input.eventCount)} to <#${input.channelId}>.`,
    ),
    context(CARD_AT[input.cardAt]),
  ]);
}

/** The only place the signing secret is ever shown: the creator's own modal. */
export function webhookCreatedModal(input: {
  name: string;
  host: string;
  eventCount: number;
  secret: string | undefined;
  /** Enlivy's answer (the only place with the secret) was lost; the webhook was read back. */
  secretLost?: boolean;
}): ModalView {
  const blocks: KnownBlock[] = [
    section(
      `:white_check_mark: ${literalText(input.name, { strong: true })} will POST ${events(input.eventCount)} to \`${escapeMrkdwn(input.host)}\`.`,
    ),
  ];
  if (input.secretLost === true) {
    blocks.push(section(secretLostLine(input.name)));
  } else if (input.secret === undefined) {
    blocks.push(
      section(
        ':warning: Enlivy did not return a signing secret. Ask the Enlivy admin how deliveries to this endpoint are signed.',
      ),
    );
  } else {
    blocks.push(
      ...secretBlocks(input.secret, 'it is shown only this once and is not kept anywhere in Slack'),
    );
  }
  return modal('Webhook created', blocks);
}

function secretBlocks(secret: string, howLong: string): KnownBlock[] {
  return [
    section(`*Signing secret*: copy it now, ${howLong}.\n\`\`\`${escapeMrkdwn(secret)}\`\`\``),
    section(
      '*Verifying a delivery:* each request carries a `Signature` header: the lowercase hex HMAC-SHA256 of the raw request body, keyed with this secret. Compute it over the exact bytes received (before parsing the JSON) and compare in constant time, e.g. `crypto.timingSafeEqual` in Node or `hash_equals` in PHP.',
    ),
  ];
}

/**
 * The signing secret for its creator when the "Webhook created" modal could not show it (closed
 * while Enlivy was creating): an ephemeral in the channel, or the app's DM with them. The
 * fallback `text` leaves the secret out, so it is never in a notification preview.
 */
export function webhookSecretMessage(input: {
  name: string;
  host: string;
  secret: string;
  where: 'ephemeral' | 'dm';
}): SlackMessage {
  const name = literalText(input.name);
  const howLong =
    input.where === 'ephemeral'
      ? 'only you see this message and it goes away when Slack reloads'
      : 'this DM between you and the app is the only place it is kept in Slack, so keep it to yourself';
  return {
    text: `The signing secret of webhook ${name}, for you only.`,
    blocks: [
      section(
        `:key: ${literalText(input.name, { strong: true })} (posting to \`${escapeMrkdwn(input.host)}\`) is created, but its window had closed before it could show the signing secret, so here it is, for you only.`,
      ),
      ...secretBlocks(input.secret, howLong),
    ],
  };
}

/**
 * Why a webhook found by reading Enlivy back (its create answer lost) has a signing secret nobody
 * can learn: said the same way for a webhook and for event cards (whose webhook the app verifies).
 */
export const CREATE_ANSWER_LOST =
  "Enlivy gives a webhook's signing secret only once, in its answer to the create, and that answer was lost on the way; the webhook was found afterwards in Enlivy's list, which never includes the secret. Enlivy cannot show or regenerate it later";

/**
 * The webhook exists but Enlivy's answer to the create, the only place its signing secret is
 * ever given, was lost (it was found by reading Enlivy back). Enlivy has no endpoint that shows
 * or regenerates a secret, so the only way to one is a new webhook.
 */
export function secretLostLine(name: string): string {
  const named = literalText(name, { strong: true });
  const quoted = escapeMrkdwn(`"${name}"`).replaceAll('`', '\u02cb');
  return `:warning: ${named} *was created, but its signing secret could not be shown to you.* ${CREATE_ANSWER_LOST}, so nobody can check the \`Signature\` of its deliveries. To get a secret: have an admin delete this webhook (*Delete* on its card, or \`/enlivy delete ${quoted}\`), then create it again with \`/enlivy webhook\`: the new secret is shown once, only to you.`;
}

/** A line for the creator's card when the signing secret reached them nowhere. */
export const SECRET_NOT_SHOWN =
  ':warning: *The signing secret could not be shown to you*: the window had closed before the webhook was created, and Slack would not take a private message either. It cannot be shown again: create the webhook again to get a new secret, and have this one deleted (an admin can, with *Delete*).';

export function subscribedReceipt(
  userId: string,
  channelId: string,
  name: string,
  eventCount: number,
  options: { noPaidPack?: boolean } = {},
): SlackMessage {
  const text = `<@${userId}> subscribed <#${channelId}> to ${events(eventCount)} (${literalText(name, { strong: true })}).`;
  return withPackWarning(text, options.noPaidPack === true);
}

/** A receipt, plus the no-paid-pack line when nothing will be delivered yet. */
function withPackWarning(text: string, noPaidPack: boolean): SlackMessage {
  if (!noPaidPack) return { text, blocks: [section(text)] };
  return {
    text: `${text} ${NO_PAID_PACK}`,
    blocks: [section(text), context(`:warning: ${NO_PAID_PACK}`)],
  };
}

/** Names the host only: a URL's path or query may carry a secret. */
export function webhookReceipt(
  userId: string,
  name: string,
  host: string,
  eventCount: number,
  options: { noPaidPack?: boolean } = {},
): SlackMessage {
  const text = `<@${userId}> created webhook ${literalText(name, { strong: true })} to \`${escapeMrkdwn(host)}\` for ${events(eventCount)}.`;
  return withPackWarning(text, options.noPaidPack === true);
}

/** The new destination's card, for its creator. */
export function createdCardMessage(
  destination: Destination,
  extras: CardExtras,
  t: Translator,
): SlackMessage {
  const name = destination.name ?? destination.id;
  return {
    text: `Created ${literalText(name)}. Send a test event to check it works.`,
    blocks: [
      section(':sparkles: *Created.* Send a test now to check that it arrives.'),
      ...destinationCard(destination, extras, t),
    ],
  };
}
