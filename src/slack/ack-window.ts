import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { currentScope, runInScope } from '../platform/request-context.js';

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

export function runInAckWindow<T>(window: AckWindow, work: () => T): T {
  return runInScope({ ackWindow: window }, work);
}

export function currentAckWindow(): AckWindow | undefined {
  return currentScope()?.ackWindow;
}

/**
 * A Bolt global middleware that acks, empty, a request no listener acked once every listener is
 * done (or one failed): an interaction nobody handles gets its 200 at once, not when the receiver's unhandled
 * request timer runs out. Events are acked by Bolt itself and pass through.
 */
export const ackWhatNoListenerAcked: Middleware<AnyMiddlewareArgs> = async (args) => {
  try {
    await args.next();
  } finally {
    const window = currentAckWindow();
    if ('ack' in args && args.ack !== undefined && window !== undefined && !window.answered)
      await args.ack();
  }
};
