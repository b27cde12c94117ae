import {
  EnlivyAbortedError,
  type EnlivyError,
  EnlivyRateLimitError,
  EnlivyTimeoutError,
  EnlivyValidationError,
  isEnlivyError,
} from '../../enlivy/errors.js';
import {
  AppError,
  type AppErrorDetails,
  STORE_UNAVAILABLE_MESSAGE,
  type UserError,
} from '../../platform/app-error.js';
import type { Copy, Translator } from '../../platform/i18n/index.js';
import { type CommonCopy, commonSay, englishCommon } from '../copy/index.js';
import { titleSentence } from '../error-views.js';
import { scopePurpose } from '../oauth/scopes.js';
import { fromSlackError, slackErrorOf } from './slack-failure.js';

type Say = Copy<CommonCopy>;
type CommonKey = Parameters<Say>[0];

/**
 * What to tell the user about a failure, in the reader's language (`t`; English where the
 * caller has none yet). Messages an AppError carries are shown as they are: whoever throws one
 * writes it in the reader's language.
 */
export function toUserError(
  err: unknown,
  reference: string,
  t: Translator = englishCommon,
): UserError {
  const say = commonSay(t);
  const interruption = interruptionOf(err);
  if (interruption !== undefined) return restarted(interruption, reference, say);
  if (err instanceof AppError) return fromAppError(err, reference, say);
  if (isEnlivyError(err)) return fromEnlivyError(err, reference, say);
  const slack = slackErrorOf(err);
  if (slack !== undefined) return fromSlackError(slack, reference, say);
  return internal(reference, say);
}

const keepsHappening = (say: Say) => say('error.hint.keepsHappening');
const reconnect = (say: Say) => say('error.hint.reconnect');

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
function restarted(err: EnlivyAbortedError, reference: string, say: Say): UserError {
  const title = say('error.restarted.title');
  if (!err.mayHaveChanged) {
    return {
      title,
      message: say('error.restarted.unchanged'),
      hint: keepsHappening(say),
      reference,
    };
  }
  return {
    title,
    message: say('error.restarted.mayHaveChanged'),
    hint: say('error.restarted.mayHaveChangedHint'),
    reference,
  };
}

function internal(reference: string, say: Say): UserError {
  return {
    title: say('error.internal.title'),
    message: say('error.internal.message'),
    hint: `${say('error.hint.tryAgain')} ${keepsHappening(say)}`,
    reference,
  };
}

function fromAppError(err: AppError, reference: string, say: Say): UserError {
  const { details } = err;
  const { copy } = details;
  // Layers that cannot know the reader name catalog keys; everyone else throws translated text.
  const message = copy === undefined ? err.message : say(copy.message as CommonKey, copy.values);
  const hint = copy?.hint === undefined ? details.hint : say(copy.hint as CommonKey, copy.values);
  switch (err.code) {
    case 'not_connected':
      return {
        title: say('error.notConnected.title'),
        message: message || say('error.notConnected.message'),
        hint: hint ?? say('error.notConnected.hint'),
      };
    case 'connection_expired':
      return {
        title: say('error.expired.title'),
        message: message || say('error.expired.message'),
        hint: hint ?? reconnect(say),
        reference,
      };
    case 'forbidden_role': {
      const role = details.requiredRole;
      return {
        title: say('error.forbiddenRole.title'),
        message:
          roleRefusal(details, say) ??
          (message || say('error.forbiddenRole.message', { role: roleName(role ?? 'admin', say) })),
        hint:
          (details.refusal === undefined ? hint : say('error.forbiddenRole.askMember')) ??
          (role === undefined
            ? say('error.forbiddenRole.hintAnyRole')
            : details.userId === undefined
              ? say('error.forbiddenRole.hintAskAdmin', { role: roleName(role, say) })
              : say('error.forbiddenRole.hint', { role, user: details.userId })),
      };
    }
    case 'bad_input':
      return withFields(
        {
          title: details.title ?? say('error.badInput.title'),
          message: message || say('error.badInput.message'),
          hint: hint ?? say('error.badInput.hint'),
        },
        details.fields,
      );
    case 'not_found':
      return {
        title: details.title ?? say('error.notFound.title'),
        message: message || say('error.notFound.message'),
        hint: hint ?? say('error.notFound.hint'),
      };
    case 'ambiguous': {
      const candidates = details.candidates ?? [];
      const shown = candidates.slice(0, 10).join(', ');
      const matches =
        candidates.length === 0
          ? ''
          : ` ${
              candidates.length > 10
                ? say('error.ambiguous.matchesMore', { shown, rest: candidates.length - 10 })
                : say('error.ambiguous.matches', { shown })
            }`;
      return {
        title: say('error.ambiguous.title'),
        message: `${message || say('error.ambiguous.message')}${matches}`,
        hint: hint ?? say('error.ambiguous.hint'),
      };
    }
    case 'slack_error':
      return fromSlackError(
        { kind: 'platform', error: details.slackError ?? 'unknown_error' },
        reference,
        say,
      );
    case 'store_corrupt':
      return {
        title: say('error.storeCorrupt.title'),
        message: message || say('error.storeCorrupt.message'),
        hint: hint ?? `${reconnect(say)} ${keepsHappening(say)}`,
        reference,
      };
    case 'store_unavailable':
      return {
        title: say('error.storeUnavailable.title'),
        // The store's own message is the standard one: said in the reader's language.
        message:
          !message || message === STORE_UNAVAILABLE_MESSAGE
            ? say('error.storeUnavailable.message')
            : message,
        hint: `${hint ?? say('error.storeUnavailable.hint')} ${keepsHappening(say)}`,
        reference,
      };
    case 'not_changed':
      // The write's answer was unclear, and reading back showed it was not applied.
      return {
        title: say('error.notChanged.title'),
        message: `${message}${causeSentence(details.cause, reference, say)}`,
        hint: hint ?? `${say('error.notChanged.hint')} ${keepsHappening(say)}`,
        reference,
      };
    case 'outcome_unknown':
      return {
        title: say('error.outcomeUnknown.title'),
        message: `${message}${
          details.mayStillLand === true ? ` ${say('error.outcomeUnknown.notYetApplied')}` : ''
        }${causeSentence(details.cause, reference, say)}`,
        hint: `${hint ?? say('error.outcomeUnknown.hint')} ${keepsHappening(say)}`,
        reference,
      };
    case 'busy':
      return {
        title: say('error.busy.title'),
        message: message || say('error.busy.message'),
        hint: hint ?? say('error.busy.hint'),
      };
    case 'renewal_slow':
      // Enlivy has not answered the token renewal yet; it goes on and is stored when it comes.
      return {
        title: say('error.renewalSlow.title'),
        message: message || say('error.renewalSlow.message'),
        hint: hint ?? say('error.renewalSlow.hint'),
      };
    case 'internal':
      return internal(reference, say);
  }
}

type Role = NonNullable<AppErrorDetails['requiredRole']>;

function roleName(role: Role, say: Say): string {
  return say(`role.${role}`);
}

/** "`/enlivy pause` needs the editor role; you are viewer." from what the access check knew. */
function roleRefusal(details: AppErrorDetails, say: Say): string | undefined {
  const { requiredRole, currentRole, refusal, subject } = details;
  if (requiredRole === undefined || currentRole === undefined) return undefined;
  const values = {
    what: subject ?? say('error.forbiddenRole.this'),
    role: roleName(requiredRole, say),
    current: roleName(currentRole, say),
  };
  if (refusal === 'hidden') return say('error.forbiddenRole.hidden', values);
  if (refusal === 'external') return say('error.forbiddenRole.external', values);
  return say('error.forbiddenRole.needs', values);
}

/**
 * " (Enlivy answered with an error (HTTP 502).)": what made the outcome unclear, when Enlivy
 * said so. A server error's message is what to do, so its title says what happened.
 */
function causeSentence(cause: unknown, reference: string, say: Say): string {
  if (!isEnlivyError(cause)) return '';
  const told = fromEnlivyError(cause, reference, say);
  return ` (${titleSentence(cause.kind === 'server' ? told.title : told.message)})`;
}

function withFields(
  error: UserError,
  fields: Readonly<Record<string, string>> | undefined,
): UserError {
  return fields !== undefined && Object.keys(fields).length > 0
    ? { ...error, fields: { ...fields } }
    : error;
}

function fromEnlivyError(err: EnlivyError, reference: string, say: Say): UserError {
  const status = err.status;
  switch (err.kind) {
    case 'authentication':
      return {
        title: say('error.expired.title'),
        message: say('error.expired.message'),
        hint: reconnect(say),
        reference,
      };
    case 'forbidden':
      if (err.requiredScope !== undefined) return missingScope(err.requiredScope, reference, say);
      return {
        title: say('error.enlivyForbidden.title'),
        message: err.message || say('error.enlivyForbidden.message'),
        hint: say('error.enlivyForbidden.hint'),
        reference,
      };
    case 'not_found':
      return {
        title: say('error.enlivyNotFound.title'),
        message: err.message || say('error.enlivyNotFound.message'),
        hint: say('error.enlivyNotFound.hint'),
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
          title: say('error.enlivyValidation.title'),
          message: err.message || say('error.enlivyValidation.message'),
          hint: say('error.enlivyValidation.hint'),
          reference,
        },
        fields,
      );
    }
    case 'rate_limited': {
      const seconds = err instanceof EnlivyRateLimitError ? err.retryAfterSeconds : undefined;
      return {
        title: say('error.enlivyRateLimited.title'),
        message: say('error.enlivyRateLimited.message'),
        hint:
          typeof seconds === 'number'
            ? say('error.hint.tryAgainInSeconds', { count: seconds })
            : say('error.hint.tryAgainInAMinute'),
        reference,
      };
    }
    case 'server':
      // The title says what happened (Enlivy's answer), the message what to do about it.
      return {
        title: say('error.enlivyServer.title', { status: status ?? 500 }),
        message: say('error.enlivyServer.message'),
        hint: keepsHappening(say),
        reference,
      };
    case 'http':
      return {
        title: say('error.enlivyHttp.title'),
        message: `${err.message || say('error.enlivyHttp.message')}${status === undefined ? '' : ` (HTTP ${status})`}`,
        hint: `${say('error.enlivyHttp.hint')} ${keepsHappening(say)}`,
        reference,
      };
    case 'network':
      return {
        title: say('error.enlivyUnreachable.title'),
        message: say('error.enlivyNetwork.message'),
        hint: `${say('error.hint.tryAgainInAMinute')} ${keepsHappening(say)}`,
        reference,
      };
    case 'timeout': {
      const ms = err instanceof EnlivyTimeoutError ? err.timeoutMs : undefined;
      return {
        title: say('error.enlivyUnreachable.title'),
        message:
          ms === undefined
            ? say('error.enlivyTimeout.message')
            : say('error.enlivyTimeout.messageSeconds', { seconds: ms / 1000 }),
        hint: `${say('error.hint.tryAgainInAMinute')} ${keepsHappening(say)}`,
        reference,
      };
    }
    case 'schema':
      return {
        title: say('error.enlivyUnexpected.title'),
        message: say('error.enlivySchema.message'),
        hint: say('error.enlivySchema.hint'),
        reference,
      };
    case 'unexpected_content':
      return {
        title: say('error.enlivyUnexpected.title'),
        message: say('error.enlivyContent.message'),
        hint: say('error.enlivyContent.hint'),
        reference,
      };
  }
}

/** A 403 for a scope the workspace's Enlivy authorization does not include. */
function missingScope(scope: string, reference: string, say: Say): UserError {
  const purpose = scopePurpose(scope, say);
  return {
    title: say('error.missingScope.title'),
    message: say('error.missingScope.message', { purpose, scope }),
    hint: say('error.missingScope.hint', { purpose }),
    reference,
  };
}
