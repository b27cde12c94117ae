import {
  EnlivyAuthenticationError,
  type EnlivyError,
  EnlivyForbiddenError,
  EnlivyHttpError,
  EnlivyNotFoundError,
  EnlivyRateLimitError,
  EnlivyServerError,
  EnlivyValidationError,
} from './errors.js';

const MAX_MESSAGE_LENGTH = 300;

/** Removes a secret from text that came from the server, so it can never reach a log. */
export type Redact = (text: string) => string;

export function makeRedactor(token: string | undefined): Redact {
  if (!token) return (text) => text;
  // A Sanctum token is `<n>|<secret>`; the secret alone must not leak either.
  const secrets = [token, token.split('|').slice(1).join('|')].filter((s) => s.length >= 6);
  return (text) => secrets.reduce((acc, secret) => acc.replaceAll(secret, '[redacted]'), text);
}

function clean(text: string, redact: Redact): string {
  const oneLine = redact(text).replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE_LENGTH
    ? `${oneLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…`
    : oneLine;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(status: number, body: unknown, redact: Redact): string {
  const text = isRecord(body) ? (body.message ?? body.error_description) : undefined;
  if (typeof text === 'string') {
    const message = clean(text, redact);
    if (message) return message;
  }
  return `Enlivy answered HTTP ${status}`;
}

function fieldErrorsOf(body: unknown, redact: Redact): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isRecord(body) || !isRecord(body.errors)) return out;
  for (const [field, value] of Object.entries(body.errors)) {
    const list = Array.isArray(value) ? value : [value];
    const messages = list
      .filter((m): m is string => typeof m === 'string')
      .map((m) => clean(m, redact));
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}

/** Seconds from a numeric Retry-After header; the HTTP-date form is ignored. */
export function parseRetryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

/** Maps a non-2xx answer to its typed error (contract §3). `body` is the parsed JSON or undefined. */
export function errorFromResponse(
  status: number,
  body: unknown,
  retryAfterHeader: string | string[] | undefined,
  redact: Redact,
): EnlivyError {
  const message = messageOf(status, body, redact);
  switch (status) {
    case 401:
      return new EnlivyAuthenticationError(message, status);
    case 403:
      return new EnlivyForbiddenError(message, status);
    case 404:
      return new EnlivyNotFoundError(message, status);
    case 422:
      return new EnlivyValidationError(message, fieldErrorsOf(body, redact), status);
    case 429:
      return new EnlivyRateLimitError(message, parseRetryAfter(retryAfterHeader));
    default:
      return status >= 500
        ? new EnlivyServerError(message, status)
        : new EnlivyHttpError(message, status);
  }
}

/**
 * Notes what OAuth says about a failure: the body's RFC 6749 `error` code, and for a 403 the
 * scope RFC 6750's `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` names.
 */
export function annotateOAuth(
  error: EnlivyError,
  body: unknown,
  wwwAuthenticate: string | string[] | undefined,
): EnlivyError {
  if (isRecord(body) && typeof body.error === 'string' && /^[a-z_]{1,64}$/.test(body.error)) {
    error.oauthError = body.error;
  }
  const header = Array.isArray(wwwAuthenticate) ? wwwAuthenticate.join(', ') : wwwAuthenticate;
  if (header !== undefined && /error="insufficient_scope"/.test(header)) {
    const scope = /scope="([A-Za-z0-9:_ .-]{1,200})"/.exec(header)?.[1];
    if (scope !== undefined) error.requiredScope = scope;
  }
  return error;
}
