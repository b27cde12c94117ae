import { setMaxListeners } from 'node:events';
import {
  EnlivyAbortedError,
  EnlivyError,
  EnlivyNetworkError,
  EnlivyTimeoutError,
} from './errors.js';
import type { HttpMethod } from './request.js';
import { currentJournal, type WriteJournal } from './write-journal.js';

/** How long an attempt may take, and the switch that ends every attempt at shutdown. */
export interface Deadline {
  timeoutMs: number;
  /** Aborted by interrupt(); one per client, shared with the withToken clients. */
  interrupted: AbortController;
}

/**
 * Every call in flight listens on this one signal (the failure watch alone runs dozens at
 * once): no listener limit, so Node does not warn about a leak that is not one.
 */
export function interruptController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/**
 * Runs one attempt under the timeout and the client's interrupt; transport failures become
 * typed errors.
 */
export async function withTimeout<T>(
  deadline: Deadline,
  method: HttpMethod,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const journal = currentJournal();
  if (deadline.interrupted.signal.aborted) throw abortedError(method, journal);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onInterrupt: (() => void) | undefined;
  const cutOff = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeoutError(deadline.timeoutMs));
      controller.abort();
    }, deadline.timeoutMs);
    onInterrupt = () => {
      reject(abortedError(method, journal));
      controller.abort();
    };
    deadline.interrupted.signal.addEventListener('abort', onInterrupt, { once: true });
  });
  const guarded = work(controller.signal).catch((err: unknown) => {
    throw transportError(err, controller.signal, deadline.timeoutMs);
  });
  try {
    return await Promise.race([guarded, cutOff]);
  } finally {
    clearTimeout(timer);
    if (onInterrupt) deadline.interrupted.signal.removeEventListener('abort', onInterrupt);
  }
}

function abortedError(method: HttpMethod, journal: WriteJournal | undefined): EnlivyAbortedError {
  return new EnlivyAbortedError(method, method !== 'GET' || journal?.mayHaveChanged === true);
}

function timeoutError(timeoutMs: number, cause?: unknown): EnlivyTimeoutError {
  return new EnlivyTimeoutError(`Enlivy did not answer within ${timeoutMs} ms`, timeoutMs, {
    cause,
  });
}

const UNDICI_TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function transportError(err: unknown, signal: AbortSignal, timeoutMs: number): unknown {
  if (err instanceof EnlivyError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (signal.aborted || (typeof code === 'string' && UNDICI_TIMEOUT_CODES.has(code))) {
    return timeoutError(timeoutMs, err);
  }
  const detail = typeof code === 'string' && /^[A-Z0-9_]+$/.test(code) ? ` (${code})` : '';
  return new EnlivyNetworkError(`Could not reach Enlivy${detail}`, undefined, { cause: err });
}
