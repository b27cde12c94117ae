import type { WebClient } from '@slack/web-api';
import type { ConnectionService } from '../../core/connections.js';
import type { LanguageResolver } from '../../core/language.js';
import {
  type Delivery,
  type Destination,
  EnlivyRateLimitError,
  isEnlivyError,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import { metrics } from '../../platform/metrics.js';
import { inLanguage } from '../../platform/request-context.js';
import type {
  Incident,
  Stores,
  WatchSettings,
  WatchState,
  WorkspaceRef,
} from '../../store/index.js';
import { workspaceKey } from '../../store/index.js';
import { destinationName } from '../shared/destinations/views/card.js';
import { type AlertChannel, AlertChannelGoneError, alertChannel } from './alert-channel.js';
import { watchSay } from './copy/index.js';
import { digestDue, postDigest } from './digest.js';
import type { RateGate } from './rate-gate.js';
import { instant, type LogReader, logReader } from './read-log.js';
import { changeWatchSettings, withWatchSettingsLock } from './settings-lock.js';
import { countFailure, latestOf, opensIncident, recentWithin } from './threshold.js';
import {
  type IncidentEnd,
  incidentEndReply,
  incidentParent,
  incidentUpdate,
} from './views/incident.js';
import { watchConnectionExpiredMessage, watchPausedDm } from './views/settings.js';

export interface PollDeps {
  stores: Stores;
  connections: ConnectionService;
  logger: Logger;
  intervalMs: number;
  /** At most one thread reply per incident this often. */
  replyEveryMs: number;
  gate: RateGate;
  /** Alerts, digests and Enlivy's answers are in the workspace's language. */
  languages: Pick<LanguageResolver, 'translators' | 'workspaceLanguage'>;
  slackFor(workspace: WorkspaceRef): Promise<WebClient>;
  /** Stops the schedule of a workspace whose watch was turned off. */
  unwatch(workspace: WorkspaceRef): Promise<void>;
  now(): Date;
  /** Tells the bench and tests that a poll ended (after its state was saved). */
  onPolled?: (poll: PollReport) => void;
  /** Awaited before each read of the delivery log: tests hold a poll in its middle with it. */
  beforeLogRead?: (workspace: WorkspaceRef) => Promise<void>;
}

/** A poll that ended: when it began, and for a read the time it decided by (its `lastPolledAt`). */
export interface PollReport {
  workspace: WorkspaceRef;
  outcome: PollOutcome;
  startedAt: number;
  readAt?: number | undefined;
}

export type PollOutcome =
  | 'read'
  | 'skipped'
  | 'enlivy_down'
  | 'expired'
  | 'disconnected'
  | 'paused';

/** Deliveries are re-read this far behind the cursor: a pending one may fail a bit later. */
const OVERLAP_MS = 5 * 60_000;
/** Enlivy's clock may run ahead of ours; the upper end is required with the lower one. */
const AHEAD_MS = 24 * 60 * 60_000;
const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * One poll of one workspace: read the delivery log since the cursor, open, grow and close
 * incidents, and save the state. Runs under a store lock, and at most once per interval per
 * workspace whatever the job engine does (a job delivered twice finds `lastPolledAt` recent).
 */
export async function pollWorkspace(deps: PollDeps, workspace: WorkspaceRef): Promise<PollOutcome> {
  const startedAt = Date.now();
  const { outcome, readAt } = await pollOnce(deps, workspace);
  deps.onPolled?.({ workspace, outcome, startedAt, readAt });
  return outcome;
}

async function pollOnce(
  deps: PollDeps,
  workspace: WorkspaceRef,
): Promise<Pick<PollReport, 'outcome' | 'readAt'>> {
  const { stores } = deps;
  const settings = await stores.watch.getSettings(workspace);
  if (settings === undefined) {
    await deps.unwatch(workspace);
    return { outcome: 'skipped' };
  }
  if (settings.paused) return { outcome: 'paused' };
  const lockMs = Math.max(deps.intervalMs, 30_000);
  const lock = await stores.locks.acquire(`watch-poll:${workspaceKey(workspace)}`, lockMs);
  if (lock === undefined) return { outcome: 'skipped' };
  try {
    const state = await stores.watch.getState(workspace);
    const now = deps.now().getTime();
    const last = state.lastPolledAt ? Date.parse(state.lastPolledAt) : 0;
    if (now - last < deps.intervalMs / 2) return { outcome: 'skipped' };
    if (state.retryAt && now < Date.parse(state.retryAt)) return { outcome: 'skipped' };
    state.lastPolledAt = new Date(now).toISOString();
    const outcome = await readAndAlert(deps, workspace, settings, state).finally(() =>
      saveState(deps, workspace, settings, state),
    );
    return { outcome, readAt: now };
  } finally {
    await lock.release();
  }
}

/**
 * Saves the poll's state against the settings as they are now: a watch turned off while the poll
 * ran stays off (no state comes back), and one moved to another channel starts there with no
 * incidents (the command cleared them; the poll's copy would bring the old ones back).
 */
async function saveState(
  deps: PollDeps,
  workspace: WorkspaceRef,
  readAtStart: WatchSettings,
  state: WatchState,
): Promise<void> {
  await withWatchSettingsLock(deps.stores, workspace, async () => {
    const current = await deps.stores.watch.getSettings(workspace);
    if (current === undefined) return;
    const moved = current.channelId !== readAtStart.channelId;
    await deps.stores.watch.saveState(workspace, moved ? { ...state, incidents: {} } : state);
  });
}

async function readAndAlert(
  deps: PollDeps,
  workspace: WorkspaceRef,
  settings: WatchSettings,
  state: WatchState,
): Promise<PollOutcome> {
  const client = await deps.slackFor(workspace);
  const channel = alertChannel(client, settings.channelId);
  const language = await deps.languages.workspaceLanguage(workspace);
  const t = deps.languages.translators.for(language);
  try {
    await inLanguage(
      async () => language,
      () =>
        deps.connections.use(workspace, async ({ api, orgId }) => {
          const log = logReader(api, orgId, deps.gate);
          await new Poll(deps, { workspace, settings, state, channel, log, t }).execute();
        }),
    );
    state.failedPolls = 0;
    delete state.retryAt;
    delete state.expiredNotified;
    return 'read';
  } catch (err) {
    if (err instanceof AlertChannelGoneError) {
      const reason = watchSay(t)(`gone.${err.reason}`);
      await pauseWatch(deps, workspace, settings, { client, reason, t });
      return 'paused';
    }
    // Someone disconnected on purpose (and the channel got that receipt): nothing expired, so
    // the watch waits quietly until an admin connects again.
    if (err instanceof AppError && err.code === 'not_connected') return 'disconnected';
    if (err instanceof AppError && err.code === 'connection_expired') {
      if (!state.expiredNotified) {
        state.expiredNotified = true;
        await channel.post(watchConnectionExpiredMessage(t)).catch(() => undefined);
      }
      return 'expired';
    }
    // Enlivy slow to renew the token: the renewal goes on by itself; read again later.
    if (isEnlivyError(err) || (err instanceof AppError && err.code === 'renewal_slow')) {
      backOff(deps, state, err);
      deps.logger.warn(
        { err: safeError(err), failedPolls: state.failedPolls, retryAt: state.retryAt },
        'failure watch: Enlivy could not be read; no alert changes until it can',
      );
      return 'enlivy_down';
    }
    throw err;
  }
}

/** Waits longer after each failed read (interval × 2ⁿ, at most 30 min), or as Enlivy asks. */
function backOff(deps: PollDeps, state: WatchState, err: unknown): void {
  const failed = (state.failedPolls ?? 0) + 1;
  state.failedPolls = failed;
  let waitMs = Math.min(MAX_BACKOFF_MS, deps.intervalMs * 2 ** (failed - 1));
  if (err instanceof EnlivyRateLimitError && err.retryAfterSeconds !== undefined) {
    const asked = err.retryAfterSeconds * 1000;
    deps.gate.pauseFor(asked);
    waitMs = Math.max(waitMs, asked);
  }
  if (failed > 1 || err instanceof EnlivyRateLimitError) {
    state.retryAt = new Date(deps.now().getTime() + waitMs - deps.intervalMs / 2).toISOString();
  }
}

async function pauseWatch(
  deps: PollDeps,
  workspace: WorkspaceRef,
  settings: WatchSettings,
  why: { client: WebClient; reason: string; t: Translator },
): Promise<void> {
  const { client, reason, t } = why;
  // The settings as they are now (read and written under the settings lock), not as this poll
  // read them: a mute or threshold saved while it ran is kept. A watch turned off or moved
  // meanwhile is not paused.
  const paused = await changeWatchSettings(deps.stores, workspace, (current) =>
    current === undefined || current.channelId !== settings.channelId
      ? undefined
      : { ...current, paused: { reason: `${reason}`, at: deps.now().toISOString() } },
  );
  if (paused === undefined) return;
  deps.logger.info({ channel: settings.channelId, reason }, 'failure watch paused');
  await client.chat
    .postMessage({ channel: settings.setBy, ...watchPausedDm(settings.channelId, reason, t) })
    .catch((err: unknown) =>
      deps.logger.warn({ err: safeError(err) }, 'failure watch: the pause DM could not be sent'),
    );
}

/** One poll of one workspace: what it reads, where it alerts, in which language. */
interface PollRun {
  workspace: WorkspaceRef;
  settings: WatchSettings;
  state: WatchState;
  channel: AlertChannel;
  log: LogReader;
  t: Translator;
}

class Poll {
  private destinations: Map<string, Destination> | undefined;
  private readonly grown = new Set<string>();
  private readonly to: string;
  private readonly nowMs: number;

  constructor(
    private readonly deps: PollDeps,
    private readonly run: PollRun,
  ) {
    this.nowMs = deps.now().getTime();
    this.to = instant(this.nowMs + AHEAD_MS);
  }

  async execute(): Promise<void> {
    const { state } = this.run;
    const fromMs = state.cursor
      ? Date.parse(state.cursor) - OVERLAP_MS
      : Date.parse(this.run.settings.since);
    await this.deps.beforeLogRead?.(this.run.workspace);
    const problems = await this.run.log.problems(instant(fromMs), this.to);
    const fresh = problems
      .filter((d) => state.seen[d.id] === undefined)
      .sort(
        (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id),
      );
    if (fresh.length > 0 || Object.keys(state.incidents).length > 0) {
      this.destinations = await this.run.log.destinations();
    }
    for (const delivery of fresh) {
      metrics.watchLagSeconds.observe(
        Math.max(0, this.nowMs - Date.parse(delivery.created_at)) / 1000,
      );
      await this.handle(delivery);
      state.seen[delivery.id] = delivery.created_at;
    }
    await this.closeOrRecover();
    await this.tellGrowth();
    this.moveCursor(problems);
    const digestDate = digestDue(this.run.settings, state, this.nowMs);
    if (digestDate) {
      const { log, channel, t } = this.run;
      await postDigest({ log, channel, state }, { date: digestDate, nowMs: this.nowMs, t });
    }
  }

  private async handle(delivery: Delivery): Promise<void> {
    const id = delivery.organization_event_destination_id;
    const destination = this.destinations?.get(id);
    const mutedUntil = this.run.settings.mutes[id];
    if (mutedUntil && Date.parse(mutedUntil) > this.nowMs) return;
    // Deleted, or paused: a dropped delivery is what pausing means, not a fault.
    if (destination === undefined || !destination.is_active) return;
    const incident = this.run.state.incidents[id];
    if (incident) {
      this.run.state.incidents[id] = countFailure(incident, delivery);
      this.grown.add(id);
      return;
    }
    const earlier = this.run.state.recentFailures[id] ?? [];
    if (!opensIncident(delivery, earlier, this.run.settings.threshold)) {
      this.run.state.recentFailures[id] = [...earlier, delivery.created_at];
      return;
    }
    const window =
      delivery.status === 'failed'
        ? recentWithin(earlier, delivery.created_at, this.run.settings.threshold)
        : [];
    await this.open(id, destination, delivery, window);
  }

  private async open(
    id: string,
    destination: Destination,
    delivery: Delivery,
    earlier: string[],
  ): Promise<void> {
    const note = await this.deps.stores.notes.get(this.run.workspace, id).catch(() => undefined);
    const firstFailureAt = [...earlier, delivery.created_at].sort()[0] ?? delivery.created_at;
    const draft: Incident = {
      channelId: this.run.settings.channelId,
      ts: '',
      destinationName: destinationName(destination),
      firstFailureAt,
      failures: earlier.length + 1,
      untold: 0,
      // The parent says it all so far: the first thread reply waits its turn.
      lastReplyAt: new Date(this.nowMs).toISOString(),
      statusCounts: { [delivery.status]: earlier.length + 1 },
      ...latestOf(delivery),
      ...(note?.createdBy ? { createdBy: note.createdBy } : {}),
    };
    draft.ts = await this.run.channel.post(incidentParent(draft, id, undefined, this.run.t));
    this.run.state.incidents[id] = draft;
    delete this.run.state.recentFailures[id];
  }

  /** A success after the last failure recovers; a paused or deleted destination closes. */
  private async closeOrRecover(): Promise<void> {
    for (const [id, incident] of Object.entries(this.run.state.incidents)) {
      const destination = this.destinations?.get(id);
      let end: IncidentEnd | undefined;
      if (destination === undefined) end = { kind: 'deleted' };
      else if (!destination.is_active) end = { kind: 'paused' };
      else {
        const success = await this.run.log.successAfter(id, incident.lastFailureAt, this.to);
        if (success) end = { kind: 'recovered', at: success.created_at };
      }
      if (end === undefined) continue;
      await this.run.channel.update(incident.ts, incidentParent(incident, id, end, this.run.t));
      await this.run.channel.post(incidentEndReply(incident, end, this.run.t), incident.ts);
      delete this.run.state.incidents[id];
      this.grown.delete(id);
    }
  }

  /** Parents updated in place; the thread gets the new failures at most once a minute. */
  private async tellGrowth(): Promise<void> {
    for (const [id, incident] of Object.entries(this.run.state.incidents)) {
      if (this.grown.has(id))
        await this.run.channel.update(
          incident.ts,
          incidentParent(incident, id, undefined, this.run.t),
        );
      const lastReply = incident.lastReplyAt ? Date.parse(incident.lastReplyAt) : 0;
      if (incident.untold === 0 || this.nowMs - lastReply < this.deps.replyEveryMs) continue;
      await this.run.channel.post(
        incidentUpdate(incident, incident.untold, this.run.t),
        incident.ts,
      );
      this.run.state.incidents[id] = {
        ...incident,
        untold: 0,
        lastReplyAt: new Date(this.nowMs).toISOString(),
      };
    }
  }

  /** The newest delivery time read; forget what fell out of the overlap window. */
  private moveCursor(read: Delivery[]): void {
    const { state } = this.run;
    let newest = state.cursor ? Date.parse(state.cursor) : 0;
    for (const d of read) newest = Math.max(newest, Date.parse(d.created_at));
    if (newest > 0) state.cursor = new Date(newest).toISOString();
    const keepFrom = newest - 2 * OVERLAP_MS;
    for (const [id, at] of Object.entries(state.seen)) {
      if (Date.parse(at) < keepFrom) delete state.seen[id];
    }
    const windowMs = this.run.settings.threshold.windowMinutes * 60_000;
    for (const [id, times] of Object.entries(state.recentFailures)) {
      const kept = times.filter((t) => Date.parse(t) >= newest - windowMs);
      if (kept.length === 0) delete state.recentFailures[id];
      else state.recentFailures[id] = kept;
    }
  }
}
