import type { CommandRequest } from '../../core/context.js';
import { slackErrorOf } from '../../core/errors/slack-failure.js';
import { postReceipt } from '../../core/receipts.js';
import { AppError, STORE_UNAVAILABLE_MESSAGE } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { ChannelInfo } from '../../slack/ui.js';
import { type DueSchedule, type WorkspaceRef, workspaceKey } from '../../store/index.js';
import type { DueArgs } from './args.js';
import { localDate, nextRun, type ScheduledRun } from './calendar.js';
import { dueSay } from './copy/index.js';
import { type DueDeps, personZone } from './service.js';
import { dailyOffReceipt, dailySetReceipt, noDailyListMessage } from './views/schedule.js';

/** The job that wakes a channel's daily list: it posts when due and plans the next wake. */
export const DUE_JOB = 'due.daily';

export interface DueJobPayload {
  workspace: WorkspaceRef;
  channelId: string;
  [key: string]: unknown;
}

/**
 * One job per run, keyed by the channel and the run's day and time: planning a run twice (two
 * instances, a restart, a wake before its time) stores it once. The job reads the schedule when
 * it runs, so jobs of one key are interchangeable.
 */
function runKey(workspace: WorkspaceRef, channelId: string, run: ScheduledRun, time: string) {
  return `due.${workspaceKey(workspace)}.${channelId}.${run.date}.${time}`.replaceAll(':', '.');
}

/**
 * Stores the job for the schedule's next run. The job engine waits on the process's clock, the
 * schedule is read against the app's: the wait is the difference, and at most `recheckMs`, after
 * which the job reads the schedule and the clock again (and plans itself anew if not due).
 */
export async function planRun(
  deps: Pick<DueDeps, 'tasks' | 'now' | 'config'>,
  workspace: WorkspaceRef,
  schedule: DueSchedule,
): Promise<ScheduledRun> {
  const now = deps.now().getTime();
  const run = nextRun(schedule, now);
  const wait = Math.min(Math.max(0, run.at - now), deps.config.due.recheckMs);
  const payload: DueJobPayload = { workspace, channelId: schedule.channelId };
  await deps.tasks.enqueue(DUE_JOB, payload, {
    runAt: Date.now() + wait,
    dedupeKey: runKey(workspace, schedule.channelId, run, schedule.time),
  });
  return run;
}

/** How long setting a daily list waits for the job engine (it waits while the store is down). */
const PLAN_WAIT_MS = 5_000;

async function planWithin(
  deps: Pick<DueDeps, 'tasks' | 'now' | 'config'>,
  workspace: WorkspaceRef,
  schedule: DueSchedule,
): Promise<ScheduledRun> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError('store_unavailable', STORE_UNAVAILABLE_MESSAGE, {
            copy: { message: 'error.storeUnavailable.message' },
          }),
        ),
      PLAN_WAIT_MS,
    );
  });
  try {
    return await Promise.race([planRun(deps, workspace, schedule), late]);
  } finally {
    clearTimeout(timer);
  }
}

function notHere(t: Translator, key: 'daily.notChannel' | 'daily.archived' | 'daily.notMember') {
  const say = dueSay(t);
  return new AppError('bad_input', say(key), { hint: say('daily.hint') });
}

/** A channel the app can post its daily list in: not a DM, not archived, reachable. */
async function checkChannel(request: CommandRequest, t: Translator): Promise<string> {
  const channelId = request.channelId;
  if (channelId === undefined || channelId.startsWith('D')) throw notHere(t, 'daily.notChannel');
  let info: ChannelInfo;
  try {
    info = await request.ui.channelInfo(channelId);
  } catch (err) {
    // Slack answers so for a private channel the app is not in.
    const slack = slackErrorOf(err);
    if (slack?.kind === 'platform' && slack.error === 'channel_not_found')
      throw notHere(t, 'daily.notMember');
    throw err;
  }
  if (info.isDirect) throw notHere(t, 'daily.notChannel');
  if (info.isArchived) throw notHere(t, 'daily.archived');
  if (info.isPrivate && !info.isMember) throw notHere(t, 'daily.notMember');
  return channelId;
}

/**
 * A new schedule keeps the day its channel last got a list, and counts today as done when its
 * time has already passed: it posts from its next time on, never at once for a time gone by.
 */
function firstLastRun(
  schedule: Omit<DueSchedule, 'lastRunOn'>,
  replaced: DueSchedule | undefined,
  nowMs: number,
): string | undefined {
  const carried = replaced?.lastRunOn;
  const today = nextRun({ ...schedule, weekdays: false, lastRunOn: undefined }, nowMs);
  if (today.at > nowMs) return carried;
  const date = localDate(nowMs, schedule.zone);
  return carried !== undefined && carried > date ? carried : date;
}

/** `/enlivy due daily 09:00 [weekdays] [to-collect|to-pay] [14d]`, in the channel to post in. */
export async function setDaily(
  deps: DueDeps,
  request: CommandRequest,
  args: Extract<DueArgs, { kind: 'daily' }>,
): Promise<void> {
  await deps.access.require(request, 'editor', '`/enlivy due daily`');
  const channelId = await checkChannel(request, await request.t());
  const now = deps.now();
  const base = {
    channelId,
    time: args.time,
    zone: await personZone(request),
    weekdays: args.weekdays,
    groups: args.groups,
    horizonDays: args.horizonDays,
    by: request.userId,
    at: now.toISOString(),
  };
  const { schedule, replaced } = await deps.stores.due.change(request.workspace, (schedules) => {
    const before = schedules.find((s) => s.channelId === channelId);
    const lastRunOn = firstLastRun(base, before, now.getTime());
    const next: DueSchedule = { ...base, ...(lastRunOn === undefined ? {} : { lastRunOn }) };
    return {
      schedules: [...schedules.filter((s) => s !== before), next],
      result: { schedule: next, replaced: before },
    };
  });
  const run = await planWithin(deps, request.workspace, schedule).catch(async (err: unknown) => {
    // Not planned: the channel keeps what it had, and the person is told it was not set.
    await deps.stores.due.change(request.workspace, (schedules) => ({
      schedules: [
        ...schedules.filter((s) => s.channelId !== channelId),
        ...(replaced === undefined ? [] : [replaced]),
      ],
      result: undefined,
    }));
    throw err;
  });
  await postReceipt(
    request,
    (reader) =>
      dailySetReceipt({ userId: request.userId, schedule, replaced, nextAt: run.at }, reader),
    { logger: deps.logger },
  );
}

/** `/enlivy due off`: the channel's daily list stops (its waiting job finds nothing to do). */
export async function stopDaily(deps: DueDeps, request: CommandRequest): Promise<void> {
  await deps.access.require(request, 'editor', '`/enlivy due off`');
  const channelId = request.channelId;
  const removed =
    channelId === undefined
      ? undefined
      : await deps.stores.due.change(request.workspace, (schedules) => {
          const found = schedules.find((s) => s.channelId === channelId);
          return { schedules: schedules.filter((s) => s !== found), result: found };
        });
  if (removed === undefined) {
    await request.ui.respond(noDailyListMessage(await request.t()));
    return;
  }
  await postReceipt(request, (reader) => dailyOffReceipt(request.userId, reader), {
    logger: deps.logger,
  });
}
