/**
 * What features do with work still running when the app stops and its drain window is over:
 * each ends its own kind its own way (a workflow step is told it failed, so the workflow does not
 * wait for a process that is gone). Features add their ending in `register`; the app calls
 * `endAll` once, at the end of its stop.
 */
export interface UnfinishedWork {
  add(name: string, end: () => Promise<void>): void;
  /** Every feature's ending, at once; resolves when all have settled. */
  endAll(): Promise<void>;
}

export function createUnfinishedWork(): UnfinishedWork {
  const ends = new Map<string, () => Promise<void>>();
  return {
    add(name, end) {
      if (ends.has(name)) throw new Error(`Two endings of unfinished work named ${name}`);
      ends.set(name, end);
    },
    async endAll() {
      await Promise.allSettled([...ends.values()].map((end) => end()));
    },
  };
}
