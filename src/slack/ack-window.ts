import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { type AckWindow, currentScope, runInScope } from '../platform/request-context.js';

export function runInAckWindow<T>(window: AckWindow, work: () => T): T {
  return runInScope({ ackWindow: window }, work);
}

export function currentAckWindow(): AckWindow | undefined {
  return currentScope()?.ackWindow;
}

/**
 * A Bolt global middleware that acks, empty, a request no listener acked once every listener is
 * done (or one failed): an id no feature registers (an old message's button, a retired form)
 * gets its 200 at once, not when the receiver's unhandled request timer runs out. Events are
 * acked by Bolt itself and pass through.
 */
export const ackWhatNoListenerAcked: Middleware<AnyMiddlewareArgs> = async (args) => {
  try {
    await args.next();
  } finally {
    const window = currentAckWindow();
    if ('ack' in args && args.ack !== undefined && window !== undefined && !window.answered) {
      // An options request nobody answers gets an empty list, the one answer Slack reads there.
      if ('options' in args) await args.ack({ options: [] });
      else await args.ack();
    }
  }
};
