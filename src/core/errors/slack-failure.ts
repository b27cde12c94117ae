import type { UserError } from '../../platform/app-error.js';
import type { Copy } from '../../platform/i18n/index.js';
import type { CommonCopy } from '../copy/index.js';

type SlackErrorKey =
  | 'notInChannel'
  | 'channelNotFound'
  | 'isArchived'
  | 'missingScope'
  | 'notAuthed'
  | 'ratelimited'
  | 'expiredTriggerId'
  | 'msgTooLong'
  | 'userNotFound'
  | 'cantInviteSelf';

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

/** Slack errors a user can fix (warn); anything else is ours to look at (error). Text: `error.slack.CODE.*`. */
const SLACK_PLATFORM_ERRORS: Record<string, { key: SlackErrorKey; userFixable: boolean }> = {
  not_in_channel: { key: 'notInChannel', userFixable: true },
  channel_not_found: { key: 'channelNotFound', userFixable: true },
  is_archived: { key: 'isArchived', userFixable: true },
  missing_scope: { key: 'missingScope', userFixable: false },
  not_authed: { key: 'notAuthed', userFixable: false },
  ratelimited: { key: 'ratelimited', userFixable: true },
  expired_trigger_id: { key: 'expiredTriggerId', userFixable: true },
  msg_too_long: { key: 'msgTooLong', userFixable: true },
  // The person is gone from Slack, or Slack does not show them to this app: nothing of ours.
  user_not_found: { key: 'userNotFound', userFixable: true },
  cant_invite_self: { key: 'cantInviteSelf', userFixable: true },
};
SLACK_PLATFORM_ERRORS.invalid_trigger_id = SLACK_PLATFORM_ERRORS.expired_trigger_id!;
SLACK_PLATFORM_ERRORS.rate_limited = SLACK_PLATFORM_ERRORS.ratelimited!;
SLACK_PLATFORM_ERRORS.user_not_in_channel = SLACK_PLATFORM_ERRORS.not_in_channel!;
SLACK_PLATFORM_ERRORS.user_not_visible = SLACK_PLATFORM_ERRORS.user_not_found!;
for (const revoked of ['invalid_auth', 'token_revoked', 'token_expired', 'account_inactive']) {
  SLACK_PLATFORM_ERRORS[revoked] = SLACK_PLATFORM_ERRORS.not_authed!;
}

export function knownSlackError(code: string) {
  return Object.hasOwn(SLACK_PLATFORM_ERRORS, code) ? SLACK_PLATFORM_ERRORS[code] : undefined;
}

/** Slack's error strings are short snake_case codes; anything else is not shown. */
export function safeSlackCode(code: string): string {
  return /^[a-z0-9_.]{1,64}$/.test(code) ? code : 'unknown_error';
}

export function fromSlackError(
  failure: SlackFailure,
  reference: string,
  say: Copy<CommonCopy>,
): UserError {
  // The reference itself is shown once, next to the hint (see core/error-views.ts).
  const keepsHappening = say('error.hint.keepsHappening');
  switch (failure.kind) {
    case 'platform': {
      const code = safeSlackCode(failure.error);
      const known = knownSlackError(code);
      if (known !== undefined) {
        return {
          title: say('error.slackRefused.title'),
          message: say(`error.slack.${known.key}.message`),
          hint: say(`error.slack.${known.key}.hint`),
          reference,
        };
      }
      return {
        title: say('error.slackRefused.title'),
        message: say('error.slackRefused.message', { code }),
        hint: `${say('error.hint.tryAgain')} ${keepsHappening}`,
        reference,
      };
    }
    case 'rate_limited':
      return {
        title: say('error.slackBusy.title'),
        message: say('error.slack.ratelimited.message'),
        hint:
          failure.retryAfter === undefined
            ? say('error.hint.tryAgainInAMinute')
            : say('error.hint.tryAgainInSeconds', { count: failure.retryAfter }),
        reference,
      };
    case 'request':
      return {
        title: say('error.slackUnreachable.title'),
        message: say('error.slackUnreachable.message'),
        hint: `${say('error.hint.tryAgainInAMinute')} ${keepsHappening}`,
        reference,
      };
    case 'http':
      return {
        title: say('error.slackHttp.title'),
        message: say('error.slackHttp.message', { status: failure.status ?? 'error' }),
        hint: `${say('error.hint.tryAgainInAMinute')} ${keepsHappening}`,
        reference,
      };
  }
}

export function slackLevel(failure: SlackFailure): 'warn' | 'error' {
  if (failure.kind === 'rate_limited') return 'warn';
  if (failure.kind !== 'platform') return 'error';
  return knownSlackError(safeSlackCode(failure.error))?.userFixable === true ? 'warn' : 'error';
}
