import { type Delivery, type EnlivyClient, EnlivyForbiddenError } from '../../api/index.js';
import type { CardPlace } from '../../views/destinations/card.js';
import { testAlreadyRunningMessage } from '../../views/destinations/messages.js';
import { type TestState, testLine, testMessage } from '../../views/destinations/test.js';
import type { CommandHandler, Request, Services } from '../context.js';
import { CARD_FEATURES } from './features.js';
import { loadPlace } from './place.js';
import { testTargetFromCommand } from './target.js';
import {
  acquireTestLock,
  DEFAULT_FOLLOW,
  DEFAULT_TEST_LOCK,
  type FollowOptions,
  followTestDelivery,
  type TestLockOptions,
} from './test-follow.js';

const PAID_PACK =
  'Enlivy refused to send: sending events requires a paid Enlivy pack for this organization.';

async function sendTest(
  api: EnlivyClient,
  orgId: string,
  destinationId: string,
  event: string | undefined,
): Promise<Delivery> {
  try {
    return await api.destinations.test(orgId, destinationId, event ? { event } : undefined);
  } catch (err) {
    if (err instanceof EnlivyForbiddenError) {
      throw new EnlivyForbiddenError(PAID_PACK, err.status, { cause: err });
    }
    throw err;
  }
}

/** Follows the test's own delivery: one exact read per look, by the id the test call returned. */
function follow(
  api: EnlivyClient,
  orgId: string,
  sent: Delivery,
  options: FollowOptions,
  services: Services,
) {
  return followTestDelivery(
    () => api.deliveries.retrieve(orgId, sent.id),
    sent,
    options,
    services.stopping,
  );
}

function toState(outcome: Awaited<ReturnType<typeof followTestDelivery>>): TestState {
  return outcome.kind === 'final'
    ? { kind: 'final', delivery: outcome.delivery }
    : {
        kind: 'pending',
        delivery: outcome.delivery,
        waitedSeconds: outcome.waitedSeconds,
        ...(outcome.stopped ? { stopped: true } : {}),
      };
}

/** `/enlivy test NAME [event]`: one message that ends with the delivery's outcome. */
export function createTestCommand(
  followOptions: FollowOptions = DEFAULT_FOLLOW,
  lockOptions: TestLockOptions = DEFAULT_TEST_LOCK,
): CommandHandler {
  return async (request, services) => {
    await services.connections.use(request.workspace, async (connected) => {
      const { destination, event } = await testTargetFromCommand(
        connected,
        request,
        services,
        request.args,
      );
      const lock = await acquireTestLock(
        services.stores.locks,
        request.workspace,
        destination.id,
        lockOptions,
      );
      if (lock === undefined) {
        await request.ui.respond(testAlreadyRunningMessage(destination.name ?? destination.id));
        return;
      }
      try {
        const { api, orgId } = connected;
        const sent = await sendTest(api, orgId, destination.id, event);
        const options = { deliveriesButton: CARD_FEATURES.deliveries !== true };
        const first: TestState =
          sent.status === 'pending'
            ? { kind: 'sending', delivery: sent }
            : { kind: 'final', delivery: sent };
        await request.ui.respond(testMessage(destination, first, options));
        if (first.kind !== 'sending') return;
        const outcome = await follow(api, orgId, sent, followOptions, services);
        await request.ui.respond(testMessage(destination, toState(outcome), options), {
          replaceOriginal: true,
        });
      } finally {
        await lock.release();
      }
    });
  };
}

export const test = createTestCommand();

/** Send test on a card: the card's own message shows the progress and the outcome. */
export async function testFromCard(
  request: Request,
  services: Services,
  input: { destinationId: string; place: CardPlace; channelName?: string },
  followOptions: FollowOptions = DEFAULT_FOLLOW,
  lockOptions: TestLockOptions = DEFAULT_TEST_LOCK,
): Promise<void> {
  const role = await services.access.require(request, 'editor');
  const lock = await acquireTestLock(
    services.stores.locks,
    request.workspace,
    input.destinationId,
    lockOptions,
  );
  if (lock === undefined) {
    await request.ui.respond(testAlreadyRunningMessage());
    return;
  }
  const lineOptions = { deliveriesButton: CARD_FEATURES.deliveries !== true };
  try {
    await services.connections.use(request.workspace, async (connected) => {
      const { api, orgId } = connected;
      const place = await loadPlace(connected, request, services, {
        role,
        place: input.place,
        destinationId: input.destinationId,
        ...(input.channelName ? { channelName: input.channelName } : {}),
      });
      const destination =
        place.destination ?? (await api.destinations.retrieve(orgId, input.destinationId));
      const sent = await sendTest(api, orgId, destination.id, undefined);
      place.setLastDelivery(sent);
      const first: TestState =
        sent.status === 'pending'
          ? { kind: 'sending', delivery: sent }
          : { kind: 'final', delivery: sent };
      await request.ui.respond(place.render(testLine(destination, first, lineOptions)), {
        replaceOriginal: true,
      });
      if (first.kind !== 'sending') return;
      const outcome = await follow(api, orgId, sent, followOptions, services);
      place.setLastDelivery(outcome.delivery);
      await request.ui.respond(place.render(testLine(destination, toState(outcome), lineOptions)), {
        replaceOriginal: true,
      });
    });
  } finally {
    await lock.release();
  }
}
