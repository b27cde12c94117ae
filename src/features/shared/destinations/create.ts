import type { AppServices, Request } from '../../../core/context.js';
import { logFailure } from '../../../core/errors/failure-log.js';
import { reconciledWrite } from '../../../core/reconcile.js';
import {
  type CreateDestinationInput,
  type Destination,
  type DestinationType,
  newIdempotencyKey,
  type Subscription,
} from '../../../enlivy/index.js';
import { newReferenceId } from '../../../platform/app-error.js';
import type { DestinationNote } from '../../../store/index.js';
import { sharedDestinationsSay } from './copy/index.js';
import { type SubscriptionSpec, toInput } from './subscriptions.js';

/** A destination about to be created, whichever way it was asked for. */
export interface NewDestination {
  kind: DestinationType;
  name: string;
  /** Slack: the channel id (sent as `config.channel`, so a rename does not break it). */
  channelId?: string;
  credentialId?: string;
  url?: string;
  subscriptions: SubscriptionSpec[];
  active: boolean;
}

export interface Created {
  /** What Enlivy answered, without the signing secret. */
  destination: Destination;
  /** Webhooks: the signing secret, to show once to the creator and then forget. */
  secret: string | undefined;
  /**
   * The create's answer was lost and the webhook was found by reading Enlivy back. Enlivy sends
   * the signing secret only in that answer, so the secret exists but nobody can be shown it
   * (unlike an answer that carried none).
   */
  secretLost: boolean;
}

function requestBody(draft: NewDestination): CreateDestinationInput {
  return {
    type: draft.kind,
    name: draft.name,
    is_active: draft.active,
    events: draft.subscriptions.map(toInput),
    ...(draft.kind === 'slack' && draft.channelId ? { config: { channel: draft.channelId } } : {}),
    ...(draft.credentialId ? { organization_api_credential_id: draft.credentialId } : {}),
    ...(draft.kind === 'webhook' && draft.url ? { destination_url: draft.url } : {}),
  };
}

/** How far back a read-back accepts a creation time: Enlivy's clock may be a little behind ours. */
const CLOCK_SKEW_MS = 5_000;

/**
 * The create's read-back: a destination with the name, type and target that was sent, created
 * since the click (by Enlivy's `created_at`, when it gives one).
 */
function isTheNewOne(found: Destination, sent: CreateDestinationInput, since: number): boolean {
  const created = found.created_at ? Date.parse(found.created_at) : Number.NaN;
  return (
    found.name === sent.name &&
    found.type === sent.type &&
    (sent.type === 'slack'
      ? found.config?.channel === sent.config?.channel
      : found.destination_url === sent.destination_url) &&
    (Number.isNaN(created) || created >= since)
  );
}

function asSubscription(spec: SubscriptionSpec): Subscription {
  return {
    event: spec.event,
    includes: spec.includes,
    config: spec.message === null ? null : { message: spec.message },
  };
}

/**
 * POSTs the destination and records the notes Enlivy does not keep (channel, creator, time).
 * The signing secret is split off the record here so nothing downstream can keep it by mistake.
 */
export async function createInEnlivy(
  services: Pick<AppServices, 'connections' | 'stores' | 'logger' | 'now'>,
  creation: {
    request: Request;
    draft: NewDestination;
    noteChannelId: string | undefined;
    noteExtras?: Pick<DestinationNote, 'cards'>;
  },
): Promise<Created> {
  const { request, draft, noteChannelId, noteExtras = {} } = creation;
  const say = sharedDestinationsSay(await request.t());
  const body = requestBody(draft);
  const idempotencyKey = newIdempotencyKey();
  const since = services.now().getTime() - CLOCK_SKEW_MS;
  let foundByReadBack = false;
  const answer = await services.connections.use(request.workspace, ({ api, orgId }) =>
    reconciledWrite({
      write: () => api.destinations.create(orgId, body, { idempotencyKey }),
      readBack: async () => {
        const all = await api.destinations.listAll(orgId);
        const found = all.find((candidate) => isTheNewOne(candidate, body, since));
        foundByReadBack = found !== undefined;
        return found;
      },
      notChanged: say('create.notChanged', { name: draft.name }),
      unknown: say('create.unknown', { name: draft.name }),
      howToCheck: say('create.howToCheck'),
    }),
  );
  const { signing_secret: secret, ...rest } = answer;
  const destination: Destination = {
    ...rest,
    signing_secret: null,
    event_subscriptions: answer.event_subscriptions ?? draft.subscriptions.map(asSubscription),
  };
  try {
    await services.stores.notes.save(request.workspace, destination.id, {
      ...(noteChannelId ? { channelId: noteChannelId } : {}),
      ...noteExtras,
      createdBy: request.userId,
      createdAt: services.now().toISOString(),
    });
  } catch (err) {
    // The destination exists; a missing note only loses "created by" on its card.
    logFailure(services.logger, err, newReferenceId(), {
      action: 'destination:note',
      userId: request.userId,
    });
  }
  return {
    destination,
    secret: secret ?? undefined,
    secretLost: foundByReadBack && body.type === 'webhook' && !secret,
  };
}
