import { type LockStore, workspaceKey } from '../store/index.js';
import type { Request, Services } from './context.js';
import { AppError, logFailure, newReferenceId } from './errors.js';

export interface RenewedLock {
  /** Stops renewing and frees the lock; never throws. */
  release(): Promise<void>;
}

/**
 * Takes a store lock and keeps it alive (renewed every third of `ttlMs`) until released, so a
 * holder that dies blocks others for at most `ttlMs`. Undefined while someone else holds it.
 */
export async function acquireRenewedLock(
  locks: LockStore,
  name: string,
  ttlMs: number,
): Promise<RenewedLock | undefined> {
  const lock = await locks.acquire(name, ttlMs);
  if (lock === undefined) return undefined;
  const heartbeat = setInterval(
    () => {
      lock.renew().then(
        (kept) => {
          if (!kept) clearInterval(heartbeat);
        },
        () => undefined, // a store blip: the next beat tries again before the lock expires
      );
    },
    Math.max(1, Math.floor(ttlMs / 3)),
  );
  heartbeat.unref();
  return {
    async release() {
      clearInterval(heartbeat);
      await lock.release();
    },
  };
}

/** `acquireRenewedLock`, trying again every `pollMs` for up to `waitMs`; undefined if it never came free. */
export async function acquireRenewedLockWithin(
  locks: LockStore,
  name: string,
  options: { ttlMs: number; waitMs: number; pollMs: number },
): Promise<RenewedLock | undefined> {
  const deadline = Date.now() + options.waitMs;
  let lock = await acquireRenewedLock(locks, name, options.ttlMs);
  while (lock === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    lock = await acquireRenewedLock(locks, name, options.ttlMs);
  }
  return lock;
}

export interface ChangeLockOptions {
  ttlMs: number;
  /** How long a second click waits for the first change of the same thing to finish. */
  waitMs: number;
  pollMs: number;
}

/** Waits long enough for a write, its retries and its reconcile at the given Enlivy timeout. */
export function changeLockOptions(enlivyTimeoutMs: number): ChangeLockOptions {
  return { ttlMs: 15_000, waitMs: Math.min(120_000, 4 * enlivyTimeoutMs + 10_000), pollMs: 100 };
}

/**
 * Runs `work` while holding the per-thing change lock (`subject` like `destination:ID`), shared
 * by every instance on the store: concurrent clicks run one after another, so each reads what
 * the one before it did. Gives up with a clear "busy" after `waitMs`, having changed nothing.
 */
export async function withChangeLock<T>(
  services: Pick<Services, 'stores' | 'config'>,
  request: Pick<Request, 'workspace'>,
  subject: string,
  work: () => Promise<T>,
): Promise<T> {
  const locks = services.stores.locks;
  const options = changeLockOptions(services.config.enlivy.timeoutMs);
  const name = `change:${workspaceKey(request.workspace)}:${encodeURIComponent(subject)}`;
  const lock = await acquireRenewedLockWithin(locks, name, options);
  if (lock === undefined) {
    throw new AppError('bad_input', 'Someone else is changing this right now.', {
      hint: 'Nothing was changed. Wait a moment and try again.',
    });
  }
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

/** Notes who changed `subject` (for "already … by @someone"); a store failure is only logged. */
export async function recordChange(
  services: Services,
  request: Request,
  subject: string,
  action: string,
): Promise<void> {
  const change = { action, by: request.userId, at: services.now().toISOString() };
  await services.stores.changes.save(request.workspace, subject, change).catch((err: unknown) =>
    logFailure(services.logger, err, newReferenceId(), {
      action: 'change-record',
      userId: request.userId,
    }),
  );
}

/** Who last made `subject` so from Slack, when that was `action`; undefined when unknown. */
export async function changedBy(
  services: Services,
  request: Request,
  subject: string,
  action: string,
): Promise<string | undefined> {
  const last = await services.stores.changes.get(request.workspace, subject).catch(() => undefined);
  return last?.action === action ? last.by : undefined;
}
