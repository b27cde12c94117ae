import { randomUUID } from 'node:crypto';
import type { Request, Services } from '../../core/context.js';
import type { Destination } from '../../enlivy/index.js';
import type { PauseTimer, WorkspaceRef } from '../../store/index.js';
import { timersOf } from '../destinations/overview.js';
import { destinationName } from '../destinations/views/card.js';
import type { PauseEnd } from './when.js';

export async function timerOf(
  services: Services,
  workspace: WorkspaceRef,
  destinationId: string,
): Promise<PauseTimer | undefined> {
  return (await timersOf(services.stores, workspace)).get(destinationId);
}

/** Keeps (or replaces) the destination's timer and makes sure the sweep visits the workspace. */
export async function setTimer(
  services: Services,
  request: Pick<Request, 'workspace' | 'userId' | 'channelId'>,
  destination: Destination,
  end: PauseEnd,
  batchId?: string,
): Promise<PauseTimer> {
  const timer: PauseTimer = {
    id: randomUUID(),
    destinationId: destination.id,
    name: destinationName(destination),
    until: end.until.toISOString(),
    by: request.userId,
    at: services.now().toISOString(),
    asked: end.asked,
    ...(request.channelId ? { channelId: request.channelId } : {}),
    ...(destination.updated_at ? { updatedAt: destination.updated_at } : {}),
    ...(batchId ? { batchId } : {}),
  };
  await services.stores.pauses.changeTimers(request.workspace, (timers) => ({
    timers: [...timers.filter((t) => t.destinationId !== destination.id), timer],
    result: undefined,
  }));
  await services.timedPauses.track(request.workspace);
  return timer;
}

/** Drops the destination's timer (resumed, paused for good, or deleted); the removed timer. */
export function clearTimer(
  services: Services,
  workspace: WorkspaceRef,
  destinationId: string,
): Promise<PauseTimer | undefined> {
  return services.stores.pauses.changeTimers(workspace, (timers) => ({
    timers: timers.filter((t) => t.destinationId !== destinationId),
    result: timers.find((t) => t.destinationId === destinationId),
  }));
}
