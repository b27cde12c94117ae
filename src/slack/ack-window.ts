import { currentScope, runInScope } from '../request-context.js';

/**
 * The time between a Slack request arriving and its ack. Slack waits 3 s; the store may take
 * longer when it is down (Redis gives up connecting after 2 s). So store work on the ack path
 * (Bolt's installation lookup, the replay record) runs through `beforeAck`: past the budget,
 * Slack gets its ack first and the work goes on.
 */
export interface AckWindow {
  /**
   * How much longer, in total, the ack may wait for the store (ms). Only time spent waiting on
   * the store counts, so a busy event loop elsewhere does not look like a slow store.
   */
  storeBudgetMs: number;
  /** True once Slack has its answer. */
  readonly answered: boolean;
  /** True when Slack was told this request did not run: its listeners must not run it. */
  readonly superseded: boolean;
  /**
   * Answers Slack now, before the store answered: an empty ack, or for a modal submission an
   * error next to its first field (the form stays open with what was typed, and the submission
   * is not run). Later acks are ignored. No-op when already answered.
   */
  answerBeforeStore(reference?: string): void;
}

export function runInAckWindow<T>(window: AckWindow, work: () => Promise<T>): Promise<T> {
  return runInScope({ ackWindow: window }, work);
}

export function currentAckWindow(): AckWindow | undefined {
  return currentScope()?.ackWindow;
}

/** Awaits store work on the ack path; once the budget is spent, Slack is answered meanwhile. */
export async function beforeAck<T>(work: Promise<T>): Promise<T> {
  const window = currentScope()?.ackWindow;
  if (window === undefined || window.answered) return work;
  const started = Date.now();
  const timer = setTimeout(() => window.answerBeforeStore(), Math.max(0, window.storeBudgetMs));
  try {
    return await work;
  } finally {
    clearTimeout(timer);
    window.storeBudgetMs -= Date.now() - started;
  }
}
