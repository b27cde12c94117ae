import { slackErrorOf } from '../../core/errors/slack-failure.js';
import { isAppError } from '../../platform/app-error.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { BotClients } from '../../slack/bot-client.js';
import type { CardsDestination, Stores } from '../../store/index.js';
import { acquireRenewedLockWithin, type RenewedLock } from '../../store/renewed-lock.js';
import type { ChannelQueue } from './channel-queue.js';
import {
  type Envelope,
  envelopeSchema,
  objectKeyOf,
  signatureMatches,
  subjectOf,
} from './envelope.js';
import { failedFilter, filterWord, parseFilters } from './filters.js';
import { postEvent } from './post.js';

export interface CardsReceiverDeps {
  stores: Pick<Stores, 'cards' | 'locks' | 'connections'>;
  logger: Logger;
  botClients: BotClients;
  queue: ChannelQueue;
  /** Enlivy's web app, for "Open in Enlivy". */
  enlivyAppUrl: string;
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
  /** Slack's error, when Slack refused the card (shown in Enlivy's delivery log). */
  error?: string;
}

/** How long an event is claimed by the instance posting it (a queued post waits at most a minute). */
export const CLAIM_TTL_MS = 5 * 60_000;
/** Enlivy's first retry comes 30 s after a failed attempt; asking for sooner changes nothing. */
const RETRY_AFTER_SEC = 30;
const CARDS_ID = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * Events about one object (invoice.created, then invoice.paid) posted one after another across
 * instances, so the second finds the first's card and threads under it instead of posting a
 * second card. Waiting is bounded: past it, Enlivy is told 503 and its retry threads the event.
 */
const OBJECT_LOCK = { ttlMs: 30_000, waitMs: 5_000, pollMs: 50 };

/** The object's lock (renewed while held), undefined for an event about no object, or 'busy'. */
async function holdObject(
  deps: CardsReceiverDeps,
  destination: CardsDestination,
  envelope: Envelope,
): Promise<RenewedLock | undefined | 'busy'> {
  const objectKey = objectKeyOf(envelope);
  if (objectKey === undefined) return undefined;
  const name = `cards-object:${destination.id}:${objectKey}`;
  return (await acquireRenewedLockWithin(deps.stores.locks, name, OBJECT_LOCK)) ?? 'busy';
}

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

/** Where an object is in Enlivy's web app; only invoices have a known address. */
function openUrl(appUrl: string, envelope: Envelope): string | undefined {
  const id = envelope.data.id;
  if (subjectOf(envelope.type) !== 'invoice' || typeof id !== 'string') return undefined;
  return `${appUrl}/organizations/${encodeURIComponent(envelope.organization_id)}/invoices/${encodeURIComponent(id)}`;
}

/**
 * One delivery from Enlivy to a cards destination, checked in this order: a known destination,
 * still live, the signature, the envelope, the organization, the filters; then claimed in the
 * shared store (so of duplicates on any instances one posts) and posted in the channel's turn.
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
  return claimAndPost(deps, destination, envelope, input.receivedAt);
}

async function claimAndPost(
  deps: CardsReceiverDeps,
  destination: CardsDestination,
  envelope: Envelope,
  receivedAt: number,
): Promise<DeliveryAnswer> {
  const { cards, locks } = deps.stores;
  if (await cards.wasPosted(destination.id, envelope.id)) return answer(200, 'duplicate');
  const claim = await locks.acquire(`cards-event:${destination.id}:${envelope.id}`, CLAIM_TTL_MS);
  if (claim === undefined) {
    // Another attempt is posting it right now; if that fails, this retry must not be lost.
    return answer(503, 'in_progress', { retryAfterSec: RETRY_AFTER_SEC });
  }
  let object: Awaited<ReturnType<typeof holdObject>>;
  try {
    object = await holdObject(deps, destination, envelope);
    if (object === 'busy') return answer(503, 'in_progress', { retryAfterSec: RETRY_AFTER_SEC });
    if (await cards.wasPosted(destination.id, envelope.id)) return answer(200, 'duplicate');
    const client = await deps.botClients(destination.workspace, { rejectRateLimited: true });
    const now = deps.now ?? Date.now;
    const slot = deps.queue.schedule(destination.channelId, () =>
      postEvent({ cards, logger: deps.logger }, client, destination, envelope, {
        locale: destination.locale,
        openUrl: openUrl(deps.enlivyAppUrl, envelope),
      }),
    );
    if (slot.kind === 'busy') {
      return answer(503, 'channel_busy', {
        retryAfterSec: Math.max(RETRY_AFTER_SEC, Math.ceil(slot.retryAfterMs / 1000)),
      });
    }
    try {
      const posted = await slot.done;
      deps.logger.info(
        { cardsId: destination.id, eventId: envelope.id, msToPosted: now() - receivedAt },
        `cards: ${posted.kind} posted`,
      );
    } catch (err) {
      return slackRefusal(deps, destination, err);
    }
    await cards
      .markPosted(destination.id, envelope.id)
      .catch((err: unknown) =>
        deps.logger.warn(
          { err: safeError(err), cardsId: destination.id, eventId: envelope.id },
          'cards: posted, but not recorded as posted (a retry of it would post again)',
        ),
      );
    return answer(200, 'posted');
  } finally {
    if (object !== 'busy') await object?.release();
    await claim.release();
  }
}

function slackRefusal(
  deps: CardsReceiverDeps,
  destination: CardsDestination,
  err: unknown,
): DeliveryAnswer {
  const slack = slackErrorOf(err);
  if (slack?.kind === 'rate_limited') {
    const retryAfterSec = Math.max(1, slack.retryAfter ?? RETRY_AFTER_SEC);
    deps.queue.holdOff(destination.channelId, retryAfterSec * 1000);
    return answer(503, 'slack_rate_limited', { retryAfterSec });
  }
  if (slack?.kind === 'platform') return answer(502, 'slack_refused', { error: slack.error });
  if (isAppError(err) && err.code === 'store_unavailable') {
    return answer(503, 'store_unavailable', { retryAfterSec: RETRY_AFTER_SEC });
  }
  return answer(502, 'slack_failed');
}
