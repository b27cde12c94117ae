import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';

/**
 * What follows one request through everything it awaits: its id (on every log line, sent to
 * Enlivy as X-Request-Id), its ack window and its write journal. One AsyncLocalStorage for all
 * of them: each store costs a copy per promise created, on every request.
 */
export interface RequestScope {
  trace?: RequestTrace;
  ackWindow?: AckWindow;
  journal?: WriteJournal;
  /**
   * The language of the person the work is for, sent to Enlivy as Accept-Language; resolved on
   * the first Enlivy call (it may ask Slack), once.
   */
  language?: () => Promise<string>;
}

/**
 * The time between a Slack request arriving and its HTTP answer (the ack), as seen by what runs
 * inside it. Slack waits 3 s; the store may take longer when it is down.
 */
export interface AckWindow {
  /** True once Slack has its answer. */
  readonly answered: boolean;
  /**
   * Called when the store failed a request before any listener could ack it. A modal submission
   * gets an error next to its first field (the form stays open with what was typed, and the
   * submission is not run); anything else gets Bolt's own empty ack. No-op when answered.
   */
  answerBeforeStore(reference?: string): void;
}

/**
 * Why a form submission was answered without running: the store did not answer in time, or
 * nothing acked it within Slack's window (a store or Slack call still waiting before the ack).
 */
export type SubmissionNotRunReason = 'store' | 'late';

/**
 * Whether a piece of work (one Slack request's listener run) has sent Enlivy a write that may
 * have been applied, so that a call cut off at shutdown can say truthfully whether anything
 * changed. Work outside a journal (none entered) counts only its own call.
 */
export interface WriteJournal {
  mayHaveChanged: boolean;
}

/** Shared (by reference) by everything one request runs, including the work after its ack. */
export interface RequestTrace {
  readonly id: string;
  /** performance.now() when the request arrived. */
  readonly receivedAt: number;
  /** What kind of Slack request it is (a metric label), once its body was read. */
  kind?: string;
  /** Set once something the user can see was shown (the first answer's time is measured once). */
  answered: boolean;
  /** Set by the failure path: how the request ended for its user, when not well. */
  outcome?: 'refused' | 'failed';
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `patch` on top of the current scope (the rest is inherited). */
export function runInScope<T>(patch: RequestScope, work: () => T): T {
  const parent = scope.getStore();
  return scope.run(parent === undefined ? patch : { ...parent, ...patch }, work);
}

export function currentScope(): RequestScope | undefined {
  return scope.getStore();
}

/** Runs `work` for someone who reads `language`: every Enlivy call in it says so. */
export function inLanguage<T>(language: () => Promise<string>, work: () => T): T {
  return runInScope({ language }, work);
}

export function currentTrace(): RequestTrace | undefined {
  return scope.getStore()?.trace;
}

export function newTrace(id: string, receivedAt = performance.now()): RequestTrace {
  return { id, receivedAt, answered: false };
}

/**
 * A Slack request's id, the same on every instance that sees it and on Slack's retries of it
 * with the same signature: `<timestamp>-<first 10 characters of the signature's hash>`. The hash
 * (not the signature) so nothing a verifier could reuse is logged. Generated when not signed.
 */
export function slackRequestId(timestamp: unknown, signature: unknown): string {
  if (
    typeof timestamp !== 'string' ||
    typeof signature !== 'string' ||
    !/^\d{1,12}$/.test(timestamp)
  )
    return generatedRequestId();
  const hash = createHash('sha256').update(signature).digest('base64url').slice(0, 10);
  return `${timestamp}-${hash}`;
}

/** `r-` and 12 random base64url characters (72 bits). */
export function generatedRequestId(): string {
  return `r-${randomBytes(9).toString('base64url')}`;
}
