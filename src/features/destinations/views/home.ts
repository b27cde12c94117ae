import type { Button, KnownBlock } from '@slack/types';
import { hintLine } from '../../../core/error-views.js';
import { DESTINATION } from '../../../core/ids.js';
import type { Destination, DestinationAllowance } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  divider,
  escapeMrkdwn,
  header,
  literalText,
  section,
} from '../../../slack/blocks.js';
import type { CardsRefusal, DestinationNote } from '../../../store/index.js';
import { cardsRefusedLine } from '../../shared/cards/views/refusal.js';
import { statusEmoji } from '../../shared/deliveries/views/status.js';
import {
  destinationName,
  destinationTarget,
  stateLabel,
} from '../../shared/destinations/views/card.js';
import { quotaLine } from '../../shared/destinations/views/list.js';
import { destinationsSay } from './phrases.js';

/** Destinations listed on the Home before "and N more"; keeps the tab far below 100 blocks. */
export const HOME_DESTINATIONS = 20;

export interface DeliveryCounts {
  success: number;
  failed: number;
  anomaly: number;
  dropped: number;
  pending: number;
}

export interface HomeDestinationsInput {
  destinations: readonly Destination[];
  notes: ReadonlyMap<string, DestinationNote>;
  /** Deliveries of the last 24 hours, by destination id. */
  counts: ReadonlyMap<string, DeliveryCounts>;
  /**
   * Set when the day had more deliveries than were read: the counts come from only this many
   * (the newest), so each is a lower bound.
   */
  countedOnly?: number;
  canEdit: boolean;
  /** Buttons whose modal exists in this build; otherwise the command is shown instead. */
  buttons: { subscribe: boolean; deliveries: boolean };
  /** What the plan allows; unknown when not given. */
  allowance?: DestinationAllowance;
  /** Cards destinations whose last card Slack refused, by destination id. */
  refusals?: ReadonlyMap<string, CardsRefusal>;
}

export function emptyCounts(): DeliveryCounts {
  return { success: 0, failed: 0, anomaly: 0, dropped: 0, pending: 0 };
}

/**
 * "Last 24 h: 3 delivered · 1 failed". With `countedOnly` the day had more deliveries than were
 * read: numbers read "3+", and none read is not claimed as none at all.
 */
export function countsLine(
  counts: DeliveryCounts | undefined,
  countedOnly: number | undefined,
  t: Translator,
): string {
  const say = destinationsSay(t);
  const more = countedOnly === undefined ? '' : '+';
  const shown: Array<keyof DeliveryCounts> = ['success', 'failed', 'anomaly', 'dropped', 'pending'];
  const parts = shown
    .filter((status) => (counts?.[status] ?? 0) > 0)
    .map((status) => {
      const count = counts?.[status] ?? 0;
      const n = `${t.number(count)}${more}`;
      return `${statusEmoji(status)} ${say(`home.count.${status}`, { n, count })}`;
    });
  if (parts.length > 0) return say('home.counts', { parts: parts.join('  ·  ') });
  return countedOnly === undefined
    ? say('home.counts.none')
    : say('home.counts.noneAmong', { count: countedOnly });
}

function homeButtons(input: HomeDestinationsInput, t: Translator): KnownBlock[] {
  const say = destinationsSay(t);
  const buttons: Button[] = [];
  const hints: string[] = [];
  if (input.canEdit) {
    if (input.buttons.subscribe) {
      buttons.push(button(say('home.subscribe'), DESTINATION.homeSubscribe, { style: 'primary' }));
    } else {
      hints.push(say('home.subscribe.hint'));
    }
  }
  buttons.push(button(say('home.list'), DESTINATION.homeList));
  if (input.buttons.deliveries) {
    buttons.push(button(say('home.deliveries'), DESTINATION.homeDeliveries));
  } else {
    hints.push(say('home.deliveries.hint'));
  }
  const blocks: KnownBlock[] = [actions(buttons, DESTINATION.homeActions)];
  if (hints.length > 0) blocks.push(context(hints.join('  ·  ')));
  return blocks;
}

/** The destinations part of the App Home: state, 24-hour delivery counts, quota, actions. */
export function homeDestinationsBlocks(input: HomeDestinationsInput, t: Translator): KnownBlock[] {
  const say = destinationsSay(t);
  const blocks: KnownBlock[] = [
    divider(),
    header(say('home.header')),
    context(quotaLine(input.destinations.length, input.allowance, t)),
  ];
  if (input.destinations.length === 0) blocks.push(section(say('home.empty')));
  for (const destination of input.destinations.slice(0, HOME_DESTINATIONS)) {
    const note = input.notes.get(destination.id);
    const refusal = input.refusals?.get(destination.id);
    const target = destinationTarget(
      destination,
      { canEdit: false, canDelete: false, ...(note ? { note } : {}) },
      t,
    );
    blocks.push(
      section(
        [
          `${literalText(destinationName(destination), { strong: true })}  ·  ${stateLabel(destination, undefined, t)}  ·  ${target}`,
          countsLine(input.counts.get(destination.id), input.countedOnly, t),
          ...(refusal === undefined ? [] : [cardsRefusedLine(refusal, t)]),
        ].join('\n'),
      ),
    );
  }
  const more = input.destinations.length - HOME_DESTINATIONS;
  if (more > 0) blocks.push(context(say('home.more', { more: t.number(more) })));
  blocks.push(...homeButtons(input, t));
  return blocks;
}

/** Shown instead when Enlivy could not be asked; the connection status above still renders. */
export function homeDestinationsUnavailable(problem: UserError, t: Translator): KnownBlock[] {
  const say = destinationsSay(t);
  return [
    divider(),
    header(say('home.header')),
    section(say('home.unavailable', { message: escapeMrkdwn(problem.message) })),
    context(hintLine(problem)),
  ];
}
