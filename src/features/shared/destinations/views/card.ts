import type { ActionsBlock, KnownBlock } from '@slack/types';
import { dateText } from '../../../../core/copy/dates.js';
import { slackMoment } from '../../../../core/copy/index.js';
import type { Delivery, Destination } from '../../../../enlivy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import {
  actions,
  button,
  escapeMrkdwn,
  literalText,
  section,
  truncate,
} from '../../../../slack/blocks.js';
import type { DestinationNote, PauseTimer } from '../../../../store/index.js';
import { isCardsUrl } from '../../cards/index.js';
import {
  responseExcerpt,
  slackRefusalCode,
  statusEmoji,
  statusInText,
} from '../../deliveries/index.js';
import { extendMenu, pauseForMenu, timedStateLabel } from '../../pausing/index.js';
import { sharedDestinationsSay } from '../copy/index.js';
import { DESTINATION_CARD } from '../ids.js';
import { filtersText } from './phrases.js';

/** A card has room for a hint of the answer; Deliveries shows the whole of it. */
const CARD_EXCERPT_CHARS = 80;

/** Where a card is shown, so a click can re-render the same list page in place. */
export interface CardPlace {
  scope: 'channel' | 'all' | 'single';
  page: number;
}

export interface CardExtras {
  note?: DestinationNote;
  lastDelivery?: Delivery;
  /** A timed pause: the app resumes it at `until`. */
  timer?: PauseTimer;
  canEdit: boolean;
  canDelete: boolean;
  /** How to show the Slack channel (e.g. `<#C123>`); derived from the note or config otherwise. */
  channelLabel?: string;
  /** A line under the card, e.g. the outcome of a test just sent. */
  banner?: string;
  place?: CardPlace;
  /** Leave out buttons whose feature is not available in this app build. */
  hide?: { deliveries?: boolean; edit?: boolean };
  /** No buttons at all: the App Home's list modal, where no click could re-render the card. */
  readOnly?: boolean;
}

const SLACK_CHANNEL_ID = /^[CG][A-Z0-9]{6,}$/;
const EVENTS_SHOWN = 3;

export function destinationName(destination: Destination): string {
  return destination.name?.trim() || destination.id;
}

/** Only the host: a webhook URL's path or query may carry a secret. */
export function webhookHost(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/** `<#C123>` for channel ids, the `#name` as typed otherwise. */
export function slackChannelLabel(
  destination: Destination,
  note?: DestinationNote,
): string | undefined {
  if (note?.channelId !== undefined) return `<#${note.channelId}>`;
  const channel = destination.config?.channel?.trim();
  if (!channel) return undefined;
  if (SLACK_CHANNEL_ID.test(channel)) return `<#${channel}>`;
  return escapeMrkdwn(channel.startsWith('#') ? channel : `#${channel}`);
}

export function destinationTarget(
  destination: Destination,
  extras: CardExtras,
  t: Translator,
): string {
  const say = sharedDestinationsSay(t);
  if (extras.note?.cards !== undefined || isCardsUrl(destination.destination_url)) {
    const channel = extras.note?.channelId
      ? `<#${extras.note.channelId}>`
      : say('target.channelNotNoted');
    return say('target.cards', { channel });
  }
  if (destination.type === 'slack') {
    const channel = extras.channelLabel ?? slackChannelLabel(destination, extras.note);
    return say('target.slack', { channel: channel ?? say('target.channelNotSet') });
  }
  const host = webhookHost(destination.destination_url);
  return host === undefined
    ? say('target.webhook')
    : say('target.webhookTo', { host: `\`${escapeMrkdwn(host)}\`` });
}

/** "invoice.paid, invoice.created +12 more" */
export function summarizeEvents(events: readonly string[], t: Translator): string {
  const say = sharedDestinationsSay(t);
  if (events.length === 0) return say('events.none');
  const head = events.slice(0, EVENTS_SHOWN).map((name) => `\`${escapeMrkdwn(name)}\``);
  const rest = events.length - EVENTS_SHOWN;
  return rest > 0 ? say('events.more', { shown: head.join(', '), count: rest }) : head.join(', ');
}

/** The id as people type it into commands (`/enlivy pause org_evt_dst_…`). */
function inlineId(id: string): string {
  return `\`${escapeMrkdwn(id.replaceAll('`', ''))}\``;
}

export function stateLabel(
  destination: Destination,
  timer: PauseTimer | undefined,
  t: Translator,
): string {
  const say = sharedDestinationsSay(t);
  if (destination.is_active) return say('state.active');
  return timer === undefined ? say('state.paused') : timedStateLabel(timer, t);
}

/** "active" / "paused", for fallback texts. */
export function stateWord(destination: Destination, t: Translator): string {
  return sharedDestinationsSay(t)(
    destination.is_active ? 'state.word.active' : 'state.word.paused',
  );
}

/** " (HTTP 500)", or nothing when there was no answer. */
export function httpPart(responseStatus: number | null, t: Translator): string {
  return responseStatus === null
    ? ''
    : ` ${sharedDestinationsSay(t)('delivery.http', { status: responseStatus })}`;
}

export function deliveryLine(delivery: Delivery, t: Translator): string {
  const say = sharedDestinationsSay(t);
  const http = httpPart(delivery.response_status, t);
  const answer =
    delivery.status === 'failed' || delivery.status === 'anomaly'
      ? responseExcerpt(delivery.response, CARD_EXCERPT_CHARS)
      : undefined;
  const refusal = slackRefusalCode(delivery.response_status, delivery.response);
  const said =
    refusal !== undefined && answer !== undefined
      ? `: ${say('delivery.slackAnswered', { code: `\`${refusal}\`` })}`
      : `${http}${answer === undefined ? '' : `: \`${answer}\``}`;
  return `${statusEmoji(delivery.status)} ${statusInText(delivery.status, t)}${said}, \`${escapeMrkdwn(delivery.event)}\` ${slackMoment(delivery.created_at, t)}`;
}

export function cardBlockId(place: CardPlace, destinationId: string): string {
  return truncate(
    `${DESTINATION_CARD.cardBlock}:${place.scope}:${place.page}:${destinationId}`,
    255,
  );
}

/** The list page a card's actions block belongs to; a single card when unknown. */
export function parseCardBlockId(blockId: string | undefined): CardPlace {
  const [prefix, scope, page] = (blockId ?? '').split(':');
  if (prefix !== DESTINATION_CARD.cardBlock) return { scope: 'single', page: 1 };
  const number = Number(page);
  return {
    scope: scope === 'channel' || scope === 'all' ? scope : 'single',
    page: Number.isInteger(number) && number >= 1 ? number : 1,
  };
}

function cardButtons(
  destination: Destination,
  extras: CardExtras,
  t: Translator,
): ActionsBlock['elements'] {
  const say = sharedDestinationsSay(t);
  const id = destination.id;
  const buttons: ActionsBlock['elements'] = [];
  if (extras.canEdit) {
    buttons.push(button(say('button.sendTest'), DESTINATION_CARD.test, { value: id }));
    if (destination.is_active) {
      buttons.push(
        button(say('button.pause'), DESTINATION_CARD.pause, { value: id }),
        pauseForMenu(id, t),
      );
    } else {
      const timed = extras.timer !== undefined;
      buttons.push(
        button(say(timed ? 'button.resumeNow' : 'button.resume'), DESTINATION_CARD.resume, {
          value: id,
          style: 'primary',
        }),
      );
      if (timed) buttons.push(extendMenu(id, t));
    }
  }
  if (extras.hide?.deliveries !== true) {
    buttons.push(button(say('button.deliveries'), DESTINATION_CARD.deliveries, { value: id }));
  }
  if (extras.canEdit && extras.hide?.edit !== true) {
    buttons.push(button(say('button.edit'), DESTINATION_CARD.edit, { value: id }));
  }
  if (extras.canDelete) {
    buttons.push(
      button(say('button.delete'), DESTINATION_CARD.delete, { value: id, style: 'danger' }),
    );
  }
  return buttons;
}

/**
 * One destination as a card: what it is, where it posts, what it listens to, how its last
 * delivery went, who made it, and the actions the viewer's role allows.
 */
export function destinationCard(
  destination: Destination,
  extras: CardExtras,
  t: Translator,
): KnownBlock[] {
  const say = sharedDestinationsSay(t);
  const lines = [
    `${literalText(destinationName(destination), { strong: true })}  ·  ${stateLabel(destination, extras.timer, t)}`,
    `${destinationTarget(destination, extras, t)}  ·  ${say('card.id', { id: inlineId(destination.id) })}`,
  ];
  const subscriptions = destination.event_subscriptions;
  if (subscriptions !== undefined) {
    lines.push(
      say('card.events', {
        events: summarizeEvents(
          subscriptions.map((s) => s.event),
          t,
        ),
      }),
    );
  }
  const filters = extras.note?.cards ? filtersText(extras.note.cards.filters) : undefined;
  if (filters !== undefined) lines.push(say('card.only', { filters }));
  if (extras.lastDelivery !== undefined) {
    lines.push(say('card.lastDelivery', { line: deliveryLine(extras.lastDelivery, t) }));
  }
  if (extras.note !== undefined) {
    lines.push(
      say('card.createdBy', {
        user: extras.note.createdBy,
        date: dateText(extras.note.createdAt, '{date_short_pretty}', t),
      }),
    );
  }
  if (extras.banner !== undefined) lines.push(extras.banner);
  const blocks: KnownBlock[] = [section(lines.join('\n'))];
  const buttons = extras.readOnly ? [] : cardButtons(destination, extras, t);
  if (buttons.length > 0) {
    const actionsBlock: ActionsBlock = actions(
      buttons,
      cardBlockId(extras.place ?? { scope: 'single', page: 1 }, destination.id),
    );
    blocks.push(actionsBlock);
  }
  return blocks;
}
