import { currentScope, runInScope, type WriteJournal } from '../platform/request-context.js';

export type { WriteJournal };

/** Runs `work` (and everything it awaits) with a fresh journal. */
export function withWriteJournal<T>(work: () => T): T {
  return runInScope({ journal: { mayHaveChanged: false } }, work);
}

/** The journal of the work running now, if any. */
export function currentJournal(): WriteJournal | undefined {
  return currentScope()?.journal;
}
