import { currentScope, runInScope } from '../platform/request-context.js';

/**
 * Whether a piece of work (one Slack request's listener run) has sent Enlivy a write that may
 * have been applied, so that a call cut off at shutdown can say truthfully whether anything
 * changed. Work outside a journal (none entered) counts only its own call.
 */
export interface WriteJournal {
  mayHaveChanged: boolean;
}

/** Runs `work` (and everything it awaits) with a fresh journal. */
export function withWriteJournal<T>(work: () => T): T {
  return runInScope({ journal: { mayHaveChanged: false } }, work);
}

/** The journal of the work running now, if any. */
export function currentJournal(): WriteJournal | undefined {
  return currentScope()?.journal;
}
