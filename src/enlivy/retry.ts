import {
  EnlivyAbortedError,
  type EnlivyError,
  EnlivyNetworkError,
  EnlivyRateLimitError,
  EnlivyServerError,
  EnlivyTimeoutError,
} from './errors.js';

const RETRYABLE_SERVER_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 2_000;

/**
 * Which failures of an idempotent call are worth another attempt. Timeouts are not: the user
 * already waited the whole timeout once. Downloads retry connection failures only.
 */
export function isRetryable(error: EnlivyError, mode: 'json' | 'download'): boolean {
  if (error instanceof EnlivyAbortedError) return false;
  if (error instanceof EnlivyNetworkError) return true;
  if (mode === 'download') return false;
  if (error instanceof EnlivyRateLimitError) return true;
  return error instanceof EnlivyServerError && RETRYABLE_SERVER_STATUSES.has(error.status ?? 0);
}

/**
 * Delay before retry `attempt` (0-based): min(2 s, 0.5 s·2^n) with jitter in [0.5, 1]; a numeric
 * Retry-After raises it, up to `retryAfterCapMs`.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  retryAfterCapMs: number,
  random: () => number,
): number {
  const backoff = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** attempt);
  const delay = backoff * (0.5 + 0.5 * random());
  if (retryAfterSeconds === undefined) return delay;
  return Math.max(delay, Math.min(retryAfterCapMs, retryAfterSeconds * 1_000));
}

/**
 * A write that ended like this may or may not have been applied: no answer (timeout, broken
 * connection) or a server error. Callers read the resource back instead of saying "failed".
 */
export function isUnknownOutcome(error: unknown): error is EnlivyError {
  // A call cut off by shutdown is told by the shutdown path, which knows what was sent.
  if (error instanceof EnlivyAbortedError) return false;
  return (
    error instanceof EnlivyTimeoutError ||
    error instanceof EnlivyNetworkError ||
    error instanceof EnlivyServerError
  );
}
