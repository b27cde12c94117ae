import { randomBytes } from 'node:crypto';
import {
  EnlivyAbortedError,
  type EnlivyError,
  EnlivyRateLimitError,
  EnlivyTimeoutError,
  EnlivyValidationError,
  isEnlivyError,
} from '../enlivy/errors.js';
import { type Logger, safeError, scrubSecrets } from '../platform/logging/logger.js';
import { currentTrace } from '../platform/request-context.js';
import { scopePurpose } from './oauth/scopes.js';

/**
 * Errors reach users in one place: `toUserError` turns anything thrown into what happened, what
 * to do, and (for unexpected failures only) a reference id; `logFailure` writes the one log line
 * carrying that reference. Routine refusals (a missing role, no connection, a typo) are answers,
 * not failures: no reference, and one info line without a stack.
 */
/** What people are told when the app's own store does not answer. */
export const STORE_UNAVAILABLE_MESSAGE = 'Enlivy for Slack cannot reach its storage right now.';

export type AppErrorCode =
  | 'not_connected'
  | 'connection_expired'
  | 'forbidden_role'
  | 'bad_input'
  | 'not_found'
  | 'ambiguous'
  | 'slack_error'
  | 'store_corrupt'
  | 'store_unavailable'
  | 'not_changed'
  | 'outcome_unknown'
  | 'busy'
  | 'internal';

export interface AppErrorDetails {
  /** forbidden_role: the role the action needs. */
  requiredRole?: 'admin' | 'editor' | 'viewer';
  /** ambiguous: what the input matched (display names), shown to the user. */
  candidates?: readonly string[];
  /** slack_error: the Web API error string, e.g. `not_in_channel`. */
  slackError?: string;
  /** bad_input: field → message, shown next to modal inputs. */
  fields?: Readonly<Record<string, string>>;
  /** Overrides the default "what to do" line. Must be user-safe. */
  hint?: string;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: AppErrorDetails;

  /** `message` is shown to users as is: keep it short, specific and free of secrets. */
  constructor(code: AppErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** The "store did not answer" error in `err`'s chain (Bolt and @slack/oauth wrap it twice). */
export function storeUnavailableIn(err: unknown): AppError | undefined {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    if (e instanceof AppError) return e.code === 'store_unavailable' ? e : undefined;
    const wrapped = e as { original?: unknown; cause?: unknown };
    e = wrapped.original ?? wrapped.cause;
  }
  return undefined;
}

export interface UserError {
  title: string;
  message: string;
  hint: string;
  /** Only for unexpected failures: routine refusals have nothing for an admin to look up. */
  reference?: string;
  fields?: Record<string, string>;
}

/** AppError codes that are the app answering the user as designed, not something going wrong. */
const ROUTINE_CODES: ReadonlySet<AppErrorCode> = new Set([
  'not_connected',
  'forbidden_role',
  'bad_input',
  'not_found',
  'ambiguous',
]);

export function isRoutineRefusal(err: unknown): err is AppError {
  return err instanceof AppError && ROUTINE_CODES.has(err.code);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference like `E-7K2Q9P`: 6 Crockford base32 characters (30 random bits). */
export function newReferenceId(): string {
  const bytes = randomBytes(6);
  let id = '';
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return `E-${id}`;
}

const RECONNECT = 'An admin can reconnect with `/enlivy connect`.';

/** The reference itself is shown once, next to the hint (see views/errors.ts). */
const KEEPS_HAPPENING = 'If it keeps happening, give an admin the reference.';

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
function interruptionOf(err: unknown, depth = 0): EnlivyAbortedError | undefined {
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
    hint: 'Check with `/enlivy list` (or `/enlivy invoice ID` for an invoice) before you run it again.',
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
          title: 'Check your input',
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

/** What we know about a failure from @slack/web-api (duck-typed: no import of its classes). */
export type SlackFailure =
  | { kind: 'platform'; error: string }
  | { kind: 'rate_limited'; retryAfter: number | undefined }
  | { kind: 'request' }
  | { kind: 'http'; status: number | undefined };

export function slackErrorOf(err: unknown): SlackFailure | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const e = err as {
    code?: unknown;
    data?: { error?: unknown };
    retryAfter?: unknown;
    statusCode?: unknown;
  };
  switch (e.code) {
    case 'slack_webapi_platform_error':
      return {
        kind: 'platform',
        error: typeof e.data?.error === 'string' ? e.data.error : 'unknown_error',
      };
    case 'slack_webapi_rate_limited_error':
      return {
        kind: 'rate_limited',
        retryAfter: typeof e.retryAfter === 'number' ? e.retryAfter : undefined,
      };
    case 'slack_webapi_request_error':
      return { kind: 'request' };
    case 'slack_webapi_http_error':
      return { kind: 'http', status: typeof e.statusCode === 'number' ? e.statusCode : undefined };
    default:
      return undefined;
  }
}

/** Slack errors a user can fix (warn); anything else is ours to look at (error). */
const SLACK_PLATFORM_ERRORS: Record<
  string,
  { message: string; hint: string; userFixable: boolean }
> = {
  not_in_channel: {
    message: 'The app is not a member of this channel.',
    hint: 'Invite the app to the channel with `/invite @enlivy`, then try again.',
    userFixable: true,
  },
  channel_not_found: {
    message: 'Slack could not find that channel, or the app cannot see it.',
    hint: 'For a private channel, invite the app first with `/invite @enlivy`; otherwise pick another channel.',
    userFixable: true,
  },
  is_archived: {
    message: 'That channel is archived.',
    hint: 'Unarchive it or pick another channel.',
    userFixable: true,
  },
  missing_scope: {
    message: 'The app lacks a Slack permission this needs.',
    hint: 'A Slack admin can reinstall the app to grant it.',
    userFixable: false,
  },
  not_authed: {
    message: "Slack no longer accepts this app's token for the workspace.",
    hint: 'A Slack admin can reinstall the app.',
    userFixable: false,
  },
  ratelimited: {
    message: 'Slack is limiting how fast the app may act.',
    hint: 'Try again in a minute.',
    userFixable: true,
  },
  expired_trigger_id: {
    message: 'Slack closed the window for opening this dialog.',
    hint: 'Run the command or click the button again.',
    userFixable: true,
  },
  msg_too_long: {
    message: 'The message is longer than Slack allows.',
    hint: 'Narrow it down (for example with filters) and try again.',
    userFixable: true,
  },
  cant_invite_self: {
    message: 'The app cannot invite itself to that channel.',
    hint: 'Invite it with `/invite @enlivy` from the channel.',
    userFixable: true,
  },
};
SLACK_PLATFORM_ERRORS.invalid_trigger_id = SLACK_PLATFORM_ERRORS.expired_trigger_id!;
SLACK_PLATFORM_ERRORS.rate_limited = SLACK_PLATFORM_ERRORS.ratelimited!;
SLACK_PLATFORM_ERRORS.user_not_in_channel = SLACK_PLATFORM_ERRORS.not_in_channel!;
for (const revoked of ['invalid_auth', 'token_revoked', 'token_expired', 'account_inactive']) {
  SLACK_PLATFORM_ERRORS[revoked] = SLACK_PLATFORM_ERRORS.not_authed!;
}

function knownSlackError(code: string) {
  return Object.hasOwn(SLACK_PLATFORM_ERRORS, code) ? SLACK_PLATFORM_ERRORS[code] : undefined;
}

/** Slack's error strings are short snake_case codes; anything else is not shown. */
function safeSlackCode(code: string): string {
  return /^[a-z0-9_.]{1,64}$/.test(code) ? code : 'unknown_error';
}

function fromSlackError(failure: SlackFailure, reference: string): UserError {
  switch (failure.kind) {
    case 'platform': {
      const code = safeSlackCode(failure.error);
      const known = knownSlackError(code);
      if (known !== undefined) {
        return { title: 'Slack refused', message: known.message, hint: known.hint, reference };
      }
      return {
        title: 'Slack refused',
        message: `Slack refused the request (\`${code}\`).`,
        hint: `Try again. ${KEEPS_HAPPENING}`,
        reference,
      };
    }
    case 'rate_limited':
      return {
        title: 'Slack is busy',
        message: 'Slack is limiting how fast the app may act.',
        hint:
          failure.retryAfter === undefined
            ? 'Try again in a minute.'
            : `Try again in ${failure.retryAfter} ${failure.retryAfter === 1 ? 'second' : 'seconds'}.`,
        reference,
      };
    case 'request':
      return {
        title: 'Could not reach Slack',
        message: 'The app could not reach Slack.',
        hint: `Try again in a minute. ${KEEPS_HAPPENING}`,
        reference,
      };
    case 'http':
      return {
        title: 'Slack had a problem',
        message: `Slack had a problem (HTTP ${failure.status ?? 'error'}).`,
        hint: `Try again in a minute. ${KEEPS_HAPPENING}`,
        reference,
      };
  }
}

export type FailureLevel = 'warn' | 'error';

/** warn: the user, their input, Enlivy's 4xx or a fixable Slack error. error: ours or a 5xx/outage. */
export function failureLevel(err: unknown): FailureLevel {
  if (interruptionOf(err) !== undefined) return 'warn';
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

function slackLevel(failure: SlackFailure): FailureLevel {
  if (failure.kind === 'rate_limited') return 'warn';
  if (failure.kind !== 'platform') return 'error';
  return knownSlackError(safeSlackCode(failure.error))?.userFixable === true ? 'warn' : 'error';
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
 * what to tell the user, both carrying the same reference id (none for a routine refusal).
 */
export function recordFailure(
  logger: Logger,
  err: unknown,
  context: Record<string, unknown> = {},
): UserError {
  const reference = newReferenceId();
  logFailure(logger, err, reference, context);
  const trace = currentTrace();
  if (trace !== undefined) trace.outcome = isRoutineRefusal(err) ? 'refused' : 'failed';
  return toUserError(err, reference);
}
