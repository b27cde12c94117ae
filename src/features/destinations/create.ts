import { type Role, roleAllows } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { logFailure } from '../../core/errors/failure-log.js';
import type { Destination } from '../../enlivy/index.js';
import { newReferenceId } from '../../platform/app-error.js';
import type { SlackMessage } from '../../slack/ui.js';
import { CARD_FEATURES } from '../shared/destinations/features.js';
import type { CardExtras } from '../shared/destinations/views/card.js';
import { singleCardMessage } from '../shared/destinations/views/messages.js';
import type { DestinationsDeps } from './deps.js';
import { createdCardMessage } from './views/results.js';

export async function cardFor(
  services: Pick<DestinationsDeps, 'stores'>,
  request: Request,
  card: {
    destination: Destination;
    role: Role;
    banner?: string | undefined;
    /** `existing`: a destination shown instead of creating a duplicate (not "Created …"). */
    kind?: 'created' | 'existing';
  },
): Promise<SlackMessage> {
  const { destination, role, banner, kind = 'created' } = card;
  const note = await services.stores.notes
    .get(request.workspace, destination.id)
    .catch(() => undefined);
  const extras: CardExtras = {
    canEdit: true,
    canDelete: role === 'admin',
    hide: CARD_FEATURES,
    ...(note ? { note } : {}),
    ...(banner ? { banner } : {}),
  };
  const t = await request.t();
  return kind === 'created'
    ? createdCardMessage(destination, extras, t)
    : singleCardMessage(
        destination,
        {
          ...extras,
          canEdit: roleAllows(role, 'editor'),
          canDelete: roleAllows(role, 'admin'),
        },
        t,
      );
}

/**
 * The creator's card (ephemeral in the channel, or a DM when they are not in it) and the public
 * receipt. Each is best effort: the destination already exists, so a Slack hiccup here is logged,
 * not reported as a failed creation.
 */
export async function announceCreated(
  services: DestinationsDeps,
  request: Request,
  input: {
    card: SlackMessage;
    cardChannel: string | undefined;
    receipt?: { channel: string; message: SlackMessage };
  },
): Promise<CardPlacement> {
  const log = (err: unknown, action: string) =>
    logFailure(services.logger, err, newReferenceId(), { action, userId: request.userId });
  let placement: CardPlacement = 'channel';
  try {
    if (input.cardChannel === undefined) throw new Error('no channel for the card');
    await request.ui.postEphemeral(input.cardChannel, request.userId, input.card);
  } catch {
    placement = await request.ui
      .postMessage(request.userId, input.card)
      .then(() => 'dm' as const)
      .catch((err: unknown) => {
        log(err, 'destination:card');
        return 'nowhere' as const;
      });
  }
  if (input.receipt !== undefined) {
    await request.ui
      .postMessage(input.receipt.channel, input.receipt.message)
      .catch((err: unknown) => log(err, 'destination:receipt'));
  }
  return placement;
}

/** Where the creator's card went, so the modal can say where to find it. */
export type CardPlacement = 'channel' | 'dm' | 'nowhere';
