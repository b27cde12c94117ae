import { changedBy, recordChange, withChangeLock } from '../../core/change-lock.js';
import type { ConnectedApi } from '../../core/connections.js';
import type { Request } from '../../core/context.js';
import { reconciledWrite } from '../../core/reconcile.js';
import { type Destination, newIdempotencyKey } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { literalText } from '../../slack/blocks.js';
import type { PauseTimer, WorkspaceRef } from '../../store/index.js';
import { syncCardsState } from '../shared/cards/lifecycle.js';
import { destinationName } from '../shared/destinations/views/card.js';
import type { PauseEnd } from '../shared/pausing/when.js';
import { pausingSay } from './copy/index.js';
import type { ActiveDeps } from './deps.js';
import { clearTimer, closeReceipt, setTimer, timerOf } from './timers.js';
import type { PauseEnding } from './views/messages.js';

/** What a pause or resume did; `timer` is the destination's timed pause afterwards, if any. */
export type ActiveChange =
  | { changed: true; destination: Destination; timer?: PauseTimer }
  | {
      changed: false;
      destination: Destination;
      byUserId?: string;
      timer?: PauseTimer;
      /** A paused destination's timer moved (`extended`) or was dropped (`untimed`). */
      timerChange?: { kind: 'extended' | 'untimed'; before: PauseTimer };
    };

export const verbOf = (active: boolean) => (active ? 'resumed' : 'paused');
export const destinationSubject = (destinationId: string) => `destination:${destinationId}`;

/**
 * PUT `is_active` with one Idempotency-Key per intent; an unclear answer is settled by reading
 * the destination back (reconcile) instead of being reported as a failure, in `t`'s language
 * (whoever reads the outcome). Keeps the cards destination's own state in step.
 */
export interface ActiveWrite {
  connected: Pick<ConnectedApi, 'api' | 'orgId'>;
  workspace: WorkspaceRef;
  current: Destination;
  active: boolean;
  /** The language of whoever reads the outcome. */
  t: Translator;
  /** One per intent (default: a new one); the sweep derives it from the timer. */
  idempotencyKey?: string;
}

export async function writeActive(
  services: Pick<ActiveDeps, 'stores' | 'logger'>,
  write: ActiveWrite,
): Promise<Destination> {
  const { connected, workspace, current, active, t } = write;
  const { api, orgId } = connected;
  const idempotencyKey = write.idempotencyKey ?? newIdempotencyKey();
  const say = pausingSay(t);
  const name = literalText(destinationName(current), { strong: true });
  const updated = await reconciledWrite({
    write: () =>
      api.destinations.update(orgId, current.id, { is_active: active }, { idempotencyKey }),
    readBack: async () => {
      const now = await api.destinations.retrieve(orgId, current.id);
      return now.is_active === active ? now : undefined;
    },
    notChanged: say(active ? 'write.notResumed' : 'write.notPaused', { name }),
    unknown: say(active ? 'write.unknownResumed' : 'write.unknownPaused', { name }),
    howToCheck: say('write.howToCheck'),
  });
  await syncCardsState(services, workspace, current.id, active ? 'active' : 'paused');
  return { ...current, ...updated };
}

/**
 * What a pause or resume by hand did to a timed pause that was there: the receipt of that pause
 * says so in place of its buttons.
 */
function endingBy(
  change: { userId: string; at: Date; current: Destination; active: boolean },
  next: PauseTimer | undefined,
): PauseEnding {
  const { current, active } = change;
  if (current.is_active) return { kind: 'alreadyActive' };
  const by = { by: change.userId, at: change.at.toISOString() };
  if (active) return { kind: 'resumed', ...by };
  return next === undefined
    ? { kind: 'untimed', ...by }
    : { kind: 'moved', ...by, until: next.until };
}

/**
 * Pause or resume under the destination's change lock (shared by every instance): the state is
 * read under the lock, so of N identical clicks one PUTs and the others learn who did it. A
 * timed pause (`end`) leaves a timer the app resumes it by; a resume, or a pause without an end,
 * drops the timer. A timed pause of a destination someone paused without a time is refused: it
 * would resume what they meant to keep paused. The receipt of a timed pause that ends or moves
 * here loses its buttons for a line saying so.
 */
export interface ActiveRequest {
  connected: Pick<ConnectedApi, 'api' | 'orgId'>;
  request: Request;
  destinationId: string;
  /** true: resume; false: pause. */
  active: boolean;
  /** A timed pause's end. */
  end?: PauseEnd;
}

export async function changeActive(
  services: ActiveDeps,
  { connected, request, destinationId, active, end }: ActiveRequest,
): Promise<ActiveChange> {
  const subject = destinationSubject(destinationId);
  let ended: { timer: PauseTimer; ending: PauseEnding } | undefined;
  const result = await withChangeLock(services, request, subject, async () => {
    const current = await connected.api.destinations.retrieve(connected.orgId, destinationId);
    const timer = await timerOf(services, request.workspace, destinationId);
    const replaced = (next?: PauseTimer) => {
      if (timer !== undefined) {
        const change = { userId: request.userId, at: services.now(), current, active };
        ended = { timer, ending: endingBy(change, next) };
      }
    };
    if (current.is_active === active) {
      const byUserId = await changedBy(services, request, subject, verbOf(active));
      const unchanged = {
        changed: false as const,
        destination: current,
        ...(byUserId ? { byUserId } : {}),
      };
      if (timer === undefined) return unchanged;
      if (active) {
        await clearTimer(services, request.workspace, destinationId);
        replaced();
        return unchanged;
      }
      if (end === undefined) {
        await clearTimer(services, request.workspace, destinationId);
        replaced();
        return { ...unchanged, timerChange: { kind: 'untimed' as const, before: timer } };
      }
      const moved = await setTimer(services, { request, destination: current, end });
      replaced(moved);
      return {
        ...unchanged,
        timer: moved,
        timerChange: { kind: 'extended' as const, before: timer },
      };
    }
    const t = await request.t();
    const destination = await writeActive(services, {
      connected,
      workspace: request.workspace,
      current,
      active,
      t,
    });
    await recordChange(services, request, subject, verbOf(active));
    if (active || end === undefined) {
      if (timer !== undefined) await clearTimer(services, request.workspace, destinationId);
      replaced();
      return { changed: true as const, destination };
    }
    const next = await setTimer(services, { request, destination, end });
    replaced(next);
    return { changed: true as const, destination, timer: next };
  });
  if (ended !== undefined) {
    const { timer, ending } = ended;
    const t = await request.channelT();
    await closeReceipt(services, request.ui.updateMessage, { timer, ending, t });
  }
  return result;
}
