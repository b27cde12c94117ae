import type { DeliveryStatus, KnownDeliveryStatus } from '../../../../enlivy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import { escapeMrkdwn } from '../../../../slack/blocks.js';
import { sharedDeliveriesSay } from '../copy/index.js';

interface StatusInfo {
  emoji: string;
}

/** Each status's emoji; its word, short and long meaning are in the `sharedDeliveries` catalog. */
export const STATUS_INFO: Readonly<Record<KnownDeliveryStatus, StatusInfo>> = {
  pending: { emoji: ':hourglass_flowing_sand:' },
  success: { emoji: ':white_check_mark:' },
  failed: { emoji: ':x:' },
  dropped: { emoji: ':no_entry_sign:' },
  anomaly: { emoji: ':warning:' },
};

function isKnown(status: DeliveryStatus): status is KnownDeliveryStatus {
  return Object.hasOwn(STATUS_INFO, status);
}

/** A status's emoji; `:grey_question:` for one Enlivy added since. */
export function statusEmoji(status: DeliveryStatus): string {
  return isKnown(status) ? STATUS_INFO[status].emoji : ':grey_question:';
}

/** "failed" inside a sentence; a status Enlivy added since, as it is. */
export function statusInText(status: DeliveryStatus, t: Translator): string {
  return isKnown(status) ? statusInline(status, t) : escapeMrkdwn(status);
}

/** "Failed": a known status in words. */
export function statusWord(status: KnownDeliveryStatus, t: Translator): string {
  return sharedDeliveriesSay(t)(`status.${status}`);
}

/** ≤ 75 characters: a checkbox description. */
export function statusShort(status: KnownDeliveryStatus, t: Translator): string {
  return sharedDeliveriesSay(t)(`status.${status}.short`);
}

/** "failed": a known status inside a sentence. */
export function statusInline(status: KnownDeliveryStatus, t: Translator): string {
  return sharedDeliveriesSay(t)(`status.${status}.inline`);
}

/** `:x: *Failed*`: an emoji and a word, so the status reads without colour. */
export function statusMarker(status: DeliveryStatus, t: Translator): string {
  return isKnown(status)
    ? `${STATUS_INFO[status].emoji} *${statusWord(status, t)}*`
    : `:grey_question: *${escapeMrkdwn(status)}*`;
}

/** One line for the Inspect view. */
export function statusMeaning(status: DeliveryStatus, t: Translator): string {
  const say = sharedDeliveriesSay(t);
  return isKnown(status) ? say(`status.${status}.meaning`) : say('status.unknown.meaning');
}

export function httpLabel(responseStatus: number | null, t: Translator): string {
  const say = sharedDeliveriesSay(t);
  return responseStatus === null
    ? say('http.none')
    : say('http.status', { status: String(responseStatus) });
}
