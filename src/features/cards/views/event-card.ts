import type { Button, KnownBlock, SectionBlock } from '@slack/types';
import { slackMoment } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { INVOICES } from '../../shared/invoices/ids.js';
import { encodeInvoiceAction, isInvoiceId } from '../../shared/invoices/values.js';
import { hasPdf } from '../../shared/invoices/views/card.js';
import { humanize } from '../../shared/invoices/views/format.js';
import { cardsEn } from '../copy/en.js';
import { type CardsCopy, cardsSay } from '../copy/index.js';
import { actionOf, type Envelope, subjectOf } from '../envelope.js';
import { CARDS } from '../ids.js';
import { pick } from './facts.js';
import { type Fact, subjectSpec } from './subjects.js';

/**
 * A card is read by its whole channel: its words, amounts and the date format are in the
 * workspace default language (the `t` the drain job passes), whoever made the destination.
 */
export interface EventCardOptions {
  /** "Open in Enlivy" for this object, when the app knows where it is. */
  openUrl?: string | undefined;
}

/** The event actions the catalogs name (`action.<name>`). */
const ACTIONS = new Set(
  Object.keys(cardsEn)
    .filter((key) => key.startsWith('action.'))
    .map((key) => key.slice('action.'.length)),
);

const ACTION_EMOJI: Record<string, string> = {
  deleted: ':wastebasket:',
  paid: ':white_check_mark:',
  all_parties_signed: ':white_check_mark:',
  accepted: ':white_check_mark:',
  rejected: ':x:',
  expired: ':hourglass:',
};

/** The event's action in words ("Paid"); an action Enlivy added since, as it spells it. */
export function actionWords(type: string, t: Translator): string {
  const action = actionOf(type);
  return ACTIONS.has(action)
    ? cardsSay(t)(`action.${action}` as Extract<keyof CardsCopy, `action.${string}`>)
    : humanize(action);
}

function title(envelope: Envelope, t: Translator): { noun: string; name: string; emoji: string } {
  const spec = subjectSpec(subjectOf(envelope.type));
  const name = pick(envelope.data, spec.titleKeys);
  return { noun: spec.noun(t), name: name === undefined ? '' : String(name), emoji: spec.emoji };
}

function facts(envelope: Envelope, t: Translator): Fact[] {
  const spec = subjectSpec(subjectOf(envelope.type));
  return spec.facts(envelope.data, t).filter((f): f is Fact => f !== undefined);
}

function factsBlock(list: readonly Fact[]): SectionBlock | undefined {
  if (list.length === 0) return undefined;
  return {
    type: 'section',
    fields: list.slice(0, 10).map((f) => ({
      type: 'mrkdwn' as const,
      text: truncate(`*${f.label}*\n${f.value}`, 2000),
    })),
  };
}

function invoiceButtons(envelope: Envelope, options: EventCardOptions, t: Translator): Button[] {
  const say = cardsSay(t);
  if (subjectOf(envelope.type) !== 'invoice') return [];
  const buttons: Button[] = [];
  const id = envelope.data.id;
  const deleted = actionOf(envelope.type) === 'deleted';
  const draftLike = {
    status: typeof envelope.data.status === 'string' ? envelope.data.status : undefined,
    finalized_at:
      envelope.data.finalized_at === null ? null : (envelope.data.finalized_at as string),
    ...(typeof envelope.data.is_downloadable === 'boolean'
      ? { is_downloadable: envelope.data.is_downloadable }
      : {}),
  };
  if (typeof id === 'string' && isInvoiceId(id) && !deleted && hasPdf(draftLike)) {
    buttons.push(
      button(say('button.pdf'), INVOICES.action.download, {
        value: encodeInvoiceAction({ id, from: 'card' }),
      }),
    );
  }
  if (options.openUrl && !deleted) {
    buttons.push(button(say('button.open'), CARDS.openInEnlivy, { url: options.openUrl }));
  }
  return buttons;
}

/** Plain words for notifications and screen readers: "Invoice INV-0001: Paid". */
function fallbackText(envelope: Envelope, t: Translator): string {
  const { noun, name } = title(envelope, t);
  return escapeMrkdwn(
    truncate(`${noun}${name ? ` ${name}` : ''}: ${actionWords(envelope.type, t)}`, 300),
  );
}

/**
 * The card of an object: its facts at a glance, buttons to act, and which event it shows. The
 * first event about the object posts it; later ones update it in place.
 */
export function eventCard(
  envelope: Envelope,
  options: EventCardOptions,
  t: Translator,
): SlackMessage {
  const { noun, name, emoji } = title(envelope, t);
  const action = actionOf(envelope.type);
  const heading = `${ACTION_EMOJI[action] ?? emoji} *${escapeMrkdwn(noun)}${name ? ` ${literalText(name)}` : ''}*  ·  ${escapeMrkdwn(actionWords(envelope.type, t))}`;
  const blocks: KnownBlock[] = [section(heading)];
  const factList = factsBlock(facts(envelope, t));
  if (factList) blocks.push(factList);
  const buttons = invoiceButtons(envelope, options, t);
  if (buttons.length > 0) blocks.push(actions(buttons, CARDS.cardActions));
  const id = pick(envelope.data, ['id']);
  blocks.push(
    context(
      [
        `\`${escapeMrkdwn(envelope.type)}\``,
        slackMoment(envelope.created_at, t),
        id === undefined ? undefined : `id \`${escapeMrkdwn(String(id).replaceAll('`', ''))}\``,
      ]
        .filter((part) => part !== undefined)
        .join('  ·  '),
    ),
  );
  return { text: fallbackText(envelope, t), blocks };
}

/** A later event about the same object, in the first card's thread. */
export function threadReply(envelope: Envelope, t: Translator): SlackMessage {
  const action = actionOf(envelope.type);
  const list = facts(envelope, t)
    .slice(0, 4)
    .map((f) => `${f.label}: ${f.value}`);
  const line = `${ACTION_EMOJI[action] ?? ':arrow_right:'} *${escapeMrkdwn(actionWords(envelope.type, t))}*  ·  \`${escapeMrkdwn(envelope.type)}\`  ·  ${slackMoment(envelope.created_at, t)}`;
  const blocks: KnownBlock[] = [section(line)];
  if (list.length > 0) blocks.push(context(list.join('  ·  ')));
  return { text: fallbackText(envelope, t), blocks };
}
