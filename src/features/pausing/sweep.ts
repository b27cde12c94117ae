import type { WebClient } from '@slack/web-api';
import { withChangeLock } from '../../core/change-lock.js';
import type { AppServices } from '../../core/context.js';
import { toUserError } from '../../core/errors/user-error.js';
import { EnlivyNotFoundError } from '../../enlivy/index.js';
import { isAppError, newReferenceId } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import { inLanguage } from '../../platform/request-context.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { PauseTimer, WorkspaceRef } from '../../store/index.js';
import { destinationSubject, writeActive } from './active.js';
import { closeReceipt } from './timers.js';
import {
  type AutoResumeOutcome,
  autoResumeMessage,
  outcomeLine,
  type PauseEnding,
} from './views/messages.js';

/** What the sweep uses of the app's services. */
export type SweepServices = Pick<
  AppServices,
  'config' | 'logger' | 'stores' | 'connections' | 'languages' | 'now'
>;

export interface SweepDeps {
  services: SweepServices;
  slackFor: (workspace: WorkspaceRef) => Promise<WebClient>;
  /** Drops the workspace from the sweep's list (it has no timers left). */
  untrack: (workspace: WorkspaceRef) => Promise<void>;
  /** Puts it back (a timer came while it was being dropped). */
  track: (workspace: WorkspaceRef) => Promise<void>;
}

/** An automatic resume that keeps failing is given up after this many sweeps, and said so. */
export const MAX_RESUME_ATTEMPTS = 10;

/** Errors that say nothing final: the timer stays and the next sweep tries again. */
function isPassing(err: unknown): boolean {
  if (!isAppError(err)) return true;
  return ['outcome_unknown', 'not_changed', 'busy', 'store_unavailable', 'bad_input'].includes(
    err.code,
  );
}

/** Takes the timer off the list, if it is still there: of overlapping sweeps one acts on it. */
function claim(
  services: SweepServices,
  workspace: WorkspaceRef,
  timer: PauseTimer,
): Promise<boolean> {
  return services.stores.pauses.changeTimers(workspace, (timers) => ({
    timers: timers.filter((t) => t.id !== timer.id),
    result: timers.some((t) => t.id === timer.id),
  }));
}

async function putBack(services: SweepServices, workspace: WorkspaceRef, timer: PauseTimer) {
  await services.stores.pauses.changeTimers(workspace, (timers) => ({
    // Someone paused or resumed it meanwhile: their timer (or none) wins.
    timers: timers.some((t) => t.destinationId === timer.destinationId)
      ? timers
      : [...timers, { ...timer, attempts: (timer.attempts ?? 0) + 1 }],
    result: undefined,
  }));
}

/**
 * Resumes one due timer, unless what happened since says otherwise: resumed already (nothing to
 * do), deleted, or changed in Enlivy after the pause (left as it is, and said). The write carries
 * an Idempotency-Key made from the timer, so a retry after an unclear answer applies it once.
 */
async function resumeOne(
  services: SweepServices,
  workspace: WorkspaceRef,
  timer: PauseTimer,
  t: Translator,
): Promise<AutoResumeOutcome> {
  return services.connections.use(workspace, (connected) =>
    withChangeLock(services, { workspace }, destinationSubject(timer.destinationId), async () => {
      let current: Awaited<ReturnType<typeof connected.api.destinations.retrieve>>;
      try {
        current = await connected.api.destinations.retrieve(connected.orgId, timer.destinationId);
      } catch (err) {
        if (err instanceof EnlivyNotFoundError) return { kind: 'deleted', timer };
        throw err;
      }
      if (current.is_active) return { kind: 'already_active', timer };
      if (
        timer.updatedAt !== undefined &&
        current.updated_at &&
        current.updated_at !== timer.updatedAt
      ) {
        return { kind: 'edited', timer };
      }
      const idempotencyKey = `pause-timer-${timer.id}`;
      const destination = await writeActive(services, {
        connected,
        workspace,
        current,
        active: true,
        t,
        idempotencyKey,
      });
      return { kind: 'resumed', timer, destination };
    }),
  );
}

async function settle(
  services: SweepServices,
  workspace: WorkspaceRef,
  timer: PauseTimer,
  t: Translator,
): Promise<AutoResumeOutcome | undefined> {
  if (!(await claim(services, workspace, timer))) return undefined;
  try {
    return await resumeOne(services, workspace, timer, t);
  } catch (err) {
    const attempts = (timer.attempts ?? 0) + 1;
    if (isPassing(err) && attempts < MAX_RESUME_ATTEMPTS) {
      services.logger.warn(
        { err: safeError(err), destinationId: timer.destinationId, attempts },
        'timed pause: the automatic resume did not go through; trying again on the next sweep',
      );
      await putBack(services, workspace, timer);
      return undefined;
    }
    services.logger.warn(
      { err: safeError(err), destinationId: timer.destinationId, attempts },
      'timed pause: the automatic resume was given up',
    );
    return { kind: 'gave_up', timer, problem: toUserError(err, newReferenceId(), t) };
  }
}

/** Where the pause's receipt went, else the DM of whoever paused it. */
async function tell(
  deps: SweepDeps,
  workspace: WorkspaceRef,
  outcomes: AutoResumeOutcome[],
  t: Translator,
) {
  const message = autoResumeMessage(outcomes, t);
  const first = outcomes[0];
  if (message === undefined || first === undefined) return;
  try {
    const client = await deps.slackFor(workspace);
    let channel = first.timer.channelId;
    if (channel === undefined) {
      const dm = await client.conversations.open({ users: first.timer.by });
      channel = dm.channel?.id;
    }
    if (channel === undefined) return;
    await client.chat.postMessage({ channel, text: message.text, blocks: message.blocks });
  } catch (err) {
    deps.services.logger.warn(
      { err: safeError(err) },
      'timed pause: the message about an automatic resume could not be posted',
    );
  }
}

/** What ended a pause, as its receipt says: resumed at the time, or what the resume found. */
function autoEnding(outcome: AutoResumeOutcome, now: Date, t: Translator): PauseEnding {
  if (outcome.kind === 'resumed') return { kind: 'auto', at: now.toISOString() };
  if (outcome.kind === 'already_active') return { kind: 'alreadyActive' };
  return { kind: 'told', line: outcomeLine(outcome, t) ?? '' };
}

/** The receipts of the pauses that ended lose their buttons for what ended them. */
async function closeReceipts(
  deps: SweepDeps,
  workspace: WorkspaceRef,
  outcomes: AutoResumeOutcome[],
  t: Translator,
): Promise<void> {
  const { services } = deps;
  if (!outcomes.some((outcome) => outcome.timer.receipt !== undefined)) return;
  const update = async (channel: string, ts: string, message: SlackMessage) => {
    const client = await deps.slackFor(workspace);
    const { text, blocks } = message;
    await client.chat.update({ channel, ts, text, ...(blocks ? { blocks } : {}) });
  };
  for (const outcome of outcomes) {
    const ending = autoEnding(outcome, services.now(), t);
    await closeReceipt(services, update, { timer: outcome.timer, ending, t });
  }
}

/** One visit of a workspace: every timer that is due is settled, and told per pause action. */
export async function sweepWorkspace(deps: SweepDeps, workspace: WorkspaceRef): Promise<void> {
  const { services } = deps;
  const timers = await services.stores.pauses.timers(workspace);
  if (timers.length === 0) {
    await deps.untrack(workspace);
    // A pause that came while the workspace was dropped puts it back.
    if ((await services.stores.pauses.timers(workspace)).length > 0) await deps.track(workspace);
    return;
  }
  const now = services.now().getTime();
  const groups = new Map<string, PauseTimer[]>();
  for (const timer of timers) {
    if (Date.parse(timer.until) > now) continue;
    const group = timer.batchId ?? timer.id;
    groups.set(group, [...(groups.get(group) ?? []), timer]);
  }
  if (groups.size === 0) return;
  // Background work speaks the workspace default, to the channel and to Enlivy.
  const language = () => services.languages.workspaceLanguage(workspace);
  const t = services.languages.translators.for(await language());
  for (const group of groups.values()) {
    const outcomes: AutoResumeOutcome[] = [];
    for (const timer of group) {
      const outcome = await inLanguage(language, () => settle(services, workspace, timer, t));
      if (outcome !== undefined) outcomes.push(outcome);
    }
    await tell(deps, workspace, outcomes, t);
    await closeReceipts(deps, workspace, outcomes, t);
  }
}
