/**
 * Reading an event's data tolerantly (Enlivy does not document the payload per event) and
 * writing its values for a channel: instants and days as Slack date tokens, which Slack shows
 * in each reader's own locale and time zone; amounts and words in the card's language (the
 * workspace default: Slack has no token for numbers, and one message is read by the whole channel).
 */

import { slackMoment } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { escapeMrkdwn, literalText, truncate } from '../../../slack/blocks.js';
import {
  amountText,
  humanize,
  statusText as invoiceStatusText,
} from '../../shared/invoices/views/format.js';
import { cardsSay } from '../copy/index.js';

export type Data = Record<string, unknown>;

/** The first of `keys` with a usable scalar value (dot paths reach into objects: `receiver_user.name`). */
export function pick(data: Data, keys: readonly string[]): string | number | undefined {
  for (const key of keys) {
    let value: unknown = data;
    for (const part of key.split('.')) {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day is shown by a token at noon UTC, so it reads as the same day from UTC−11 to
 * UTC+11 (at midnight it would be the day before for everyone west of Greenwich); an instant
 * is shown with its time.
 */
export function dateText(value: string | number | undefined, t: Translator): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const day = DAY.exec(text);
  if (day) {
    const noon = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12) / 1000;
    return Number.isNaN(noon) ? escapeMrkdwn(text) : `<!date^${noon}^{date_short}|${text}>`;
  }
  return slackMoment(text, t);
}

export function moneyText(
  amount: string | number | undefined,
  currency: string | number | undefined,
  t: Translator,
): string | undefined {
  const formatted = amountText(amount, currency === undefined ? undefined : String(currency), t);
  return formatted === undefined ? undefined : escapeMrkdwn(formatted);
}

/** Enlivy's own text, shown literally (see literalText). */
export function plainText(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : literalText(truncate(String(value), 300));
}

/** A known status in words of the card's language; another one as Enlivy spelled it. */
export function statusText(value: string | number | undefined, t: Translator): string | undefined {
  return value === undefined ? undefined : escapeMrkdwn(invoiceStatusText(String(value), t));
}

export function directionText(
  value: string | number | undefined,
  t: Translator,
): string | undefined {
  if (value === undefined) return undefined;
  const say = cardsSay(t);
  const word = String(value).toLowerCase();
  if (word === 'outbound' || word === 'outgoing') return say('direction.outgoing');
  if (word === 'inbound' || word === 'incoming') return say('direction.incoming');
  return escapeMrkdwn(humanize(String(value)));
}
