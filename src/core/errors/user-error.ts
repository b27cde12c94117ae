import {
  EnlivyAbortedError,
  type EnlivyError,
  EnlivyRateLimitError,
  EnlivyTimeoutError,
  EnlivyValidationError,
  isEnlivyError,
} from '../../enlivy/errors.js';
import { AppError, STORE_UNAVAILABLE_MESSAGE, type UserError } from '../../platform/app-error.js';
import { scopePurpose } from '../oauth/scopes.js';
import { fromSlackError, KEEPS_HAPPENING, slackErrorOf } from './slack-failure.js';

const RECONNECT = 'An admin can reconnect with `/enlivy connect`.';

export function toUserError(err: unknown, reference: string): UserError {
  const interruption = interruptionOf(err);
  if (interruption !== undefined) return restarted(interruption, reference);
  if (err instanceof AppError) return fromAppError(err, reference);
  if (isEnlivyError(err)) return fromEnlivyError(err, reference);
  const slack = slackErrorOf(err);
  if (slack !== undefined) return fromSlackError(slack, reference);
  return internal(reference);
}

/**
 * The shutdown cut-off behind a failure, if any: handlers that wrap an Enlivy error (an unknown
 * outcome, a failed read-back) keep it as their cause.
 */
export function interruptionOf(err: unknown, depth = 0): EnlivyAbortedError | undefined {
  if (err instanceof EnlivyAbortedError) return err;
  if (depth >= 5 || !(err instanceof Error)) return undefined;
  return interruptionOf(err.cause, depth + 1);
}

/** Work cut off by a restart: say so, and say truthfully whether Enlivy may have changed. */
function restarted(err: EnlivyAbortedError, reference: string): UserError {
  const title = 'Enlivy for Slack restarted';
  if (!err.mayHaveChanged) {
    return {
      title,
      message:
        'Enlivy for Slack restarted while this was running; nothing was changed — run it again.',
      hint: KEEPS_HAPPENING,
      reference,
    };
  }
  return {
    title,
    message:
      'Enlivy for Slack restarted while this was running; the change may or may not have been applied in Enlivy.',
    hint: 'Check with `/enlivy list` (or `/enlivy invoice NUMBER` for an invoice) before you run it again.',
    reference,
  };
}

function internal(reference: string): UserError {
  return {
    title: 'Something went wrong on our side',
    message: 'The app could not finish this request.',
    hint: `Try again. ${KEEPS_HAPPENING}`,
    reference,
  };
}

function fromAppError(err: AppError, reference: string): UserError {
  const { details } = err;
  const message = err.message;
  switch (err.code) {
    case 'not_connected':
      return {
        title: 'Not connected to Enlivy',
        message: message || 'This workspace is not connected to an Enlivy organization yet.',
        hint: details.hint ?? 'An admin can connect it with `/enlivy connect`.',
      };
    case 'connection_expired':
      return {
        title: 'Enlivy connection expired',
        message: message || "Enlivy no longer accepts this workspace's token.",
        hint: details.hint ?? RECONNECT,
        reference,
      };
    case 'forbidden_role': {
      const role = details.requiredRole;
      return {
        title: 'Not allowed',
        message: message || `This needs the ${role ?? 'admin'} role.`,
        hint:
          details.hint ??
          (role === undefined
            ? 'Ask an admin of this workspace to do it, or to grant you a role.'
            : `Ask an admin to run \`/enlivy access grant @you ${role}\`, or to do it for you.`),
      };
    }
    case 'bad_input':
      return withFields(
        {
          title: details.title ?? 'Check your input',
          message: message || 'Part of the command or form is not valid.',
          hint: details.hint ?? 'See `/enlivy help` for how to write this command.',
        },
        details.fields,
      );
    case 'not_found':
      return {
        title: 'Not found',
        message: message || 'Nothing matches that name or id.',
        hint: details.hint ?? 'Check the name or id; `/enlivy list all` shows every destination.',
      };
    case 'ambiguous': {
      const candidates = details.candidates ?? [];
      const shown = candidates.slice(0, 10).join(', ');
      const more = candidates.length > 10 ? ` and ${candidates.length - 10} more` : '';
      return {
        title: 'Which one did you mean?',
        message: `${message || 'That matches more than one.'}${candidates.length > 0 ? ` It matches: ${shown}${more}.` : ''}`,
        hint: details.hint ?? 'Use the full name or the id.',
      };
    }
    case 'slack_error':
      return fromSlackError(
        { kind: 'platform', error: details.slackError ?? 'unknown_error' },
        reference,
      );
    case 'store_corrupt':
      return {
        title: "Saved settings can't be read",
        message: message || "This workspace's saved settings could not be read.",
        hint: details.hint ?? `${RECONNECT} ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'store_unavailable':
      return {
        title: 'Storage unreachable',
        message: message || STORE_UNAVAILABLE_MESSAGE,
        hint: `${details.hint ?? "This is on the app's side, not yours: try again in a minute."} ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'not_changed':
      // The write's answer was unclear, and reading back showed it was not applied.
      return {
        title: 'Nothing was changed',
        message: `${message}${causeSentence(details.cause, reference)}`,
        hint: details.hint ?? `It is safe to try again. ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'outcome_unknown':
      return {
        title: 'Outcome unknown',
        message: `${message}${causeSentence(details.cause, reference)}`,
        hint: `${details.hint ?? 'Check with `/enlivy list` before trying again.'} ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'busy':
      return {
        title: 'Too busy right now',
        message:
          message || 'Enlivy for Slack is running many requests at once, so this one was not run.',
        hint: details.hint ?? 'Nothing was changed. Run it again in a minute.',
      };
    case 'renewal_slow':
      // Enlivy has not answered the token renewal yet; it goes on and is stored when it comes.
      return {
        title: 'Enlivy is slow to renew the token',
        message:
          message ||
          "Enlivy is slow to renew this workspace's token; the app is still waiting for its answer.",
        hint: details.hint ?? 'Try again in a moment.',
      };
    case 'internal':
      return internal(reference);
  }
}

/** " (Enlivy had a problem (HTTP 502).)": what made the outcome unclear, when Enlivy said so. */
function causeSentence(cause: unknown, reference: string): string {
  return isEnlivyError(cause) ? ` (${fromEnlivyError(cause, reference).message})` : '';
}

function withFields(
  error: UserError,
  fields: Readonly<Record<string, string>> | undefined,
): UserError {
  return fields !== undefined && Object.keys(fields).length > 0
    ? { ...error, fields: { ...fields } }
    : error;
}

function fromEnlivyError(err: EnlivyError, reference: string): UserError {
  const status = err.status;
  switch (err.kind) {
    case 'authentication':
      return {
        title: 'Enlivy connection expired',
        message: "Enlivy no longer accepts this workspace's token.",
        hint: RECONNECT,
        reference,
      };
    case 'forbidden':
      if (err.requiredScope !== undefined) return missingScope(err.requiredScope, reference);
      return {
        title: 'Enlivy refused',
        message: err.message || 'Enlivy does not allow this for the connected organization.',
        hint: 'Check the Enlivy plan and the permissions of the connected account; an admin can reconnect with another account through `/enlivy connect`.',
        reference,
      };
    case 'not_found':
      return {
        title: 'Not found in Enlivy',
        message: err.message || 'Enlivy has no such record; it may have been deleted.',
        hint: 'Refresh with `/enlivy list` and pick it again.',
        reference,
      };
    case 'validation': {
      const fields: Record<string, string> = {};
      const fieldErrors = err instanceof EnlivyValidationError ? err.fieldErrors : {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const first = messages[0];
        if (first !== undefined) fields[field] = first;
      }
      return withFields(
        {
          title: 'Enlivy refused the input',
          message: err.message || 'Some fields are not valid.',
          hint: 'Fix the fields mentioned and try again.',
          reference,
        },
        fields,
      );
    }
    case 'rate_limited': {
      const seconds = err instanceof EnlivyRateLimitError ? err.retryAfterSeconds : undefined;
      return {
        title: 'Enlivy is busy',
        message: 'Enlivy is receiving too many requests from this organization right now.',
        hint:
          typeof seconds === 'number'
            ? `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
            : 'Try again in a minute.',
        reference,
      };
    }
    case 'server':
      return {
        title: 'Enlivy had a problem',
        message: `Enlivy had a problem (HTTP ${status ?? 500}).`,
        hint: `Try again in a minute. ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'http':
      return {
        title: 'Enlivy refused the request',
        message: `${err.message || 'Enlivy refused the request.'}${status === undefined ? '' : ` (HTTP ${status})`}`,
        hint: `Check what you asked for and try again. ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'network':
      return {
        title: 'Could not reach Enlivy',
        message: 'The connection to Enlivy failed.',
        hint: `Try again in a minute. ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'timeout': {
      const ms = err instanceof EnlivyTimeoutError ? err.timeoutMs : undefined;
      return {
        title: 'Could not reach Enlivy',
        message:
          ms === undefined
            ? 'Enlivy did not answer in time.'
            : `Enlivy did not answer within ${formatSeconds(ms)} s (timed out).`,
        hint: `Try again in a minute. ${KEEPS_HAPPENING}`,
        reference,
      };
    }
    case 'schema':
      return {
        title: 'Unexpected answer from Enlivy',
        message: 'Enlivy answered in a way this app does not understand.',
        hint: 'Give the reference to the admin who runs this app.',
        reference,
      };
    case 'unexpected_content':
      return {
        title: 'Unexpected answer from Enlivy',
        message: 'Enlivy sent something other than the file this app asked for.',
        hint: 'Try again later; if it keeps happening, give the reference to the admin who runs this app.',
        reference,
      };
  }
}

/** A 403 for a scope the workspace's Enlivy authorization does not include. */
function missingScope(scope: string, reference: string): UserError {
  return {
    title: 'Not allowed by the Enlivy connection',
    message: `The Enlivy authorization of this workspace does not allow the app to ${scopePurpose(scope)} (\`${scope}\`).`,
    hint: `An admin can reconnect with \`/enlivy connect\` (Continue with Enlivy) and allow “${scopePurpose(scope)}”.`,
    reference,
  };
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
}
