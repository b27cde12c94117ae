import { isEnlivyError } from '../../enlivy/errors.js';
import {
  AppError,
  isRoutineRefusal,
  newReferenceId,
  type UserError,
} from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { type Logger, safeError, scrubSecrets } from '../../platform/logging/logger.js';
import { currentTrace } from '../../platform/request-context.js';
import { ResponseUrlError } from '../../slack/respond-url.js';
import { slackErrorOf, slackLevel } from './slack-failure.js';
import { interruptionOf, toUserError } from './user-error.js';

export type FailureLevel = 'warn' | 'error';

/** warn: the user, their input, Enlivy's 4xx or a fixable Slack error. error: ours or a 5xx/outage. */
export function failureLevel(err: unknown): FailureLevel {
  if (interruptionOf(err) !== undefined) return 'warn';
  // The request's own response_url did not take the answer: Slack's side, not the app's.
  if (err instanceof ResponseUrlError) return 'warn';
  if (err instanceof AppError) {
    const ours = [
      'internal',
      'store_corrupt',
      'store_unavailable',
      'not_changed',
      'outcome_unknown',
    ];
    if (ours.includes(err.code)) return 'error';
    if (err.code === 'slack_error')
      return slackLevel({ kind: 'platform', error: err.details.slackError ?? '' });
    return 'warn';
  }
  if (isEnlivyError(err)) {
    switch (err.kind) {
      case 'authentication':
      case 'forbidden':
      case 'not_found':
      case 'validation':
      case 'rate_limited':
      case 'http':
        return 'warn';
      default:
        return 'error';
    }
  }
  const slack = slackErrorOf(err);
  return slack === undefined ? 'error' : slackLevel(slack);
}

/**
 * Writes the one log line for a failure: the reference id, the error's safe fields (safeError)
 * and the caller's context (team, user, action …; redacted like every log line); a new reference
 * when the caller has none (a failure while reporting a refusal). A routine refusal gets an info line with its code and message only: no reference, no stack.
 */
export function logFailure(
  logger: Logger,
  err: unknown,
  reference: string | undefined,
  context: Record<string, unknown> = {},
): void {
  if (isRoutineRefusal(err)) {
    logger.info({ ...context, refusal: err.code }, `refused: ${scrubSecrets(err.message)}`);
    return;
  }
  reference ??= newReferenceId();
  const level = failureLevel(err);
  const code =
    err instanceof AppError ? err.code : isEnlivyError(err) ? `enlivy_${err.kind}` : undefined;
  const summary = err instanceof Error ? scrubSecrets(err.message) : 'non-error thrown';
  logger[level](
    {
      ...context,
      reference,
      failure: code ?? (slackErrorOf(err) === undefined ? 'internal' : 'slack'),
      err: safeError(err),
    },
    `request failed (${reference}): ${summary}`,
  );
}

/**
 * A failure shown where the user is (a modal, a page, a section): logs its one line and returns
 * what to tell the user (in `t`'s language), both carrying the same reference id (none for a
 * routine refusal).
 */
export function recordFailure(
  logger: Logger,
  err: unknown,
  context: Record<string, unknown> = {},
  t?: Translator,
): UserError {
  const reference = newReferenceId();
  logFailure(logger, err, reference, context);
  const trace = currentTrace();
  if (trace !== undefined) trace.outcome = isRoutineRefusal(err) ? 'refused' : 'failed';
  return toUserError(err, reference, t);
}
