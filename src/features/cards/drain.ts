import { z } from 'zod';
import { slackErrorOf } from '../../core/errors/slack-failure.js';
import type { LanguageResolver } from '../../core/language.js';
import type { EnqueueOptions, TaskHandler, TaskPayload } from '../../jobs/tasks.js';
import { isAppError } from '../../platform/app-error.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import { metrics } from '../../platform/metrics.js';
import type { BotClients } from '../../slack/bot-client.js';
import type { InboxChannel, InboxEvent, Stores } from '../../store/index.js';
import { workspaceKey, workspaceRefSchema } from '../../store/index.js';
import { acquireRenewedLock } from '../../store/renewed-lock.js';
import { type Envelope, envelopeSchema, subjectOf } from './envelope.js';
import { postEvent } from './post.js';
import { reportRefusal } from './refusal.js';

/** The job that posts one channel's inbox, in order; one per channel waits at a time. */
export const DRAIN_JOB = 'cards.drain';
/** Slack takes about one message a second per channel. */
export const PACE_MS = 1_000;
/** A run posts for at most this long, then hands the rest to a new run (other channels get a turn). */
const RUN_FOR_MS = 10_000;
/**
 * Waits up to this long (Slack's pace) are slept in the run; longer ones (a Retry-After) become a
 * later run, so a channel that must wait does not hold one of the engine's workers.
 */
const SLEEP_AT_MOST_MS = 1_500;
/** After Slack or the store failed, the channel's next attempt waits this long. */
const RETRY_FAILED_MS = 30_000;
/** One run per channel at a time on any instance, even when an engine ran a job twice. */
const DRAIN_LOCK_TTL_MS = 30_000;

export interface JobQueue {
  enqueue(name: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
}

export interface DrainDeps {
  stores: Pick<Stores, 'cards' | 'cardsInbox' | 'locks' | 'watch'>;
  logger: Logger;
  botClients: BotClients;
  tasks: JobQueue;
  /** A card is read by its channel: it is in the workspace default language. */
  languages: Pick<LanguageResolver, 'translators' | 'workspaceLanguage'>;
  /** Enlivy's web app, for "Open in Enlivy". */
  enlivyAppUrl: string;
  /** The clock in ms (Date.now unless a test sets it). */
  clock?: () => number;
  /** One card per channel this often (default PACE_MS; tests shorten it). */
  paceMs?: number;
}

const payloadSchema = z.object({
  workspace: workspaceRefSchema,
  channelId: z.string().min(1),
});

/** Asks for a run of the channel's inbox (nothing new when one is already waiting). */
export function requestDrain(tasks: JobQueue, channel: InboxChannel, runAt?: number) {
  return tasks.enqueue(
    DRAIN_JOB,
    { workspace: channel.workspace, channelId: channel.channelId },
    {
      dedupeKey: `cards-drain.${workspaceKey(channel.workspace)}.${channel.channelId}`.replaceAll(
        ':',
        '.',
      ),
      ...(runAt === undefined ? {} : { runAt }),
    },
  );
}

/** Where an object is in Enlivy's web app; only invoices have a known address. */
function openUrl(appUrl: string, envelope: Envelope): string | undefined {
  const id = envelope.data.id;
  if (subjectOf(envelope.type) !== 'invoice' || typeof id !== 'string') return undefined;
  return `${appUrl}/organizations/${encodeURIComponent(envelope.organization_id)}/invoices/${encodeURIComponent(id)}`;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The drain job: posts the channel's accepted events oldest first, one a second, honouring
 * Slack's Retry-After. Stopping (the signal) ends the run after the post in progress; what is
 * left stays in the inbox and a new run is queued for it.
 */
export function cardsDrainHandler(deps: DrainDeps): TaskHandler {
  const now = deps.clock ?? Date.now;
  return async (payload, { signal }) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ job: DRAIN_JOB }, 'cards: a drain job without a channel was dropped');
      return;
    }
    const channel = parsed.data;
    const lock = await acquireRenewedLock(
      deps.stores.locks,
      `cards-drain:${workspaceKey(channel.workspace)}:${channel.channelId}`,
      DRAIN_LOCK_TTL_MS,
    );
    if (lock === undefined) {
      await requestDrain(deps.tasks, channel, now() + 2 * (deps.paceMs ?? PACE_MS));
      return;
    }
    let again: number | undefined;
    try {
      const until = now() + RUN_FOR_MS;
      for (;;) {
        if (signal.aborted || now() >= until) {
          again = now();
          break;
        }
        const head = await deps.stores.cardsInbox.head(channel);
        if (head.next === undefined) break;
        const wait = head.notBefore - now();
        if (wait > SLEEP_AT_MOST_MS) {
          again = head.notBefore;
          break;
        }
        if (wait > 0) {
          await sleep(wait, signal);
          continue;
        }
        await postOne(deps, channel, head.next);
      }
    } finally {
      await lock.release();
    }
    // Only when something is left: the inbox keeps it, and this run's successor posts it.
    if (again !== undefined) await requestDrain(deps.tasks, channel, again);
  };
}

type PostOutcome = 'posted' | 'rate_limited' | 'refused' | 'dropped';

/** Posts one event; throws only when the store failed to record what happened. */
async function postOne(deps: DrainDeps, channel: InboxChannel, event: InboxEvent): Promise<void> {
  const now = deps.clock ?? Date.now;
  const { cards, cardsInbox } = deps.stores;
  const ids = { cardsId: event.cardsId, eventId: event.eventId };
  const count = (
    outcome: PostOutcome,
    extra: Record<string, unknown> = {},
    what: string = outcome,
  ) => {
    metrics.eventCardPosts.inc({ outcome });
    deps.logger.info({ ...ids, outcome, ...extra }, `cards: ${what}`);
  };
  const destination = await cards.get(event.cardsId);
  const envelope = envelopeSchema.safeParse(event.envelope);
  if (destination === undefined || destination.state === 'deleted' || !envelope.success) {
    // Deleted (from Slack, or with the workspace) since it was accepted: nobody wants the card.
    await cardsInbox.remove(channel, ids);
    return count('dropped');
  }
  if (await cards.wasPosted(event.cardsId, event.eventId)) {
    await cardsInbox.remove(channel, ids);
    return;
  }
  try {
    const client = await deps.botClients(destination.workspace, { rejectRateLimited: true });
    // Read at each card, so the card after an admin changes the default is in the new language.
    const language = await deps.languages.workspaceLanguage(destination.workspace);
    const posted = await postEvent(
      { cards, logger: deps.logger },
      client,
      destination,
      envelope.data,
      { openUrl: openUrl(deps.enlivyAppUrl, envelope.data) },
      deps.languages.translators.for(language),
    );
    await cards
      .markPosted(event.cardsId, event.eventId)
      .catch((err: unknown) =>
        deps.logger.warn(
          { err: safeError(err), ...ids },
          'cards: posted, but not recorded as posted (a retry of it would post again)',
        ),
      );
    await cardsInbox.remove(channel, ids, now() + (deps.paceMs ?? PACE_MS));
    await cards.clearRefusal(event.cardsId).catch(() => undefined);
    metrics.eventCardWaitSeconds.observe((now() - event.receivedAt) / 1000);
    const msToPosted = now() - event.receivedAt;
    return count('posted', { msToPosted }, `${posted.kind} posted`);
  } catch (err) {
    const slack = slackErrorOf(err);
    if (slack?.kind === 'rate_limited') {
      await cardsInbox.hold(channel, now() + Math.max(1, slack.retryAfter ?? 30) * 1000);
      return count('rate_limited', { retryAfterSec: slack.retryAfter });
    }
    if (slack?.kind === 'platform') {
      // not_in_channel, channel_not_found, is_archived…: posting again gets the same answer.
      await cardsInbox.remove(channel, ids);
      metrics.eventCardPosts.inc({ outcome: 'refused' });
      deps.logger.warn({ ...ids, slackError: slack.error }, 'cards: Slack refused the card');
      const at = new Date(now()).toISOString();
      await reportRefusal(deps, destination, {
        slackError: slack.error,
        channelId: destination.channelId,
        at,
      });
      return;
    }
    metrics.eventCardPosts.inc({ outcome: 'failed' });
    if (slack !== undefined || (isAppError(err) && err.code === 'store_unavailable')) {
      // Slack or the store unreachable: the event keeps its place and the channel waits a while
      // (if even that cannot be stored, the job's own retry comes back to it).
      deps.logger.warn({ err: safeError(err), ...ids }, 'cards: posting failed; trying again');
      await cardsInbox.hold(channel, now() + RETRY_FAILED_MS);
      return;
    }
    // Anything else is a card that cannot be drawn or sent: it must not hold up the channel.
    deps.logger.error({ err: safeError(err), ...ids }, 'cards: a card could not be posted');
    await cardsInbox.remove(channel, ids);
  }
}
