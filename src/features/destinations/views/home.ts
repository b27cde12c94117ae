import type { Button, KnownBlock } from '@slack/types';
import { hintLine } from '../../../core/error-views.js';
import { DESTINATION } from '../../../core/ids.js';
import type { Destination, DestinationAllowance } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
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
import type { DestinationNote } from '../../../store/index.js';
import { destinationName, destinationTarget, stateLabel } from './card.js';
import { quotaLine } from './list.js';

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
}

export function emptyCounts(): DeliveryCounts {
  return { success: 0, failed: 0, anomaly: 0, dropped: 0, pending: 0 };
}

/**
 * "Last 24 h: 3 delivered · 1 failed". With `countedOnly` the day had more deliveries than were
 * read: numbers read "3+", and none read is not claimed as none at all.
 */
export function countsLine(counts: DeliveryCounts | undefined, countedOnly?: number): string {
  const more = countedOnly === undefined ? '' : '+';
  const n = (value: number) => `${value}${more}`;
  const parts =
    counts === undefined
      ? []
      : [
          counts.success > 0 ? `:white_check_mark: ${n(counts.success)} delivered` : '',
          counts.failed > 0 ? `:x: ${n(counts.failed)} failed` : '',
          counts.anomaly > 0 ? `:warning: ${n(counts.anomaly)} anomaly` : '',
          counts.dropped > 0 ? `:no_entry_sign: ${n(counts.dropped)} dropped` : '',
          counts.pending > 0 ? `:hourglass_flowing_sand: ${n(counts.pending)} pending` : '',
        ].filter((part) => part !== '');
  if (parts.length > 0) return `Last 24 h: ${parts.join('  ·  ')}`;
  return countedOnly === undefined
    ? 'Last 24 h: no deliveries'
    : `Last 24 h: none among the newest ${countedOnly} deliveries`;
}

function homeButtons(input: HomeDestinationsInput): KnownBlock[] {
  const buttons: Button[] = [];
  const hints: string[] = [];
  if (input.canEdit) {
    if (input.buttons.subscribe) {
      buttons.push(button('Subscribe a channel', DESTINATION.homeSubscribe, { style: 'primary' }));
    } else {
      hints.push('Subscribe a channel: `/enlivy subscribe` in that channel');
    }
  }
  buttons.push(button('List destinations', DESTINATION.homeList));
  if (input.buttons.deliveries) {
    buttons.push(button('Delivery log', DESTINATION.homeDeliveries));
  } else {
    hints.push('Delivery log: `/enlivy deliveries`');
  }
  const blocks: KnownBlock[] = [actions(buttons, DESTINATION.homeActions)];
  if (hints.length > 0) blocks.push(context(hints.join('  ·  ')));
  return blocks;
}

/** The destinations part of the App Home: state, 24-hour delivery counts, quota, actions. */
export function homeDestinationsBlocks(input: HomeDestinationsInput): KnownBlock[] {
  const blocks: KnownBlock[] = [
    divider(),
    header('Event destinations'),
    context(quotaLine(input.destinations.length, input.allowance)),
  ];
  if (input.destinations.length === 0) {
    blocks.push(
      section(
        'No event destinations yet. `/enlivy subscribe` in a channel posts events there; `/enlivy webhook` sends them to your own URL.',
      ),
    );
  }
  for (const destination of input.destinations.slice(0, HOME_DESTINATIONS)) {
    const note = input.notes.get(destination.id);
    blocks.push(
      section(
        [
          `${literalText(destinationName(destination), { strong: true })}  ·  ${stateLabel(destination)}  ·  ${destinationTarget(
            destination,
            {
              canEdit: false,
              canDelete: false,
              ...(note ? { note } : {}),
            },
          )}`,
          countsLine(input.counts.get(destination.id), input.countedOnly),
        ].join('\n'),
      ),
    );
  }
  const more = input.destinations.length - HOME_DESTINATIONS;
  if (more > 0) blocks.push(context(`and ${more} more — \`/enlivy list all\``));
  blocks.push(...homeButtons(input));
  return blocks;
}

/** Shown instead when Enlivy could not be asked; the connection status above still renders. */
export function homeDestinationsUnavailable(problem: UserError): KnownBlock[] {
  return [
    divider(),
    header('Event destinations'),
    section(`:warning: The destinations could not be loaded. ${escapeMrkdwn(problem.message)}`),
    context(hintLine(problem)),
  ];
}
