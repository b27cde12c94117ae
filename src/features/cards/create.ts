import { randomBytes } from 'node:crypto';
import type { AppServices, Request } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { CardsDestination } from '../../store/index.js';
import { cardsUrl } from '../shared/cards/urls.js';
import { sharedDestinationsSay } from '../shared/destinations/copy/index.js';
import {
  type Created,
  createInEnlivy,
  type NewDestination,
} from '../shared/destinations/create.js';
import { cardsSay } from './copy/index.js';
import { cardsUnreachableReason } from './reachability.js';

export interface NewCards {
  name: string;
  channelId: string;
  filters: string[];
  draft: Omit<NewDestination, 'kind' | 'url' | 'channelId' | 'credentialId' | 'name'>;
}

/** A new opaque id: 144 random bits, URL-safe; it names the destination, it is not a secret. */
export function newCardsId(): string {
  return randomBytes(18).toString('base64url');
}

/** Refuses (in the person's language) before anything is created when Enlivy could not reach this app. */
export function requireReachable(services: Pick<AppServices, 'config'>, t: Translator): void {
  const reason = cardsUnreachableReason(services.config, t);
  if (reason === undefined) return;
  const say = cardsSay(t);
  throw new AppError('bad_input', say('unreachable.message', { reason }), {
    hint: say('unreachable.hint'),
  });
}

/** A cards destination Enlivy made without a signing secret this app knows: it posts nothing. */
export function noSecretError(
  destination: { id: string; name?: string | null | undefined },
  secretLost: boolean,
  t: Translator,
): AppError {
  // Not literalText: an error's message is escaped when it is shown.
  const name = `*${destination.name ?? destination.id}*`;
  const say = cardsSay(t);
  return new AppError(
    'bad_input',
    secretLost
      ? say('noSecret.lost', { name, why: sharedDestinationsSay(t)('createAnswerLost') })
      : say('noSecret.missing', { name }),
    {
      title: say('noSecret.title'),
      hint: say('noSecret.hint', { id: destination.id }),
    },
  );
}

/**
 * Creates the Enlivy webhook destination of a cards destination. Our record is written first
 * (without a secret, so a delivery that overtakes the answer is asked to come back later), then
 * completed with the signing secret Enlivy returns once; without one (Enlivy gave none, or its
 * answer was lost and the destination was found by reading back) the destination could never be
 * verified, so it is not used and the person is told which happened.
 */
export async function createCards(
  services: Pick<AppServices, 'config' | 'connections' | 'now' | 'stores'> &
    Parameters<typeof createInEnlivy>[0],
  request: Request,
  input: NewCards,
): Promise<Created> {
  const t = await request.t();
  requireReachable(services, t);
  const connection = await services.connections.require(request.workspace);
  const record: CardsDestination = {
    id: newCardsId(),
    workspace: request.workspace,
    channelId: input.channelId,
    organizationId: connection.organizationId,
    filters: input.filters,
    state: 'active',
    createdBy: request.userId,
    createdAt: services.now().toISOString(),
  };
  await services.stores.cards.save(record);
  let created: Created;
  try {
    created = await createInEnlivy(services, {
      request,
      draft: {
        ...input.draft,
        kind: 'webhook',
        name: input.name,
        url: cardsUrl(services.config.publicUrl, record.id),
      },
      noteChannelId: input.channelId,
      noteExtras: { cards: { id: record.id, filters: input.filters } },
    });
  } catch (err) {
    await services.stores.cards.save({ ...record, state: 'deleted' }).catch(() => undefined);
    throw err;
  }
  const { destination, secret, secretLost } = created;
  if (secret === undefined) {
    await services.stores.cards.save({
      ...record,
      destinationId: destination.id,
      state: 'deleted',
    });
    throw noSecretError(destination, secretLost, t);
  }
  await services.stores.cards.save({ ...record, destinationId: destination.id, secret });
  return created;
}
