/**
 * Typed errors for every way a call to Enlivy can fail. Messages are short, safe to show and
 * never contain a token, a request body or a raw HTTP body dump.
 */
export type EnlivyErrorKind =
  | 'authentication'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'schema'
  | 'unexpected_content';

export abstract class EnlivyError extends Error {
  abstract readonly kind: EnlivyErrorKind;
  /** HTTP status when Enlivy answered; undefined for network, timeout. */
  readonly status: number | undefined;
  /** The OAuth error code of the body (RFC 6749 §5.2), e.g. `invalid_grant`. */
  oauthError: string | undefined;
  /** The scope a 403 said the token lacks (RFC 6750 `insufficient_scope`). */
  requiredScope: string | undefined;

  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
  }
}

/** 401: the token is missing, wrong or expired. */
export class EnlivyAuthenticationError extends EnlivyError {
  readonly kind = 'authentication' as const;
}

/** 403: the token may not touch this organization, or the plan does not allow the action. */
export class EnlivyForbiddenError extends EnlivyError {
  readonly kind = 'forbidden' as const;
}

/** 404: the record does not exist (or no longer exists). */
export class EnlivyNotFoundError extends EnlivyError {
  readonly kind = 'not_found' as const;
}

/** 422: Enlivy refused the input; `fieldErrors` maps field names to messages. */
export class EnlivyValidationError extends EnlivyError {
  readonly kind = 'validation' as const;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

  constructor(message: string, fieldErrors: Record<string, readonly string[]> = {}, status = 422) {
    super(message, status);
    this.fieldErrors = fieldErrors;
  }
}

/** 429: too many requests; `retryAfterSeconds` from the Retry-After header when numeric. */
export class EnlivyRateLimitError extends EnlivyError {
  readonly kind = 'rate_limited' as const;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 5xx: Enlivy failed. */
export class EnlivyServerError extends EnlivyError {
  readonly kind = 'server' as const;
}

/** Any other 4xx (400, 402, 409, …). */
export class EnlivyHttpError extends EnlivyError {
  readonly kind = 'http' as const;
}

/** The connection failed before an answer arrived (DNS, refused, reset). */
export class EnlivyNetworkError extends EnlivyError {
  readonly kind = 'network' as const;
}

/** No answer within the configured timeout. */
export class EnlivyTimeoutError extends EnlivyError {
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;

  constructor(message: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(message, undefined, options);
    this.timeoutMs = timeoutMs;
  }
}

/** A 2xx answer whose body is not what the contract promises. */
export class EnlivySchemaError extends EnlivyError {
  readonly kind = 'schema' as const;
  /** Where the body went wrong, e.g. `data.events.0.event: expected string`. Never the body itself. */
  readonly issues: readonly string[];

  constructor(message: string, issues: readonly string[], status?: number) {
    super(message, status);
    this.issues = issues;
  }
}

/** A download answered with something other than the requested file type. */
export class EnlivyUnexpectedContentError extends EnlivyError {
  readonly kind = 'unexpected_content' as const;
  readonly contentType: string | undefined;

  constructor(message: string, contentType: string | undefined, status?: number) {
    super(message, status);
    this.contentType = contentType;
  }
}

export function isEnlivyError(err: unknown): err is EnlivyError {
  return err instanceof EnlivyError;
}

/**
 * The app stopped before Enlivy answered: shutdown cut the call off at the end of its drain
 * window. It is a network error to every caller (the outcome of a write is unknown, so write
 * handlers take their unknown-outcome path); src/core/errors/ tells the user the app restarted.
 */
export class EnlivyAbortedError extends EnlivyNetworkError {
  /** The method of the call that was cut off. */
  readonly method: string;
  /**
   * False only when the call was a read and the work it belonged to had sent no write that
   * Enlivy may have applied: then, and only then, nothing was changed.
   */
  readonly mayHaveChanged: boolean;

  constructor(method: string, mayHaveChanged: boolean) {
    super('The app stopped before Enlivy answered');
    this.method = method;
    this.mayHaveChanged = mayHaveChanged;
  }
}
