import { endpointLabel, metrics, secondsSince } from '../platform/metrics.js';
import {
  EnlivyAbortedError,
  EnlivyError,
  EnlivyNetworkError,
  EnlivyRateLimitError,
  EnlivyServerError,
  EnlivyTimeoutError,
} from './errors.js';
import type { HttpMethod } from './request.js';

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

export interface RetryPolicy {
  /** Retries of safe calls (GET, and writes carrying an Idempotency-Key). */
  maxRetries: number;
  /** Upper bound for honouring Retry-After. */
  retryAfterCapMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/** Retry-After seconds seen on a failed answer, for the backoff of the next attempt. */
const retryAfterOf = new WeakMap<EnlivyError, number>();

export function rememberRetryAfter(error: EnlivyError, seconds: number | undefined): void {
  if (seconds !== undefined) retryAfterOf.set(error, seconds);
}

/** Called with the HTTP status as soon as an attempt's answer arrives (for the metrics). */
export type NoteStatus = (status: number) => void;

/** Runs attempts until one succeeds or a failure is final; only safe calls are repeated. */
export async function withRetries<T>(
  policy: RetryPolicy,
  req: { method: HttpMethod; path: string; idempotencyKey?: string },
  mode: 'json' | 'download',
  attempt: (noteStatus: NoteStatus) => Promise<T>,
): Promise<T> {
  const safe = req.method === 'GET' || req.idempotencyKey !== undefined;
  const labels = { method: req.method, endpoint: endpointLabel(req.path) };
  for (let retry = 0; ; retry++) {
    if (retry > 0) metrics.enlivyRetries.inc(labels);
    try {
      return await measured(labels, attempt);
    } catch (err) {
      const retryable = err instanceof EnlivyError && safe && isRetryable(err, mode);
      if (!retryable || retry >= policy.maxRetries) throw err;
      await policy.sleep(
        retryDelayMs(retry, retryAfterOf.get(err), policy.retryAfterCapMs, policy.random),
      );
    }
  }
}

/** One attempt, counted by its status (or how it failed without one) and timed. */
async function measured<T>(
  labels: { method: HttpMethod; endpoint: string },
  attempt: (noteStatus: NoteStatus) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let status: string | undefined;
  try {
    return await attempt((code) => {
      status = String(code);
    });
  } catch (err) {
    status ??=
      err instanceof EnlivyTimeoutError
        ? 'timeout'
        : err instanceof EnlivyAbortedError
          ? 'aborted'
          : 'network';
    throw err;
  } finally {
    metrics.enlivyRequests.inc({ ...labels, status: status ?? 'unknown' });
    metrics.enlivySeconds.observe(labels, secondsSince(started));
  }
}
