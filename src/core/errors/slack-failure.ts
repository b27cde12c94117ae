import type { UserError } from '../../platform/app-error.js';

/** The reference itself is shown once, next to the hint (see core/error-views.ts). */
export const KEEPS_HAPPENING = 'If it keeps happening, give an admin the reference.';

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
  // The person is gone from Slack, or Slack does not show them to this app: nothing of ours.
  user_not_found: {
    message: 'Slack could not find that person, or does not show them to this app.',
    hint: 'Check who you meant; people from other organizations may be hidden from apps.',
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

export function fromSlackError(failure: SlackFailure, reference: string): UserError {
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

export function slackLevel(failure: SlackFailure): 'warn' | 'error' {
  if (failure.kind === 'rate_limited') return 'warn';
  if (failure.kind !== 'platform') return 'error';
  return knownSlackError(safeSlackCode(failure.error))?.userFixable === true ? 'warn' : 'error';
}
