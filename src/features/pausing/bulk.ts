import { randomUUID } from 'node:crypto';
import { recordChange, withChangeLock } from '../../core/change-lock.js';
import type { ConnectedApi } from '../../core/connections.js';
import type { Request } from '../../core/context.js';
import { toUserError } from '../../core/errors/user-error.js';
import { postReceipt } from '../../core/receipts.js';
import { EnlivyNotFoundError } from '../../enlivy/index.js';
import { AppError, isAppError, newReferenceId } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { PauseBatch } from '../../store/index.js';
import { destinationName } from '../shared/destinations/views/card.js';
import type { PauseEnd } from '../shared/pausing/when.js';
import { destinationSubject, verbOf, writeActive } from './active.js';
import { selectForBulk } from './bulk-select.js';
import { pausingSay } from './copy/index.js';
import type { PausingDeps } from './deps.js';
import { clearTimer, closeReceipt, setTimer } from './timers.js';
import {
  type BulkOutcome,
  batchAlreadyResumedMessage,
  bulkCancelledMessage,
  bulkConfirmMessage,
  bulkPauseReceipt,
  bulkResumeReceipt,
  bulkSettledMessage,
  nothingToPauseMessage,
} from './views/bulk.js';

/**
 * `/enlivy pause all [webhooks|slack|cards|failing|NAME, …] [for …|until …]`: a private
 * confirmation listing exactly what will change; nothing is paused before it is confirmed. For
 * admins: whoever calls this has checked that role (the command and the alert's button).
 */
export async function pauseAll(
  request: Request,
  services: PausingDeps,
  filter: readonly string[],
  end: PauseEnd | undefined,
): Promise<void> {
  const t = await request.t();
  const selection = await services.connections.use(request.workspace, (connected) =>
    selectForBulk(connected, filter, t),
  );
  if (selection.toPause.length === 0) {
    await request.ui.respond(
      nothingToPauseMessage(selection.scope, selection.alreadyPaused.length, t),
    );
    return;
  }
  const batch: PauseBatch = {
    id: randomUUID(),
    by: request.userId,
    at: services.now().toISOString(),
    scope: selection.scope,
    state: 'planned',
    plannedIds: selection.toPause.map((d) => d.id),
    pausedIds: [],
    ...(end ? { until: end.until.toISOString(), asked: end.asked } : {}),
    ...(end?.minutes !== undefined ? { minutes: end.minutes } : {}),
    ...(request.channelId ? { channelId: request.channelId } : {}),
  };
  await services.stores.pauses.saveBatch(request.workspace, batch);
  await request.ui.respond(
    bulkConfirmMessage(batch, selection.toPause, selection.alreadyPaused, t),
  );
}

async function loadBatch(
  request: Request,
  services: Pick<PausingDeps, 'stores'>,
  id: string,
): Promise<PauseBatch> {
  const batch =
    id === '' ? undefined : await services.stores.pauses.getBatch(request.workspace, id);
  if (batch === undefined) {
    const say = pausingSay(await request.t());
    throw new AppError('not_found', say('bulk.unknownBatch'), {
      hint: say('bulk.unknownBatch.hint'),
    });
  }
  return batch;
}

/** What one destination's change came to; a refusal or an unclear answer is told, not thrown. */
async function outcomeOf(
  destinationId: string,
  name: string,
  work: () => Promise<BulkOutcome['kind']>,
): Promise<BulkOutcome> {
  try {
    return { destinationId, name, kind: await work() };
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) return { destinationId, name, kind: 'deleted' };
    const reference = newReferenceId();
    const unknown = isAppError(err) && err.code === 'outcome_unknown';
    const problem = (t: Translator) => {
      const told = toUserError(err, reference, t);
      return `${told.message} ${told.hint}`.trim();
    };
    return { destinationId, name, kind: unknown ? 'unknown' : 'failed', problem };
  }
}

/**
 * One destination of a bulk change, under its change lock like a single pause: read, then PUT
 * only when its state differs. A timed bulk pause leaves a timer carrying the batch, so the
 * automatic resume tells the whole batch in one message.
 */
async function changeOne(
  services: PausingDeps,
  change: {
    connected: ConnectedApi;
    request: Request;
    batch: PauseBatch;
    destinationId: string;
    active: boolean;
  },
): Promise<BulkOutcome> {
  const { connected, request, batch, destinationId, active } = change;
  let name = destinationId;
  // What a refused write says is the channel's (its receipt is the first place it is told).
  const channelT = await request.channelT();
  return outcomeOf(destinationId, name, () =>
    withChangeLock(services, request, destinationSubject(destinationId), async () => {
      const current = await connected.api.destinations.retrieve(connected.orgId, destinationId);
      name = destinationName(current);
      if (current.is_active === active) return 'already';
      const changed = await writeActive(services, {
        connected,
        workspace: request.workspace,
        current,
        active,
        t: channelT,
      });
      await recordChange(services, request, destinationSubject(destinationId), verbOf(active));
      if (active) {
        const timer = await clearTimer(services, request.workspace, destinationId);
        const ending = {
          kind: 'resumed' as const,
          by: request.userId,
          at: services.now().toISOString(),
        };
        await closeReceipt(services, request.ui.updateMessage, { timer, ending, t: channelT });
      } else if (batch.until !== undefined) {
        const end = {
          until: new Date(batch.until),
          asked: batch.asked ?? '',
          ...(batch.minutes !== undefined ? { minutes: batch.minutes } : {}),
        };
        await setTimer(services, {
          request: { ...request, channelId: batch.channelId },
          destination: changed,
          end,
          batchId: batch.id,
        });
      }
      return 'changed';
    }),
  ).then((outcome) => ({ ...outcome, name }));
}

/** Runs `work` once per batch across instances; a second click learns it already ran. */
function onceForBatch<T>(
  request: Request,
  services: PausingDeps,
  id: string,
  work: () => Promise<T>,
) {
  return withChangeLock(services, request, `pause-batch:${id}`, work);
}

/** Confirm on the bulk confirmation: pause each, then one public receipt with Resume these. */
export async function confirmBulkPause(request: Request, services: PausingDeps, id: string) {
  const result = await onceForBatch(request, services, id, async () => {
    const batch = await loadBatch(request, services, id);
    if (batch.state !== 'planned') return { batch, outcomes: undefined };
    const outcomes = await services.connections.use(request.workspace, async (connected) => {
      const done: BulkOutcome[] = [];
      for (const destinationId of batch.plannedIds) {
        done.push(
          await changeOne(services, { connected, request, batch, destinationId, active: false }),
        );
      }
      return done;
    });
    const pausedIds = outcomes
      .filter((o) => o.kind === 'changed' || o.kind === 'unknown')
      .map((o) => o.destinationId);
    const done: PauseBatch = { ...batch, state: 'done', pausedIds };
    await services.stores.pauses.saveBatch(request.workspace, done);
    return { batch: done, outcomes };
  });
  const say = pausingSay(await request.t());
  if (result.outcomes === undefined) {
    const text = say(
      result.batch.state === 'cancelled' ? 'bulk.settled.cancelled' : 'bulk.settled.ran',
    );
    await request.ui.respond(bulkSettledMessage(text), { replaceOriginal: true });
    return;
  }
  await request.ui.respond(bulkSettledMessage(say('bulk.settled.done')), {
    replaceOriginal: true,
  });
  const { batch, outcomes } = result;
  await postReceipt(request, (t) => bulkPauseReceipt(request.userId, batch, outcomes, t), {
    logger: services.logger,
  });
}

export async function cancelBulkPause(request: Request, services: PausingDeps, id: string) {
  await onceForBatch(request, services, id, async () => {
    const batch = await loadBatch(request, services, id);
    if (batch.state === 'planned') {
      await services.stores.pauses.saveBatch(request.workspace, { ...batch, state: 'cancelled' });
    }
  });
  await request.ui.respond(bulkCancelledMessage(await request.t()), { replaceOriginal: true });
}

/**
 * Resume these: exactly the destinations this bulk pause paused (never those already paused
 * before it), each only if it is still paused; one receipt with each outcome.
 */
export async function resumeBatch(request: Request, services: PausingDeps, id: string) {
  const result = await onceForBatch(request, services, id, async () => {
    const batch = await loadBatch(request, services, id);
    if (batch.resumedBy !== undefined) return { batch, outcomes: undefined };
    const outcomes = await services.connections.use(request.workspace, async (connected) => {
      const done: BulkOutcome[] = [];
      for (const destinationId of batch.pausedIds) {
        done.push(
          await changeOne(services, { connected, request, batch, destinationId, active: true }),
        );
      }
      return done;
    });
    const settled = outcomes.every((o) => o.kind !== 'failed' && o.kind !== 'unknown');
    const next = settled ? { ...batch, resumedBy: request.userId } : batch;
    await services.stores.pauses.saveBatch(request.workspace, next);
    return { batch: next, outcomes };
  });
  if (result.outcomes === undefined) {
    await request.ui.respond(batchAlreadyResumedMessage(result.batch, await request.t()));
    return;
  }
  const { batch, outcomes } = result;
  await postReceipt(request, (t) => bulkResumeReceipt(request.userId, batch, outcomes, t), {
    logger: services.logger,
  });
}
