import { currentScope, runInScope, type WriteJournal } from '../platform/request-context.js';
import { EnlivyError } from './errors.js';
import type { HttpMethod } from './request.js';

export type { WriteJournal };

/** Runs `work` (and everything it awaits) with a fresh journal. */
export function withWriteJournal<T>(work: () => T): T {
  return runInScope({ journal: { mayHaveChanged: false } }, work);
}

/** The journal of the work running now, if any. */
export function currentJournal(): WriteJournal | undefined {
  return currentScope()?.journal;
}

/**
 * Notes in the running work's journal a write Enlivy may have applied: one that succeeded or
 * whose outcome is unknown. A 4xx answer is a refusal: nothing was changed.
 */
export function journaled<T>(method: HttpMethod, call: Promise<T>): Promise<T> {
  const journal = currentJournal();
  if (method === 'GET' || journal === undefined) return call;
  return call.then(
    (value) => {
      journal.mayHaveChanged = true;
      return value;
    },
    (err: unknown) => {
      const status = err instanceof EnlivyError ? err.status : undefined;
      const refused = status !== undefined && status >= 400 && status < 500;
      if (!refused) journal.mayHaveChanged = true;
      throw err;
    },
  );
}
