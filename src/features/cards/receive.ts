import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { CardsDestination, Stores } from '../../store/index.js';
import { failedFilter, filterWord, parseFilters } from '../shared/cards/filters.js';
import { type JobQueue, requestDrain } from './drain.js';
import { type Envelope, envelopeSchema, signatureMatches } from './envelope.js';

export interface CardsReceiverDeps {
  stores: Pick<Stores, 'cards' | 'cardsInbox' | 'connections'>;
  logger: Logger;
  tasks: JobQueue;
  now?: () => number;
}

export interface DeliveryInput {
  id: string;
  raw: Buffer;
  signature: string | undefined;
  receivedAt: number;
}

/** What Enlivy is answered; `outcome` is a word for its delivery log and ours. */
export interface DeliveryAnswer {
  status: number;
  outcome: string;
  retryAfterSec?: number;
}

/** Enlivy's first retry comes 30 s after a failed attempt; asking for sooner changes nothing. */
const RETRY_AFTER_SEC = 30;
const CARDS_ID = /^[A-Za-z0-9_-]{16,64}$/;

const answer = (status: number, outcome: string, extra: Partial<DeliveryAnswer> = {}) => ({
  status,
  outcome,
  ...extra,
});

function parseEnvelope(raw: Buffer): Envelope | 'not_json' | 'not_envelope' {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'not_json';
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : 'not_envelope';
}

/**
 * One delivery from Enlivy to a cards destination, checked in this order: a known destination,
 * still live, the signature, the envelope, the organization, the filters; then written to the
 * channel's inbox (a duplicate of a waiting or posted event is not) and answered at once.
 */
export async function receiveDelivery(
  deps: CardsReceiverDeps,
  input: DeliveryInput,
): Promise<DeliveryAnswer> {
  if (!CARDS_ID.test(input.id)) return answer(404, 'unknown_destination');
  const destination = await deps.stores.cards.get(input.id);
  if (destination === undefined) return answer(404, 'unknown_destination');
  if (destination.state !== 'active') return answer(410, destination.state);
  if (destination.secret === undefined) {
    // Enlivy has not answered the create yet: the secret to check this with is not known.
    return answer(503, 'not_ready', { retryAfterSec: RETRY_AFTER_SEC });
  }
  if (!signatureMatches(input.raw, input.signature, destination.secret)) {
    return answer(401, input.signature ? 'bad_signature' : 'missing_signature');
  }
  const envelope = parseEnvelope(input.raw);
  if (envelope === 'not_json') return answer(400, 'not_json');
  if (envelope === 'not_envelope') return answer(422, 'not_envelope');
  const connection = await deps.stores.connections.get(destination.workspace);
  if (
    envelope.organization_id !== destination.organizationId ||
    connection?.organizationId !== envelope.organization_id
  ) {
    return answer(403, 'organization_mismatch');
  }
  const failed = failedFilter(parseFilters(destination.filters), envelope.data);
  if (failed !== undefined) return answer(200, `filtered:${filterWord(failed)}`);
  return accept(deps, destination, envelope, input.receivedAt);
}

/**
 * Writes the event to its channel's inbox and asks for a run of the channel's drain job; the
 * answer does not wait for Slack. Only a failure to write either is a 5xx (Enlivy retries, and
 * the retry finds the event waiting and asks for the run again).
 */
async function accept(
  deps: CardsReceiverDeps,
  destination: CardsDestination,
  envelope: Envelope,
  receivedAt: number,
): Promise<DeliveryAnswer> {
  const { cards, cardsInbox } = deps.stores;
  const channel = { workspace: destination.workspace, channelId: destination.channelId };
  try {
    if (await cards.wasPosted(destination.id, envelope.id)) return answer(200, 'duplicate');
    const added = await cardsInbox.add(channel, {
      cardsId: destination.id,
      eventId: envelope.id,
      envelope,
      receivedAt,
    });
    await requestDrain(deps.tasks, channel);
    return answer(200, added ? 'queued' : 'duplicate');
  } catch (err) {
    deps.logger.warn(
      { err: safeError(err), cardsId: destination.id, eventId: envelope.id },
      'cards: the delivery could not be written to the inbox',
    );
    return answer(503, 'inbox_unavailable', { retryAfterSec: RETRY_AFTER_SEC });
  }
}
