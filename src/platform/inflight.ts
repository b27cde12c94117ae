/**
 * Listener work still running after its ack. Bolt answers Slack first and keeps working, so a
 * stopping server has answered every request while users still wait for modals and messages:
 * shutdown waits for this work (bounded) before closing the store.
 */
export interface InflightWork {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves true when everything finished, false when `timeoutMs` passed first. */
  drain(timeoutMs: number): Promise<boolean>;
  readonly size: number;
}

export function createInflightWork(): InflightWork {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    drain(timeoutMs) {
      return settlesWithin(Promise.allSettled([...running]), timeoutMs);
    },
    get size() {
      return running.size;
    },
  };
}

/** Resolves true when `work` settles (either way) within `timeoutMs`, false otherwise. */
export async function settlesWithin(work: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
