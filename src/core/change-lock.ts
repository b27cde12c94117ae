import { AppError, newReferenceId } from '../platform/app-error.js';
import { workspaceKey } from '../store/index.js';
import { withRenewedLock } from '../store/renewed-lock.js';
import type { AppServices, Request } from './context.js';
import { logFailure } from './errors/failure-log.js';

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
  services: Pick<AppServices, 'stores' | 'config'>,
  request: Pick<Request, 'workspace'>,
  subject: string,
  work: () => Promise<T>,
): Promise<T> {
  const locks = services.stores.locks;
  const options = changeLockOptions(services.config.enlivy.timeoutMs);
  const name = `change:${workspaceKey(request.workspace)}:${encodeURIComponent(subject)}`;
  const busy = () =>
    new AppError('bad_input', 'Someone else is changing this right now.', {
      copy: { message: 'error.changing.message', hint: 'error.changing.hint' },
    });
  return withRenewedLock(locks, name, { ...options, busy }, work);
}

/** Notes who changed `subject` (for "already … by @someone"); a store failure is only logged. */
export async function recordChange(
  services: Pick<AppServices, 'stores' | 'logger' | 'now'>,
  request: Pick<Request, 'workspace' | 'userId'>,
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
  services: Pick<AppServices, 'stores'>,
  request: Pick<Request, 'workspace'>,
  subject: string,
  action: string,
): Promise<string | undefined> {
  const last = await services.stores.changes.get(request.workspace, subject).catch(() => undefined);
  return last?.action === action ? last.by : undefined;
}
