import type { Services } from '../../../core/context.js';
import { storedTokens } from '../../../core/oauth/tokens.js';
import type { TokenPair } from '../../../enlivy/index.js';
import type { EnqueueOptions, TaskHandler, TaskPayload } from '../../../jobs/tasks.js';
import { AppError } from '../../../platform/app-error.js';
import { settlesWithin } from '../../../platform/inflight.js';
import { safeError } from '../../../platform/logging/logger.js';
import { retireToken, type TokenFate } from './connect-service.js';
import type { ChoiceExpiry, OAuthStates } from './oauth-states.js';

/** The job that ends an organization choice nobody finished, at its deadline. */
export const CHOICE_EXPIRY_JOB = 'oauth.choice-expiry';
/** The picker page waits at most this long for the job to be stored. */
const SCHEDULE_WAIT_MS = 3_000;
/** A job that ran before its choice's deadline (clocks apart) looks again at least this late. */
const EARLY_RETRY_MS = 1_000;

export interface ExpiryJobs {
  enqueue(name: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
}

type RevokeServices = Pick<Services, 'enlivy' | 'logger' | 'config' | 'now'>;

/** Revokes a grant the app will not use; never throws. */
export function revokeGrant(services: RevokeServices, pair: TokenPair): Promise<TokenFate> {
  return retireToken(services, {
    method: 'oauth',
    token: pair.accessToken,
    oauth: storedTokens(pair, services.now()),
  });
}

type JobOf = Pick<ChoiceExpiry, 'ticket' | 'dedupeKey'>;

function enqueueExpiry(jobs: ExpiryJobs, job: JobOf, runAt: number) {
  return jobs.enqueue(
    CHOICE_EXPIRY_JOB,
    { ticket: job.ticket, dedupeKey: job.dedupeKey },
    { dedupeKey: job.dedupeKey, runAt },
  );
}

/**
 * Asks the job engine to end the choice at its deadline. Never throws and waits a few seconds at
 * most: the picker is shown either way, and a choice whose job was not stored is still revoked on
 * its workspace's next access (see docs/decisions/enlivy-tokens.md).
 */
export async function scheduleChoiceExpiry(
  deps: { jobs: ExpiryJobs; logger: Services['logger'] },
  expiry: ChoiceExpiry,
): Promise<void> {
  const stored = enqueueExpiry(deps.jobs, expiry, expiry.deadline).then(
    () => true,
    (err: unknown) => {
      deps.logger.warn(
        { err: safeError(err) },
        'the revocation of an organization choice at its deadline could not be scheduled; it is revoked on its workspace’s next access',
      );
      return true;
    },
  );
  if (!(await settlesWithin(stored, SCHEDULE_WAIT_MS))) {
    deps.logger.warn(
      'the revocation of an organization choice at its deadline is not stored yet (the job queue is starting or slow); until it is, the choice is revoked on its workspace’s next access',
    );
  }
}

/**
 * The expiry job: a choice still parked at its deadline has its grant revoked, then its parked
 * tokens deleted. Revoked before deleted so that a refused or unanswered revocation is retried by
 * the engine with the tokens still at hand (revoking twice is harmless, RFC 7009). A choice
 * completed, cancelled or replaced meanwhile is gone: nothing is done.
 */
export function choiceExpiryHandler(deps: {
  services: RevokeServices;
  states: Pick<OAuthStates, 'atDeadline' | 'discard'>;
  jobs: ExpiryJobs;
}): TaskHandler {
  const { services, states } = deps;
  return async (payload) => {
    const job: JobOf = {
      ticket: typeof payload.ticket === 'string' ? payload.ticket : '',
      dedupeKey: typeof payload.dedupeKey === 'string' ? payload.dedupeKey : '',
    };
    const found = await states.atDeadline(job.ticket);
    if (found.state === 'gone') return;
    if (found.state === 'open') {
      // The engine's clock is ahead of the app's: look again once the app's deadline is reached.
      const wait = Math.max(EARLY_RETRY_MS, found.deadline - services.now().getTime());
      await enqueueExpiry(deps.jobs, job, Date.now() + wait);
      return;
    }
    const fate = await revokeGrant(services, found.choice.pair);
    if (fate.kind === 'revoke_failed') {
      throw new AppError(
        'internal',
        `The grant of an abandoned organization choice was not revoked (ref ${fate.reference}); trying again`,
      );
    }
    await states.discard(job.ticket);
    services.logger.info(
      { userId: found.choice.grant.userId },
      'an organization choice left unmade was ended at its deadline: its grant is revoked and its tokens deleted',
    );
  };
}
