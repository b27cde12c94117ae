import { z } from 'zod';
import { logFailure } from '../../core/errors/failure-log.js';
import { slackErrorOf } from '../../core/errors/slack-failure.js';
import { toUserError } from '../../core/errors/user-error.js';
import type { TaskHandler } from '../../jobs/tasks.js';
import { AppError, newReferenceId } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import { metrics } from '../../platform/metrics.js';
import { inLanguage } from '../../platform/request-context.js';
import { createSlackUi, type SlackMessage, type SlackUi } from '../../slack/ui.js';
import { uploadBytes } from '../../slack/upload.js';
import {
  type DueSchedule,
  noInstallationIn,
  type WorkspaceRef,
  workspaceRefSchema,
} from '../../store/index.js';
import { nextRun } from './calendar.js';
import { planRun } from './daily.js';
import { type DueDeps, readDue } from './service.js';
import { dueListMessage } from './views/list.js';
import {
  dailyStoppedHereMessage,
  dailyStoppedMessage,
  runFailedMessage,
  type StopReason,
} from './views/schedule.js';

type RunOutcome = 'posted' | 'empty' | 'failed' | 'waiting' | 'stopped';

const count = (outcome: RunOutcome) => metrics.dueRuns.inc({ outcome });

const payloadSchema = z.object({ workspace: workspaceRefSchema, channelId: z.string().min(1) });

/** Slack answers after which the channel cannot get the list any more. */
const CHANNEL_GONE: Readonly<Record<string, StopReason>> = {
  is_archived: 'archived',
  channel_is_archived: 'archived',
  channel_not_found: 'notFound',
  not_in_channel: 'notInChannel',
};

/** Slack answers that mean the app is no longer installed: nobody can be told. */
const UNINSTALLED = new Set(['invalid_auth', 'account_inactive', 'token_revoked', 'not_authed']);

/** One run of a channel's daily list: where it is and, once Slack was reached, how it posts. */
interface DailyRun {
  workspace: WorkspaceRef;
  schedule: DueSchedule;
  delivery?: Delivery | undefined;
}

/** Where a daily list goes, in the workspace's language (a channel reads it). */
interface Delivery {
  ui: SlackUi;
  t: Translator;
  language: () => Promise<string>;
}

/** The Slack side of a job: the workspace's bot client, as a SlackUi for its posts and DMs. */
async function deliveryFor(deps: DueDeps, workspace: WorkspaceRef, userId: string) {
  const client = await deps.botClients(workspace);
  const ui = createSlackUi({ client: () => client, userId, uploadBytes });
  const language = () => deps.languages.workspaceLanguage(workspace);
  return { ui, t: deps.languages.translators.for(await language()), language };
}

/**
 * The schedule ends by itself; whoever set it is told in a DM, in their language, and (when the
 * workspace was disconnected) the channel too. A newer schedule of the channel stays.
 */
async function stop(
  deps: DueDeps,
  run: DailyRun,
  reason: StopReason | 'uninstalled',
): Promise<void> {
  const { workspace, schedule, delivery } = run;
  await deps.stores.due.change(workspace, (schedules) => ({
    schedules: schedules.filter(
      (s) => !(s.channelId === schedule.channelId && s.at === schedule.at),
    ),
    result: undefined,
  }));
  count('stopped');
  deps.logger.info(
    { teamId: workspace.teamId, channelId: schedule.channelId, reason },
    'due: a daily list stopped by itself',
  );
  if (reason === 'uninstalled' || delivery === undefined) return;
  const tell = async (send: () => Promise<unknown>) =>
    send().catch((err: unknown) =>
      deps.logger.warn({ err: safeError(err) }, 'due: a daily list stopped, and could not say so'),
    );
  const { ui } = delivery;
  if (reason === 'disconnected')
    await tell(() => ui.postMessage(schedule.channelId, dailyStoppedHereMessage(delivery.t)));
  await tell(async () => {
    const t = deps.languages.translators.for(
      await deps.languages.userLanguage(workspace, schedule.by, ui),
    );
    await ui.postMessage(await ui.openDm(schedule.by), dailyStoppedMessage(reason, schedule, t));
  });
}

/** Posts in the schedule's channel; a channel gone or an app uninstalled ends the schedule. */
async function postInChannel(
  deps: DueDeps,
  run: DailyRun & { delivery: Delivery },
  message: SlackMessage,
): Promise<boolean> {
  try {
    await run.delivery.ui.postMessage(run.schedule.channelId, message);
    return true;
  } catch (err) {
    const slack = slackErrorOf(err);
    const code = slack?.kind === 'platform' ? slack.error : '';
    const gone = CHANNEL_GONE[code];
    if (gone !== undefined) await stop(deps, run, gone);
    else if (UNINSTALLED.has(code))
      await stop(deps, { ...run, delivery: undefined }, 'uninstalled');
    // Anything else: this day's list is lost (posting it again might post it twice).
    else logFailure(deps.logger, err, newReferenceId(), { action: 'due:post' });
    return false;
  }
}

/**
 * The day's list in the channel: nothing on a day with nothing due; when Enlivy gives no list,
 * one brief line (the next day runs as usual); no connection any more stops the schedule.
 */
async function postDaily(
  deps: DueDeps,
  { workspace, schedule }: DailyRun,
  day: { date: string; nextAt: number },
): Promise<RunOutcome> {
  let delivery: Delivery;
  try {
    delivery = await deliveryFor(deps, workspace, schedule.by);
  } catch (err) {
    if (noInstallationIn(err) === undefined) throw err;
    await stop(deps, { workspace, schedule }, 'uninstalled');
    return 'stopped';
  }
  const run = { workspace, schedule, delivery };
  const { t } = delivery;
  let read: Awaited<ReturnType<typeof readDue>>;
  try {
    read = await inLanguage(delivery.language, () =>
      readDue(deps, workspace, {
        today: day.date,
        horizonDays: schedule.horizonDays,
        groups: schedule.groups,
      }),
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_connected') {
      await stop(deps, run, 'disconnected');
      return 'stopped';
    }
    // An expired connection, the store not answering: said like Enlivy's own failures.
    read = { kind: 'failed', error: err, pagesRead: 0 };
  }
  if (read.kind === 'failed') {
    const reference = newReferenceId();
    logFailure(deps.logger, read.error, reference, { action: 'due:daily' });
    const problem = toUserError(read.error, reference, t);
    await postInChannel(deps, run, runFailedMessage(problem, day.nextAt, t));
    return 'failed';
  }
  if (read.digest.rows.length === 0) return 'empty';
  const message = dueListMessage({ ...read, page: 1, reader: { kind: 'channel' } }, t);
  return (await postInChannel(deps, run, message)) ? 'posted' : 'stopped';
}

/**
 * One wake of a channel's daily list. Not due yet: the job plans itself again. Due: the next run
 * is planned first (a failure here retries the whole job, nothing done), then the day is taken
 * under the store's lock (of two wakes, on any instance, one takes it), then the list is posted.
 * A day is taken once: a post that fails after that is not made again.
 */
async function wake(deps: DueDeps, workspace: WorkspaceRef, channelId: string): Promise<void> {
  const schedule = await deps.stores.due.schedule(workspace, channelId);
  if (schedule === undefined) return count('stopped');
  const now = deps.now().getTime();
  const run = nextRun(schedule, now);
  if (run.at > now) {
    await planRun(deps, workspace, schedule);
    return count('waiting');
  }
  const next = await planRun(deps, workspace, { ...schedule, lastRunOn: run.date });
  const taken = await deps.stores.due.change(workspace, (schedules) => {
    const current = schedules.find((s) => s.channelId === channelId);
    if (current === undefined || current.at !== schedule.at)
      return { schedules, result: undefined };
    if (current.lastRunOn !== undefined && current.lastRunOn >= run.date)
      return { schedules, result: undefined };
    const done = { ...current, lastRunOn: run.date };
    return { schedules: schedules.map((s) => (s === current ? done : s)), result: done };
  });
  if (taken === undefined) return count('waiting');
  try {
    const day = { date: run.date, nextAt: next.at };
    count(await postDaily(deps, { workspace, schedule: taken }, day));
  } catch (err) {
    // The day is taken: running the job again would not post it. Logged; tomorrow runs.
    logFailure(deps.logger, err, newReferenceId(), { action: 'due:daily' });
    count('failed');
  }
}

/** The job engine's handler of DUE_JOB. */
export function dueRunHandler(deps: DueDeps): TaskHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      deps.logger.warn('due: a job without a readable channel was dropped');
      return;
    }
    await wake(deps, parsed.data.workspace, parsed.data.channelId);
  };
}
