import type { ModalView } from '@slack/types';
import type { Request } from '../../core/context.js';
import { logFailure, recordFailure } from '../../core/errors/failure-log.js';
import { newReferenceId, type UserError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { DestinationsDeps } from './deps.js';
import { problemModal } from './views/results.js';

export interface Where {
  action: string;
  /** Modal title for a failure. */
  title: string;
}

/**
 * The one log line for a failure and what the user is told, sharing a reference id; `t` is the
 * language of whoever reads it (the person in their modal, a channel for a receipt's failure).
 */
export function noteFailure(
  services: Pick<DestinationsDeps, 'logger'>,
  request: Pick<Request, 'userId'>,
  failure: { err: unknown; action: string; t: Translator },
): UserError {
  const { err, action, t } = failure;
  return recordFailure(services.logger, err, { action, userId: request.userId }, t);
}

/**
 * views.update that never throws: a modal the user closed is not worth another error. Says
 * whether the view was shown, for what must reach the user some other way when it was not.
 */
export async function showModal(
  services: Pick<DestinationsDeps, 'logger'>,
  request: Request,
  shown: { viewId: string; view: ModalView; action: string },
): Promise<boolean> {
  const { viewId, view, action } = shown;
  try {
    await request.ui.updateModal(viewId, view);
    return true;
  } catch (err) {
    logFailure(services.logger, err, newReferenceId(), {
      action: `${action}:update`,
      userId: request.userId,
    });
    return false;
  }
}

/**
 * Runs the work behind an open modal; a failure replaces the modal with what went wrong, in the
 * language of the person who opened it.
 */
export async function inModal(
  services: Pick<DestinationsDeps, 'logger'>,
  request: Request,
  modal: { viewId: string; where: Where },
  work: () => Promise<void>,
): Promise<void> {
  const { viewId, where } = modal;
  try {
    await work();
  } catch (err) {
    const t = await request.t();
    const problem = noteFailure(services, request, { err, action: where.action, t });
    const view = problemModal(where.title, problem, t);
    await showModal(services, request, { viewId, view, action: where.action });
  }
}
