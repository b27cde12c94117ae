import type { Role } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { reconciledWrite } from '../../core/reconcile.js';
import {
  type Delivery,
  type Destination,
  type EnlivyClient,
  EnlivyForbiddenError,
  EnlivyNotFoundError,
  newIdempotencyKey,
} from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { literalText } from '../../slack/blocks.js';
import { CARD_FEATURES } from '../shared/destinations/features.js';
import { loadPlace } from '../shared/destinations/place.js';
import { refuseBlankName } from '../shared/destinations/resolve.js';
import { destinationFromCommand } from '../shared/destinations/target.js';
import { type CardPlace, destinationName } from '../shared/destinations/views/card.js';
import { channelGoneMessage } from '../shared/destinations/views/messages.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import type { TestTarget } from './test-args.js';
import { testTargetFromCommand } from './test-args.js';
import {
  acquireTestLock,
  DEFAULT_FOLLOW,
  DEFAULT_TEST_LOCK,
  type FollowOptions,
  followTestDelivery,
  type TestLockOptions,
} from './test-follow.js';
import {
  channelTestQuestion,
  parseChannelTestValue,
  testAlreadyRunningMessage,
} from './views/messages.js';
import { destinationsSay } from './views/phrases.js';
import { type TestState, testLine, testMessage } from './views/test.js';

/** How far back the read-back looks: Enlivy's clock may be a little behind ours. */
const CLOCK_SKEW_MS = 5_000;

/**
 * Sends one test with one Idempotency-Key, so a retry never sends a second. An unclear answer is
 * settled from the delivery log: a first attempt (not a retry) to this destination created since
 * the click is the test's delivery (followed like a clean answer); none means nothing was sent.
 */
/** The services a test uses: its lock, the send and read-back, the follow's stop signal. */
type TestDeps = Pick<DestinationsDeps, 'stores' | 'connections' | 'now' | 'stopping'>;

/** How long a test is followed and how long its lock lives (tests make both shorter). */
export interface TestTiming {
  follow: FollowOptions;
  lock: TestLockOptions;
}
export const DEFAULT_TIMING: TestTiming = { follow: DEFAULT_FOLLOW, lock: DEFAULT_TEST_LOCK };

interface Connected {
  api: EnlivyClient;
  orgId: string;
}

async function sendTest(
  services: Pick<TestDeps, 'now'>,
  test: {
    connected: Connected;
    destination: Destination;
    event?: string | undefined;
    t: Translator;
  },
): Promise<Delivery> {
  const { connected, destination, event, t } = test;
  const { api, orgId } = connected;
  const say = destinationsSay(t);
  const idempotencyKey = newIdempotencyKey();
  const since = new Date(services.now().getTime() - CLOCK_SKEW_MS).toISOString();
  const name = literalText(destinationName(destination), { strong: true });
  try {
    return await reconciledWrite({
      write: () =>
        api.destinations.test(orgId, destination.id, event ? { event } : undefined, {
          idempotencyKey,
        }),
      readBack: async () => {
        const page = await api.deliveries.list(orgId, {
          destinationId: destination.id,
          createdFrom: since.replace(/\.\d+Z$/, 'Z'),
          ...(event ? { events: [event] } : {}),
          perPage: 10,
        });
        return page.items.find((delivery) => delivery.is_retry !== true);
      },
      notChanged: say('test.notChanged', { name }),
      unknown: say('test.unknown', { name }),
      howToCheck: say('test.howToCheck', {
        command: `\`/enlivy deliveries ${destinationName(destination)}\``,
      }),
    });
  } catch (err) {
    if (err instanceof EnlivyForbiddenError) {
      throw new EnlivyForbiddenError(say('test.paidPack'), err.status, { cause: err });
    }
    throw err;
  }
}

/** Follows the test's own delivery: one exact read per look, by the id the test call returned. */
function follow(
  services: Pick<TestDeps, 'stopping'>,
  { api, orgId }: Connected,
  sent: Delivery,
  options: FollowOptions,
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

/**
 * One test of `destination` as `/enlivy test` runs it: its lock, the send, a "Sending…" line and
 * the delivery's outcome. `inPlace`: both take the place of the message clicked (the question
 * asked about the channel's destination); else the outcome is a reply of its own.
 */
async function testInMessage(
  request: Request,
  services: TestDeps,
  test: { connected: Connected; target: TestTarget & { inPlace?: boolean }; timing: TestTiming },
): Promise<void> {
  const { connected, target, timing: options } = test;
  const t = await request.t();
  const { destination, event } = target;
  const first = target.inPlace ? { replaceOriginal: true } : undefined;
  const lock = await acquireTestLock(
    services.stores.locks,
    request.workspace,
    destination.id,
    options.lock,
  );
  if (lock === undefined) {
    await request.ui.respond(
      testAlreadyRunningMessage(destination.name ?? destination.id, t),
      first,
    );
    return;
  }
  try {
    const sent = await sendTest(services, { connected, destination, event, t });
    const lineOptions = { deliveriesButton: CARD_FEATURES.deliveries !== true };
    const state: TestState =
      sent.status === 'pending'
        ? { kind: 'sending', delivery: sent }
        : { kind: 'final', delivery: sent };
    await request.ui.respond(testMessage(destination, state, lineOptions, t), first);
    if (state.kind !== 'sending') return;
    const outcome = await follow(services, connected, sent, options.follow);
    // A clicked message is updated in place; a slash command's reply cannot be (Slack posts a
    // replace through the command's response_url anew), so there the outcome follows below it.
    await request.ui.respond(testMessage(destination, toState(outcome), lineOptions, t), first);
  } finally {
    await lock.release();
  }
}

/**
 * `/enlivy test NAME [event]`: one message that ends with the delivery's outcome. Without NAME it
 * first asks whether to test the channel's destination (Send test runs the same test).
 */
export function createTestCommand(timing: TestTiming = DEFAULT_TIMING): DestinationsCommand {
  return async (request, services) => {
    const t = await request.t();
    refuseBlankName(request.args, 'test', t);
    await services.connections.use(request.workspace, async (connected) => {
      if (request.args.length === 0) {
        const destination = await destinationFromCommand(connected, request, services, '');
        await request.ui.respond(channelTestQuestion(destination, t));
        return;
      }
      const target = await testTargetFromCommand(connected, request, request.args);
      await testInMessage(request, services, { connected, target, timing });
    });
  };
}

/**
 * Send test on the question `/enlivy test` without NAME asks: the command's role check (at the
 * click), then the same test, shown in place of the question. A destination deleted since is
 * said as such.
 */
export async function confirmChannelTest(
  request: Request,
  services: TestDeps,
  value: string,
  timing: TestTiming = DEFAULT_TIMING,
): Promise<void> {
  const { destinationId, name } = parseChannelTestValue(value);
  await services.connections.use(request.workspace, async (connected) => {
    let destination: Destination;
    try {
      destination = await connected.api.destinations.retrieve(connected.orgId, destinationId);
    } catch (err) {
      if (!(err instanceof EnlivyNotFoundError)) throw err;
      await request.ui.respond(channelGoneMessage(name, await request.t()), {
        replaceOriginal: true,
      });
      return;
    }
    await testInMessage(request, services, {
      connected,
      target: { destination, inPlace: true },
      timing,
    });
  });
}

export const test = createTestCommand();

/** Send test on a card: the card's own message shows the progress and the outcome. */
export async function testFromCard(
  request: Request,
  services: TestDeps,
  input: { role: Role; destinationId: string; place: CardPlace; channelName?: string },
  timing: TestTiming = DEFAULT_TIMING,
): Promise<void> {
  const { role } = input;
  const lockOptions = timing.lock;
  const t = await request.t();
  const lock = await acquireTestLock(
    services.stores.locks,
    request.workspace,
    input.destinationId,
    lockOptions,
  );
  if (lock === undefined) {
    await request.ui.respond(testAlreadyRunningMessage(undefined, t));
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
      const sent = await sendTest(services, { connected, destination, t });
      place.setLastDelivery(sent);
      const first: TestState =
        sent.status === 'pending'
          ? { kind: 'sending', delivery: sent }
          : { kind: 'final', delivery: sent };
      await request.ui.respond(place.render(testLine(destination, first, lineOptions, t)), {
        replaceOriginal: true,
      });
      if (first.kind !== 'sending') return;
      const outcome = await follow(services, connected, sent, timing.follow);
      place.setLastDelivery(outcome.delivery);
      const line = testLine(destination, toState(outcome), lineOptions, t);
      await request.ui.respond(place.render(line), { replaceOriginal: true });
    });
  } finally {
    await lock.release();
  }
}

/** How a test run without a message ended: another test of it was running, or its outcome. */
export type TestRunOutcome =
  | { kind: 'busy' }
  | { kind: 'sent'; outcome: Awaited<ReturnType<typeof followTestDelivery>> };

/**
 * One test of a destination with no message to update (a workflow step): the same lock, send
 * and follow as `/enlivy test`, answered with the delivery as Enlivy last showed it.
 */
export async function runTest(
  services: TestDeps,
  test: {
    connected: Connected;
    request: Pick<Request, 'workspace' | 't'>;
    destination: Destination;
    timing?: Partial<TestTiming>;
  },
): Promise<TestRunOutcome> {
  const { connected, request, destination } = test;
  const timing = { ...DEFAULT_TIMING, ...test.timing };
  const lockOptions = timing.lock;
  const t = await request.t();
  const lock = await acquireTestLock(
    services.stores.locks,
    request.workspace,
    destination.id,
    lockOptions,
  );
  if (lock === undefined) return { kind: 'busy' };
  try {
    const sent = await sendTest(services, { connected, destination, t });
    return { kind: 'sent', outcome: await follow(services, connected, sent, timing.follow) };
  } finally {
    await lock.release();
  }
}

/** Shows a test where it was asked for: first how it started, then its outcome, in one message. */
export interface TestProgress {
  show(destination: Destination, state: TestState): Promise<void>;
}

/**
 * Send test from outside a card (a failure alert): `progress` shows the first answer, then the
 * outcome once the delivery leaves `pending` (or the follow stops), in the same message. For
 * editors: the caller's listener declares that role.
 */
export async function testWithProgress(
  request: Request,
  services: TestDeps,
  test: { destinationId: string; progress: TestProgress; timing?: TestTiming },
): Promise<void> {
  const { destinationId, progress } = test;
  const timing = test.timing ?? DEFAULT_TIMING;
  const lockOptions = timing.lock;
  const t = await request.t();
  const lock = await acquireTestLock(
    services.stores.locks,
    request.workspace,
    destinationId,
    lockOptions,
  );
  if (lock === undefined) {
    await request.ui.respond(testAlreadyRunningMessage(undefined, t));
    return;
  }
  try {
    await services.connections.use(request.workspace, async (connected) => {
      const destination = await connected.api.destinations.retrieve(connected.orgId, destinationId);
      const sent = await sendTest(services, { connected, destination, t });
      if (sent.status !== 'pending') {
        await progress.show(destination, { kind: 'final', delivery: sent });
        return;
      }
      await progress.show(destination, { kind: 'sending', delivery: sent });
      const outcome = await follow(services, connected, sent, timing.follow);
      await progress.show(destination, toState(outcome));
    });
  } finally {
    await lock.release();
  }
}
