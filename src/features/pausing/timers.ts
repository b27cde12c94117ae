import { randomUUID } from 'node:crypto';
import type { AppServices, Request } from '../../core/context.js';
import type { Destination } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { PauseTimer, WorkspaceRef } from '../../store/index.js';
import { timersOf } from '../shared/destinations/overview.js';
import { destinationName } from '../shared/destinations/views/card.js';
import type { PauseEnd } from '../shared/pausing/when.js';
import { endedTimedReceipt, type PauseEnding } from './views/messages.js';

export async function timerOf(
  services: Pick<AppServices, 'stores'>,
  workspace: WorkspaceRef,
  destinationId: string,
): Promise<PauseTimer | undefined> {
  return (await timersOf(services.stores, workspace)).get(destinationId);
}

/** A timed pause to keep: whose, of what, until when; `batchId` for a bulk pause's. */
export interface NewTimer {
  request: Pick<Request, 'workspace' | 'userId' | 'channelId'>;
  destination: Destination;
  end: PauseEnd;
  batchId?: string;
}

/** Keeps (or replaces) the destination's timer and makes sure the sweep visits the workspace. */
export async function setTimer(
  services: Pick<AppServices, 'stores' | 'now' | 'timedPauses'>,
  { request, destination, end, batchId }: NewTimer,
): Promise<PauseTimer> {
  const timer: PauseTimer = {
    id: randomUUID(),
    destinationId: destination.id,
    name: destinationName(destination),
    until: end.until.toISOString(),
    by: request.userId,
    at: services.now().toISOString(),
    asked: end.asked,
    ...(end.minutes !== undefined ? { minutes: end.minutes } : {}),
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
  services: Pick<AppServices, 'stores'>,
  workspace: WorkspaceRef,
  destinationId: string,
): Promise<PauseTimer | undefined> {
  return services.stores.pauses.changeTimers(workspace, (timers) => ({
    timers: timers.filter((t) => t.destinationId !== destinationId),
    result: timers.find((t) => t.destinationId === destinationId),
  }));
}

/** Notes where a timed pause's receipt went; false when the timer is gone meanwhile. */
export function keepReceipt(
  services: Pick<AppServices, 'stores'>,
  workspace: WorkspaceRef,
  timerId: string,
  receipt: { channel: string; ts: string },
): Promise<boolean> {
  return services.stores.pauses.changeTimers(workspace, (timers) => ({
    timers: timers.map((t) => (t.id === timerId ? { ...t, receipt } : t)),
    result: timers.some((t) => t.id === timerId),
  }));
}

/** chat.update of a message the app posted. */
export type UpdateMessage = (channel: string, ts: string, message: SlackMessage) => Promise<void>;

/**
 * The pause is over: its receipt's Resume now and Extend give way to what ended it. Best effort
 * (a receipt deleted or unreachable is logged): the pause itself has ended either way.
 */
export async function closeReceipt(
  services: Pick<AppServices, 'logger'>,
  update: UpdateMessage,
  closing: { timer: PauseTimer | undefined; ending: PauseEnding; t: Translator },
): Promise<void> {
  const { timer, ending, t } = closing;
  if (timer?.receipt === undefined) return;
  try {
    await update(timer.receipt.channel, timer.receipt.ts, endedTimedReceipt(timer, ending, t));
  } catch (err) {
    services.logger.warn(
      { err: safeError(err), destinationId: timer.destinationId },
      'timed pause: its receipt could not be updated',
    );
  }
}
